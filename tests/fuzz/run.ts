/**
 * `npm run fuzz`: the contract fuzz of tests/integration/contract-fuzz.test.ts with many more runs
 * per route and a fresh seed, printed first so a failure can be replayed:
 *   npm run fuzz                      a fresh seed, 200 runs per route
 *   npm run fuzz -- --seed 123        replays that seed
 *   npm run fuzz -- --runs 1000       more runs
 * It starts its own local stack (the test harness's) and exits non-zero on a failure, with the
 * counterexample (route, caller, what was broken, what was wrong) and fast-check's replay path.
 */
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

function whole(name: string, fallback: number): number {
  const text = option(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} takes a whole number, not ${text}`);
    process.exit(2);
  }
  return value;
}

const seed = whole('seed', randomInt(1, 2 ** 31 - 1));
const runs = whole('runs', 200);
console.log(`contract fuzz: seed ${seed}, ${runs} runs per route (replay: npm run fuzz -- --seed ${seed} --runs ${runs})`);

const child = spawn('npx', ['vitest', 'run', '--project', 'stack', 'tests/integration/contract-fuzz.test.ts', '--testTimeout', '0'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: String(seed), FUZZ_RUNS: String(runs), FUZZ_REPORT: '1', SKPI_TEST_WORKERS: '1' },
});
child.on('exit', (code, signal) => {
  if (code !== 0) console.error(`contract fuzz failed: replay with npm run fuzz -- --seed ${seed} --runs ${runs}`);
  process.exit(code ?? (signal ? 1 : 0));
});
