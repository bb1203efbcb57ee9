/**
 * The fault mode's short run (opt-in: SKPI_SOAK_FAULTS=1, 2.5 to 5 minutes): `npm run soak --
 * --faults --users 5 --minutes 1` on its own stack (it stops that stack's stand-ins, so never the
 * worker's), each of DynamoDB Local, s3rver and the mail stand-in stopped for some seconds and
 * started again. It must exit 0: the outages answered 503 (counted apart), no other 5xx, no
 * time-out, no counter different, nothing lost, every notification mailed once the mail is back.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe.skipIf(process.env.SKPI_SOAK_FAULTS !== '1')('the fault mode (SKPI_SOAK_FAULTS=1)', () => {
  it('answers 503 while a stand-in is down and loses nothing', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/soak/run.ts', '--faults', '--users', '5', '--minutes', '1', '--seed', '42'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 540_000,
      env: { ...process.env, LOG_LEVEL: 'ERROR' },
    });
    const out = run.stdout.trim().split('\n');
    const report = `${run.stdout}\n${run.stderr}`;
    expect(out.at(-1), report).toMatch(/^soak: \d+ requests, 0 5xx, 0 timeouts, 0 counter differences, 0 lost files$/);
    expect(out.at(-2), report).toMatch(/^[1-9]\d* 503 during outages$/);
    expect(run.status, report).toBe(0);
  }, 600_000);
});
