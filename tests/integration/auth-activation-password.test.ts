/**
 * The activation of an account made without a password (Tambah Mahasiswa, the bulk import): the
 * mail says the account was made for her, the link's check says a password is needed, the
 * activation requires it (the registration's rules and messages; a refusal changes nothing), and
 * she signs in with it afterwards. A self-registered student's activation is unchanged; she cannot
 * set a password there. The check works with the token in the body (the web app's call) as in
 * the query (the GET scripted callers use).
 */
import { AUTH_MSG, MAIL_MSG, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_PASSWORDS,
  activationOf,
  addedStudent,
  canSignIn,
  FRESH_PASSWORD,
  registerStudent,
  setCookieOf,
  signIn,
  userByNim,
  VALID_BIODATA,
} from '../support/auth-flow';
import { api, cookieHeader, useStackEnv } from '../support/stack';

interface CheckAnswer {
  message: string;
  needs_password: boolean;
}

/** Follows the activation link as the web app does (POST, the token in the body); the answer and the ticket cookie. */
async function checkLink(email: string) {
  const { token } = await activationOf(email);
  const res = await api<CheckAnswer>('POST', '/api/auth/activation/verify', { body: { token } });
  return { ...res, ticket: cookieHeader(res.cookies) };
}

const activate = (cookie: string, body: Record<string, unknown>) => api<{ message: unknown }>('POST', '/api/auth/activate', { cookie, body });

beforeAll(() => {
  useStackEnv();
});

describe('a student added by an admin without a password', () => {
  it('gets a mail saying an account was made for her (no "Terima kasih telah mendaftar"), with the token in the fragment', async () => {
    const who = await addedStudent();
    const { mail, link, encoded } = await activationOf(who.email);
    expect(mail.subject).toBe(MAIL_MSG.activationSubject);
    expect(mail.body.text).toContain(MAIL_MSG.activationIntroCreated(who.nim, true));
    expect(mail.body.text).not.toContain(MAIL_MSG.activationIntro);
    expect(new URL(link).pathname).toBe('/activation');
    expect(new URL(link).hash).toBe(`#token=${encoded}`);
  });

  it('the link says a password is needed, by POST and by GET; the second opening too', async () => {
    const who = await addedStudent();
    const first = await checkLink(who.email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: AUTH_MSG.emailVerified, needs_password: true });
    expect(setCookieOf(first.cookies, 'skpi_activation')).toMatch(/HttpOnly/);
    const { address } = await activationOf(who.email);
    const again = await api<CheckAnswer>('GET', `${address.pathname}${address.search}`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: MSG.alreadyVerified, needs_password: true });
  });

  it.each([
    ['no password', {}, { password: [AUTH_MSG.activationPasswordRequired] }],
    ['a confirmation only', { password_confirmation: 'Aktivasi#2024' }, { password: [AUTH_MSG.activationPasswordRequired] }],
    ['no confirmation', { password: 'Aktivasi#2024' }, { password_confirmation: [MSG.required] }],
    [
      'a confirmation that differs',
      { password: 'Aktivasi#2024', password_confirmation: 'Lain#20245' },
      { password_confirmation: [MSG.passwordMismatch] },
    ],
    ['a short password', { password: 'Pendek1', password_confirmation: 'Pendek1' }, { password: [MSG.passwordLength] }],
    ['an empty password', { password: '', password_confirmation: '' }, { password: [MSG.required], password_confirmation: [MSG.required] }],
  ])('refuses the activation with %s (422, the message on the field) and changes nothing', async (_name, passwords, message) => {
    const who = await addedStudent();
    const { ticket } = await checkLink(who.email);
    const before = await userByNim(who.nim);
    const res = await activate(ticket, { ...VALID_BIODATA, ...passwords });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message });
    expect(await userByNim(who.nim)).toEqual(before);
    // the ticket still works: the same activation with a password goes through
    expect((await activate(ticket, { ...VALID_BIODATA, ...ACTIVATION_PASSWORDS })).status).toBe(200);
  });

  it('activates with a password, is signed in, and signs in with that password afterwards', async () => {
    const who = await addedStudent();
    const { ticket } = await checkLink(who.email);
    const res = await activate(ticket, { ...VALID_BIODATA, ...ACTIVATION_PASSWORDS });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: AUTH_MSG.activated, user: { nim: who.nim, nama: VALID_BIODATA.nama, email: who.email } });
    const session = await api('GET', '/api/auth/session', { cookie: cookieHeader(res.cookies) });
    expect(session.body).toMatchObject({ claims: { role: 'mahasiswa', nim: who.nim }, account: { email_verified: true, is_data_complete: true } });
    expect(await userByNim(who.nim)).toMatchObject({ is_data_complete: true, nama: VALID_BIODATA.nama });

    const signedIn = await signIn(who.nim, ACTIVATION_PASSWORDS.password, who.email);
    expect(signedIn.claims).toMatchObject({ role: 'mahasiswa', nim: who.nim });
    expect(await canSignIn(who.nim, 'Salah#12345')).toBe(false);
  });

  it('one given a password by the admin activates without one, like a self-registered student', async () => {
    const who = await addedStudent(1, FRESH_PASSWORD);
    const { mail } = await activationOf(who.email);
    expect(mail.body.text).toContain(MAIL_MSG.activationIntroCreated(who.nim, false));
    const { body, ticket } = await checkLink(who.email);
    expect(body).toEqual({ message: AUTH_MSG.emailVerified, needs_password: false });
    expect((await activate(ticket, VALID_BIODATA)).status).toBe(200);
    expect(await canSignIn(who.nim, FRESH_PASSWORD)).toBe(true);
  });
});

describe('a self-registered student', () => {
  it('keeps the registration text, needs no password, and cannot set one in the activation', async () => {
    const who = await registerStudent();
    const { mail } = await activationOf(who.email);
    expect(mail.body.text).toContain(MAIL_MSG.activationIntro);
    const { body, ticket } = await checkLink(who.email);
    expect(body).toEqual({ message: AUTH_MSG.emailVerified, needs_password: false });
    const before = await userByNim(who.nim);
    const refused = await activate(ticket, { ...VALID_BIODATA, ...ACTIVATION_PASSWORDS });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: { password: [AUTH_MSG.activationPasswordExists] } });
    expect(await userByNim(who.nim)).toEqual(before);

    expect((await activate(ticket, VALID_BIODATA)).status).toBe(200);
    expect(await canSignIn(who.nim, who.password)).toBe(true);
    expect(await canSignIn(who.nim, ACTIVATION_PASSWORDS.password)).toBe(false);
  });

  it('the POST check refuses a missing or foreign token as the GET does, setting no ticket', async () => {
    const cases: [Record<string, unknown>, number, unknown][] = [
      [{ token: 'bukan-token' }, 400, AUTH_MSG.activationInvalid],
      [{ token: '' }, 422, { token: [AUTH_MSG.activationInvalid] }],
      [{}, 422, { token: [AUTH_MSG.activationInvalid] }],
    ];
    for (const [body, status, message] of cases) {
      const res = await api('POST', '/api/auth/activation/verify', { body });
      expect({ body, status: res.status, answer: res.body, cookies: res.cookies }).toEqual({ body, status, answer: { message }, cookies: [] });
    }
  });
});
