/**
 * Authorization of the student-area routes of the SKPI request, profile and migration groups
 * (shared/api/skpi.ts, profil.ts, mutasi.ts): with no session, each of the five roles, a
 * deactivated account, an old token version and a student not yet activated (403). Only an
 * active mahasiswa passes; the table must name every route of the three groups (the portfolio
 * group has its own table).
 */

import { mutasiRoutes } from '@shared/api/mutasi';
import { profilRoutes } from '@shared/api/profil';
import { skpiRoutes } from '@shared/api/skpi';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLERS as BASE_CALLERS, type Caller as BaseCaller, callerTokens, patchUser, staffAccount } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant, type Want } from '../support/authorization';
import { useStackEnv } from '../support/stack';

type Caller = BaseCaller | 'inactive-student';
const CALLERS: Caller[] = [...BASE_CALLERS, 'inactive-student'];

const GROUPS = { ...skpiRoutes, ...profilRoutes, ...mutasiRoutes };

interface Case {
  body?: unknown;
  /** What a fresh student gets (the request reaches the service). */
  student: number;
}

const READMISI = { nim_baru: 'BELUMADA0001', bukti: 'tmp/x/y' };
const MIGRASI = { ...READMISI, prodi: 2, nomor_ijazah: 'IJZ-1', tanggal_masuk: '2024-09-01' };

/** Route name → a harmless request and what a fresh student gets; every other caller is refused. */
const CASES: Record<keyof typeof GROUPS, Case> = {
  skpiChecklist: { student: 200 },
  skpiPengajuan: { student: 200 },
  // a fresh student meets no rubric with a minimum
  skpiRequest: { student: 422 },
  skpiCancel: { student: 409 },
  skpiCancelGet: { student: 409 },
  skpiUpload: { body: { file: 'tmp/x/y' }, student: 409 },
  skpiUploadPut: { body: { file: 'tmp/x/y' }, student: 409 },
  // forms that pass validation reach the service: a missing upload, or no request to change
  profilGet: { student: 200 },
  profilUpdate: { body: { foto_profil: 'tmp/x/y' }, student: 422 },
  // public already: the choice is kept
  profilVisibility: { body: { profil_publik: true }, student: 200 },
  migrasiGet: { student: 200 },
  migrasiRequest: { body: MIGRASI, student: 422 },
  migrasiUpdate: { body: MIGRASI, student: 404 },
  migrasiUpdatePut: { body: MIGRASI, student: 404 },
  migrasiCancel: { student: 404 },
  readmisiGet: { student: 200 },
  readmisiRequest: { body: READMISI, student: 422 },
  readmisiUpdate: { body: READMISI, student: 404 },
  readmisiUpdatePut: { body: READMISI, student: 404 },
  readmisiCancel: { student: 404 },
};

const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  useStackEnv();
  for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
  // signed in, but e-mail unverified and data incomplete: the warning page, and 403 from the area
  const inactive = await staffAccount('mahasiswa', 1);
  await patchUser(inactive.user.id, { email_verified_at: null, is_data_complete: false });
  tokens.set('inactive-student', inactive.token);
});

function expected(caller: Caller, c: Case): Want {
  const signedOut = signedOutWant(caller);
  if (signedOut) return signedOut;
  if (caller === 'mahasiswa') return { status: c.student };
  if (caller === 'inactive-student') return { status: 403, message: MSG.studentNotActive };
  return FORBIDDEN;
}

describe('authorization of the student SKPI, profile and migration routes', () => {
  it('the table covers every route of the groups, all for mahasiswa only', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(GROUPS).sort());
    for (const route of Object.values(GROUPS)) expect(route.access).toEqual(['mahasiswa']);
  });

  authorizationTable({
    rows: Object.entries(CASES),
    request: (c, name) => {
      const route = GROUPS[name as keyof typeof GROUPS];
      return { method: route.method, path: route.path, body: c.body };
    },
    want: expected,
    token: (caller) => tokens.get(caller),
    callers: CALLERS,
  });
});
