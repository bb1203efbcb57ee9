/**
 * Login with e-mail OTP through the local server: every demo role, the pending-login ticket,
 * wrong password and pin, expiry, tries, resend (the sign-in limits: auth-limits.test.ts),
 * deactivated accounts, old token versions, the session cookie, logout and the login statistics.
 */

import { authKeys } from '@functions/lib/entities/auth';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { AUTH_MSG, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FRESH_PASSWORD,
  nowSeconds,
  otpOf,
  patchItem,
  patchUser,
  pointAtStack,
  registerStudent,
  setCookieOf,
  signIn,
  staffAccount,
  userByNim,
} from '../support/auth-flow';
import { api, cookieHeader, DEMO_ACCOUNTS, readMail, useStackEnv } from '../support/stack';

const login = (nim: string, password: string) => api<{ message: string; expires_at: number }>('POST', '/api/auth/login', { body: { nim, password } });
const otp = (cookie: string | undefined, body: Record<string, unknown>) =>
  api<{ message: string; claims?: { role: string; nim: string }; token?: string }>('POST', '/api/auth/login/otp', { cookie, body });

async function getKey<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  pointAtStack();
  const { getItem } = await import('@functions/lib/table');
  return getItem<T>(key, { ConsistentRead: true });
}

/** Password step for a fresh account; returns the pending cookie and the account. */
async function pendingFor() {
  const who = await registerStudent();
  const started = nowSeconds();
  const res = await login(who.nim, who.password);
  expect(res.status).toBe(200);
  return { who, pending: cookieHeader(res.cookies), pin: await otpOf(who.email, started) };
}

const wrongPinOf = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

beforeAll(() => {
  useStackEnv();
});

describe('every demo role signs in through the real OTP flow', () => {
  it.each([
    ['superAdmin', 'super admin'],
    ['adminJurusan', 'admin jurusan'],
    ['verifikator', 'verifikator'],
    ['ppk', 'ppk'],
    ['budi', 'mahasiswa'],
  ] as const)('%s', async (key, role) => {
    const account = DEMO_ACCOUNTS[key];
    const session = await signIn(account.nim, account.password, account.email);
    expect(session.claims.role).toBe(role);
    expect(session.claims.nim).toBe(account.nim);
    expect(session.claims.exp).toBeGreaterThan(nowSeconds());
    const akun = await api('GET', '/api/akun', { cookie: session.cookie });
    expect(akun.status).toBe(200);
    expect(akun.body).toEqual({ akun: { nama: account.nama, nim: account.nim, email: account.email, email_baru: null, bahasa: null } });
  });
});

describe('the password step', () => {
  it('e-mails a 6-digit pin, stores only its hash, and sets the 30-minute HttpOnly pending ticket', async () => {
    const who = await registerStudent();
    const started = nowSeconds();
    const res = await login(who.nim, who.password);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AUTH_MSG.otpSent);
    expect(res.body.expires_at).toBeGreaterThanOrEqual(started + 30 * 60);
    expect(res.body.expires_at).toBeLessThanOrEqual(nowSeconds() + 30 * 60);
    const pending = setCookieOf(res.cookies, 'skpi_pending') ?? '';
    expect(pending).toMatch(/HttpOnly/);
    expect(pending).toMatch(/SameSite=Strict/);
    expect(pending).toMatch(/Max-Age=1800/);
    // the answer carries no password and no session
    expect(JSON.stringify(res.body)).not.toContain(who.password);
    expect(setCookieOf(res.cookies, 'skpi_session')).toBeUndefined();

    const pin = await otpOf(who.email, started);
    const user = await userByNim(who.nim);
    const item = await getKey<Record<string, unknown>>(authKeys.otp(user?.id ?? ''));
    expect(item).toMatchObject({ tries: 0 });
    expect(JSON.stringify(item)).not.toContain(pin);
    expect(Number(item?.expires_at)).toBeLessThanOrEqual(nowSeconds() + 600);
    expect(Number(item?.expires_at)).toBeGreaterThanOrEqual(started + 600);
  });

  it('accepts the e-mail instead of the NIM, in any case', async () => {
    const who = await registerStudent();
    const started = nowSeconds();
    const res = await login(who.email.toUpperCase(), who.password);
    expect(res.status).toBe(200);
    const pin = await otpOf(who.email, started);
    const done = await otp(cookieHeader(res.cookies), { pin_otp: pin });
    expect(done.status).toBe(200);
    expect(done.body.claims?.nim).toBe(who.nim);
  });

  it('answers "NIM atau password salah!" for a wrong password and an unknown account alike; no pin is sent', async () => {
    const who = await registerStudent();
    const mails = (await readMail(who.email)).length;
    const wrong = await login(who.nim, 'Salah#12345');
    const unknown = await login('TIDAKADA999', 'Salah#12345');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MSG.wrongCredentials });
      expect(res.cookies).toEqual([]);
    }
    expect((await readMail(who.email)).length).toBe(mails);
    const user = await userByNim(who.nim);
    expect(await getKey(authKeys.otp(user?.id ?? ''))).toBeUndefined();
  });

  it('refuses a deactivated account (403 after the right password, the generic text otherwise)', async () => {
    const who = await registerStudent();
    const session = await signIn(who.nim, who.password, who.email);
    const user = await userByNim(who.nim);
    await patchUser(user?.id ?? '', { is_active: false });
    const res = await login(who.nim, who.password);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: AUTH_MSG.accountInactive });
    expect(res.cookies).toEqual([]);
    expect((await login(who.nim, 'Salah#12345')).body).toEqual({ message: MSG.wrongCredentials });
    const old = await api('GET', '/api/akun', { cookie: session.cookie });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: MSG.sessionExpired });
  });
});

describe('the pin step', () => {
  it('starts the session with an HttpOnly SameSite=Strict cookie and removes the pending ticket', async () => {
    const { who, pending, pin } = await pendingFor();
    const res = await otp(pending, { pin_otp: pin });
    expect(res.status).toBe(200);
    expect(res.body.claims).toEqual({ role: 'mahasiswa', nim: who.nim, id_prodi: 1, exp: expect.any(Number) });
    expect(res.body.token).toBeUndefined();
    const session = setCookieOf(res.cookies, 'skpi_session') ?? '';
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).toMatch(/Path=\//);
    expect(setCookieOf(res.cookies, 'skpi_pending')).toMatch(/Max-Age=0/);
    // the pin is single use
    const again = await otp(pending, { pin_otp: pin });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: AUTH_MSG.otpExpired });
  });

  it('answers a wrong pin with "Kode OTP yang anda masukkan salah!" and starts nothing', async () => {
    const { pending, pin } = await pendingFor();
    const res = await otp(pending, { pin_otp: wrongPinOf(pin) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MSG.wrongOtp });
    expect(res.cookies).toEqual([]);
    // the right pin still works afterwards
    expect((await otp(pending, { pin_otp: pin })).status).toBe(200);
  });

  it('allows 5 tries; then even the right pin is refused until a new one is sent', async () => {
    const { who, pending, pin } = await pendingFor();
    for (let i = 1; i <= 4; i++) expect((await otp(pending, { pin_otp: wrongPinOf(pin) })).status).toBe(401);
    const fifth = await otp(pending, { pin_otp: wrongPinOf(pin) });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ message: AUTH_MSG.otpTooManyTries });
    const right = await otp(pending, { pin_otp: pin });
    expect(right.status).toBe(429);
    expect(right.cookies).toEqual([]);

    const started = nowSeconds();
    const resent = await api('POST', '/api/auth/login/resend', { cookie: pending });
    expect(resent.status).toBe(200);
    const fresh = await otpOf(who.email, started);
    expect((await otp(pending, { pin_otp: fresh })).status).toBe(200);
  });

  it('refuses an expired pin (10-minute life)', async () => {
    const { who, pending, pin } = await pendingFor();
    const user = await userByNim(who.nim);
    await patchItem(authKeys.otp(user?.id ?? ''), { expires_at: nowSeconds() - 1 });
    const res = await otp(pending, { pin_otp: pin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: AUTH_MSG.otpExpired });
    expect(res.cookies).toEqual([]);
  });

  it('needs a valid pending ticket (missing, tampered, or from before a password change)', async () => {
    const { who, pending, pin } = await pendingFor();
    const none = await otp(undefined, { pin_otp: pin });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: AUTH_MSG.pendingExpired });
    const tampered = await otp(`${pending.slice(0, -3)}abc`, { pin_otp: pin });
    expect(tampered.status).toBe(401);
    const user = await userByNim(who.nim);
    await patchUser(user?.id ?? '', { token_version: (user?.token_version ?? 1) + 1 });
    const stale = await otp(pending, { pin_otp: pin });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ message: AUTH_MSG.pendingExpired });
  });

  it('keeps the one-call form for scripts: nim, password and pin_otp give a bearer token', async () => {
    const who = await registerStudent();
    const started = nowSeconds();
    expect((await login(who.nim, who.password)).status).toBe(200);
    const pin = await otpOf(who.email, started);
    const wrongPassword = await otp(undefined, { nim: who.nim, password: 'Salah#12345', pin_otp: pin });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: MSG.wrongCredentials });
    const res = await otp(undefined, { nim: who.nim, password: who.password, pin_otp: Number(pin) });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(setCookieOf(res.cookies, 'skpi_session')).toBeUndefined();
    const akun = await api('GET', '/api/akun', { bearer: res.body.token });
    expect(akun.status).toBe(200);
  });
});

describe('Kirim Ulang', () => {
  it('sends a new pin (the old one stops working) and answers "Kode OTP berhasil dikirim ulang!"', async () => {
    const { who, pending, pin } = await pendingFor();
    const started = nowSeconds();
    const res = await api<{ message: string; expires_at: number }>('POST', '/api/auth/login/resend', { cookie: pending });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.otpResent);
    const fresh = await otpOf(who.email, started);
    const mails = (await readMail(who.email)).filter((m) => m.subject.includes('OTP'));
    expect(mails.length).toBe(2);
    if (fresh !== pin) expect((await otp(pending, { pin_otp: pin })).status).toBe(401);
    expect((await otp(pending, { pin_otp: fresh })).status).toBe(200);
  });

  it('needs the pending ticket and is limited to 5 per account in the window', async () => {
    expect((await api('POST', '/api/auth/login/resend')).status).toBe(401);
    const { pending } = await pendingFor();
    for (let i = 0; i < 5; i++) expect((await api('POST', '/api/auth/login/resend', { cookie: pending })).status).toBe(200);
    const sixth = await api('POST', '/api/auth/login/resend', { cookie: pending });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: MSG.tooManyRequests });
  });
});

describe('session, logout and statistics', () => {
  it('GET /api/auth/session gives the claims and the activation state; none when signed out; a stale cookie is removed', async () => {
    const anonymous = await api('GET', '/api/auth/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ claims: null, account: null });

    const who = await registerStudent();
    const session = await signIn(who.nim, who.password, who.email);
    const mine = await api('GET', '/api/auth/session', { cookie: session.cookie });
    expect(mine.body).toEqual({ claims: session.claims, account: { email_verified: false, is_data_complete: false } });

    const admin = DEMO_ACCOUNTS.superAdmin;
    const staff = await signIn(admin.nim, admin.password, admin.email);
    expect((await api('GET', '/api/auth/session', { cookie: staff.cookie })).body).toEqual({ claims: staff.claims, account: null });

    const user = await userByNim(who.nim);
    await patchUser(user?.id ?? '', { token_version: (user?.token_version ?? 1) + 1 });
    const stale = await api('GET', '/api/auth/session', { cookie: session.cookie });
    expect(stale.body).toEqual({ claims: null, account: null });
    expect(setCookieOf(stale.cookies, 'skpi_session')).toMatch(/Max-Age=0/);
  });

  it('logout clears the session cookie', async () => {
    const res = await api('POST', '/api/auth/logout', { cookie: 'skpi_session=x' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MSG.loggedOut });
    expect(setCookieOf(res.cookies, 'skpi_session')).toMatch(/Max-Age=0/);
    expect(setCookieOf(res.cookies, 'skpi_pending')).toMatch(/Max-Age=0/);
  });

  it("logout ends the session it was sent with at once (bearer or cookie); the user's other sessions go on", async () => {
    const a = await staffAccount('verifikator', null);
    const { signSession } = await import('@functions/lib/session');
    const elsewhere = await signSession(a.user);
    expect((await api('GET', '/api/akun', { bearer: a.token })).status).toBe(200);
    expect((await api('POST', '/api/auth/logout', { bearer: a.token })).status).toBe(200);
    const after = await api('GET', '/api/akun', { bearer: a.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: MSG.sessionExpired });
    expect((await api('GET', '/api/akun', { bearer: elsewhere })).status).toBe(200);

    const browser = `skpi_session=${await signSession(a.user)}`;
    expect((await api('POST', '/api/auth/logout', { cookie: browser })).status).toBe(200);
    expect((await api('GET', '/api/akun', { cookie: browser })).status).toBe(401);
    // a second logout with the ended token is harmless
    expect((await api('POST', '/api/auth/logout', { bearer: a.token })).status).toBe(200);
    expect((await api('GET', '/api/akun', { bearer: elsewhere })).status).toBe(200);
  });

  it('counts every successful login by role and day; failures are not counted', async () => {
    const { loginDay } = await import('@functions/domain/auth/login-service');
    const key = statistikKeys.loginDay(loginDay());
    const before = (await getKey<Record<string, number>>(key)) ?? {};
    const who = await registerStudent();
    await signIn(who.nim, who.password, who.email);
    await login(who.nim, 'Salah#12345');
    const v = DEMO_ACCOUNTS.verifikator;
    await signIn(v.nim, v.password, v.email);
    const after = (await getKey<Record<string, number>>(key)) ?? {};
    expect((after.mahasiswa ?? 0) - (before.mahasiswa ?? 0)).toBeGreaterThanOrEqual(1);
    expect((after.verifikator ?? 0) - (before.verifikator ?? 0)).toBeGreaterThanOrEqual(1);
    expect(after.day).toBe(loginDay());
  });

  it('the password is never part of any answer or cookie of the flow', async () => {
    const who = await registerStudent(1, FRESH_PASSWORD);
    const res = await login(who.nim, who.password);
    const pin = await otpOf(who.email);
    const done = await otp(cookieHeader(res.cookies), { pin_otp: pin });
    for (const r of [res, done]) {
      expect(JSON.stringify(r.body)).not.toContain(FRESH_PASSWORD);
      for (const c of r.cookies) {
        const value = c.split(';')[0]?.split('=')[1] ?? '';
        const payload = value.split('.')[1];
        if (payload) expect(Buffer.from(payload, 'base64url').toString()).not.toContain(FRESH_PASSWORD);
      }
    }
  });
});
