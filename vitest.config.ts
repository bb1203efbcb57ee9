import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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
 * The stack files that need the demo data as seeded: the Feeder's first sync of the demo university
 * (its browser journey and its integration file each run it) and the demo students' states. Files
 * of a worker share its stack, one after the other, so these start the run, one per worker, on
 * stacks no other file has changed yet.
 */
const DEMO_AS_SEEDED = ['tests/integration/feeder-sync.test.ts', 'tests/e2e/feeder.test.ts', 'tests/integration/student-area-demo.test.ts'];

class DemoAsSeededFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => DEMO_AS_SEEDED.findIndex((path) => f.moduleId.endsWith(path));
    const first = sorted.filter((f) => rank(f) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...first, ...sorted.filter((f) => rank(f) < 0)];
  }
}

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
    sequence: { sequencer: DemoAsSeededFirst },
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
