/**
 * Authorization of the portfolio routes of the student area (mahasiswa) and of the catalog reads added to
 * the master area for it: with no session, with each of the five roles, with the token of a
 * deactivated account and with a token of an old token version. The table below must name every
 * route of the portfolio group and every signed-in route of the master area (the SKPI, profile and
 * migration groups: mahasiswa-skpi-authorization.test.ts; the admins' reads of the faculty, program
 * and university records: admin-authorization.test.ts).
 */
import { mahasiswaApi } from '@shared/api/mahasiswa';
import { masterApi } from '@shared/api/master';
import { portofolioRoutes } from '@shared/api/portofolio';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerTokens } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant } from '../support/authorization';
import { type CatalogEntry, catalogOf, pdfBytes, uploadEvidence } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

/** What the requests need: the student's NIM, two of their portfolios, the catalog of their program. */
interface Ctx {
  nim: string;
  kept: number;
  deleted: number;
  catalog: CatalogEntry;
  upload: string;
}

interface Case {
  method: string;
  path: (c: Ctx) => string;
  body?: (c: Ctx) => unknown;
  /** Expected status per caller; `rest` for callers not named. */
  expect: Partial<Record<Caller, number>> & { rest: number };
}

const signedOut = { none: 401, deactivated: 401, 'old-token': 401 } as const;
/** The student only: the student gets `ok`, every other role 403. */
const studentOnly = (ok: number) => ({ ...signedOut, mahasiswa: ok, rest: 403 });
/** The student and the admins (admin jurusan of the student's program, super admin) get past the gate; verifier and ppk 403. */
const studentAndAdmins = (ok: number, admins = ok) => ({ ...signedOut, mahasiswa: ok, 'admin jurusan': admins, 'super admin': admins, rest: 403 });
/** The catalog readers (student, verifier, admins) get 200; ppk 403. */
const catalogReaders = { ...signedOut, ppk: 403, rest: 200 };

const internalBody = (c: Ctx) => ({ id_anak_rubrik: c.catalog.anak.id_anak_rubrik, id_kegiatan_ppk: c.catalog.kegiatan[0]?.id_kegiatan_ppk });

const CASES: Record<string, Case> = {
  'mahasiswa.statistikUserPortofolio': { method: 'GET', path: () => '/api/statistik/user-portofolio', expect: studentOnly(200) },
  'mahasiswa.portofolioLatest': { method: 'GET', path: () => '/api/portofolio/latest', expect: studentOnly(200) },
  // the admins read a student of their scope too (verifikasi-scope.test.ts tests their scope)
  'mahasiswa.portofolioList': { method: 'GET', path: (c) => `/api/portofolio/user/${c.nim}`, expect: studentAndAdmins(200) },
  'mahasiswa.portofolioAdd': { method: 'POST', path: (c) => `/api/portofolio/user/${c.nim}/add`, body: internalBody, expect: studentOnly(201) },
  'mahasiswa.portofolioUpdate': {
    method: 'POST',
    path: (c) => `/api/portofolio/user/${c.nim}/${c.kept}/update`,
    body: (c) => ({
      id_anak_rubrik: c.catalog.anak.id_anak_rubrik,
      judul: 'Judul',
      bobot_skp_portofolio: 1,
      tanggal_terbit: '2024-01-01',
      dokumen_portofolio: c.upload,
    }),
    expect: studentOnly(200),
  },
  // the admins pass the gate too, after the student deleted it: nothing left to delete (their delete: verifikasi-scope.test.ts)
  'mahasiswa.portofolioDelete': {
    method: 'DELETE',
    path: (c) => `/api/portofolio/user/${c.nim}/${c.deleted}/delete`,
    expect: studentAndAdmins(200, 404),
  },
  'mahasiswa.portofolioHide': { method: 'PUT', path: (c) => `/api/portofolio/user/${c.nim}/${c.kept}/hide`, expect: studentOnly(200) },
  'mahasiswa.portofolioUnhide': { method: 'PUT', path: (c) => `/api/portofolio/user/${c.nim}/${c.kept}/unhide`, expect: studentOnly(200) },
  'master.bidangPortofolioList': { method: 'GET', path: () => '/api/bidangportofolio', expect: catalogReaders },
  'master.rubrikByProdiBidang': {
    method: 'GET',
    path: (c) => `/api/prodi/1/rubrik/bidang/${c.catalog.anak.id_bidang_portofolio}`,
    expect: catalogReaders,
  },
  'master.rubrikByProdi': { method: 'GET', path: () => '/api/prodi/1/rubrik', expect: catalogReaders },
  'master.rubrikGet': { method: 'GET', path: (c) => `/api/rubrik/${c.catalog.anak.id_rubrik}`, expect: catalogReaders },
  'master.ppkByAnak': { method: 'GET', path: (c) => `/api/ppk?id_anak_rubrik=${c.catalog.anak.id_anak_rubrik}`, expect: catalogReaders },
};

let tokens = new Map<Caller, string | undefined>();
let ctx: Ctx;

beforeAll(async () => {
  useStackEnv();
  const callers = await callerTokens();
  tokens = callers.tokens;
  const student = callers.accounts.get('mahasiswa') ?? expect.unreachable();
  const [studentToken, studentNim] = [student.token, student.nim];

  const catalog = (await catalogOf(1)).find((c) => c.kegiatan.length > 0) as CatalogEntry;
  const partial = { nim: studentNim, catalog, kept: 0, deleted: 0, upload: await uploadEvidence(studentToken, pdfBytes()) };
  const addOne = async () => {
    const res = await api<{ portofolio: { id_portofolio: number } }>('POST', `/api/portofolio/user/${studentNim}/add`, {
      bearer: studentToken,
      body: internalBody(partial),
    });
    return res.body.portofolio.id_portofolio;
  };
  ctx = { ...partial, kept: await addOne(), deleted: await addOne() };
});

/** The master area's full-record reads of the admins, whose table is admin-authorization.test.ts's. */
const ADMIN_RECORD_READS = new Set(['fakultasAll', 'fakultasGet', 'prodiAllByFakultas', 'prodiGet', 'universitasGet']);

describe('authorization of the student area and the catalog reads', () => {
  it('the table covers every portfolio route of the mahasiswa area and every signed-in route of the master area', () => {
    const declared = [
      ...Object.keys(portofolioRoutes).map((name) => `mahasiswa.${name}`),
      ...Object.entries(masterApi.routes).flatMap(([name, r]) => (r.access === 'public' || ADMIN_RECORD_READS.has(name) ? [] : [`master.${name}`])),
    ];
    expect(Object.keys(CASES).sort()).toEqual(declared.sort());
    for (const [name, c] of Object.entries(CASES)) {
      const [area, route] = name.split('.') as [string, string];
      const spec = (area === 'mahasiswa' ? mahasiswaApi.routes : masterApi.routes)[route as never] as { method: string } | undefined;
      expect(spec?.method).toBe(c.method);
    }
  });

  authorizationTable({
    rows: Object.entries(CASES),
    request: (c) => ({ method: c.method, path: c.path(ctx), body: c.body?.(ctx) }),
    want: (caller, c) => {
      const status = c.expect[caller] ?? c.expect.rest;
      if (status === 401) return signedOutWant(caller) ?? { status };
      return status === 403 ? FORBIDDEN : { status };
    },
    token: (caller) => tokens.get(caller),
  });
});
