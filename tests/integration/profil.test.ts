/**
 * The student's own profile: GET /api/profile and POST /api/profile/update in its three shapes
 * (photo alone, biodata, contact), each rule with its message, and the user item read back
 * unchanged after every refusal.
 */
import { AUTH_MSG, MSG, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeStudent, signIn, userByNim, VALID_BIODATA } from '../support/auth-flow';
import { pngImage } from '../support/images';
import { api, useStackEnv } from '../support/stack';
import { documentExists, pdfBytes, uploadFile } from '../support/student-data';

const png = (w: number, h: number, level = 9) => pngImage(w, h, (_x, y) => [y % 251, 90, 90], level);

/** An activated student (through the API) signed in with the OTP; `token` is the cookie. */
async function student() {
  const who = await activeStudent();
  const session = await signIn(who.nim, who.password, who.email);
  const user = await userByNim(who.nim);
  if (!user) throw new Error('student missing');
  return { ...who, cookie: session.cookie, user };
}

/** The session token of a cookie header (for the upload helper, which sends a bearer). */
const bearerOf = (cookie: string) => cookie.replace(/^.*skpi_session=([^;]+).*$/, '$1');

const update = (cookie: string, body: unknown) =>
  api<{ message: unknown; user?: Record<string, unknown> }>('POST', '/api/profile/update', { cookie, body });

const { nama: _nama, no_telepon_asal, no_hp, bio, sosmed, ...BIODATA } = VALID_BIODATA;
const KONTAK = { no_telepon_asal, no_hp, bio, sosmed };

beforeAll(() => {
  useStackEnv();
});

describe('GET /api/profile', () => {
  it('answers the profile fields: gender as a boolean, completeness as 1, no photo as null', async () => {
    const s = await student();
    const res = await api('GET', '/api/profile', { cookie: s.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        nim: s.nim,
        foto_profil: null,
        nama: VALID_BIODATA.nama,
        kewarganegaraan: 102,
        nik: VALID_BIODATA.nik,
        agama: 'Islam',
        jenis_kelamin: true,
        alamat: VALID_BIODATA.alamat,
        kode_pos: '20155',
        id_provinsi: 12,
        id_kota: 1271,
        tempat_lahir: 'Medan',
        tanggal_lahir: '2003-08-17',
        no_telepon_asal: VALID_BIODATA.no_telepon_asal,
        no_hp: VALID_BIODATA.no_hp,
        bio: VALID_BIODATA.bio,
        sosmed: [{ jenis_sosmed: 'Instagram', nama: 'sri.rahayu', link_sosmed: 'https://instagram.com/sri.rahayu' }],
        is_data_complete: 1,
        email_verified_at: expect.any(String),
        profil_publik: true,
      },
    });
  });
});

describe('POST /api/profile/update: biodata', () => {
  it('changes the biodata (name sent as shown) with its success message', async () => {
    const s = await student();
    const res = await update(s.cookie, {
      ...BIODATA,
      nama: VALID_BIODATA.nama,
      jenis_kelamin: 0,
      tempat_lahir: 'Binjai',
      id_provinsi: 31,
      id_kota: 3171,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.profileUpdated);
    expect(res.body.user).toMatchObject({ jenis_kelamin: false, tempat_lahir: 'Binjai', id_provinsi: 31, id_kota: 3171 });
    expect(await userByNim(s.nim)).toMatchObject({ jenis_kelamin: 0, tempat_lahir: 'Binjai', version: s.user.version + 1 });
    // another country: no province and city stored
    const abroad = await update(s.cookie, { ...BIODATA, kewarganegaraan: 131, nik: 'A1234567', id_provinsi: undefined, id_kota: undefined });
    expect(abroad.status).toBe(200);
    expect(await userByNim(s.nim)).toMatchObject({ kewarganegaraan: 131, id_provinsi: null, id_kota: null });
  });

  it.each([
    ['a name with digits', { nama: 'Sri 123' }, 422, { nama: [MSG.illegalName] }],
    ['another name', { nama: 'Nama Lain' }, 403, { nama: [AUTH_MSG.adminOnlyField] }],
    ['no citizenship', { kewarganegaraan: '' }, 422, { kewarganegaraan: [MSG.chooseOption] }],
    ['an unknown country', { kewarganegaraan: 9999 }, 422, { kewarganegaraan: [MSG.chooseOption] }],
    ['no NIK', { nik: '' }, 422, { nik: [MSG.required] }],
    ['an unknown religion', { agama: 'Lainnya' }, 422, { agama: [MSG.chooseOption] }],
    ['gender 2', { jenis_kelamin: 2 }, 422, { jenis_kelamin: [MSG.chooseOneOption] }],
    ['no address', { alamat: '' }, 422, { alamat: [MSG.required] }],
    ['no place of birth', { tempat_lahir: '' }, 422, { tempat_lahir: [MSG.required] }],
    ['no birth date', { tanggal_lahir: '' }, 422, { tanggal_lahir: [MSG.required] }],
    ['a birth date as typed', { tanggal_lahir: '17/08/2003' }, 422, { tanggal_lahir: [MSG.invalidDate] }],
    [
      'no province and city for Indonesia',
      { id_provinsi: null, id_kota: null },
      422,
      { id_provinsi: [MSG.chooseOption], id_kota: [MSG.chooseOption] },
    ],
    ['a city outside the province', { id_provinsi: 31, id_kota: 1271 }, 422, { id_kota: [MSG.chooseOption] }],
    ['a photo with the biodata', { foto_profil: 'tmp/x/y' }, 422, { _: [MSG.profileShapeMixed] }],
  ])('refuses %s and changes nothing', async (_name, change, status, message) => {
    const s = await student();
    const res = await update(s.cookie, { ...BIODATA, ...change });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    expect(await userByNim(s.nim)).toEqual(s.user);
  });
});

describe('POST /api/profile/update: contact', () => {
  it('changes phones, bio and social media with its success message', async () => {
    const s = await student();
    const res = await update(s.cookie, {
      no_telepon_asal: '',
      no_hp: '0812 3456',
      bio: 'Suka menulis.',
      sosmed: JSON.stringify([{ title: 'LinkedIn', name: 'sri', link: 'https://linkedin.com/in/sri' }]),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.contactUpdated);
    expect(await userByNim(s.nim)).toMatchObject({
      no_telepon_asal: null,
      no_hp: '0812 3456',
      bio: 'Suka menulis.',
      sosmed: [{ jenis_sosmed: 'LinkedIn', nama: 'sri', link_sosmed: 'https://linkedin.com/in/sri' }],
      nama: VALID_BIODATA.nama,
    });
  });

  it.each([
    ['a phone with letters', { no_telepon_asal: '0812abc' }, { no_telepon_asal: [MSG.invalidPhone] }],
    ['a mobile with letters', { no_hp: 'nomor' }, { no_hp: [MSG.invalidPhone] }],
    [
      'a link without http, https or www',
      { sosmed: [{ title: 'Facebook', name: 'sri', link: 'facebook.com/sri' }] },
      { 'sosmed.0.link': [MSG.invalidLink] },
    ],
    ['an entry without link', { sosmed: [{ title: 'Other', name: 'blog', link: '' }] }, { 'sosmed.0.link': [MSG.required] }],
    ['a bio too long', { bio: 'x'.repeat(1001) }, { bio: [tooLong(1000)] }],
    ['biodata with the contact', { nik: '123' }, { _: [MSG.profileShapeMixed] }],
  ])('refuses %s and changes nothing', async (_name, change, message) => {
    const s = await student();
    const res = await update(s.cookie, { ...KONTAK, ...change });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message });
    expect(await userByNim(s.nim)).toEqual(s.user);
  });
});

describe('POST /api/profile/update: photo', () => {
  it('stores the photo, replaces the previous one, and answers a link', async () => {
    const s = await student();
    const token = bearerOf(s.cookie);
    const first = await update(s.cookie, { foto_profil: await uploadFile(token, 'foto_profil', png(16, 16), 'image/png') });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.profileUpdated);
    expect(first.body.user?.foto_profil).toMatch(/^https?:\/\//);
    const stored = (await userByNim(s.nim))?.foto_profil ?? '';
    expect(stored).toMatch(new RegExp(`^foto/${s.user.id}/[0-9A-Z]+\\.png$`));
    const second = await update(s.cookie, { foto_profil: await uploadFile(token, 'foto_profil', png(20, 20), 'image/png') });
    expect(second.status).toBe(200);
    const replaced = (await userByNim(s.nim))?.foto_profil ?? '';
    expect(replaced).not.toBe(stored);
    expect(await documentExists(stored)).toBe(false);
    expect(await documentExists(replaced)).toBe(true);
  });

  it('refuses a file that is no image, one over 2,000,000 bytes, and no key; nothing changes', async () => {
    const s = await student();
    const token = bearerOf(s.cookie);
    const pdf = await uploadFile(token, 'foto_profil', pdfBytes(), 'image/png');
    const wrong = await update(s.cookie, { foto_profil: pdf });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: { foto_profil: [MSG.uploadWrongImageType] } });
    const big = png(900, 800, 0);
    expect(big.length).toBeGreaterThan(2_000_000);
    const large = await update(s.cookie, { foto_profil: await uploadFile(token, 'foto_profil', big, 'image/png') });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: { foto_profil: [MSG.uploadTooLarge] } });
    const empty = await update(s.cookie, { foto_profil: '' });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ message: { foto_profil: [MSG.required] } });
    expect(await userByNim(s.nim)).toEqual(s.user);
  });
});
