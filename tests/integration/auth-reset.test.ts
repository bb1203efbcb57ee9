/**
 * Forgot password and reset through the local server: the same answer whether or not the
 * address exists, the single-use expiring link, the rules with their exact messages, sessions
 * ended by a reset, and that a refusal changes nothing.
 */

import { authKeys } from '@functions/lib/entities/auth';
import { AUTH_MSG, MAIL_MSG, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  canSignIn,
  FRESH_PASSWORD,
  freshIdentity,
  linkOf,
  nowSeconds,
  otpOf,
  patchItem,
  pointAtStack,
  registerStudent,
  signIn,
  staffAccount,
  userByNim,
} from '../support/auth-flow';
import { api, baseUrl, lastMail, readMail, useStackEnv } from '../support/stack';

const requestReset = (email: string) => api('POST', '/api/auth/password/request-reset', { body: { email } });
const reset = (body: Record<string, unknown>) => api('POST', '/api/auth/password/reset', { body });
const NEW_PASSWORD = 'Baru#Sekali9';

/** The token of the newest reset mail's link, read from its fragment (`/reset-password#token=...`). */
async function resetTokenOf(email: string): Promise<string> {
  const mail = await lastMail(email, (m) => m.subject === MAIL_MSG.resetSubject);
  const { link, token } = linkOf(mail.body.text ?? '', 'reset');
  expect(link).toBe(`${baseUrl()}/reset-password#token=${token}`);
  expect(mail.body.html).toContain(`href="${link}"`);
  return token;
}

beforeAll(() => {
  useStackEnv();
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown address; only the known one gets a link', async () => {
    const who = await registerStudent();
    const known = await requestReset(who.email);
    const stranger = freshIdentity('X').email;
    const unknown = await requestReset(stranger);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: MSG.resetRequested });
    expect(unknown.body).toEqual(known.body);
    expect(await resetTokenOf(who.email)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await readMail(stranger)).toEqual([]);
  });

  it('checks the e-mail format with the exact messages', async () => {
    const bad = await requestReset('bukan-email');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ message: { email: [MSG.invalidEmail] } });
    const empty = await requestReset('');
    expect(empty.body).toEqual({ message: { email: [MSG.required] } });
  });

  it('limits requests per address (3 in the window), whether or not it exists', async () => {
    const stranger = freshIdentity('X').email;
    for (let i = 0; i < 3; i++) expect((await requestReset(stranger)).status).toBe(200);
    const fourth = await requestReset(stranger);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ message: MSG.tooManyRequests });
  });
});

describe('reset with the link', () => {
  it('sets the new password, ends every session, and the link works once', async () => {
    const who = await registerStudent();
    const session = await signIn(who.nim, who.password, who.email);
    expect((await api('GET', '/api/akun', { cookie: session.cookie })).status).toBe(200);
    await requestReset(who.email);
    const token = await resetTokenOf(who.email);

    const res = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.resetDone });

    expect((await api('GET', '/api/akun', { cookie: session.cookie })).status).toBe(401);
    expect(await canSignIn(who.nim, who.password)).toBe(false);
    expect(await canSignIn(who.nim, NEW_PASSWORD)).toBe(true);

    const reused = await reset({ token, password: 'Lagi#Baru123', password_confirmation: 'Lagi#Baru123' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: AUTH_MSG.resetInvalid });
    expect(await canSignIn(who.nim, NEW_PASSWORD)).toBe(true);
  });

  it('a link made before the password was changed in the account settings is refused', async () => {
    const a = await staffAccount('verifikator', null);
    await requestReset(a.email);
    const token = await resetTokenOf(a.email);
    const changed = await api('PUT', '/api/akun/update/', {
      bearer: a.token,
      body: {
        nim: a.nim,
        nama: a.user.nama,
        email: a.email,
        old_password: FRESH_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(changed.status).toBe(200);
    const res = await reset({ token, password: 'Lagi#Baru123', password_confirmation: 'Lagi#Baru123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: AUTH_MSG.resetInvalid });
    expect(await canSignIn(a.nim, NEW_PASSWORD)).toBe(true);
  });

  it('a link of the old form (the token in the path), mailed before the fragment, still opens its page and resets', async () => {
    const who = await registerStudent();
    await requestReset(who.email);
    const token = await resetTokenOf(who.email);
    // the web app answers the old page address (the page moves the token into the fragment, then off the address bar)
    const page = await fetch(`${baseUrl()}/forgot-password/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const res = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await canSignIn(who.nim, NEW_PASSWORD)).toBe(true);
  });

  it('accepts the scripted payload (password and token only)', async () => {
    const who = await registerStudent();
    await requestReset(who.email);
    const res = await reset({ token: await resetTokenOf(who.email), password: NEW_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('refuses a tampered, an unknown and an expired token, changing nothing', async () => {
    const who = await registerStudent();
    await requestReset(who.email);
    const token = await resetTokenOf(who.email);
    const before = await userByNim(who.nim);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, 'tidak-ada']) {
      const res = await reset({ token: bad, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: AUTH_MSG.resetInvalid });
    }
    // expire the real one
    pointAtStack();
    const { createHash } = await import('node:crypto');
    await patchItem(authKeys.resetToken(createHash('sha256').update(token).digest('base64url')), { expires_at: nowSeconds() - 1 });
    const expired = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ message: AUTH_MSG.resetInvalid });
    expect(await userByNim(who.nim)).toEqual(before);
    expect(await canSignIn(who.nim, who.password)).toBe(true);
  });

  it.each([
    ['a short password', { password: 'Pendek1', password_confirmation: 'Pendek1' }, { password: [MSG.passwordLength] }],
    [
      'a confirmation that differs',
      { password: NEW_PASSWORD, password_confirmation: 'Lain#12345' },
      { password_confirmation: [MSG.passwordMismatch] },
    ],
  ])("refuses %s with the rule's message; the link stays usable", async (_name, change, message) => {
    const who = await registerStudent();
    await requestReset(who.email);
    const token = await resetTokenOf(who.email);
    const res = await reset({ token, ...change });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message });
    expect(await canSignIn(who.nim, who.password)).toBe(true);
    expect((await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
  });

  it('a reset also ends a pending login', async () => {
    const who = await registerStudent();
    const started = nowSeconds();
    const login = await api('POST', '/api/auth/login', { body: { nim: who.nim, password: who.password } });
    const pin = await otpOf(who.email, started);
    await requestReset(who.email);
    await reset({ token: await resetTokenOf(who.email), password: NEW_PASSWORD });
    const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
    const res = await api('POST', '/api/auth/login/otp', { cookie, body: { pin_otp: pin } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: AUTH_MSG.pendingExpired });
  });
});
