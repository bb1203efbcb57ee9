/**
 * Authorization of the migration and readmission decisions (the admin area's mutasi-admin group,
 * shared/api/mutasi-admin.ts): with no session, each of the five roles, a deactivated account and
 * an old token version. Both admins pass the gate and read their lists; a decision on a NIM no
 * student has answers 404 past the gate (harmless). Scope refusals (another program's request) are
 * in manajemen-migrasi-decisions.test.ts.
 */
import { mutasiAdminRoutes } from '@shared/api/mutasi-admin';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerTokens } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant, type Want } from '../support/authorization';
import { useStackEnv } from '../support/stack';

interface Case {
  path: string;
  body?: unknown;
  /** What an admin jurusan of program 1 and a super admin get past the gate. */
  admin: number;
  message?: string;
}

const DECISION = { path: '/api/manajemen/migrasi/accept/TIDAKADA-NIM', body: { _method: 'PUT' }, admin: 404, message: MSG.mutasiStudentNotFound };

const CASES: Record<keyof typeof mutasiAdminRoutes, Case> = {
  mutasiList: { path: '/api/manajemen/migrasi/list?paginate=10&page=1', admin: 200 },
  mutasiVerified: { path: '/api/manajemen/migrasi/list/verified?paginate=5&page=1', admin: 200 },
  mutasiAccept: DECISION,
  mutasiAcceptPut: { ...DECISION, path: '/api/manajemen/readmisi/accept/TIDAKADA-NIM' },
  mutasiReject: { ...DECISION, path: '/api/manajemen/migrasi/reject/TIDAKADA-NIM' },
  mutasiRejectPut: { ...DECISION, path: '/api/manajemen/readmisi/reject/TIDAKADA-NIM' },
};

const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  useStackEnv();
  for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
});

function expected(caller: Caller, c: Case): Want {
  const signedOut = signedOutWant(caller);
  if (signedOut) return signedOut;
  if (caller === 'admin jurusan' || caller === 'super admin') return { status: c.admin, ...(c.message ? { message: c.message } : {}) };
  return FORBIDDEN;
}

describe('authorization of the migration and readmission decisions', () => {
  it('the table covers every route of the group, all for the two admins', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(mutasiAdminRoutes).sort());
    for (const route of Object.values(mutasiAdminRoutes)) expect(route.access).toEqual(['admin jurusan', 'super admin']);
  });

  authorizationTable({
    rows: Object.entries(CASES),
    request: (c, name) => ({ method: mutasiAdminRoutes[name as keyof typeof mutasiAdminRoutes].method, path: c.path, body: c.body }),
    want: expected,
    token: (caller) => tokens.get(caller),
  });
});
