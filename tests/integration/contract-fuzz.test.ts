/**
 * Contract fuzzing: for every route of the contract (shared/api), requests generated from its zod
 * schemas and then broken (tests/fuzz/breakers.ts), sent with no session and as each role through
 * the area's real handler chain. Never a 5xx; a refusal is a 4xx with a message of ours; a refused
 * request writes nothing (recorded per request, and the table read back whole at the end).
 * A fixed seed and few runs per route here; `npm run fuzz` runs many more with a fresh seed.
 */
import { allRoutes } from '@shared/api';
import { ROLES, type RouteSpec } from '@shared/api/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintChanges, tableFingerprint } from '../fuzz/fingerprint';
import { ALLOWED_ON_REFUSAL, captureLoggedErrors, type RecordedWrite, recordWrites, stopRecording } from '../fuzz/harness';
import { FORGED_TOKEN, type FuzzCaller, type FuzzContext, newStats, routeProperty } from '../fuzz/property';
import { staffAccount } from '../support/auth-flow';
import { useStackEnv } from '../support/stack';

/** `npm run fuzz` sets these; the suite's own run is fixed and short. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

/**
 * A route that takes no input (no path parameter, query or body schema) ignores whatever is
 * broken, and some answer with a rendered PDF: a tenth of the runs (at least 2) show it as well.
 */
const runsOf = (route: RouteSpec) => (route.params || route.query || route.body ? RUNS : Math.min(RUNS, Math.max(2, Math.ceil(RUNS / 10))));

const tokens = new Map<FuzzCaller, string | undefined>([
  ['none', undefined],
  ['forged', FORGED_TOKEN],
]);
const writes: RecordedWrite[] = [];
const ctx: FuzzContext = { tokens, writes, stats: newStats() };
let before = new Map<string, string>();

beforeAll(async () => {
  useStackEnv();
  for (const role of ROLES) {
    const account = await staffAccount(role, role === 'mahasiswa' || role === 'admin jurusan' ? 1 : null);
    tokens.set(role, account.token);
  }
  await recordWrites(writes);
  await captureLoggedErrors();
  before = await tableFingerprint();
});

afterAll(() => {
  stopRecording();
  if (process.env.FUZZ_REPORT)
    console.log(
      `contract fuzz: seed ${SEED}, ${RUNS} runs per route, ${ctx.stats.sent} requests sent, ${ctx.stats.held} held back, by status ${JSON.stringify([...ctx.stats.byStatus].sort())}`,
    );
});

const routes = allRoutes();

describe('contract fuzz: every route answers broken requests clearly and changes nothing', () => {
  it.each(routes.map((entry, i) => [`${entry.area}.${entry.name}`, entry, i] as const))('%s', async (_name, entry, i) => {
    await fc.assert(routeProperty(entry, ctx), { seed: SEED + i, numRuns: runsOf(entry.route) });
  });

  it('left the table as it was (but for the counters of the rate limits)', async () => {
    const changes = fingerprintChanges(before, await tableFingerprint()).filter((c) => !ALLOWED_ON_REFUSAL(c.split(' ')[1] ?? ''));
    expect(changes).toEqual([]);
  });
});
