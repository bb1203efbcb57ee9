/**
 * Authorization of the people routes (the admin area's manajemen group, shared/api/manajemen.ts):
 * with no session, each of the five roles, a deactivated account and an old token version. Both
 * admins pass the gate of the `manajemen/akun` routes and the sub-rubric list; the verifier
 * routes are the super admin's at the gate. What each admin then gets (an admin jurusan of program
 * 1): their own students, never staff (403 with the message). Requests are harmless: reads,
 * refusals after the gate, or writes on accounts that do not exist.
 */

import { manajemenRoutes } from '@shared/api/manajemen';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerTokens } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant, type Want } from '../support/authorization';
import { useStackEnv } from '../support/stack';

interface Case {
  method: string;
  path: string;
  body?: unknown;
  /** What an admin jurusan of program 1 and a super admin get past the gate (null: refused by the gate). */
  adminJurusan: number | null;
  superAdmin: number;
  /** The admin jurusan's 403 message, when it is the service's. */
  refusal?: string;
}

const NOBODY = '999999999999';

const CASES: Record<keyof typeof manajemenRoutes, Case> = {
  akunList: { method: 'GET', path: '/api/manajemen/akun?id_role=4&paginate=10&page=1', adminJurusan: 200, superAdmin: 200 },
  // a student of nobody's program: the admin jurusan may not add into program 2; the super admin is told the program is unknown
  akunAdd: {
    method: 'POST',
    path: '/api/manajemen/akun/add',
    body: { id_role: 4, nim: '123', nama: 'Uji', email: 'uji.akses@akun.test', id_prodi: 99_999 },
    adminJurusan: 403,
    superAdmin: 422,
    refusal: MSG.studentOtherProdi,
  },
  akunUpdate: { method: 'PUT', path: '/api/manajemen/akun/update', body: { nim: NOBODY, nama: 'Uji' }, adminJurusan: 404, superAdmin: 404 },
  akunDelete: { method: 'DELETE', path: `/api/manajemen/akun/delete?nim=${NOBODY}`, adminJurusan: 404, superAdmin: 404 },
  verifikatorList: { method: 'GET', path: '/api/manajemen/verifikator?page=1&paginate=15', adminJurusan: null, superAdmin: 200 },
  verifikatorUpdate: {
    method: 'PUT',
    path: '/api/manajemen/verifikator/update',
    body: { nim_verifikator: NOBODY, id_anak_rubrik: [1] },
    adminJurusan: null,
    superAdmin: 404,
  },
  anakRubrikList: { method: 'GET', path: '/api/anak_rubrik', adminJurusan: 200, superAdmin: 200 },
};

/** The staff lists through `manajemen/akun`: an admin jurusan passes the gate and is refused by the service. */
const STAFF_CASES: Case[] = [
  { method: 'GET', path: '/api/manajemen/akun?id_role=2&paginate=15&page=1', adminJurusan: 403, superAdmin: 200, refusal: MSG.staffSuperAdminOnly },
  { method: 'GET', path: '/api/manajemen/akun?id_role=3&paginate=15&page=1', adminJurusan: 403, superAdmin: 200, refusal: MSG.staffSuperAdminOnly },
  {
    method: 'POST',
    path: '/api/manajemen/akun/add',
    body: {
      id_role: 3,
      nim: 'verakses',
      email: 'ver.akses@akun.test',
      id_anak_rubrik: [9_999_999],
      password: 'Rahasia#123',
      password_confirmation: 'Rahasia#123',
    },
    adminJurusan: 403,
    superAdmin: 422,
    refusal: MSG.staffSuperAdminOnly,
  },
];

const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  useStackEnv();
  for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
});

function expected(caller: Caller, c: Case): Want {
  const signedOut = signedOutWant(caller);
  if (signedOut) return signedOut;
  if (caller === 'admin jurusan') {
    if (c.adminJurusan === null) return FORBIDDEN;
    return { status: c.adminJurusan, ...(c.adminJurusan === 403 ? { message: c.refusal ?? MSG.forbidden } : {}) };
  }
  if (caller === 'super admin') return { status: c.superAdmin };
  return FORBIDDEN;
}

describe('authorization of the people routes', () => {
  it('the table covers every route of the group', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(manajemenRoutes).sort());
    for (const [name, route] of Object.entries(manajemenRoutes)) {
      expect(route.access).toEqual(CASES[name as keyof typeof CASES].adminJurusan === null ? ['super admin'] : ['admin jurusan', 'super admin']);
    }
  });

  authorizationTable({
    rows: [...Object.entries(CASES), ...STAFF_CASES.map((c, i) => [`staff ${i + 1}: ${c.method} ${c.path}`, c] as const)],
    request: (c) => c,
    want: expected,
    token: (caller) => tokens.get(caller),
  });
});
