/**
 * `npm run lighthouse`: the public pages measured by Lighthouse (its default mobile profile) on the
 * local stack, as docs/performance.md reports them. It builds the web app, starts a stack with the
 * demo data on free ports (a child process, as the soak does), measures the landing page, a search
 * with results and a demo student's profile in a headless Chromium of its own, and prints one table.
 *
 *   --runs=N        measure each page N times and keep the median by performance (default 1)
 *   --url=ORIGIN    measure a stack that already runs there (e.g. `npm start`'s) instead
 *   --no-build      measure web/dist as it is
 *   --details       also list the audits that cost points and the biggest savings found
 *   --save=DIR      keep each run's whole Lighthouse report there (JSON, one file a run)
 *   --pages=A,B     only these pages (landing, search, profile)
 *
 * Exits 1 when a page could not be measured.
 */
import { mkdir, readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@infra/local/demo-accounts';
import { type ForkedStack, forkStack } from '@infra/local/fork-stack';
import { WEB_DIR } from '@infra/local/paths';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/workers';
import { measurePage, measureTable, medianRun, type PageMeasure } from './measure';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const has = (name: string) => process.argv.includes(`--${name}`);
const out = (line = '') => process.stdout.write(`${line}\n`);

/** The pages measured: the landing page, a search that finds a demo student, and that student's profile. */
const student = DEMO_ACCOUNTS.budi;
const PAGES = [
  { name: '/', file: 'landing', path: '/' },
  { name: '/search/{query}', file: 'search', path: `/search/${encodeURIComponent(student.nama.split(' ')[1] ?? student.nama)}` },
  { name: '/profile/{nim}', file: 'profile', path: `/profile/${student.nim}` },
];

async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: `${WEB_DIR}/vite.config.ts`, logLevel: 'error' });
}

/**
 * CloudFront serves each file from the compressed copy it keeps at the edge; the local server
 * compresses a file at its first request and keeps it too. Every built file is asked for once
 * (as Chromium asks, Brotli accepted) before the first measurement, so no measured load waits
 * for a compression the edge would not do.
 */
async function warmCompressedCopies(origin: string): Promise<number> {
  const dist = join(WEB_DIR, 'dist');
  const files = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
  for (const f of files) {
    const path = join(f.parentPath, f.name).slice(dist.length).split('\\').join('/');
    const res = await fetch(new URL(path === '/index.html' ? '/' : path, origin), { headers: { 'accept-encoding': 'br' } });
    await res.arrayBuffer();
  }
  return files.length;
}

async function main(): Promise<number> {
  const runs = Math.max(1, Number(arg('runs') ?? '1') || 1);
  const external = arg('url');
  const save = arg('save');
  if (save) await mkdir(save, { recursive: true });
  if (!external && !has('no-build')) {
    out('Building the web app ...');
    await buildWeb();
  }
  let stack: ForkedStack | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    if (!external) out('Starting the local stack with the demo data ...');
    stack = external ? undefined : await forkStack({ port: 0, logLevel: 'ERROR' });
    const origin = external ?? stack?.baseUrl ?? '';
    out(`Asked for ${await warmCompressedCopies(origin)} built files once, so their compressed copies are kept ...`);
    chrome = await launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' });
    const measured: PageMeasure[] = [];
    const only = arg('pages')?.split(',');
    for (const page of PAGES.filter((p) => !only || only.includes(p.file))) {
      const url = new URL(page.path, origin).toString();
      const pageRuns: PageMeasure[] = [];
      for (let i = 0; i < runs; i++) {
        out(`Measuring ${url}${runs > 1 ? ` (${i + 1} of ${runs})` : ''} ...`);
        const saveAs = save ? join(save, `${page.file}-${i + 1}.json`) : undefined;
        pageRuns.push(await measurePage(page.name, url, chrome.port, saveAs));
      }
      measured.push(medianRun(pageRuns));
    }
    out();
    out(
      `Lighthouse, default mobile profile, ${origin}${runs > 1 ? `, median of ${runs} runs` : ''}; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const line of measureTable(measured)) out(line);
    if (has('details')) {
      for (const page of measured) {
        out();
        out(`${page.name}:`);
        out(`  largest paint: ${page.lcpElement}`);
        for (const f of page.failing) {
          out(`  ${f.category}: ${f.id} (${Math.round(f.score * 100)}) ${f.title}${f.display ? ` - ${f.display}` : ''}`);
          if (f.category !== 'performance') for (const item of f.items) out(`    ${item}`);
        }
        for (const o of page.opportunities) out(`  saving: ${o.id} ${o.display}`);
      }
    }
    return 0;
  } catch (err) {
    process.stderr.write(`Could not measure: ${(err as Error).message}\n`);
    return 1;
  } finally {
    chrome?.kill();
    await stack?.stop();
  }
}

process.exitCode = await main();
