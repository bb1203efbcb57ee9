import { defineConfig } from 'vitest/config';

/**
 * Three projects, one run:
 * - unit: pure rules, no I/O;
 * - infra: CDK assertion and cdk-nag tests (synth without bundling);
 * - stack: integration tests of the real handlers and browser tests, against the local
 *   stand-ins started once for the whole project by tests/support/global-setup.ts.
 */
export default defineConfig({
  // the import aliases of tsconfig.json (@shared/*, @functions/*, ...)
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
