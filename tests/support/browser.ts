/**
 * Browser tests: one Chromium per worker (playwright-core with the system Chromium; never a
 * downloaded browser), started by tests/support/global-setup.ts; each file connects to its
 * worker's and opens contexts of its own. Call `browserPerFile()` at the top of a test file.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AxeResults, RunOptions } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
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

/**
 * The serious and critical axe findings of the page, one line each. `exceptShellToolbar` leaves
 * out the AppLayout's narrow-screen toolbar, which has an aria-allowed-attr finding of its own
 * (Cloudscape's, not the page's).
 */
export async function seriousViolations(page: Page, opts: { exceptShellToolbar?: boolean } = {}): Promise<string[]> {
  const findings = async () => {
    // a notice still fading in has the contrast of its half-way colour: check the page at rest
    await pageAtRest(page);
    // axe-core is put into the document once (a client-side route keeps it) and run there, only
    // violations collected: four times quicker than injecting it for every reading. Frames are not
    // read: the app's only frames show PDFs in Chromium's viewer, which is not the app's markup.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const result = await page.evaluate(
      ([exclude]) => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe;
        return axe.run(exclude ? { exclude: [[exclude]] } : document, { resultTypes: ['violations'], iframes: false });
      },
      [opts.exceptShellToolbar ? '[class*="awsui_mobile-toolbar"]' : null] as const,
    );
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let violations = await findings();
  // on a busy machine a notice may still be fading when axe reads it: read the page once more
  const fading = violations.some((v) => v.id === 'color-contrast' && v.nodes.every((n) => n.target.join(' ').includes('flash')));
  if (fading) {
    await page.waitForTimeout(1000);
    violations = await findings();
  }
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page itself scrolls sideways (a table may scroll inside itself): at most 0 is right. */
export const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
