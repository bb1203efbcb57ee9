import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files run at once (SKPI_TEST_WORKERS overrides; `--maxWorkers` too). Measured on the 2-core
 * machine: the stack tests spend much of their time waiting on DynamoDB Local, the browser and the
 * mail store, so one more file than cores keeps both cores busy without starving any file.
 */
const workers = Number(process.env.SKPI_TEST_WORKERS) || Math.max(2, Math.min(4, availableParallelism() + 1));

/**
 * The unit files that change what other files would see if they shared modules: the environment,
 * module mocks, globals, timers or spies. They run isolated (a fresh module graph each); every other
 * unit file shares its worker's modules, loaded once (zod, the catalogues, pdf-lib, the fonts).
 */
const UNIT_DIR = 'tests/unit';
const CHANGES_THE_PROCESS =
  /process\.env\.\w+\s*=(?!=)|delete process\.env|process\.env\[[^\]]+\]\s*=(?!=)|vi\.(mock|doMock|stub|spyOn|useFakeTimers|setSystemTime)/;
const isolatedUnitFiles = readdirSync(UNIT_DIR)
  .filter((f) => f.endsWith('.test.ts') && CHANGES_THE_PROCESS.test(readFileSync(`${UNIT_DIR}/${f}`, 'utf8')))
  .map((f) => `${UNIT_DIR}/${f}`);

/**
 * Three kinds of project, one run:
 * - unit (and unit-isolated): pure rules, no I/O;
 * - infra: CDK assertion and cdk-nag tests (synth without bundling);
 * - stack: integration tests of the real handlers and browser tests, against the local
 *   stand-ins: one stack and one Chromium per worker (tests/support/global-setup.ts), so files
 *   run side by side, each against data no other file touches at the same time.
 */
export default defineConfig({
  // the import aliases of tsconfig.json (@shared/*, @functions/*, ...)
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: workers,
    // the tests are a local runtime: the handlers and repos they import refuse to load without a stage
    env: { STAGE: 'local' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: isolatedUnitFiles,
          environment: 'node',
          // a unit file builds PDFs and mails in its hooks: generous limits so a loaded machine
          // slows a test down instead of failing it
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: isolatedUnitFiles,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // the files of a worker share its modules, so they share one synthesis of the
          // prod and dev stages (tests/infra/synth.ts prodAndDev), seconds of CPU each
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'stack',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // a worker keeps its modules from one file to the next (the handlers, the AWS SDK,
          // playwright): each file starts from the same stack, and loading them again per file
          // cost more CPU than most files' own tests
          isolate: false,
        },
      },
    ],
  },
});
