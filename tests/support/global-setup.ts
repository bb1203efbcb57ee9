/**
 * Global setup of the `stack` project: one local stack per worker (DynamoDB Local in memory, S3
 * in a temporary folder, the mail stand-in, the server on free ports, the demo data seeded), and
 * one headless Chromium per worker (its headless shell, and the full browser for the tests that
 * look at a PDF) that the browser tests connect to instead of launching their
 * own. Each file then reaches its worker's stack through tests/support/stack.ts. All are started
 * side by side and stopped on teardown.
 */

import { forkStack } from '@infra/local/fork-stack';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { cloneStackData } from './clone-stack';
import type { WorkerStack } from './stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './workers';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  // one per worker: a file's worker number (VITEST_POOL_ID) is 1 to maxWorkers
  const count = project.globalConfig.maxWorkers;
  // the first stack is seeded; the others start empty and get a copy of its data
  const stackStarts = Array.from({ length: count }, (_, i) =>
    forkStack({ port: 0, logLevel: 'SILENT', seed: i === 0, quickJvm: true, feederPauseMs: 5, storageMeasureSeconds: 0 }),
  );
  const launch = (executablePath: string) => chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true });
  // per worker: the headless shell, then the full browser (for the PDF viewer)
  const browserStarts = Array.from({ length: count }, () => [launch(HEADLESS_SHELL_PATH), launch(CHROMIUM_PATH)]).flat();
  const [stacks, browsers] = await Promise.all([Promise.allSettled(stackStarts), Promise.allSettled(browserStarts)]);
  const stop = async () => {
    await Promise.allSettled([
      ...stacks.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)),
      ...browsers.map((b) => (b.status === 'fulfilled' ? (b.value as BrowserServer).close() : undefined)),
    ]);
  };
  const failed = [...stacks, ...browsers].find((r) => r.status === 'rejected');
  if (failed) {
    await stop();
    throw (failed as PromiseRejectedResult).reason;
  }
  const ready = stacks.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof forkStack>>>).value);
  const [seeded, ...copies] = ready;
  const copyStarted = Date.now();
  try {
    const copied = await cloneStackData(
      seeded?.env ?? {},
      copies.map((s) => s.env),
    );
    if (process.env.SKPI_STACK_TIMINGS) {
      const timings = ready.map((s) => s.timings);
      console.log(
        `${count} local stacks ready in ${Date.now() - started} ms (${copied.items} items copied in ${Date.now() - copyStarted} ms)`,
        timings,
      );
    }
  } catch (err) {
    await stop();
    throw err;
  }
  const workers: WorkerStack[] = ready.map((s, i) => ({
    baseUrl: s.baseUrl,
    mailUrl: s.mailUrl,
    feederUrl: s.feederUrl,
    env: s.env,
    browserWsEndpoint: (browsers[2 * i] as PromiseFulfilledResult<BrowserServer>).value.wsEndpoint(),
    pdfBrowserWsEndpoint: (browsers[2 * i + 1] as PromiseFulfilledResult<BrowserServer>).value.wsEndpoint(),
  }));
  project.provide('workerStacks', workers);
  return stop;
}
