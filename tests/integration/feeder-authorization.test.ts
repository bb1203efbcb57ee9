/**
 * Who may use the Neo Feeder sync (shared/api/feeder.ts): every route by every caller (no
 * session, each role, a deactivated account, an old token), only the super admin past the gate;
 * an admin jurusan can neither configure nor run it; `GET /api/universitas` shows the connection
 * to the super admin alone. The operator's password never appears in an answer nor in a log line.
 */
import { feederRoutes } from '@shared/api/feeder';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerTokens, pointAtStack, staffAccount } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant, type Want } from '../support/authorization';
import { ownData, ownFeeder, startSync, syncReaches } from '../support/feeder';
import { api, useStackEnv } from '../support/stack';

const PASSWORD = `Rahasia-Feeder-${Math.random().toString(36).slice(2)}`;
const tokens = new Map<Caller, string | undefined>();
const answers: string[] = [];
let feeder: Awaited<ReturnType<typeof ownFeeder>>;
let superAdmin: Awaited<ReturnType<typeof staffAccount>>;
let held: string;

/** Calls the stack and keeps the answer's text for the password check. */
async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await api(method, path, { bearer: token, body });
  answers.push(JSON.stringify(res.body));
  return res;
}

interface Case {
  method: 'GET' | 'POST';
  path: () => string;
  body?: unknown;
  /** The super admin's answer past the gate (harmless: refused input, a missing sync, a read). */
  superAdmin: number;
}

const CASES: Record<keyof typeof feederRoutes, Case> = {
  connectionSave: { method: 'POST', path: () => '/api/universitas/feeder', body: {}, superAdmin: 422 },
  connectionTest: { method: 'POST', path: () => '/api/universitas/feeder/tes', body: {}, superAdmin: 200 },
  prodiList: { method: 'GET', path: () => '/api/feeder/prodi', superAdmin: 200 },
  prodiSave: { method: 'POST', path: () => '/api/feeder/prodi', body: { pemetaan: [] }, superAdmin: 422 },
  // a plan waits (this file's): a second start is refused
  syncStart: { method: 'POST', path: () => '/api/feeder/sync', superAdmin: 409 },
  syncList: { method: 'GET', path: () => '/api/feeder/sync', superAdmin: 200 },
  syncGet: { method: 'GET', path: () => `/api/feeder/sync/${held}`, superAdmin: 200 },
  syncApply: { method: 'POST', path: () => '/api/feeder/sync/tidak-ada/apply', superAdmin: 404 },
  syncKonflik: {
    method: 'POST',
    path: () => '/api/feeder/sync/tidak-ada/konflik',
    body: { id_registrasi_mahasiswa: 'reg-x', pilihan: 'lokal' },
    superAdmin: 404,
  },
  syncCancel: { method: 'POST', path: () => '/api/feeder/sync/tidak-ada/batal', superAdmin: 404 },
};

beforeAll(async () => {
  useStackEnv();
  for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
  superAdmin = await staffAccount('super admin');
  feeder = await ownFeeder(superAdmin.token, ownData('prodi-otorisasi', 'Prodi Otorisasi', []), PASSWORD);
  held = (await startSync(superAdmin.token)).id;
  await syncReaches(superAdmin.token, held, ['planned']);
}, 120_000);

afterAll(async () => {
  if (held) await api('POST', `/api/feeder/sync/${held}/batal`, { bearer: superAdmin.token });
  await feeder?.stop();
});

function expected(caller: Caller, c: Case): Want {
  const signedOut = signedOutWant(caller);
  if (signedOut) return signedOut;
  if (caller === 'super admin') return { status: c.superAdmin };
  return FORBIDDEN;
}

describe('authorization of the Neo Feeder routes', () => {
  it('the table covers every route of the area, each the super admin only', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(feederRoutes).sort());
    for (const route of Object.values(feederRoutes)) expect(route.access).toEqual(['super admin']);
  });

  authorizationTable({
    rows: Object.entries(CASES),
    request: (c) => ({ method: c.method, path: c.path(), body: c.body }),
    want: expected,
    token: (caller) => (caller === 'super admin' ? superAdmin.token : tokens.get(caller)),
  });
});

describe('an admin jurusan', () => {
  it('can neither configure the connection nor run a sync, and changes nothing', async () => {
    const admin = await staffAccount('admin jurusan', 1);
    const body = { base_url: 'https://feeder.lain.ac.id:3003', username: 'x', password: 'y', sinkron_malam: true };
    expect(await call('POST', '/api/universitas/feeder', admin.token, body)).toMatchObject({ status: 403 });
    expect(await call('POST', '/api/feeder/sync', admin.token)).toMatchObject({ status: 403 });
    expect(await call('POST', '/api/feeder/prodi', admin.token, { pemetaan: [{ id_prodi: 1, id_prodi_feeder: null }] })).toMatchObject({
      status: 403,
    });
    const mine = await call('GET', '/api/universitas', superAdmin.token);
    expect((mine.body as { feeder: { base_url: string } }).feeder.base_url).toBe(feeder.baseUrl);
    // the university's record without the connection
    const theirs = await call('GET', '/api/universitas', admin.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body).not.toHaveProperty('feeder');
  });
});

describe('the operator password', () => {
  it('is write-only: the university answers only that one is stored', async () => {
    const res = await call('GET', '/api/universitas', superAdmin.token);
    expect((res.body as { feeder: unknown }).feeder).toEqual({
      base_url: feeder.baseUrl,
      username: feeder.username,
      password_tersimpan: true,
      sinkron_malam: false,
      terakhir_sinkron: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
    });
    const saved = await call('POST', '/api/universitas/feeder', superAdmin.token, {
      base_url: feeder.baseUrl,
      username: feeder.username,
      sinkron_malam: false,
    });
    expect(saved).toMatchObject({ status: 200, body: { message: FEEDER_MSG.feederSaved, feeder: { password_tersimpan: true } } });
    expect(await call('POST', '/api/universitas/feeder/tes', superAdmin.token, {})).toMatchObject({ status: 200, body: { ok: true } });
    const wrong = await call('POST', '/api/universitas/feeder/tes', superAdmin.token, { password: `${PASSWORD}-salah` });
    expect(wrong).toMatchObject({ status: 200, body: { ok: false, message: FEEDER_MSG.feederAnswerError('Username atau password salah') } });
  });

  it('never appears in an answer nor in a log line, even of a failed sign-in', async () => {
    pointAtStack();
    const { logger } = await import('@functions/lib/logger');
    const { testConnection } = await import('@functions/domain/feeder/connection');
    const { listMapping } = await import('@functions/domain/feeder/prodi');
    const lines: string[] = [];
    const out = process.stdout.write.bind(process.stdout);
    const err = process.stderr.write.bind(process.stderr);
    const level = logger.getLevelName();
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    process.stdout.write = capture as typeof process.stdout.write;
    process.stderr.write = capture as typeof process.stderr.write;
    logger.setLogLevel('DEBUG');
    try {
      logger.info('feeder password check started');
      answers.push(JSON.stringify(await testConnection({})));
      answers.push(JSON.stringify(await testConnection({ password: `${PASSWORD}x` })));
      answers.push(JSON.stringify(await listMapping()));
      for (const path of ['/api/feeder/sync', `/api/feeder/sync/${held}`, '/api/feeder/prodi']) await call('GET', path, superAdmin.token);
      feeder.knobs.notJson = { act: 'GetToken' };
      answers.push(JSON.stringify(await testConnection({})));
    } finally {
      feeder.knobs.notJson = undefined;
      logger.setLogLevel(level as 'INFO');
      process.stdout.write = out;
      process.stderr.write = err;
    }
    expect(lines.join('')).toContain('feeder password check started');
    expect(answers.length).toBeGreaterThanOrEqual(15);
    for (const text of [...answers, ...lines]) expect(text).not.toContain(PASSWORD);
  });
});
