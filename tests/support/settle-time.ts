/**
 * The page-time budget of the browser tests. `settleTime` opens a page and measures, on the test's
 * clock, from the navigation to the page at rest: its own content shown (`ready`, a locator of
 * what only the loaded page has, such as a table row) and nothing loading or moving any more
 * (`pageAtRest`: fonts, images, transitions, spinners). It appends the time to
 * tests/e2e/screenshots/settle-times.jsonl (git-ignored, one line a page, `over: true` past the
 * budget) and fails the test past twice the budget, so a change that makes a page slow shows in the
 * run that makes it while the noise of a shared machine does not fail a run.
 *
 *   await settleTime(page, 'Portofolio', { go: '/user/portofolio?bidang=semua', ready: rowOf(page, judul) });
 *
 * Every part of a page's time (the browser, the local Lambdas, DynamoDB Local) runs on the
 * machine's cores, so the wall clock stretches with whatever else runs. The budget holds for the
 * suite's own load; while the machine is busier than that (other work beside the suite), the
 * budget grows by the same factor, read from the runnable tasks during the measurement
 * (/proc/loadavg), and the log says so. The budget and the times it was chosen from are in
 * docs/performance.md ("Page settle times"); `SETTLE_BUDGET_MS=<ms>` sets another for a run.
 */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageAtRest, SCREENSHOT_DIR } from './browser';

/**
 * A page's budget from navigation to rest, in the suite's browser under the suite's load (its own
 * three workers on two cores). See docs/performance.md for the measured times it was chosen from.
 */
export const SETTLE_BUDGET_MS = Number(process.env.SETTLE_BUDGET_MS) || 2500;

/** Runnable tasks per core while the suite runs alone (load average about 10 on 2 cores). */
const SUITE_RUNNABLE_PER_CORE = 5;

/**
 * How far past its budget a page may settle before the test fails. The load read from /proc is an
 * estimate: a fresh-clone run measured Cetak SKPI at 1.2 times its load-adjusted budget, a page
 * that settles in about a second on a quiet machine.
 */
const NOISE_MARGIN = 2;

/** Where each measured time is appended (one JSON object a line). */
export const SETTLE_LOG = `${SCREENSHOT_DIR}settle-times.jsonl`;

export interface SettleOptions {
  /** The address to open (a full navigation), or the step that opens the page (a click inside the app). */
  go: string | (() => Promise<unknown>);
  /** Shown only once the page has its data (a row, a card, a value). */
  ready: Locator;
  budgetMs?: number;
}

/** The tasks running or ready to run now (the fourth field of /proc/loadavg, 'running/total'); null off Linux. */
function runnableNow(): number | null {
  try {
    const running = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[3]?.split('/')[0]);
    return Number.isFinite(running) ? running : null;
  } catch {
    return null;
  }
}

/** Samples the runnable tasks every 50 ms until stopped; gives their mean (null when unknown). */
function sampleLoad(): () => number | null {
  const samples: number[] = [];
  const take = () => {
    const r = runnableNow();
    if (r !== null) samples.push(r);
  };
  take();
  const timer = setInterval(take, 50);
  return () => {
    clearInterval(timer);
    take();
    return samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : null;
  };
}

/** Opens the page, waits until it is at rest, records the time and fails past the budget; returns the time in ms. */
export async function settleTime(page: Page, name: string, options: SettleOptions): Promise<number> {
  const budget = options.budgetMs ?? SETTLE_BUDGET_MS;
  const load = sampleLoad();
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  if (typeof options.go === 'string') await page.goto(options.go);
  else await options.go();
  const loaded = since();
  await options.ready.waitFor();
  const ready = since();
  // a page still busy after 10 s is over any budget: stop waiting there
  await pageAtRest(page, 10_000);
  const ms = since();
  const runnable = load();
  // beyond the suite's own load, the budget stretches as the machine's time does
  const busier = runnable === null ? 1 : Math.max(1, runnable / availableParallelism() / SUITE_RUNNABLE_PER_CORE);
  const allowed = Math.round(budget * busier);
  // a page this much slower than its budget is slow, not unlucky: the margin absorbs the machine's noise
  const failsPast = allowed * NOISE_MARGIN;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // with its phases (the navigation's load event, the content shown) and the machine's load
  const line = {
    page: name,
    width: page.viewportSize()?.width ?? null,
    loaded,
    ready,
    ms,
    runnable: runnable === null ? null : Math.round(runnable * 10) / 10,
    budget,
    allowed,
    over: ms > allowed,
    at: new Date().toISOString(),
  };
  appendFileSync(SETTLE_LOG, `${JSON.stringify(line)}\n`);
  expect(ms, `${name} settled in ${ms} ms, over twice its budget of ${allowed} ms (${budget} ms at the suite's load)`).toBeLessThanOrEqual(failsPast);
  return ms;
}
