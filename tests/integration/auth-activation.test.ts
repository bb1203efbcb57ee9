/**
 * The activation link and POST /api/auth/activate, with the photo through a presigned upload:
 * link check (first use, repeated use, tampered, expired, spent), the ticket, every biodata rule
 * with its exact message, the photo checks (owner, size, magic bytes), and that a refusal
 * changes nothing.
 */

import { AUTH_MSG, MSG } from '@shared/messages';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { activationOf, activationTicket, registerStudent, setCookieOf, signIn, userByNim, VALID_BIODATA } from '../support/auth-flow';
import { documentExists } from '../support/documents';
import { pngImage } from '../support/images';
import { api, cookieHeader, useStackEnv } from '../support/stack';

/** A real PNG of w x h pixels; stored (level 0) with a shade per row, so its size grows with the pixels. */
const png = (w: number, h: number, level = 9) => pngImage(w, h, (_x, y) => (level === 0 ? [y % 251, y % 251, y % 251] : [0x5a, 0x5a, 0x5a]), level);

interface Presigned {
  key: string;
  url: string;
  fields: Record<string, string>;
  max_size: number;
}

async function presign(cookie: string | undefined, contentType: string, size: number) {
  return api<Presigned & { message?: unknown }>('POST', '/api/uploads', {
    cookie,
    body: { purpose: 'foto_profil', content_type: contentType, size },
  });
}

/** Sends the bytes with the presigned POST, straight to S3 (s3rver). */
async function postToS3(p: Presigned, bytes: Buffer, contentType: string): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(p.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'foto.png');
  const res = await fetch(p.url, { method: 'POST', body: form });
  return res.status;
}

async function uploadPhoto(cookie: string, bytes: Buffer, contentType = 'image/png'): Promise<string> {
  const p = await presign(cookie, contentType, Math.min(bytes.length, 2_000_000));
  expect(p.status).toBe(201);
  expect(await postToS3(p.body, bytes, contentType)).toBe(204);
  return p.body.key;
}

const activate = (cookie: string | undefined, body: Record<string, unknown>) =>
  api<{ message: unknown; user?: unknown; claims?: unknown }>('POST', '/api/auth/activate', { cookie, body });

beforeAll(() => {
  useStackEnv();
});

describe('the activation link', () => {
  it('verifies the e-mail once (200), then answers "Akun telah diverifikasi" (409); both set the HttpOnly ticket', async () => {
    const who = await registerStudent();
    const { address } = await activationOf(who.email);
    const first = await api('GET', `${address.pathname}${address.search}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: AUTH_MSG.emailVerified, needs_password: false });
    const ticket = setCookieOf(first.cookies, 'skpi_activation');
    expect(ticket).toMatch(/HttpOnly/);
    expect(ticket).toMatch(/SameSite=Strict/);
    expect((await userByNim(who.nim))?.email_verified_at).toEqual(expect.any(String));

    const second = await api('GET', `${address.pathname}${address.search}`);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: MSG.alreadyVerified, needs_password: false });
    expect(setCookieOf(second.cookies, 'skpi_activation')).toBeDefined();
  });

  it('refuses a tampered token, a token of another purpose and an expired one, verifying nothing', async () => {
    const who = await registerStudent();
    const { token } = await activationOf(who.email);
    const user = await userByNim(who.nim);
    if (!user) throw new Error('registered user missing');
    const { signToken } = await import('@functions/lib/session');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = [h, Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 999999 })).toString('base64url'), s].join('.');
    const expired = await signToken('activation', { jti: 'expired-jti' }, -60, user.id);
    const pending = await signToken('pending', { tv: 1 }, 600, user.id);
    for (const bad of [forged, expired, pending, 'not-a-token']) {
      const res = await api('GET', '/api/auth/activation/verify', { query: { token: bad } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: AUTH_MSG.activationInvalid });
      expect(res.cookies).toEqual([]);
    }
    const missing = await api('GET', '/api/auth/activation/verify');
    expect(missing.status).toBe(422);
    expect((await userByNim(who.nim))?.email_verified_at).toBeNull();
  });
});

describe('POST /api/auth/activate', () => {
  it('needs the ticket of the link check', async () => {
    const res = await activate(undefined, VALID_BIODATA);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: AUTH_MSG.activationTicketMissing });
    const forged = await activate('skpi_activation=eyJhbGciOiJIUzI1NiJ9.e30.x', VALID_BIODATA);
    expect(forged.status).toBe(401);
  });

  it.each([
    ['a name with digits', { nama: 'Sri 123' }, { nama: [MSG.illegalName] }],
    ['no name', { nama: '' }, { nama: [MSG.required] }],
    ['no citizenship', { kewarganegaraan: '' }, { kewarganegaraan: [MSG.chooseOption] }],
    ['no NIK', { nik: '' }, { nik: [MSG.required] }],
    ['an unknown religion', { agama: 'Lainnya' }, { agama: [MSG.chooseOption] }],
    ['gender 2', { jenis_kelamin: 2 }, { jenis_kelamin: [MSG.chooseOneOption] }],
    ['no address', { alamat: '' }, { alamat: [MSG.required] }],
    ['no place of birth', { tempat_lahir: '' }, { tempat_lahir: [MSG.required] }],
    [
      'a birth date as typed (DD/MM/YYYY is the form, the call sends YYYY-MM-DD)',
      { tanggal_lahir: '17/08/2003' },
      { tanggal_lahir: [MSG.invalidDate] },
    ],
    ['no province and city for Indonesia', { id_provinsi: null, id_kota: null }, { id_provinsi: [MSG.chooseOption], id_kota: [MSG.chooseOption] }],
    ['a phone with letters', { no_telepon_asal: '0812abc' }, { no_telepon_asal: [MSG.invalidPhone] }],
    ['a mobile with letters', { no_hp: 'nomor' }, { no_hp: [MSG.invalidPhone] }],
    [
      'a social media link without http, https or www',
      { sosmed: [{ title: 'Facebook', name: 'sri', link: 'facebook.com/sri' }] },
      { 'sosmed.0.link': [MSG.invalidLink] },
    ],
    ['a social media entry without link', { sosmed: [{ title: 'Other', name: 'blog', link: '' }] }, { 'sosmed.0.link': [MSG.required] }],
  ])("refuses %s with the rule's message and changes nothing", async (_name, change, message) => {
    const who = await registerStudent();
    const ticket = await activationTicket(who.email);
    const before = await userByNim(who.nim);
    const res = await activate(ticket, { ...VALID_BIODATA, ...change });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message });
    expect(await userByNim(who.nim)).toEqual(before);
  });

  it('refuses a city outside the province, and an unknown country', async () => {
    const who = await registerStudent();
    const ticket = await activationTicket(who.email);
    const city = await activate(ticket, { ...VALID_BIODATA, id_provinsi: 31, id_kota: 1271 });
    expect(city.status).toBe(422);
    expect(city.body).toEqual({ message: { id_kota: [MSG.chooseOption] } });
    const country = await activate(ticket, { ...VALID_BIODATA, kewarganegaraan: 9999 });
    expect(country.status).toBe(422);
    expect(country.body).toEqual({ message: { kewarganegaraan: [MSG.chooseOption] } });
    expect((await userByNim(who.nim))?.is_data_complete).toBe(false);
  });

  it('does not need province and city for another country, and stores none', async () => {
    const who = await registerStudent();
    const ticket = await activationTicket(who.email);
    const res = await activate(ticket, { ...VALID_BIODATA, kewarganegaraan: 131, nik: 'A1234567', id_provinsi: undefined, id_kota: undefined });
    expect(res.status).toBe(200);
    expect(await userByNim(who.nim)).toMatchObject({ kewarganegaraan: 131, id_provinsi: null, id_kota: null, is_data_complete: true });
  });

  it('activates with a photo: the upload is checked and moved, the data marked complete, the link spent', async () => {
    const who = await registerStudent();
    const ticket = await activationTicket(who.email);
    const key = await uploadPhoto(ticket, png(32, 32));
    expect(key).toMatch(/^tmp\//);
    const res = await activate(ticket, { ...VALID_BIODATA, foto_profil: key, tanggal_lahir: '2003-08-17' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: AUTH_MSG.activated,
      user: { nim: who.nim, nama: VALID_BIODATA.nama, email: who.email },
      claims: { role: 'mahasiswa', nim: who.nim, id_prodi: 1, exp: expect.any(Number) },
    });
    expect(setCookieOf(res.cookies, 'skpi_activation')).toMatch(/Max-Age=0/);
    // the e-mailed link proved the address as the OTP does: the activation ends signed in
    const sessionCookie = setCookieOf(res.cookies, 'skpi_session');
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Strict/);
    const activatedSession = await api('GET', '/api/auth/session', { cookie: cookieHeader(res.cookies) });
    expect(activatedSession.body).toEqual({
      claims: res.body.claims,
      account: { email_verified: true, is_data_complete: true },
    });

    const user = await userByNim(who.nim);
    expect(user).toMatchObject({
      nama: VALID_BIODATA.nama,
      is_data_complete: true,
      jenis_kelamin: 1,
      tanggal_lahir: '2003-08-17',
      id_provinsi: 12,
      id_kota: 1271,
      sosmed: [{ jenis_sosmed: 'Instagram', nama: 'sri.rahayu', link_sosmed: 'https://instagram.com/sri.rahayu' }],
    });
    expect(user?.foto_profil).toMatch(new RegExp(`^foto/${user?.id}/[0-9A-Z]+\\.png$`));
    expect(await documentExists(user?.foto_profil ?? '')).toBe(true);

    // the link is spent: the check says so, and the ticket cannot write twice
    const { address } = await activationOf(who.email);
    const again = await api('GET', `${address.pathname}${address.search}`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: AUTH_MSG.accountAlreadyActive });
    const twice = await activate(ticket, { ...VALID_BIODATA, nama: 'Nama Lain' });
    expect(twice.status).toBe(409);
    expect((await userByNim(who.nim))?.nama).toBe(VALID_BIODATA.nama);

    // and the student signs in and is active
    const session = await signIn(who.nim, who.password, who.email);
    const state = await api('GET', '/api/auth/session', { cookie: session.cookie });
    expect(state.body).toEqual({ claims: session.claims, account: { email_verified: true, is_data_complete: true } });
  });

  it('refuses a photo whose bytes are no image, one over 2,000,000 bytes, and one of another owner', async () => {
    const who = await registerStudent();
    const ticket = await activationTicket(who.email);
    const before = await userByNim(who.nim);

    const html = await uploadPhoto(ticket, Buffer.from('<html><script>alert(1)</script></html>'));
    const wrong = await activate(ticket, { ...VALID_BIODATA, foto_profil: html });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: { foto_profil: [MSG.uploadWrongImageType] } });

    const big = png(900, 800, 0);
    expect(big.length).toBeGreaterThan(2_000_000);
    const large = await uploadPhoto(ticket, big);
    const tooLarge = await activate(ticket, { ...VALID_BIODATA, foto_profil: large });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: { foto_profil: [MSG.uploadTooLarge] } });

    const other = await registerStudent();
    const otherTicket = await activationTicket(other.email);
    const theirs = await uploadPhoto(otherTicket, png(8, 8));
    const stolen = await activate(ticket, { ...VALID_BIODATA, foto_profil: theirs });
    expect(stolen.status).toBe(422);
    expect(stolen.body).toEqual({ message: { foto_profil: [UPLOAD_MSG.uploadMissing] } });

    const made = await activate(ticket, { ...VALID_BIODATA, foto_profil: 'tmp/nothing/here' });
    expect(made.status).toBe(422);
    expect(await userByNim(who.nim)).toEqual(before);
  });
});

describe('POST /api/uploads', () => {
  it('needs a session or an activation ticket', async () => {
    const res = await presign(undefined, 'image/png', 100);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MSG.notSignedIn });
  });

  it('checks the declared type and size, with the exact messages', async () => {
    const who = await registerStudent();
    const ticket = await activationTicket(who.email);
    const pdf = await presign(ticket, 'application/pdf', 100);
    expect(pdf.status).toBe(422);
    expect(pdf.body).toEqual({ message: { content_type: [MSG.uploadWrongImageType] } });
    const large = await presign(ticket, 'image/jpeg', 2_000_001);
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: { size: [MSG.uploadTooLarge] } });
    const ok = await presign(ticket, 'image/jpeg', 2_000_000);
    expect(ok.status).toBe(201);
    expect(ok.body.key).toMatch(new RegExp(`^tmp/${(await userByNim(who.nim))?.id}/`));
    expect(ok.body.max_size).toBe(2_000_000);
    expect(ok.body.fields['Content-Type']).toBe('image/jpeg');
    expect(JSON.parse(Buffer.from(ok.body.fields.Policy ?? '', 'base64').toString()).conditions).toContainEqual([
      'content-length-range',
      1,
      2_000_000,
    ]);
  });

  it('a PDF upload needs a session (the activation ticket is for the photo only)', async () => {
    const who = await registerStudent();
    const ticket = await activationTicket(who.email);
    const res = await api('POST', '/api/uploads', { cookie: ticket, body: { purpose: 'dokumen', content_type: 'application/pdf', size: 10 } });
    expect(res.status).toBe(401);
    const session = await signIn(who.nim, who.password, who.email);
    const signed = await api('POST', '/api/uploads', {
      cookie: cookieHeader([session.cookie]),
      body: { purpose: 'dokumen', content_type: 'application/pdf', size: 10 },
    });
    expect(signed.status).toBe(201);
  });
});
