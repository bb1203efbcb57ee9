/**
 * The short soak (tests/soak/soak.ts) against this worker's stack: five people (students,
 * a verifier, a printer, a visitor) use the product for half a minute; no answer is a 5xx or a
 * time-out, every counter of the soak's program recounts exactly, every file it stored is
 * readable (each SKPI equal to its hash) and every decision left its notification. The ten-minute
 * run and the fault mode are `npm run soak` (docs/performance.md "Soak").
 */
import { describe, expect, it } from 'vitest';
import { runSoak } from '../soak/soak';
import { baseUrl, mailUrl, useStackEnv } from '../support/stack';

describe('the short soak', () => {
  it('five users for half a minute: no 5xx, no time-out, every counter exact, nothing lost', async () => {
    useStackEnv();
    const log: string[] = [];
    const result = await runSoak({
      base: baseUrl(),
      mailUrl: mailUrl(),
      minutes: 0.5,
      users: 5,
      seed: 25,
      faults: null,
      ownOnly: true,
      mailWaitMs: null,
      log: (line) => log.push(line),
    });
    const report = [...log, ...result.lines].join('\n');
    // where the file's time went (setup, journeys, end checks) and the summary, in the run's output
    console.log([...log, result.lines.at(-1)].join('\n'));
    expect(result.lines.at(-1), report).toMatch(/^soak: \d+ requests, 0 5xx, 0 timeouts, 0 counter differences, 0 lost files$/);
    expect(result.ok, report).toBe(true);
    expect(result.totals.requests, report).toBeGreaterThan(30);
    expect(result.ledger.portfolios.size, report).toBeGreaterThan(0);
  }, 240_000);
});
