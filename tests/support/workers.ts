/**
 * How many files of the `stack` project run at once, and which worker the calling file runs in.
 * Each worker has a local stack of its own (table, buckets, mail store, server) and a Chromium of
 * its own, started by tests/support/global-setup.ts, so files running side by side never see each
 * other's data and a file meets the same freshly seeded demo data as when files ran one by one.
 */
import { availableParallelism } from 'node:os';

/**
 * SKPI_TEST_WORKERS overrides. The default is measured on the 2-core machine: the stack tests
 * spend most of their time waiting on DynamoDB Local, the browser and the mail store, so three
 * files at a time keep both cores busy without starving any of them.
 */
export function testWorkers(): number {
  const fromEnv = Number(process.env.SKPI_TEST_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(2, Math.min(4, availableParallelism() + 1));
}

/** The 0-based index of this worker's stack (vitest numbers its workers 1..maxWorkers). */
export function workerIndex(): number {
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  return Number.isInteger(id) && id > 0 ? id - 1 : 0;
}

/** Debian's Chromium (never a browser downloaded by playwright) and its headless flags. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
