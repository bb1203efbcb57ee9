/**
 * The web forms' one mechanism (web/src/components/form/schema-form.ts): the shared zod schema
 * gives the first message of each field, the server's field map gives its first messages; and
 * the Akun section's rules, which depend on the role and the mode.
 */
import { MSG } from '@shared/messages';
import { registerStep0Form, resetPasswordForm } from '@shared/validation';
import { akunForm, akunValues, EMPTY_AKUN } from '@web/components/akun/akun-form';
import { checkForm, firstErrors, serverFieldErrors } from '@web/components/form/schema-form';
import { describe, expect, it } from 'vitest';

describe('schema form checks', () => {
  it('gives the output of valid values', () => {
    expect(checkForm(resetPasswordForm, { password: 'Baru#Sekali9', password_confirmation: 'Baru#Sekali9' })).toEqual({
      ok: true,
      data: { password: 'Baru#Sekali9', password_confirmation: 'Baru#Sekali9' },
      errors: {},
    });
  });

  it("gives each field's first message, cross-field rules included while another field fails", () => {
    const check = checkForm(registerStep0Form, { nim: '', email: 'bukan-email', password: 'Rahasia#1', password_confirmation: 'Lain' });
    expect(check).toEqual({
      ok: false,
      errors: { nim: MSG.required, email: MSG.invalidEmail, password_confirmation: MSG.passwordMismatch },
    });
  });

  it('keys nested issues by their top-level field', () => {
    const result = registerStep0Form.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(firstErrors(result.error)).sort()).toEqual(['email', 'nim', 'password', 'password_confirmation']);
  });

  it("reads the server's field map, and nothing from other shapes", () => {
    expect(serverFieldErrors({ old_password: ['Password lama salah', 'x'], nama: [] })).toEqual({ old_password: 'Password lama salah' });
    expect(serverFieldErrors('Terjadi kesalahan')).toEqual({});
    expect(serverFieldErrors(['a', 'b'])).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('the Akun section rules', () => {
  const staff = { nama: 'Dr. Rina, M.Kom.', email: 'rina@kampus.ac.id' };
  const errorsOf = (schema: ReturnType<typeof akunForm>, values: typeof EMPTY_AKUN) => checkForm(schema, values).errors;

  it('lets a kept name carry titles; a new name follows the name rule', () => {
    expect(errorsOf(akunForm(staff.nama, true, false), akunValues(staff))).toEqual({});
    expect(errorsOf(akunForm(staff.nama, true, false), { ...akunValues(staff), nama: 'Rina, S.Kom.' })).toEqual({ nama: MSG.illegalName });
    expect(errorsOf(akunForm(staff.nama, true, false), { ...akunValues(staff), nama: '  ', email: 'x' })).toEqual({
      nama: MSG.required,
      email: MSG.invalidEmail,
    });
  });

  it('does not check fixed name and e-mail (students)', () => {
    expect(errorsOf(akunForm('Budi', false, false), { ...EMPTY_AKUN, nama: '', email: '' })).toEqual({});
  });

  it('checks the new-password pair in password mode only', () => {
    const mismatch = { ...akunValues(staff), password: 'Baru#Verif77', password_confirmation: 'Baru#Verif78' };
    expect(errorsOf(akunForm(staff.nama, true, false), mismatch)).toEqual({});
    expect(errorsOf(akunForm(staff.nama, true, true), mismatch)).toEqual({ password_confirmation: MSG.passwordMismatch });
    expect(errorsOf(akunForm(staff.nama, false, true), EMPTY_AKUN)).toEqual({ password: MSG.required, password_confirmation: MSG.required });
  });
});
