/**
 * Authorization of every route of the SKPI printing area (shared/api/cetak.ts) and of the public
 * verification (`GET /api/verifikasi/{code}`, search area): with no session, each of the five
 * roles, a deactivated account and an old token version. The requests are harmless (an unknown
 * NIM, period or job, or a read); the table says what each admin (an admin jurusan of program 1)
 * gets past the gate, and what the others get.
 */
import { cetakRoutes } from '@shared/api/cetak';
import { searchApi } from '@shared/api/search';
import { CETAK_MSG, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerTokens } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant, type Want } from '../support/authorization';
import { useStackEnv } from '../support/stack';

interface Case {
  path: string;
  body?: unknown;
  adminJurusan: number;
  superAdmin: number;
  /** The student's status (the role gate's 403 unless said). */
  mahasiswa?: number;
  /** The admin jurusan's 403 message when it is the service's (their scope), not the role gate's. */
  scope?: string;
}

const NOBODY = 'TIDAKADA0000';
const ROUTES = { ...cetakRoutes, keaslian: searchApi.routes.keaslian };

const CASES: Record<keyof typeof ROUTES, Case> = {
  skpiSearch: { path: '/api/manajemen/skpi/search?paginate=10&page=1', adminJurusan: 200, superAdmin: 200 },
  skpiPrint: { path: `/api/manajemen/skpi/download/${NOBODY}?periode=1&override=0`, adminJurusan: 404, superAdmin: 404 },
  skpiPrintGet: { path: `/api/manajemen/skpi/download/${NOBODY}?periode=1`, adminJurusan: 404, superAdmin: 404 },
  skpiBulk: { path: `/api/manajemen/skpi/download/bulk?nim[0]=${NOBODY}&periode=999999`, adminJurusan: 404, superAdmin: 404 },
  skpiBulkGet: { path: `/api/manajemen/skpi/download/bulk?nim[0]=${NOBODY}&periode=999999`, adminJurusan: 404, superAdmin: 404 },
  // program 2 is not the admin jurusan's: refused their scope before anything else
  skpiBulkProdi: {
    path: '/api/manajemen/skpi/download/bulk/prodi?prodi=2&periode=999999&tahun_masuk=2022',
    adminJurusan: 403,
    superAdmin: 404,
    scope: CETAK_MSG.skpiOtherProdi,
  },
  skpiBulkProdiGet: {
    path: '/api/manajemen/skpi/download/bulk/prodi?prodi=2&periode=999999&tahun_masuk=2022',
    adminJurusan: 403,
    superAdmin: 404,
    scope: CETAK_MSG.skpiOtherProdi,
  },
  skpiJobs: { path: '/api/manajemen/skpi/jobs', adminJurusan: 200, superAdmin: 200 },
  skpiJob: { path: '/api/manajemen/skpi/jobs/tidak-ada', adminJurusan: 404, superAdmin: 404 },
  skpiRevoke: { path: `/api/manajemen/skpi/delete/${NOBODY}`, body: { alasan: 'Uji akses' }, adminJurusan: 404, superAdmin: 404 },
  skpiPreviewAdmin: { path: `/api/manajemen/skpi/preview/${NOBODY}`, adminJurusan: 404, superAdmin: 404 },
  skpiDokumen: { path: `/api/manajemen/skpi/dokumen/${NOBODY}`, adminJurusan: 404, superAdmin: 404 },
  skpiIjazah: { path: `/api/manajemen/skpi/ijazah/${NOBODY}`, body: { nomor_ijazah_nasional: '1' }, adminJurusan: 404, superAdmin: 404 },
  // the student's own preview (a file in the preview folder, nothing recorded); the admins are refused by the role gate
  skpiPreviewStudent: { path: '/api/skpi/preview', adminJurusan: 403, superAdmin: 403, mahasiswa: 200 },
  periodeList: { path: '/api/manajemen/periode', adminJurusan: 200, superAdmin: 200 },
  periodeAdd: { path: '/api/manajemen/periode/add?periode=abc', adminJurusan: 403, superAdmin: 422 },
  periodeDelete: { path: '/api/manajemen/periode/delete?id_periode_kelulusan=999999', adminJurusan: 403, superAdmin: 404 },
  keaslian: { path: '/api/verifikasi/aaaaaaaaaaaaaaaaaaaaaaaaaa', adminJurusan: 404, superAdmin: 404, mahasiswa: 404 },
};

const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  useStackEnv();
  for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
}, 60_000);

function expected(name: keyof typeof ROUTES, caller: Caller, c: Case): Want {
  const route = ROUTES[name];
  if (route.access === 'public') return { status: 404, message: CETAK_MSG.keaslianNotFound };
  const signedOut = signedOutWant(caller);
  if (signedOut) return signedOut;
  if (caller === 'admin jurusan') return { status: c.adminJurusan, ...(c.adminJurusan === 403 ? { message: c.scope ?? MSG.forbidden } : {}) };
  if (caller === 'super admin') return { status: c.superAdmin, ...(c.superAdmin === 403 ? { message: MSG.forbidden } : {}) };
  if (caller === 'mahasiswa' && c.mahasiswa !== undefined) return { status: c.mahasiswa };
  return FORBIDDEN;
}

describe('authorization of the SKPI printing routes and the public verification', () => {
  it('the table covers every route of the area and the verification', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  authorizationTable({
    rows: Object.entries(CASES),
    request: (c, name) => ({ method: ROUTES[name as keyof typeof ROUTES].method, path: c.path, body: c.body }),
    want: (caller, c, name) => expected(name as keyof typeof ROUTES, caller, c),
    token: (caller) => tokens.get(caller),
  });
});
