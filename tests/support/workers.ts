/**
 * Which worker the calling file runs in (vitest.config.ts says how many run at once).
 * Each worker has a local stack of its own (table, buckets, mail store, server) and a Chromium of
 * its own, started by tests/support/global-setup.ts, so files running side by side never see each
 * other's data and a file meets the same freshly seeded demo data as when files ran one by one.
 */

/** The 0-based index of this worker's stack (vitest numbers its workers 1..maxWorkers). */
export function workerIndex(): number {
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  return Number.isInteger(id) && id > 0 ? id - 1 : 0;
}

/**
 * Debian's Chromium (never a browser downloaded by playwright) and its headless flags. The
 * browser tests run in its headless shell (package chromium-headless-shell: the same engine
 * without the browser's own interface, far less CPU per page); a test that looks at a PDF in
 * Chromium's viewer, which only the full browser has, asks for the full one.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
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
