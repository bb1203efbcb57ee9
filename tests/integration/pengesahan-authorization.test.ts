/**
 * Authorization of every route of endorsement before the seal (shared/api/pengesahan.ts, a route
 * group of the cetak area): with no session, each role (a pimpinan among them: a program head of
 * program 1), a deactivated account and an old token version. The requests are harmless (an
 * unknown draft or job, a list, a bulk approval with nothing waiting); the table says what the
 * pimpinan and the admins get past the gate, and the others the role gate's 403.
 */
import { pengesahanRoutes } from '@shared/api/pengesahan';
import { PENGESAHAN_MSG } from '@shared/messages/pengesahan';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerTokens } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant, type Want } from '../support/authorization';
import { pimpinanAccount } from '../support/pengesahan';
import { useStackEnv } from '../support/stack';

interface Case {
  path: string;
  body?: unknown;
  pimpinan?: Want;
  /** Both admins (an admin jurusan of program 1 and the super admin). */
  admin?: Want;
}

const NOBODY = 'aaaaaaaaaaaaaaaaaaaaaaaaaa';
const notFound: Want = { status: 404, message: PENGESAHAN_MSG.pengesahanNotFound };

const CASES: Record<keyof typeof pengesahanRoutes, Case> = {
  pengesahanList: { path: '/api/pengesahan?paginate=10&page=1', pimpinan: { status: 200 } },
  pengesahanCount: { path: '/api/pengesahan/setujui?periode=999999', pimpinan: { status: 200 } },
  pengesahanBulk: { path: '/api/pengesahan/setujui?periode=999999', pimpinan: { status: 422, message: PENGESAHAN_MSG.pengesahanBulkEmpty } },
  pengesahanJobs: { path: '/api/pengesahan/jobs', pimpinan: { status: 200 } },
  pengesahanJob: { path: '/api/pengesahan/jobs/tidak-ada', pimpinan: { status: 404, message: PENGESAHAN_MSG.pengesahanJobNotFound } },
  pengesahanDetail: { path: `/api/pengesahan/${NOBODY}`, pimpinan: notFound, admin: notFound },
  pengesahanApprove: { path: `/api/pengesahan/${NOBODY}/setujui`, body: {}, pimpinan: notFound },
  pengesahanReturn: { path: `/api/pengesahan/${NOBODY}/kembalikan`, body: { catatan: 'Uji akses' }, pimpinan: notFound },
  pengesahanReprint: { path: `/api/pengesahan/${NOBODY}/cetak-ulang`, body: {}, admin: notFound },
  pengesahanCancel: { path: `/api/pengesahan/${NOBODY}/batalkan`, body: {}, admin: notFound },
};

type PengesahanCaller = Caller | 'pimpinan';
const tokens = new Map<PengesahanCaller, string | undefined>();

beforeAll(async () => {
  useStackEnv();
  for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
  tokens.set('pimpinan', (await pimpinanAccount('Ketua Program Studi', { id_prodi: 1 }, 'Kaprodi Uji Akses')).token);
}, 60_000);

function expected(caller: PengesahanCaller, c: Case): Want {
  const signedOut = signedOutWant(caller);
  if (signedOut) return signedOut;
  if (caller === 'pimpinan') return c.pimpinan ?? FORBIDDEN;
  if (caller === 'admin jurusan' || caller === 'super admin') return c.admin ?? FORBIDDEN;
  return FORBIDDEN;
}

describe('authorization of the approval routes', () => {
  it('the table covers every route of the group', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(pengesahanRoutes).sort());
  });

  authorizationTable<Case, PengesahanCaller>({
    rows: Object.entries(CASES),
    request: (c, name) => ({ method: pengesahanRoutes[name as keyof typeof pengesahanRoutes].method, path: c.path, body: c.body }),
    want: (caller, c) => expected(caller, c),
    token: (caller) => tokens.get(caller),
    callers: [...CALLERS.filter((c) => c !== 'pimpinan'), 'pimpinan'],
  });
});
