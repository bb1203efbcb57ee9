/** The own-account calls (GET /api/akun, PUT /api/akun/update) and the password sub-form. */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import { ALWAYS, confirmPassword, emailField, nimField, passwordField, requiredText } from './common';

// ---------------------------------------------------------------------------------------------
// Own account (GET /api/akun, PUT /api/akun/update)
// ---------------------------------------------------------------------------------------------

const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** The password sub-form: New Password and Re-Enter New Password. */
export const newPasswordForm = z
  .strictObject({
    password: passwordField,
    password_confirmation: z.string({ error: () => FORM_MSG.required }).min(1, { error: () => FORM_MSG.required }),
  })
  .superRefine(confirmPassword, ALWAYS);

export const akunUpdateBody = z
  .strictObject({
    nim: nimField,
    /** The name rule applies to a new name (the service checks it on change): staff names may carry titles. */
    nama: requiredText(100),
    email: emailField,
    old_password: z
      .string({ error: () => FORM_MSG.required })
      .min(1, { error: () => FORM_MSG.required })
      .max(128, { error: () => tooLong(128) }),
    password: z.preprocess(blankToUndefined, passwordField.optional()),
    password_confirmation: z.preprocess(blankToUndefined, z.string().optional()),
  })
  .superRefine(confirmPassword, ALWAYS);
export type AkunUpdateBody = z.output<typeof akunUpdateBody>;
