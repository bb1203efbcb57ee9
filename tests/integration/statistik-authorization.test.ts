/**
 * Authorization of the dashboard's statistics (shared/api/statistik.ts): with no session, each of
 * the five roles, a deactivated account and an old token version. The login chart and the storage
 * card are the super admin's; the other six calls both admins' (an admin jurusan gets their own
 * program, tests/integration/statistik.test.ts). Every call is a read.
 */

import { statistikRoutes } from '@shared/api/statistik';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerTokens } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant, type Want } from '../support/authorization';
import { useStackEnv } from '../support/stack';

interface Case {
  path: string;
  /** Whether an admin jurusan passes the gate (the super admin always does). */
  adminJurusan: boolean;
}

const CASES: Record<keyof typeof statistikRoutes, Case> = {
  statistikLoginWeek: { path: '/api/statistik/login/week', adminJurusan: false },
  statistikKelulusan: { path: '/api/statistik/kelulusan', adminJurusan: true },
  statistikSkpi: { path: '/api/statistik/skpi?id_prodi=1', adminJurusan: true },
  statistikPortofolio: { path: '/api/statistik/portofolio', adminJurusan: true },
  systemStorage: { path: '/api/system/storage', adminJurusan: false },
  statistikAnakRubrik: { path: '/api/statistik/anak-rubrik?prodi=1', adminJurusan: true },
  statistikBidangPortofolio: { path: '/api/statistik/bidang-portofolio', adminJurusan: true },
  statistikPortofolioSummary: { path: '/api/statistik/portofoliosummary', adminJurusan: true },
};

const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  useStackEnv();
  for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
});

function expected(caller: Caller, c: Case): Want {
  const signedOut = signedOutWant(caller);
  if (signedOut) return signedOut;
  if (caller === 'super admin') return { status: 200 };
  if (caller === 'admin jurusan' && c.adminJurusan) return { status: 200 };
  return FORBIDDEN;
}

describe('authorization of the statistics calls', () => {
  it('the table covers every route of the area, and its gates', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(statistikRoutes).sort());
    for (const [name, route] of Object.entries(statistikRoutes)) {
      expect(route.method).toBe('GET');
      expect(route.access).toEqual(CASES[name as keyof typeof CASES].adminJurusan ? ['admin jurusan', 'super admin'] : ['super admin']);
    }
  });

  authorizationTable({
    rows: Object.entries(CASES),
    request: (c) => ({ method: 'GET', path: c.path }),
    want: expected,
    token: (caller) => tokens.get(caller),
  });
});
