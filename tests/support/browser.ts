/**
 * Browser tests: one Chromium per worker (playwright-core with the system Chromium; never a
 * downloaded browser), started by tests/support/global-setup.ts; each file connects to its
 * worker's and opens contexts of its own. Call `browserPerFile()` at the top of a test file.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AxeResults, RunOptions } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { pollUntil } from './poll';
import { workerStack } from './stack';

/** axe-core's own script, put into a page by `seriousViolations`. */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

export { CHROMIUM_ARGS, CHROMIUM_PATH } from './workers';

/** Git-ignored folder of the screenshots the tests save. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../e2e/screenshots/', import.meta.url));

/**
 * Screenshots are for people to look at; no test reads one. A CI run (`CI` set, a fresh clone
 * that is thrown away) saves none: some 500 full-page captures were about a tenth of the suite's
 * Chromium time. `SKPI_SCREENSHOTS=1` saves them there too, `SKPI_SCREENSHOTS=0` skips them here.
 */
const SAVE_SCREENSHOTS = process.env.SKPI_SCREENSHOTS ? process.env.SKPI_SCREENSHOTS !== '0' : !process.env.CI;

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

export interface BrowserHelpers {
  /**
   * A fresh context (own storage) and page at the given viewport width; with reduced motion unless
   * asked (pages settle without transitions; a test of motion asks for 'no-preference'), in
   * Indonesian unless another `locale` is asked.
   */
  newPage(
    width: number,
    options?: { height?: number; baseURL?: string; reducedMotion?: 'reduce' | 'no-preference'; locale?: string },
  ): Promise<OpenedPage>;
  /** Saves a full-page PNG into tests/e2e/screenshots/<name>.png and returns its path. */
  screenshot(page: Page, name: string): Promise<string>;
}

/** `pdfViewer`: the file looks at PDFs in Chromium's viewer, which only the full browser has. */
export function browserPerFile(file: { pdfViewer?: boolean } = {}): BrowserHelpers {
  let browser: Browser | undefined;

  beforeAll(async () => {
    const stack = workerStack();
    browser = await chromium.connect(file.pdfViewer ? stack.pdfBrowserWsEndpoint : stack.browserWsEndpoint);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(width, options = {}) {
      if (!browser) throw new Error('browserPerFile(): the browser is not started (call newPage inside a test)');
      const context = await browser.newContext({
        viewport: { width, height: options.height ?? 900 },
        baseURL: options.baseURL,
        reducedMotion: options.reducedMotion ?? 'reduce',
        // the browser's language (navigator.languages): Indonesian unless a test reads as a visitor from abroad
        locale: options.locale ?? 'id-ID',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // A failed request is logged by Chromium as a console error; tests check answers themselves.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
      });
      return { page, context, errors };
    },
    async screenshot(page, name) {
      const path = `${SCREENSHOT_DIR}${name}.png`;
      if (!SAVE_SCREENSHOTS) return path;
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path, fullPage: true });
      return path;
    },
  };
}

/**
 * Waits until what the page shows is settled: web fonts loaded, images decoded, no transition or
 * fade running, no loading spinner visible (a Cloudscape spinner, also inside a loading status,
 * is an endless CSS animation named after it), every frame loaded and every PDF in one read by
 * the viewer. A page still busy after `timeout` is left as it is: a screenshot or an axe reading
 * is then taken of it, and the test's own checks decide.
 */
export async function pageAtRest(page: Page, timeout = 5000): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page
    .waitForFunction(
      () => {
        const busy = (a: Animation) => {
          if (a.playState !== 'running') return false;
          if (a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) return true;
          const target = (a.effect as KeyframeEffect | null)?.target;
          return a instanceof CSSAnimation && a.animationName.includes('spinner') && target instanceof Element && target.checkVisibility();
        };
        return document.getAnimations().every((a) => !busy(a)) && Array.from(document.images).every((img) => img.complete || img.loading === 'lazy');
      },
      undefined,
      { timeout },
    )
    .catch(() => undefined);
  // every frame loaded, and every PDF in a frame read by Chromium's viewer
  for (const child of page.mainFrame().childFrames()) {
    await child.waitForLoadState('load', { timeout }).catch(() => undefined);
    if (await child.evaluate(() => document.contentType === 'application/pdf').catch(() => false)) await pdfViewerReady(child, timeout);
  }
}

/**
 * Chromium shows a PDF in an extension frame inside the PDF's frame, which comes a moment after
 * the frame's load; the viewer has read the document once its toolbar knows the page count.
 */
async function pdfViewerReady(pdfFrame: Frame, timeout: number): Promise<void> {
  const pageCount = async () => {
    const viewer = pdfFrame.childFrames().find((f) => f.url().startsWith('chrome-extension://'));
    const count = viewer?.evaluate(() => {
      const toolbar = document.querySelector('pdf-viewer')?.shadowRoot?.querySelector('viewer-toolbar');
      const pages = toolbar?.shadowRoot?.querySelector('viewer-page-selector') as (Element & { docLength?: number }) | null | undefined;
      return pages?.docLength ?? 0;
    });
    // the viewer may still be attaching (or replaced): no count yet
    return (await count?.catch(() => 0)) ?? 0;
  };
  await pollUntil(pageCount, (count) => count > 0, { timeoutMs: timeout, intervalMs: 50, failure: () => 'the PDF viewer did not load' }).catch(
    () => undefined,
  );
}

/** Where each axe reading is appended (git-ignored, one JSON object a line): the docs' table of pages, widths and findings. */
export const AXE_LOG = `${SCREENSHOT_DIR}axe-readings.jsonl`;

/**
 * THE one finding left out of every reading, the design system's own (docs/decisions/0045): below
 * its mobile breakpoint, Cloudscape's AppLayout (visual refresh, 3.0.1383) renders its navigation
 * toggle inside `<nav aria-orientation="horizontal">`, and `aria-orientation` is not allowed on the
 * navigation role (axe aria-allowed-attr, critical). Only that rule on that element for that one
 * attribute is left out: any other finding in the toolbar, or another attribute on the same nav,
 * still fails.
 */
export const DESIGN_SYSTEM_EXCLUSION = {
  rule: 'aria-allowed-attr',
  /** The AppLayout's narrow-screen toolbar (its class names carry a build hash after this). */
  within: '[class*="awsui_mobile-toolbar_"]',
  element: 'NAV',
  attribute: 'aria-orientation',
} as const;

type AxeViolation = AxeResults['violations'][number];

/** What the page shows now, for the reading's log line: its path and the open dialog's name, if any. */
const pageShown = (page: Page) =>
  page.evaluate(() => {
    const dialog = Array.from(document.querySelectorAll('[role="dialog"], dialog')).find((d) => (d as HTMLElement).checkVisibility?.());
    const labelledBy = dialog?.getAttribute('aria-labelledby');
    const name = dialog?.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? null;
    return { path: location.pathname, dialog: dialog ? (name?.trim() ?? '(unnamed)') : null };
  });

/**
 * The serious and critical axe findings of the page, one line each (the one design-system finding
 * above left out). Each reading is appended to AXE_LOG with the page's path, open dialog (or the
 * `state` the caller names, such as a drawer that is not a dialog), width and the count of
 * findings, so the docs' table comes from a real run (tests/support/axe-table.ts prints it).
 */
export async function seriousViolations(page: Page, opts: { state?: string } = {}): Promise<string[]> {
  const findings = async () => {
    // a notice still fading in has the contrast of its half-way colour: check the page at rest
    await pageAtRest(page);
    // axe-core is put into the document once (a client-side route keeps it) and run there, only
    // violations collected: four times quicker than injecting it for every reading. Frames are not
    // read: the app's only frames show PDFs in Chromium's viewer, which is not the app's markup.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    return page.evaluate(async (exclusion) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults>; _audit?: { rules?: { id: string; impact?: string | null }[] } };
        }
      ).axe;
      // Only serious and critical findings count. A rule with an impact of its own gives every
      // finding that impact (axe's finalizeRuleResult), so the minor and moderate rules, a third
      // of axe's time, are not run; a rule without one (its checks decide) still is.
      const belowSerious = (axe._audit?.rules ?? []).filter((r) => r.impact === 'minor' || r.impact === 'moderate').map((r) => r.id);
      const { violations } = await axe.run(document, {
        resultTypes: ['violations'],
        iframes: false,
        rules: Object.fromEntries(belowSerious.map((id) => [id, { enabled: false }])),
      });
      // the design system's one known node: that element in that toolbar, and no other attribute named
      const known = (node: AxeViolation['nodes'][number]) => {
        const el = node.target.length === 1 ? document.querySelector(String(node.target[0])) : null;
        // the attributes the finding names ('ARIA attribute is not allowed: aria-orientation="horizontal"')
        const attributes = (node.failureSummary ?? '').match(/aria-[a-z]+(?==)/g) ?? [];
        return (
          el?.tagName === exclusion.element &&
          el.closest(exclusion.within) !== null &&
          attributes.length > 0 &&
          attributes.every((a) => a === exclusion.attribute)
        );
      };
      let excluded = 0;
      const kept = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => {
          if (v.id !== exclusion.rule) return [v];
          const nodes = v.nodes.filter((n) => !known(n));
          excluded += v.nodes.length - nodes.length;
          return nodes.length > 0 ? [{ ...v, nodes }] : [];
        });
      return { kept, excluded };
    }, DESIGN_SYSTEM_EXCLUSION);
  };
  let reading = await findings();
  // on a busy machine a notice may still be fading when axe reads it: read the page once more
  const fading = reading.kept.some((v) => v.id === 'color-contrast' && v.nodes.every((n) => n.target.join(' ').includes('flash')));
  if (fading) {
    // read again once no animation of a notice runs (bounded: a notice that never settles is read as it is)
    await page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || !(a.effect as KeyframeEffect | null)?.target?.closest('[class*="flash"]')),
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    reading = await findings();
  }
  const lines = reading.kept.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const shown = await pageShown(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const line = {
    path: shown.path,
    dialog: shown.dialog ?? opts.state ?? null,
    width: page.viewportSize()?.width ?? null,
    violations: lines.length,
    nodes: reading.kept.reduce((sum, v) => sum + v.nodes.length, 0),
    rules: reading.kept.map((v) => v.id),
    excluded: reading.excluded,
    file: expect.getState().testPath?.replace(/^.*\/tests\//, 'tests/') ?? null,
    at: new Date().toISOString(),
  };
  appendFileSync(AXE_LOG, `${JSON.stringify(line)}\n`);
  return lines;
}

/** How far the page itself scrolls sideways (a table may scroll inside itself): at most 0 is right. */
export const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
