/**
 * The page-time budget of the browser tests. `settleTime` opens a page and measures, on the test's
 * clock, from the navigation to the page at rest: its own content shown (`ready`, a locator of
 * what only the loaded page has, such as a table row) and nothing loading or moving any more
 * (`pageAtRest`: fonts, images, transitions, spinners). It appends the time to
 * tests/e2e/screenshots/settle-times.jsonl (git-ignored, one line a page) and fails the test past
 * the budget, so a change that makes a page slow shows in the run that makes it.
 *
 *   await settleTime(page, 'Portofolio', { go: '/user/portofolio?bidang=semua', ready: rowOf(page, judul) });
 *
 * The budget and the times it was chosen from are in docs/performance.md ("Page settle times");
 * `SETTLE_BUDGET_MS=<ms>` sets another for a run on a slower machine.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageAtRest, SCREENSHOT_DIR } from './browser';

/**
 * A page's budget from navigation to rest, in the suite's browser under the suite's load. The
 * heaviest pages settle in 0.3 to 0.9 s there: the budget has room for a busy moment and still
 * fails a page that takes twice its usual time.
 */
export const SETTLE_BUDGET_MS = Number(process.env.SETTLE_BUDGET_MS) || 1500;

/** Where each measured time is appended (one JSON object a line). */
export const SETTLE_LOG = `${SCREENSHOT_DIR}settle-times.jsonl`;

export interface SettleOptions {
  /** The address to open (a full navigation), or the step that opens the page (a click inside the app). */
  go: string | (() => Promise<unknown>);
  /** Shown only once the page has its data (a row, a card, a value). */
  ready: Locator;
  budgetMs?: number;
}

/** Opens the page, waits until it is at rest, records the time and fails past the budget; returns the time in ms. */
export async function settleTime(page: Page, name: string, options: SettleOptions): Promise<number> {
  const budget = options.budgetMs ?? SETTLE_BUDGET_MS;
  const started = performance.now();
  if (typeof options.go === 'string') await page.goto(options.go);
  else await options.go();
  const since = () => Math.round(performance.now() - started);
  const loaded = since();
  await options.ready.waitFor();
  const ready = since();
  // a page still busy after twice its budget is over it anyway: stop waiting there
  await pageAtRest(page, 2 * budget);
  const ms = since();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // with its phases: the navigation's load event, the content shown, at rest
  const line = { page: name, width: page.viewportSize()?.width ?? null, loaded, ready, ms, budget, at: new Date().toISOString() };
  appendFileSync(SETTLE_LOG, `${JSON.stringify(line)}\n`);
  expect(ms, `${name} settled in ${ms} ms, over its budget of ${budget} ms`).toBeLessThanOrEqual(budget);
  return ms;
}
