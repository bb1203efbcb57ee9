/**
 * The Akun section's checks, the rules PUT /api/akun/update applies: name and e-mail when the
 * role may change them (a new name follows the name rule; a kept one may carry titles, as staff
 * names do), and the New Password / Re-Enter New Password pair in password mode only.
 */
import { MSG } from '@shared/messages';
import { ALWAYS, emailField, NAME_PATTERN, newPasswordForm, requiredText } from '@shared/validation';
import * as z from 'zod';

export type AkunValues = { nama: string; email: string; password: string; password_confirmation: string };

export const EMPTY_AKUN: AkunValues = { nama: '', email: '', password: '', password_confirmation: '' };

/** The values shown for an account (no password). */
export const akunValues = (akun: { nama: string; email: string }): AkunValues => ({ ...EMPTY_AKUN, nama: akun.nama, email: akun.email });

export function akunForm(originalName: string, canEditIdentity: boolean, passwordMode: boolean) {
  const identity = canEditIdentity
    ? { nama: requiredText(100).refine((nama) => nama === originalName || NAME_PATTERN.test(nama), { error: MSG.illegalName }), email: emailField }
    : { nama: z.string(), email: z.string() };
  return z.object({ ...identity, password: z.string(), password_confirmation: z.string() }).superRefine((values, ctx) => {
    if (!passwordMode) return;
    const pair = newPasswordForm.safeParse({ password: values.password, password_confirmation: values.password_confirmation });
    if (!pair.success) for (const issue of pair.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }, ALWAYS);
}
