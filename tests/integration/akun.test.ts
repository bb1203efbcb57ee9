/**
 * GET /api/akun and PUT /api/akun/update for every role: the old password confirms every change,
 * students change only their password, staff also their name and e-mail; a password change ends
 * other sessions and keeps this one; refusals change nothing.
 */

import { AUTH_MSG, MAIL_MSG, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeStudent, FRESH_PASSWORD, linkOf, nowSeconds, otpOf, setCookieOf, signIn, staffAccount, userByNim } from '../support/auth-flow';
import { api, cookieHeader, DEMO_ACCOUNTS, lastMail, useStackEnv } from '../support/stack';

const update = (auth: { cookie?: string; bearer?: string }, body: Record<string, unknown>) =>
  api<{ message: unknown; akun?: { nama: string; nim: string; email: string } }>('PUT', '/api/akun/update/', { ...auth, body });

beforeAll(() => {
  useStackEnv();
});

describe('GET /api/akun', () => {
  it('answers nama, nim and email of the caller, for every role', async () => {
    for (const role of ['verifikator', 'ppk', 'admin jurusan', 'super admin'] as const) {
      const a = await staffAccount(role, role === 'admin jurusan' ? 1 : null);
      const res = await api('GET', '/api/akun', { bearer: a.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ akun: { nama: 'Akun Uji', nim: a.nim, email: a.email, email_baru: null, bahasa: null } });
    }
  });
});

describe('PUT /api/akun/update', () => {
  it('a verifier changes the name at once; a new e-mail address is used only after the link sent to it is opened', async () => {
    const a = await staffAccount('verifikator');
    const email = `baru.${a.email}`;
    const res = await update({ bearer: a.token }, { nim: a.nim, nama: 'Rina Ayu Lestari', email, old_password: a.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: AUTH_MSG.emailChangeSent(email),
      akun: { nama: 'Rina Ayu Lestari', nim: a.nim, email: a.email, email_baru: email, bahasa: null },
    });
    // until confirmed, the sign-in code goes to the old address and the new one does not sign in
    const started = nowSeconds();
    expect((await api('POST', '/api/auth/login', { body: { nim: a.nim, password: a.password } })).status).toBe(200);
    expect(await otpOf(a.email, started)).toMatch(/^\d{6}$/);
    expect((await api('POST', '/api/auth/login', { body: { nim: email, password: a.password } })).status).toBe(401);

    const mail = await lastMail(email, (m) => m.subject === MAIL_MSG.emailConfirmSubject);
    // the token rides in the link's fragment (/akun/email#token=...), which no request line carries
    const { token } = linkOf(mail.body.text ?? '', 'emailConfirm');
    const bad = await api('POST', '/api/akun/email/confirm', { body: { token: `${token}x` } });
    expect([bad.status, bad.body]).toEqual([400, { message: AUTH_MSG.emailConfirmInvalid }]);
    const confirmed = await api('POST', '/api/akun/email/confirm', { body: { token } });
    expect([confirmed.status, confirmed.body]).toEqual([200, { message: AUTH_MSG.emailConfirmed }]);
    expect((await api('GET', '/api/akun', { bearer: a.token })).body).toEqual({
      akun: { nama: 'Rina Ayu Lestari', nim: a.nim, email, email_baru: null, bahasa: null },
    });
    const again = await api('POST', '/api/akun/email/confirm', { body: { token } });
    expect(again.status).toBe(400);
    // the new address signs in, the old one is free again
    expect((await api('POST', '/api/auth/login', { body: { nim: email, password: a.password } })).status).toBe(200);
    const other = await staffAccount('verifikator');
    const reuse = await update({ bearer: other.token }, { nim: other.nim, nama: 'Akun Uji', email: a.email, old_password: other.password });
    expect([reuse.status, reuse.body]).toEqual([200, expect.objectContaining({ message: AUTH_MSG.emailChangeSent(a.email) })]);
  });

  it('refuses a new address another account uses, and writes nothing', async () => {
    const a = await staffAccount('verifikator');
    const res = await update({ bearer: a.token }, { nim: a.nim, nama: 'Akun Uji', email: DEMO_ACCOUNTS.budi.email, old_password: a.password });
    expect(res.status).toBe(409);
    expect((await api('GET', '/api/akun', { bearer: a.token })).body).toEqual({
      akun: { nama: 'Akun Uji', nim: a.nim, email: a.email, email_baru: null, bahasa: null },
    });
  });

  it('audits a staff change (who, what changed, never the password) and nothing for a refused one or a student', async () => {
    const { auditLog } = await import('@functions/lib/audit');
    const a = await staffAccount('verifikator');
    const entries = () => auditLog.ofTarget({ type: 'user', id: a.user.id });
    const wrong = await update({ bearer: a.token }, { nim: a.nim, nama: 'Nama Baru', email: a.email, old_password: 'Salah#12345' });
    expect(wrong.status).toBe(422);
    expect(await entries()).toEqual([]);
    const ok = await update(
      { bearer: a.token },
      { nim: a.nim, nama: 'Nama Baru', email: a.email, old_password: a.password, password: 'Baru#12345', password_confirmation: 'Baru#12345' },
    );
    expect(ok.status).toBe(200);
    const [entry, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'akun.update',
      actor_id: a.user.id,
      actor_role: 'verifikator',
      before: { nama: 'Akun Uji', email: a.email },
      after: { nama: 'Nama Baru', email: a.email, email_baru: null, password_changed: true },
    });
    expect(JSON.stringify(entry)).not.toContain('password_hash');
    expect(entry?.request_id).toBeTruthy();
    const s = await activeStudent();
    const student = await userByNim(s.nim);
    const signed = await signIn(s.nim, s.password, s.email);
    const res = await update(
      { cookie: signed.cookie },
      { nim: s.nim, nama: student?.nama, email: s.email, old_password: s.password, password: 'Baru#12345', password_confirmation: 'Baru#12345' },
    );
    expect(res.status).toBe(200);
    expect(await auditLog.ofTarget({ type: 'user', id: String(student?.id) })).toEqual([]);
  });

  it('an admin keeps a stored name with titles, and a new name must follow the name rule', async () => {
    const a = await staffAccount('super admin');
    const { patchUser } = await import('../support/auth-flow');
    await patchUser(a.user.id, { nama: 'Dr. Lestiani Sembiring, M.Kom.' });
    const same = await update({ bearer: a.token }, { nim: a.nim, nama: 'Dr. Lestiani Sembiring, M.Kom.', email: a.email, old_password: a.password });
    expect(same.status).toBe(200);
    const bad = await update({ bearer: a.token }, { nim: a.nim, nama: 'Admin 2', email: a.email, old_password: a.password });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ message: { nama: [MSG.illegalName] } });
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const a = await staffAccount('admin jurusan', 1);
    const before = await userByNim(a.nim);
    const res = await update(
      { bearer: a.token },
      { nim: a.nim, nama: 'Nama Baru', email: a.email, old_password: 'Salah#12345', password: 'Baru#12345', password_confirmation: 'Baru#12345' },
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: { old_password: [AUTH_MSG.oldPasswordWrong] } });
    expect(await userByNim(a.nim)).toEqual(before);
  });

  it('refuses an e-mail used by another account (409) and changes nothing', async () => {
    const a = await staffAccount('verifikator');
    const before = await userByNim(a.nim);
    const res = await update(
      { bearer: a.token },
      { nim: a.nim, nama: 'Akun Uji', email: DEMO_ACCOUNTS.budi.email.toUpperCase(), old_password: a.password },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: { email: [AUTH_MSG.emailTaken] } });
    expect(await userByNim(a.nim)).toEqual(before);
  });

  it('never changes the username', async () => {
    const a = await staffAccount('ppk');
    const res = await update({ bearer: a.token }, { nim: 'usernamebaru', nama: 'Akun Uji', email: a.email, old_password: a.password });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: { nim: [AUTH_MSG.usernameFixed] } });
  });

  it.each([
    ['a short new password', { password: 'Pendek1', password_confirmation: 'Pendek1' }, { password: [MSG.passwordLength] }],
    ['a re-entry that differs', { password: 'Baru#12345', password_confirmation: 'Beda#12345' }, { password_confirmation: [MSG.passwordMismatch] }],
    ['no old password', { old_password: '' }, { old_password: [MSG.required] }],
    ['an invalid e-mail', { email: 'bukan' }, { email: [MSG.invalidEmail] }],
  ])("refuses %s with the field's own message", async (_name, change, message) => {
    const a = await staffAccount('verifikator');
    const before = await userByNim(a.nim);
    const res = await update({ bearer: a.token }, { nim: a.nim, nama: 'Akun Uji', email: a.email, old_password: a.password, ...change });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message });
    expect(await userByNim(a.nim)).toEqual(before);
  });

  it('a student changes the password; name and e-mail are for an admin to change', async () => {
    const who = await activeStudent();
    const first = await signIn(who.nim, who.password, who.email);
    const second = await signIn(who.nim, who.password, who.email);
    const user = await userByNim(who.nim);
    const base = { nim: who.nim, nama: user?.nama, email: who.email, old_password: who.password };

    const rename = await update({ cookie: first.cookie }, { ...base, nama: 'Nama Lain' });
    expect(rename.status).toBe(403);
    expect(rename.body).toEqual({ message: { nama: [AUTH_MSG.adminOnlyField] } });
    const reEmail = await update({ cookie: first.cookie }, { ...base, email: `lain.${who.email}` });
    expect(reEmail.status).toBe(403);
    expect(reEmail.body).toEqual({ message: { email: [AUTH_MSG.adminOnlyField] } });
    expect(await userByNim(who.nim)).toEqual(user);

    const NEW = 'Ganti#Pass77';
    const res = await update({ cookie: first.cookie }, { ...base, password: NEW, password_confirmation: NEW });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MSG.accountUpdated,
      // she registered in Indonesian (no Accept-Language): her account keeps it
      akun: { nama: user?.nama, nim: who.nim, email: who.email, email_baru: null, bahasa: 'id' },
    });
    // this browser continues with a fresh cookie; the other session has ended
    const renewed = setCookieOf(res.cookies, 'skpi_session');
    expect(renewed).toMatch(/HttpOnly/);
    expect((await api('GET', '/api/akun', { cookie: cookieHeader(res.cookies) })).status).toBe(200);
    expect((await api('GET', '/api/akun', { cookie: second.cookie })).status).toBe(401);
    expect((await api('GET', '/api/akun', { cookie: first.cookie })).status).toBe(401);
    expect((await api('POST', '/api/auth/login', { body: { nim: who.nim, password: who.password } })).status).toBe(401);
    expect((await api('POST', '/api/auth/login', { body: { nim: who.nim, password: NEW } })).status).toBe(200);
  });

  it('blocks old-password guessing after 5 failures', async () => {
    const a = await staffAccount('verifikator', null, FRESH_PASSWORD);
    const body = { nim: a.nim, nama: 'Akun Uji', email: a.email };
    for (let i = 0; i < 5; i++) expect((await update({ bearer: a.token }, { ...body, old_password: `Salah#${i}xx` })).status).toBe(422);
    const blocked = await update({ bearer: a.token }, { ...body, old_password: a.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MSG.tooManyRequests });
  });

  it('evaluates at most 5 of 20 parallel old-password guesses; the rest answer 429 and nothing changes', async () => {
    const a = await staffAccount('verifikator', null, FRESH_PASSWORD);
    const body = { nim: a.nim, nama: 'Nama Tebakan', email: a.email };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => update({ bearer: a.token }, { ...body, old_password: `Salah#${i}xx` })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    const now = await api<{ akun: { nama: string } }>('GET', '/api/akun', { bearer: a.token });
    expect(now.body.akun.nama).not.toBe('Nama Tebakan');
  });
});
