/**
 * Authorization of the migration and readmission decisions (the admin area's mutasi-admin group,
 * shared/api/mutasi-admin.ts): with no session, each of the five roles, a deactivated account and
 * an old token version. Both admins pass the gate and read their lists; a decision on a NIM no
 * student has answers 404 past the gate (harmless). Scope refusals (another program's request) are
 * in manajemen-migrasi.test.ts.
 */
import { mutasiAdminRoutes } from '@shared/api/mutasi-admin';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerTokens } from '../support/auth-flow';
import { api, useStackEnv } from '../support/stack';

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

function expected(caller: Caller, c: Case): { status: number; message?: string } {
  if (caller === 'none') return { status: 401, message: MSG.notSignedIn };
  if (caller === 'deactivated' || caller === 'old-token') return { status: 401, message: MSG.sessionExpired };
  if (caller === 'admin jurusan' || caller === 'super admin') return { status: c.admin, ...(c.message ? { message: c.message } : {}) };
  return { status: 403, message: MSG.forbidden };
}

describe('authorization of the migration and readmission decisions', () => {
  it('the table covers every route of the group, all for the two admins', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(mutasiAdminRoutes).sort());
    for (const route of Object.values(mutasiAdminRoutes)) expect(route.access).toEqual(['admin jurusan', 'super admin']);
  });

  describe.each(Object.entries(CASES))('%s', (name, c) => {
    const route = mutasiAdminRoutes[name as keyof typeof mutasiAdminRoutes];
    it.each(CALLERS)('caller: %s', async (caller) => {
      const res = await api(route.method, c.path, { bearer: tokens.get(caller), body: c.body });
      const want = expected(caller, c);
      expect({ name, caller, status: res.status }).toEqual({ name, caller, status: want.status });
      if (want.message) expect(res.body).toEqual({ message: want.message });
    });
  });
});
