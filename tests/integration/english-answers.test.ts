/**
 * The API answers in the request's language (Accept-Language): the same refusal (a wrong password,
 * a validation map, a portfolio locked by a waiting SKPI request) in English and Indonesian, and
 * without the header exactly today's Indonesian, byte for byte, with `Content-Language: id`. And
 * the account's language: PUT /api/akun/bahasa records it (every role may; bad input changes
 * nothing), GET /api/akun answers it, and the confirmation speaks the NEW language.
 */

import { ROLES } from '@shared/api/contract';
import { AUTH_SPEC_MSG } from '@shared/messages/auth';
import { FORM_MSG } from '@shared/messages/common';
import { type Bahasa, sideIn } from '@shared/messages/language';
import { PORTOFOLIO_MSG } from '@shared/messages/portofolio';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, freshIdentity, staffAccount, userByNim } from '../support/auth-flow';
import { type CatalogEntry, catalogOf, freshStudent, setSkpiRequest } from '../support/portofolio';
import { type ApiResponse, api, useStackEnv } from '../support/stack';
import { addExternal, storedPortfolio } from '../support/verifikasi';

const AUTH = { id: sideIn(AUTH_SPEC_MSG, 'id'), en: sideIn(AUTH_SPEC_MSG, 'en') };
const FORM = { id: sideIn(FORM_MSG, 'id'), en: sideIn(FORM_MSG, 'en') };
const PORTOFOLIO = { id: sideIn(PORTOFOLIO_MSG, 'id'), en: sideIn(PORTOFOLIO_MSG, 'en') };

/** The header a language sends: none for "today's answer", else Accept-Language. */
const HEADERS: Record<'none' | Bahasa, Record<string, string>> = {
  none: {},
  id: { 'accept-language': 'id-ID,id;q=0.9' },
  en: { 'accept-language': 'en-GB,en;q=0.9,id;q=0.5' },
};

let catalog: CatalogEntry[];

beforeAll(async () => {
  useStackEnv();
  catalog = await catalogOf(1);
});

/** The status, the raw body and the answer's language, to compare whole. */
const seen = (res: ApiResponse<unknown>) => ({ status: res.status, body: res.body, language: res.headers.get('content-language') });

describe('the same refusal in both languages', () => {
  it('a wrong password at sign-in', async () => {
    const account = await staffAccount('mahasiswa', 1);
    const login = (lang: 'none' | Bahasa) =>
      api('POST', '/api/auth/login', { body: { nim: account.nim, password: 'Salah#12345' }, headers: HEADERS[lang] });
    const none = await login('none');
    expect(seen(none)).toEqual({ status: 401, body: { message: AUTH.id.wrongCredentials }, language: 'id' });
    expect(none.headers.get('vary')?.toLowerCase()).toContain('accept-language');
    expect(seen(await login('id'))).toEqual(seen(none));
    expect(seen(await login('en'))).toEqual({ status: 401, body: { message: AUTH.en.wrongCredentials }, language: 'en' });
  });

  it('a validation map of a registration: each field its message, nothing created', async () => {
    const register = (lang: 'none' | Bahasa) => {
      const who = freshIdentity('E');
      const body = { nim: who.nim, email: 'bukan-email', id_prodi: 1, password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD, peran: 'x' };
      return api('POST', '/api/auth/register', { body, headers: HEADERS[lang] }).then((res) => ({ res, nim: who.nim }));
    };
    const map = (f: typeof FORM.id) => ({ message: { email: [f.invalidEmail], peran: [f.unknownField] } });
    const none = await register('none');
    expect(seen(none.res)).toEqual({ status: 422, body: map(FORM.id), language: 'id' });
    const indonesian = await register('id');
    expect(seen(indonesian.res)).toEqual(seen(none.res));
    const english = await register('en');
    expect(seen(english.res)).toEqual({ status: 422, body: map(FORM.en), language: 'en' });
    for (const { nim } of [none, indonesian, english]) expect(await userByNim(nim)).toBeUndefined();
  });

  it('a portfolio locked while the SKPI request waits', async () => {
    const s = await freshStudent(1);
    const p = await addExternal(s, (catalog[0] as CatalogEntry).anak, { judul: 'Lomba Esai Bahasa' });
    await setSkpiRequest(s.user.id, 0);
    const before = await storedPortfolio(p.id_portofolio);
    const hide = (lang: 'none' | Bahasa) =>
      api('PUT', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/hide`, { bearer: s.token, headers: HEADERS[lang] });
    const none = await hide('none');
    expect(seen(none)).toEqual({ status: 409, body: { message: PORTOFOLIO.id.portfolioLocked }, language: 'id' });
    expect(seen(await hide('id'))).toEqual(seen(none));
    expect(seen(await hide('en'))).toEqual({ status: 409, body: { message: PORTOFOLIO.en.portfolioLocked }, language: 'en' });
    // nothing changed
    expect(await storedPortfolio(p.id_portofolio)).toEqual(before);
  });

  it('a first choice other than English is Indonesian; English by its first choice, any region', async () => {
    const account = await staffAccount('mahasiswa', 1);
    const cases: Array<[string, Bahasa]> = [
      ['fr-FR,en;q=0.8', 'id'],
      ['en-US', 'en'],
      ['id;q=0.4,en;q=0.9', 'en'],
      ['*', 'id'],
    ];
    for (const [header, lang] of cases) {
      const res = await api('POST', '/api/auth/login', {
        body: { nim: account.nim, password: 'Salah#12345' },
        headers: { 'accept-language': header },
      });
      expect({ header, ...seen(res) }).toEqual({ header, status: 401, body: { message: AUTH[lang].wrongCredentials }, language: lang });
    }
  });
});

describe('PUT /api/akun/bahasa', () => {
  const put = (token: string, body: unknown, lang: 'none' | Bahasa = 'none') =>
    api<{ message: unknown }>('PUT', '/api/akun/bahasa', { bearer: token, body, headers: HEADERS[lang] });
  const stored = async (nim: string) => (await userByNim(nim))?.bahasa;

  it('every role records its choice; GET /api/akun answers it; the answer speaks the new language', async () => {
    for (const role of ROLES) {
      const account = await staffAccount(role, role === 'mahasiswa' || role === 'admin jurusan' ? 1 : null);
      const get = () => api<{ akun: { bahasa: unknown } }>('GET', '/api/akun', { bearer: account.token });
      expect({ role, bahasa: (await get()).body.akun.bahasa }).toEqual({ role, bahasa: null });

      // asked in Indonesian, the answer to the English choice is English
      const english = await put(account.token, { bahasa: 'en' }, 'id');
      expect({ role, status: english.status, language: english.headers.get('content-language') }).toEqual({ role, status: 200, language: 'en' });
      const toEnglish = english.body.message;
      expect(await stored(account.nim)).toBe('en');
      expect((await get()).body.akun.bahasa).toBe('en');

      const indonesian = await put(account.token, { bahasa: 'id' }, 'en');
      expect({ role, status: indonesian.status, language: indonesian.headers.get('content-language') }).toEqual({
        role,
        status: 200,
        language: 'id',
      });
      expect(indonesian.body.message).not.toEqual(toEnglish);
      expect(await stored(account.nim)).toBe('id');
      expect((await get()).body.akun.bahasa).toBe('id');
    }
  });

  it('refuses a language it does not know, a missing one and an extra key with 422 and the field message, changing nothing', async () => {
    const account = await staffAccount('verifikator');
    expect((await put(account.token, { bahasa: 'en' })).status).toBe(200);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ bahasa: 'fr' }, { bahasa: [FORM.id.chooseOption] }],
      [{}, { bahasa: [FORM.id.chooseOption] }],
      [{ bahasa: 'id', warna: 'biru' }, { warna: [FORM.id.unknownField] }],
      [{ bahasa: 'EN' }, { bahasa: [FORM.id.chooseOption] }],
    ];
    for (const [body, message] of cases) {
      const res = await put(account.token, body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 422, answer: { message } });
    }
    // the same refusal in English
    const english = await put(account.token, { bahasa: 'id', warna: 'biru' }, 'en');
    expect({ status: english.status, answer: english.body }).toEqual({ status: 422, answer: { message: { warna: [FORM.en.unknownField] } } });
    expect(await stored(account.nim)).toBe('en');
  });

  it('answers 401 without a session and changes no account', async () => {
    const res = await put('', { bahasa: 'en' });
    expect(res.status).toBe(401);
  });
});
