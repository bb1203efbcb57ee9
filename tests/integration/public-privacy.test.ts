/**
 * No private field leaves the API on a public route. Two walks:
 * 1. every public route's response schema (the contract the server's answers are checked
 *    against): no e-mail, NIK, phone, address, birth data, religion, password or token field
 *    anywhere in it (strict objects, so an undeclared field fails the contract check instead);
 * 2. every public GET route's actual answers, for the demo students and a student carrying
 *    every private field: none of their private values appears anywhere in the answers.
 */

import { STUDENTS } from '@infra/local/seed-students';
import { allRoutes, type ContractEntry } from '@shared/api';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { activationOf, registerStudent, staffAccount, userByNim } from '../support/auth-flow';
import { periodes } from '../support/cetak';
import { createPortfolio, createStudent, PRIVATE_BIODATA, uniqueWord } from '../support/search-data';
import { api, DEMO_ACCOUNTS, DEMO_STUDENTS } from '../support/stack';

/** Field names that hold a person's private data. */
const PRIVATE_KEYS = [
  'email',
  'nik',
  'no_hp',
  'no_telepon_asal',
  'alamat',
  'kode_pos',
  'tempat_lahir',
  'tanggal_lahir',
  'agama',
  'jenis_kelamin',
  'kewarganegaraan',
  'password',
  'password_hash',
  'token_version',
  'email_verified_at',
  'pin_otp',
  // a revocation's free-text reason: the public sees its category only
  'alasan',
  'alasan_dicabut',
];

/**
 * Public routes allowed to answer a private field, and why. Keep it exact: the test fails when a
 * route is added here without need, or a new public route answers a private field.
 */
const OWN_ACCOUNT_ANSWERS: Record<string, string[]> = {
  // the account just activated with the activation ticket (an HttpOnly cookie from the e-mailed
  // link): the caller's own e-mail, which the activation answer's `user` carries
  'auth.activate': ['email'],
};

/** Every property name in a JSON schema, with its path. */
function propertyNames(schema: unknown, path = '$'): { name: string; path: string }[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: { name: string; path: string }[] = [];
  const s = schema as Record<string, unknown>;
  if (s.properties && typeof s.properties === 'object') {
    for (const [name, sub] of Object.entries(s.properties as Record<string, unknown>)) {
      out.push({ name, path: `${path}.${name}` }, ...propertyNames(sub, `${path}.${name}`));
    }
  }
  for (const key of ['items', 'additionalProperties', 'not']) out.push(...propertyNames(s[key], `${path}[${key}]`));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    if (!Array.isArray(s[key])) continue;
    for (const [i, sub] of (s[key] as unknown[]).entries()) out.push(...propertyNames(sub, `${path}[${key}${i}]`));
  }
  for (const key of ['$defs', 'definitions']) {
    if (s[key] && typeof s[key] === 'object')
      for (const [n, sub] of Object.entries(s[key] as object)) out.push(...propertyNames(sub, `${path}[${n}]`));
  }
  return out;
}

const publicRoutes = () => allRoutes().filter((r) => r.route.access === 'public');
const idOf = (r: ContractEntry) => `${r.area}.${r.name}`;
/** The route of an `<area>.<name>` id (its success status: a redirect answers 302). */
const routeOf = (id: string) => (allRoutes().find((r) => idOf(r) === id) ?? expect.unreachable(id)).route;

describe('public response schemas', () => {
  it('cover the search and profile routes', () => {
    const ids = publicRoutes().map(idOf);
    expect(ids).toContain('search.search');
    expect(ids).toContain('search.show');
  });

  it.each(publicRoutes().map((r) => [idOf(r), r] as const))('%s declares no private field', (id, entry) => {
    const json = z.toJSONSchema(entry.route.response, { io: 'output', unrepresentable: 'any' });
    const found = propertyNames(json).filter((p) => PRIVATE_KEYS.includes(p.name));
    expect(found.map((p) => p.name).sort()).toEqual([...(OWN_ACCOUNT_ANSWERS[id] ?? [])].sort());
  });

  it('are strict: an undeclared field fails the contract check', () => {
    const search = allRoutes().find((r) => idOf(r) === 'search.search')?.route.response;
    const show = allRoutes().find((r) => idOf(r) === 'search.show')?.route.response;
    const page = { data: [{ nim: '1', nama: 'A', portofolio: [] }], current_page: 1, last_page: 1, per_page: 10, total: 1, has_more: false };
    expect(search?.safeParse({ users: page }).success).toBe(true);
    expect(search?.safeParse({ users: { ...page, data: [{ nim: '1', nama: 'A', portofolio: [], email: 'a@b.c' }] } }).success).toBe(false);
    const profil = { biodata: { nama: 'A', nim: '1', bio: null, foto_profil: null }, sosmed: [], portofolio: [] };
    expect(show?.safeParse({ data: profil }).success).toBe(true);
    expect(show?.safeParse({ data: { ...profil, biodata: { ...profil.biodata, nik: '1' } } }).success).toBe(false);
    expect(show?.safeParse({ data: { ...profil, no_hp: '1' } }).success).toBe(false);
  });
});

/** Private values of a student: strings that must never appear in a public answer. */
function privateValuesOf(biodata: Record<string, unknown>, email: string): string[] {
  const keys = ['nik', 'alamat', 'no_hp', 'no_telepon_asal', 'tanggal_lahir', 'kode_pos'];
  return [email, ...keys.map((k) => biodata[k]).filter((v): v is string => typeof v === 'string' && v !== '')];
}

/** Every string and number leaf of a JSON value. */
function leaves(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

describe('public answers', () => {
  const word = uniqueWord();
  let secretNim = '';
  const secretEmail = () => `${secretNim.toLowerCase()}@uji-cari.test`;
  /** The activation link check of a freshly registered student (its real e-mailed link). */
  let activation = { path: '', token: '', email: '' };
  /** The code of the SKPI printed for the student with private biodata (its public verification). */
  let kode = '';

  beforeAll(async () => {
    const student = await createStudent({ nama: `Rahasia ${word} Pribadi`, bio: 'Bio publik.' });
    secretNim = student.nim;
    const admin = await staffAccount('super admin');
    const [periode] = await periodes(admin.token);
    const printed = await api('POST', `/api/manajemen/skpi/download/${student.nim}`, {
      bearer: admin.token,
      query: { periode: periode?.id_periode_kelulusan },
    });
    if (printed.status !== 200) throw new Error(`print answered ${printed.status}: ${JSON.stringify(printed.body)}`);
    kode = (await userByNim(student.nim))?.skpi_dokumen?.kode ?? '';
    await createPortfolio(student, { judul: `Prestasi ${word}`, judul_inggris: `Achievement ${word}` });
    const registered = await registerStudent(1);
    const { address, token } = await activationOf(registered.email);
    activation = { path: address.pathname, token, email: registered.email };
  });

  /** The calls made of each public GET route: sample inputs that reach real data. */
  function calls(): Record<string, { path: string; query?: Record<string, string | number> }[]> {
    const demo = DEMO_STUDENTS.map((k) => DEMO_ACCOUNTS[k]);
    const texts = [...demo.flatMap((a) => [a.nim, a.nama]), secretNim, word];
    return {
      'lokasi.negara': [{ path: '/api/lokasi/negara' }],
      'lokasi.provinsiByNegara': [{ path: '/api/lokasi/negara/102' }],
      'lokasi.kotaByProvinsi': [{ path: '/api/lokasi/provinsi/12' }],
      'master.fakultasList': [{ path: '/api/fakultas' }],
      'master.prodiByFakultas': [{ path: '/api/fakultas/1/prodi' }],
      'master.prodiList': [{ path: '/api/prodi' }],
      'auth.session': [{ path: '/api/auth/session' }],
      'auth.activationCheck': [{ path: activation.path, query: { token: activation.token } }],
      'search.search': [
        ...texts.map((t) => ({ path: '/api/mahasiswa', query: { page: 1, paginate: 50, nim: t, nama: t } })),
        ...['juara', 'lomba', 'seminar', 'place', word].map((t) => ({ path: '/api/mahasiswa', query: { page: 1, paginate: 50, portofolio: t } })),
      ],
      'search.show': [
        ...demo.map((a) => ({ path: '/api/mahasiswa/show', query: { nim: a.nim } })),
        { path: '/api/mahasiswa/show', query: { nim: secretNim } },
      ],
      'search.keaslian': [{ path: `/api/verifikasi/${kode}` }],
      // the portable credential carries what the paper does, never the private biodata
      'kredensial.kredensial': [{ path: `/api/verifikasi/${kode}/kredensial` }],
      'kredensial.penerbit': [{ path: '/api/kredensial/penerbit' }],
      'kredensial.jwks': [{ path: '/.well-known/jwks.json' }],
      'kredensial.statusList': [{ path: '/api/kredensial/status/0' }],
      // campus sign-in: its settings, and its two redirects (to the provider; back with a refusal)
      'sso.config': [{ path: '/api/auth/sso' }],
      'sso.start': [{ path: '/api/auth/sso/start' }],
      'sso.callback': [{ path: '/api/auth/sso/callback', query: { error: 'access_denied' } }],
    };
  }

  it('every public GET route is called here', () => {
    const gets = publicRoutes()
      .filter((r) => r.route.method === 'GET')
      .map(idOf)
      .sort();
    expect(Object.keys(calls()).sort()).toEqual(gets);
  });

  it('never carry a private value of a student', async () => {
    const secrets = [
      activation.email,
      ...privateValuesOf(PRIVATE_BIODATA, secretEmail()),
      ...DEMO_STUDENTS.flatMap((k) => privateValuesOf(STUDENTS[k].biodata, DEMO_ACCOUNTS[k].email)),
    ];
    expect(secrets.length).toBeGreaterThan(30);
    let answers = 0;
    let students = 0;
    for (const [id, list] of Object.entries(calls())) {
      for (const call of list) {
        const res = await api('GET', call.path, { query: call.query });
        expect(res.status, `${id} ${call.path}`).toBe(routeOf(id).status ?? 200);
        answers++;
        const values = leaves(res.body);
        for (const secret of secrets) {
          const hit = values.find((v) => v === secret || (secret.length >= 8 && v.includes(secret)));
          expect(hit, `${id} ${JSON.stringify(call.query ?? {})} answered the private value ${secret}`).toBeUndefined();
        }
        if (id.startsWith('search.'))
          students += values.filter((v) => v === secretNim || DEMO_STUDENTS.some((k) => DEMO_ACCOUNTS[k].nim === v)).length;
      }
    }
    expect(answers).toBeGreaterThan(20);
    // the answers did carry the students (the walk looked at real data)
    expect(students).toBeGreaterThan(10);
  });
});
