/**
 * POST /api/auth/register through the local server: the unverified account, the activation
 * e-mail, every validation rule with its exact message, duplicates, and that a refusal
 * changes nothing.
 */

import { AUTH_MSG, MAIL_MSG, MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { activationOf, FRESH_PASSWORD, freshIdentity, pointAtStack, registerStudent, userByNim } from '../support/auth-flow';
import { api, baseUrl, readMail } from '../support/stack';

const register = (body: Record<string, unknown>) => api<{ message: unknown }>('POST', '/api/auth/register', { body });

function goodBody() {
  return { ...freshIdentity('R'), id_prodi: 1, password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD };
}

async function studentCount(idProdi: number): Promise<number> {
  pointAtStack();
  const { statistikRepo } = await import('@functions/lib/projections/reads');
  return (await statistikRepo.prodiCounters(idProdi)).total_mahasiswa ?? 0;
}

describe('registration', () => {
  it('creates an unverified student and e-mails an activation link on the app origin', async () => {
    const body = goodBody();
    const before = await studentCount(1);
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: AUTH_MSG.registered });
    // no session and no token is handed out at registration
    expect(res.cookies).toEqual([]);

    const user = await userByNim(body.nim);
    expect(user).toMatchObject({
      role: 'mahasiswa',
      id_prodi: 1,
      email: body.email,
      email_verified_at: null,
      is_data_complete: false,
      is_active: true,
    });
    expect(user?.password_hash).not.toContain(FRESH_PASSWORD);
    expect(await studentCount(1)).toBe(before + 1);

    const { link, address, token, mail } = await activationOf(body.email);
    expect(mail.subject).toBe(MAIL_MSG.activationSubject);
    // the token rides in the fragment, which no request line carries; the mail says she registered
    expect(link.startsWith(`${baseUrl()}/activation#token=`)).toBe(true);
    expect(mail.body.text).toContain(MAIL_MSG.activationIntro);
    expect(address.origin).toBe(baseUrl());
    expect(address.pathname).toBe('/api/auth/activation/verify');
    expect(token.split('.')).toHaveLength(3);
  });

  it('stores the e-mail in lower case and refuses the same address in another case', async () => {
    const body = goodBody();
    const res = await register({ ...body, email: body.email.toUpperCase() });
    expect(res.status).toBe(201);
    expect((await userByNim(body.nim))?.email).toBe(body.email);
    const again = await register({ ...goodBody(), email: body.email });
    expect(again.status).toBe(409);
  });

  it.each([
    ['NIM with a dash', { nim: '2101-0100' }, { nim: [MSG.nimAlnum] }],
    ['NIM with a space', { nim: '2101 0100' }, { nim: [MSG.nimAlnum] }],
    ['NIM missing', { nim: '' }, { nim: [MSG.required] }],
    ['e-mail without domain', { email: 'budi@' }, { email: [MSG.invalidEmail] }],
    ['e-mail missing', { email: undefined }, { email: [MSG.required] }],
    ['password of 7 characters', { password: 'Abc#123', password_confirmation: 'Abc#123' }, { password: [MSG.passwordLength] }],
    ['password of 21 characters', { password: 'A'.repeat(21), password_confirmation: 'A'.repeat(21) }, { password: [MSG.passwordLength] }],
    ['confirmation that differs', { password_confirmation: 'Lain#12345' }, { password_confirmation: [MSG.passwordMismatch] }],
    ['no study program', { id_prodi: undefined }, { id_prodi: [MSG.chooseOption] }],
    ['a study program that is no number', { id_prodi: 'informatika' }, { id_prodi: [MSG.chooseOption] }],
  ])("refuses %s with the rule's message and creates nothing", async (_name, change, message) => {
    const body = { ...goodBody(), ...change };
    const res = await register(body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message });
    if (typeof body.nim === 'string' && body.nim) expect(await userByNim(body.nim)).toBeUndefined();
    if (typeof body.email === 'string' && body.email.includes('@uji.test')) expect(await readMail(body.email)).toEqual([]);
  });

  it('refuses an unknown study program (422) and creates nothing', async () => {
    const body = { ...goodBody(), id_prodi: 99999 };
    const res = await register(body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: { id_prodi: [MSG.chooseOption] } });
    expect(await userByNim(body.nim)).toBeUndefined();
  });

  it('refuses unknown fields (a client cannot choose its role)', async () => {
    const body = { ...goodBody(), role: 'super admin' };
    const res = await register(body);
    expect(res.status).toBe(422);
    expect(await userByNim(body.nim)).toBeUndefined();
  });

  it('answers a duplicate NIM or e-mail with one 409 text and changes nothing', async () => {
    const first = await registerStudent();
    const before = await userByNim(first.nim);
    const mailsBefore = (await readMail(first.email)).length;
    const count = await studentCount(1);

    const sameNim = { ...goodBody(), nim: first.nim.toLowerCase() };
    const a = await register(sameNim);
    expect(a.status).toBe(409);
    expect(a.body).toEqual({ message: AUTH_MSG.duplicateAccount });
    expect(await readMail(sameNim.email)).toEqual([]);

    const sameEmail = { ...goodBody(), email: first.email };
    const b = await register(sameEmail);
    expect(b.status).toBe(409);
    expect(b.body).toEqual({ message: AUTH_MSG.duplicateAccount });
    expect(await userByNim(sameEmail.nim)).toBeUndefined();

    expect(await userByNim(first.nim)).toEqual(before);
    expect((await readMail(first.email)).length).toBe(mailsBefore);
    expect(await studentCount(1)).toBe(count);
  });
});
