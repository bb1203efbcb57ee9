/**
 * Authorization of the faculty, university and program routes (the admin area's universitas
 * group, shared/api/universitas.ts, and the master area's full-record reads), and of the CPL
 * routes (the admin area's cpl group, shared/api/cpl.ts): with no session,
 * each of the five roles, a deactivated account and an old token version. Both admins pass the
 * gate; what each then gets is in the table (an admin jurusan of program 1: their own program's
 * update reaches the version check, the super-admin-only writes answer 403 with their message).
 * Requests are harmless: refused after the gate, or (the super admin's faculty add) an inactive
 * test faculty. The rubric group (shared/api/rubrik.ts) is in the same table: categories are the
 * super admin's (403 `bidangSuperAdminOnly`), rubrics and sub-rubrics an admin jurusan's own
 * program's (403 `prodiOutOfScope`, else past the scope check to the version or dependents check).
 */

import { cplRoutes } from '@shared/api/cpl';
import { masterApi } from '@shared/api/master';
import { ppkRoutes } from '@shared/api/ppk';
import { rubrikRoutes } from '@shared/api/rubrik';
import { universitasRoutes } from '@shared/api/universitas';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerTokens } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant, type Want } from '../support/authorization';
import { catalogOf } from '../support/portofolio';
import { useStackEnv } from '../support/stack';

const ROUTES = {
  ...universitasRoutes,
  ...rubrikRoutes,
  fakultasAll: masterApi.routes.fakultasAll,
  fakultasGet: masterApi.routes.fakultasGet,
  prodiAllByFakultas: masterApi.routes.prodiAllByFakultas,
  prodiGet: masterApi.routes.prodiGet,
  universitasGet: masterApi.routes.universitasGet,
};

interface Case {
  path: string;
  body?: unknown;
  /** What an admin jurusan of program 1 and a super admin get past the gate. */
  adminJurusan: number;
  superAdmin: number;
  /** The admin jurusan's 403 message, when not MSG.superAdminOnly. */
  refusal?: string;
}

const UNIVERSITAS = { status_akreditasi: 'A', no_sk_akreditasi_universitas: 'B', alamat_universitas: 'C', nama_rektor: 'D', version: 999_999 };
const PRODI = { id_fakultas: 99_999, nama_prodi: 'Uji', jenjang: 'S1', is_active: false };
const BIDANG = { urutan_di_skpi: 1, nama_bidang_portofolio: 'Uji', nama_bidang_portofolio_inggris: 'Test' };
/** A program that does not exist: the admin jurusan (of program 1) is refused its scope, the super admin 404. */
const RUBRIK = { nama_rubrik: 'Uji', id_bidang_portofolio: 1, id_prodi: 99_999, syarat_minimal_skp: 1 };
const ANAK = { nama_anak_rubrik: 'Uji', bobot_maksimal_skp_tiap_portofolio: 1, syarat_minimal_skp: 0 };

const CASES: Record<keyof typeof ROUTES, Case> = {
  fakultasAdd: { path: '/api/fakultas/add', body: { nama_fakultas: 'Fakultas Uji Akses', is_active: false }, adminJurusan: 403, superAdmin: 201 },
  fakultasUpdate: { path: '/api/fakultas/99999/update', body: { nama_fakultas: 'x' }, adminJurusan: 403, superAdmin: 404 },
  fakultasDelete: { path: '/api/fakultas/1/delete', adminJurusan: 403, superAdmin: 409 },
  universitasUpdate: { path: '/api/universitas/update', body: UNIVERSITAS, adminJurusan: 403, superAdmin: 409 },
  prodiAdd: { path: '/api/prodi/add', body: PRODI, adminJurusan: 403, superAdmin: 404 },
  // their own program: past the scope check, refused by the stale version
  prodiUpdate: { path: '/api/prodi/1/update', body: { version: 999_999 }, adminJurusan: 409, superAdmin: 409 },
  prodiDelete: { path: '/api/prodi/1/delete', adminJurusan: 403, superAdmin: 409 },
  fakultasAll: { path: '/api/fakultas/all', adminJurusan: 200, superAdmin: 200 },
  fakultasGet: { path: '/api/fakultas/1', adminJurusan: 200, superAdmin: 200 },
  prodiAllByFakultas: { path: '/api/fakultas/1/prodi/all', adminJurusan: 200, superAdmin: 200 },
  prodiGet: { path: '/api/prodi/1', adminJurusan: 200, superAdmin: 200 },
  universitasGet: { path: '/api/universitas', adminJurusan: 200, superAdmin: 200 },
  // categories: the super admin's (a taken place, an unknown one, a used one); rubric 1 and its sub-rubric 1 are program 1's (checked below)
  bidangPortofolioAdd: { path: '/api/bidangportofolio/add', body: BIDANG, adminJurusan: 403, superAdmin: 409, refusal: MSG.bidangSuperAdminOnly },
  bidangPortofolioUpdate: {
    path: '/api/bidangportofolio/99999/update',
    body: { nama_bidang_portofolio: 'x' },
    adminJurusan: 403,
    superAdmin: 404,
    refusal: MSG.bidangSuperAdminOnly,
  },
  bidangPortofolioDelete: { path: '/api/bidangportofolio/1/delete', adminJurusan: 403, superAdmin: 409, refusal: MSG.bidangSuperAdminOnly },
  rubrikAdd: { path: '/api/rubrik/add', body: RUBRIK, adminJurusan: 403, superAdmin: 404, refusal: MSG.prodiOutOfScope },
  rubrikUpdate: {
    path: '/api/rubrik/1/update',
    body: { nama_rubrik: 'Uji', syarat_minimal_skp: 1, version: 999_999 },
    adminJurusan: 409,
    superAdmin: 409,
  },
  rubrikDelete: { path: '/api/rubrik/1/delete', adminJurusan: 409, superAdmin: 409 },
  anakRubrikAdd: { path: '/api/rubrik/9999999/add-anak-rubrik', body: ANAK, adminJurusan: 404, superAdmin: 404 },
  anakRubrikUpdate: { path: '/api/rubrik/1/1/update', body: { ...ANAK, version: 999_999 }, adminJurusan: 409, superAdmin: 409 },
  anakRubrikDelete: { path: '/api/rubrik/1/1/delete', adminJurusan: 409, superAdmin: 409 },
};

const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  useStackEnv();
  for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
});

function expected(caller: Caller, c: Case): Want {
  const signedOut = signedOutWant(caller);
  if (signedOut) return signedOut;
  if (caller === 'admin jurusan') return { status: c.adminJurusan, ...(c.adminJurusan === 403 ? { message: c.refusal ?? MSG.superAdminOnly } : {}) };
  if (caller === 'super admin') return { status: c.superAdmin };
  return FORBIDDEN;
}

describe('authorization of the faculty, university and program routes', () => {
  it("rubric 1 and its sub-rubric 1 are of program 1, the admin jurusan's (the rows above rely on it)", async () => {
    const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
    expect((await rubrikRepo.getRubrik(1))?.id_prodi).toBe(1);
    expect((await rubrikRepo.getAnak(1))?.id_rubrik).toBe(1);
  });

  it('the table covers every route of the group and the full-record reads, all for the two admins', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const route of Object.values(ROUTES)) expect(route.access).toEqual(['admin jurusan', 'super admin']);
  });

  authorizationTable({
    rows: Object.entries(CASES),
    request: (c, name) => ({ method: ROUTES[name as keyof typeof ROUTES].method, path: c.path, body: c.body }),
    want: expected,
    token: (caller) => tokens.get(caller),
  });
});

/**
 * The internal-activity routes (shared/api/ppk.ts) and the admins' paged read of `GET /api/ppk`
 * (the master area's route, whose `?id_anak_rubrik` form is mahasiswa-authorization.test.ts's).
 * An admin jurusan of program 1 is refused another program's activities with their own message;
 * the requests are harmless (refused after the gate, or reads).
 */
describe('authorization of the internal-activity routes', () => {
  interface PpkCase {
    method: string;
    path: (foreign: { anak: number; kegiatan: number }) => string;
    body?: (foreign: { anak: number; kegiatan: number }) => unknown;
    /** What each admin gets past the gate, and the message of an admin jurusan's 403. */
    adminJurusan: number;
    superAdmin: number;
    /** The status of the other signed-in roles (the role gate, or the service for a catalog reader). */
    others: number;
  }
  const sent = { judul: 'Uji akses', bobot_skp_portofolio: 1, tanggal_terbit: '2024-01-01', dokumen_ppk: 'tmp/tidak-ada' };
  const PPK_CASES: Record<keyof typeof ppkRoutes | 'ppkByProdi', PpkCase> = {
    // another program's sub-rubric: the admin jurusan 403; the super admin reaches the upload claim (none: 422)
    ppkAdd: {
      method: 'POST',
      path: () => '/api/ppk/add',
      body: (f) => ({ ...sent, id_anak_rubrik: f.anak }),
      adminJurusan: 403,
      superAdmin: 422,
      others: 403,
    },
    // another program's activity: the admin jurusan 403; the super admin reaches the version check
    ppkUpdate: {
      method: 'POST',
      path: (f) => `/api/ppk/update/${f.kegiatan}`,
      body: (f) => ({ ...sent, id_anak_rubrik: f.anak, version: 999_999 }),
      adminJurusan: 403,
      superAdmin: 409,
      others: 403,
    },
    ppkDelete: { method: 'DELETE', path: () => '/api/ppk/delete/9999999', adminJurusan: 404, superAdmin: 404, others: 403 },
    // the paged read of the admins' table (a student or verifier passes the catalog gate and is refused by the service)
    ppkByProdi: { method: 'GET', path: () => '/api/ppk?id_prodi=1&paginate=10&page=1', adminJurusan: 200, superAdmin: 200, others: 403 },
  };
  const ROUTE_OF = { ...ppkRoutes, ppkByProdi: masterApi.routes.ppkByAnak };

  let foreign = { anak: 0, kegiatan: 0 };
  beforeAll(async () => {
    const entry = (await catalogOf(2)).find((c) => c.kegiatan.length > 0) ?? expect.unreachable();
    foreign = { anak: entry.anak.id_anak_rubrik, kegiatan: entry.kegiatan[0]?.id_kegiatan_ppk ?? 0 };
  });

  it('the table covers every route of the group and the paged read; the writes are for the two admins', () => {
    expect(Object.keys(PPK_CASES).sort()).toEqual(Object.keys(ROUTE_OF).sort());
    for (const route of Object.values(ppkRoutes)) expect(route.access).toEqual(['admin jurusan', 'super admin']);
  });

  authorizationTable({
    rows: Object.entries(PPK_CASES),
    request: (c) => ({ method: c.method, path: c.path(foreign), body: c.body?.(foreign) }),
    want: (caller, c) =>
      signedOutWant(caller) ??
      (caller === 'admin jurusan'
        ? { status: c.adminJurusan, ...(c.adminJurusan === 403 ? { message: MSG.ppkOtherProdi } : {}) }
        : caller === 'super admin'
          ? { status: c.superAdmin }
          : { status: c.others, message: MSG.forbidden }),
    token: (caller) => tokens.get(caller),
  });
});

/**
 * The CPL routes (shared/api/cpl.ts). The requests name the seeded program 1's first category
 * (id 1), its second item (2) and that item's first point (2/1), checked below (not item 1:
 * route-authorization.test.ts deletes it when it runs first), and are harmless: the writes are
 * refused after the gate (urutan taken, stale version, items remain).
 */
const CPL_BIDANG = { urutan_di_skpi: 1, nama_bidang_cpl_indonesia: 'Uji', nama_bidang_cpl_inggris: 'Test' };
const CPL_ITEM = { urutan_di_skpi: 1, judul_cpl_indonesia: 'Uji', judul_cpl_inggris: 'Test' };
const CPL_POINT = { urutan_di_skpi: 1, point_cpl_indonesia: 'Uji', point_cpl_inggris: 'Test' };
const STALE = { version: 999_999 };

const CPL_CASES: Record<keyof typeof cplRoutes, Case> = {
  bidangCplOfProdi: { path: '/api/prodi/1/bidangcpl', adminJurusan: 200, superAdmin: 200 },
  bidangCplGet: { path: '/api/bidangcpl/1?paginate=10&page=1', adminJurusan: 200, superAdmin: 200 },
  bidangCplAdd: { path: '/api/bidangcpl/add', body: { ...CPL_BIDANG, id_prodi: 1 }, adminJurusan: 409, superAdmin: 409 },
  bidangCplUpdate: { path: '/api/bidangcpl/1/update', body: { ...CPL_BIDANG, ...STALE }, adminJurusan: 409, superAdmin: 409 },
  bidangCplDelete: { path: '/api/bidangcpl/1/delete', adminJurusan: 409, superAdmin: 409 },
  cplAdd: { path: '/api/cpl/add', body: { ...CPL_ITEM, urutan_di_skpi: 2, id_bidang_cpl: 1 }, adminJurusan: 409, superAdmin: 409 },
  cplUpdate: { path: '/api/cpl/2/update', body: { ...CPL_ITEM, ...STALE }, adminJurusan: 409, superAdmin: 409 },
  cplDelete: { path: '/api/cpl/2/delete', body: STALE, adminJurusan: 409, superAdmin: 409 },
  cplPointAdd: { path: '/api/cpl/2/add-point', body: CPL_POINT, adminJurusan: 409, superAdmin: 409 },
  cplPointUpdate: { path: '/api/cpl/2/1/update', body: { ...CPL_POINT, ...STALE }, adminJurusan: 409, superAdmin: 409 },
  cplPointDelete: { path: '/api/cpl/2/1/delete', body: STALE, adminJurusan: 409, superAdmin: 409 },
};

describe('authorization of the CPL routes', () => {
  it("the table covers every CPL route, all for the two admins; the records it names are program 1's", async () => {
    expect(Object.keys(CPL_CASES).sort()).toEqual(Object.keys(cplRoutes).sort());
    for (const route of Object.values(cplRoutes)) expect(route.access).toEqual(['admin jurusan', 'super admin']);
    const { cplRepo } = await import('@functions/domain/cpl/repo');
    expect(await cplRepo.getBidangCpl(1)).toMatchObject({ id_prodi: 1, urutan_di_skpi: 1 });
    const item = await cplRepo.getCpl(2);
    expect(item).toMatchObject({ id_prodi: 1, id_bidang_cpl: 1, urutan_di_skpi: 2 });
    expect(item?.point_cpl[0]).toMatchObject({ id_point_cpl: 1, urutan_di_skpi: 1 });
  });

  authorizationTable({
    rows: Object.entries(CPL_CASES),
    request: (c, name) => ({ method: cplRoutes[name as keyof typeof cplRoutes].method, path: c.path, body: c.body }),
    want: expected,
    token: (caller) => tokens.get(caller),
  });
});
