/**
 * Accounts and sign-in: registration, activation (biodata, contact), login, OTP and password
 * reset. Forms take the `*Form` schemas (as typed), the API the `*Body` schemas (as sent).
 */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import {
  ALWAYS,
  agamaField,
  birthDateBody,
  birthDateInput,
  confirmPassword,
  emailField,
  HOME_COUNTRY,
  jenisKelaminField,
  nameField,
  nimField,
  optionalText,
  optionId,
  passwordField,
  phoneField,
  requiredText,
  sosmedList,
} from './common';

// ---------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------

export const registerCredentialsShape = {
  nim: nimField,
  email: emailField,
  password: passwordField,
  password_confirmation: z.string({ error: () => FORM_MSG.required }).min(1, { error: () => FORM_MSG.required }),
};

/** Register step 0 (NIM, e-mail, password, confirmation). */
export const registerStep0Form = z.strictObject(registerCredentialsShape).superRefine(confirmPassword, ALWAYS);
/** Register step 1 (faculty, study program, terms). */
export const registerStep1Form = z.strictObject({
  id_fakultas: optionId,
  id_prodi: optionId,
  terms: z.literal(true, { error: () => FORM_MSG.checkBox }),
});
/** POST /api/auth/register. */
export const registerBody = z.strictObject({ ...registerCredentialsShape, id_prodi: optionId }).superRefine(confirmPassword, ALWAYS);

// ---------------------------------------------------------------------------------------------
// Activation (biodata, contact)
// ---------------------------------------------------------------------------------------------

/** Province and city are required only for the home country, and the city must lie in the province. */
export function areaRule(v: { kewarganegaraan: number; id_provinsi?: number | undefined; id_kota?: number | undefined }, ctx: z.RefinementCtx) {
  if (v.kewarganegaraan !== HOME_COUNTRY) return;
  if (v.id_provinsi === undefined) ctx.addIssue({ code: 'custom', path: ['id_provinsi'], message: FORM_MSG.chooseOption });
  if (v.id_kota === undefined) ctx.addIssue({ code: 'custom', path: ['id_kota'], message: FORM_MSG.chooseOption });
}

const optionalOptionId = z.preprocess((v) => (v === '' || v === null ? undefined : v), optionId.optional());

/** Activation step 1 fields (the profile's biodata form reuses them). */
export const biodataShape = {
  nama: nameField,
  /** The temporary upload key from POST /api/uploads (files never pass through Lambda); optional. */
  foto_profil: optionalText(300),
  kewarganegaraan: optionId,
  nik: requiredText(32),
  agama: agamaField,
  jenis_kelamin: jenisKelaminField,
  tempat_lahir: requiredText(100),
  alamat: requiredText(255),
  id_provinsi: optionalOptionId,
  id_kota: optionalOptionId,
  kode_pos: optionalText(10),
};
/** Activation step 2 fields (the profile's contact form reuses them). */
export const contactShape = {
  no_telepon_asal: phoneField,
  no_hp: phoneField,
  bio: optionalText(1000),
  sosmed: sosmedList,
};

/** Activation step 1 as typed (birth date dd/MM/yyyy). */
export const activationStep1Form = z.strictObject({ ...biodataShape, tanggal_lahir: birthDateInput }).superRefine(areaRule, ALWAYS);
/** Activation step 2 as typed. */
export const activationStep2Form = z.strictObject(contactShape);
/** A password sent with its confirmation: the confirmation is required and must match. */
function confirmedWhenSent(v: { password?: string | undefined; password_confirmation?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.password === undefined) return;
  if (v.password_confirmation === undefined || v.password_confirmation === '') {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: FORM_MSG.required });
  } else confirmPassword(v, ctx);
}

/**
 * POST /api/auth/activate: both steps, birth date as YYYY-MM-DD; and the password step (the
 * registration's rule) of an account made without a password, which the server requires there.
 */
export const activationBody = z
  .strictObject({
    ...biodataShape,
    tanggal_lahir: birthDateBody,
    ...contactShape,
    password: passwordField.optional(),
    password_confirmation: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    areaRule(v, ctx);
    confirmedWhenSent(v, ctx);
  }, ALWAYS);
export type ActivationBody = z.output<typeof activationBody>;

// ---------------------------------------------------------------------------------------------
// Sign-in and password reset
// ---------------------------------------------------------------------------------------------

/** Login: credentials are sent as typed (no format rule), bounded so a huge input cannot cost much. */
export const loginBody = z.strictObject({
  nim: z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .min(1, { error: () => FORM_MSG.required })
    .max(254, { error: () => tooLong(254) }),
  password: z
    .string({ error: () => FORM_MSG.required })
    .min(1, { error: () => FORM_MSG.required })
    .max(128, { error: () => tooLong(128) }),
});

/** The pin as typed (not validated on the client); a number from a script is accepted too (leading zeros restored). */
export const pinField = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v).padStart(6, '0') : v),
  z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .min(1, { error: () => FORM_MSG.required })
    .max(12, { error: () => tooLong(12) }),
);

export const forgotPasswordForm = z.strictObject({ email: emailField });

export const resetPasswordForm = z
  .strictObject({
    password: passwordField,
    password_confirmation: z.string({ error: () => FORM_MSG.required }).min(1, { error: () => FORM_MSG.required }),
  })
  .superRefine(confirmPassword, ALWAYS);

/** POST /api/auth/password/reset: callers send password and token; a confirmation, when sent, must match. */
export const resetPasswordBody = z
  .strictObject({
    token: requiredText(200),
    password: passwordField,
    password_confirmation: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password_confirmation !== undefined && v.password_confirmation !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: FORM_MSG.passwordMismatch });
    }
  }, ALWAYS);
