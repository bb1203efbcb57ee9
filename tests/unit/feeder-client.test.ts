/**
 * The Neo Feeder client (functions/domain/feeder/client.ts) against the local stand-in
 * (infra/local/feeder-stand-in.ts, on loopback): only read actions, the token renewed once on an
 * error answer, one call in flight, the pause between pages, and the failures in words.
 */
import { FEEDER_PAGE_MAX, FEEDER_READ_ACTIONS, FeederError, feederClient, filterEq } from '@functions/domain/feeder/client';
import { demoFeederData } from '@infra/local/feeder-demo-data';
import { type FeederStandIn, parseFilter, startFeederStandIn } from '@infra/local/feeder-stand-in';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let feeder: FeederStandIn;
const client = (over: { password?: string; timeoutMs?: number; pauseMs?: number } = {}) =>
  feederClient({ baseUrl: feeder.baseUrl, username: feeder.username, password: feeder.password, pauseMs: 0, ...over });

beforeAll(async () => {
  feeder = await startFeederStandIn({ data: demoFeederData() });
});
afterAll(() => feeder.stop());
beforeEach(() => {
  for (const k of Object.keys(feeder.knobs)) delete feeder.knobs[k as keyof typeof feeder.knobs];
  feeder.calls.length = 0;
});

describe('only reads', () => {
  it('can send exactly this fixed list of Get actions, nothing that writes', () => {
    expect([...FEEDER_READ_ACTIONS]).toEqual([
      'GetToken',
      'GetProdi',
      'GetListMahasiswa',
      'GetBiodataMahasiswa',
      'GetDetailMahasiswaLulusDO',
      'GetDictionary',
    ]);
    for (const act of FEEDER_READ_ACTIONS) expect(act).toMatch(/^Get[A-Z]/);
  });

  it('sends only those actions while reading every list, in pages of at most 1000 ordered on a key', async () => {
    const c = client();
    await c.page('GetProdi', { order: 'id_prodi ASC', limit: 5000, offset: 0 });
    await c.page('GetListMahasiswa', { order: 'id_registrasi_mahasiswa ASC', limit: 3, offset: 0 });
    await c.page('GetBiodataMahasiswa', { filter: filterEq('id_mahasiswa', "o'brien"), order: 'id_mahasiswa ASC', limit: 1, offset: 0 });
    await c.page('GetDetailMahasiswaLulusDO', { order: 'id_registrasi_mahasiswa ASC', limit: 10, offset: 0 });
    await c.dictionary('GetListMahasiswa');
    expect(feeder.calls.every((call) => (FEEDER_READ_ACTIONS as readonly string[]).includes(call.act))).toBe(true);
    const pages = feeder.calls.filter((call) => call.limit !== undefined);
    expect(Math.max(...pages.map((p) => p.limit ?? 0))).toBe(FEEDER_PAGE_MAX);
    expect(pages.every((p) => (p.order ?? '') !== '')).toBe(true);
    expect(parseFilter(filterEq('id_mahasiswa', "o'brien"))).toEqual([['id_mahasiswa', "o'brien"]]);
  });
});

describe('the token', () => {
  it('signs in once and keeps the token', async () => {
    const c = client();
    await c.page('GetProdi', { order: 'id_prodi ASC', limit: 10, offset: 0 });
    await c.page('GetProdi', { order: 'id_prodi ASC', limit: 10, offset: 10 });
    expect(feeder.calls.map((call) => call.act)).toEqual(['GetToken', 'GetProdi', 'GetProdi']);
  });

  it('signs in again once when the Feeder says the token expired, and the call succeeds', async () => {
    feeder.knobs.expireTokenAfter = 2;
    const c = client();
    const seen: number[] = [];
    for (let offset = 0; offset < 8; offset += 2) seen.push((await c.page('GetListMahasiswa', { order: 'nim ASC', limit: 2, offset })).length);
    expect(seen).toEqual([2, 2, 2, 2]);
    expect(feeder.calls.filter((call) => call.act === 'GetToken')).toHaveLength(2);
  });

  it('gives up with the Feeder answer when the fresh token is refused too', async () => {
    feeder.knobs.expireTokenAfter = 0;
    await expect(client().page('GetProdi', { order: 'id_prodi ASC', limit: 1, offset: 0 })).rejects.toThrow(/Invalid token/);
    expect(feeder.calls.filter((call) => call.act === 'GetToken')).toHaveLength(2);
  });

  it('reports a wrong password as the Feeder words it, never with the password', async () => {
    const err = await client({ password: 'salah-sekali' })
      .signIn()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FeederError);
    expect((err as Error).message).toBe(FEEDER_MSG.feederAnswerError('Username atau password salah'));
    expect((err as Error).message).not.toContain('salah-sekali');
  });
});

describe('failures and pace', () => {
  it('an answer that is not JSON, an error_code, a timeout and a closed port are clear failures', async () => {
    feeder.knobs.notJson = { act: 'GetProdi' };
    await expect(client().page('GetProdi', { order: 'id_prodi ASC', limit: 1, offset: 0 })).rejects.toThrow(FEEDER_MSG.feederNotJson);
    feeder.knobs.notJson = undefined;
    feeder.knobs.errorAt = { act: 'GetProdi', page: 1, code: '15' as unknown as number, desc: 'Database sibuk' };
    await expect(client().page('GetProdi', { order: 'id_prodi ASC', limit: 1, offset: 0 })).rejects.toThrow(
      FEEDER_MSG.feederAnswerError('Database sibuk'),
    );
    feeder.knobs.errorAt = undefined;
    feeder.knobs.slow = { act: 'GetProdi', ms: 400 };
    await expect(client({ timeoutMs: 100 }).page('GetProdi', { order: 'id_prodi ASC', limit: 1, offset: 0 })).rejects.toThrow(
      FEEDER_MSG.feederTimeout(0),
    );
    const closed = feederClient({ baseUrl: 'http://127.0.0.1:1', username: 'a', password: 'b', pauseMs: 0 });
    await expect(closed.signIn()).rejects.toThrow(FEEDER_MSG.feederUnreachable);
  });

  it('keeps one call in flight and pauses between pages', async () => {
    feeder.knobs.slow = { act: 'GetProdi', ms: 30 };
    const c = client({ pauseMs: 80 });
    const started = Date.now();
    await Promise.all([0, 1, 2].map((i) => c.page('GetProdi', { order: 'id_prodi ASC', limit: 1, offset: i })));
    // three slow answers one after another, two pauses between them
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 30 + 2 * 80 - 10);
  });
});
