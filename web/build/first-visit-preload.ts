/**
 * The pages a visitor opens first each have a chunk of their own (vite.config.ts, FIRST_VISIT_PAGES),
 * which the router asks for once the shell has run: a round trip after the shell arrived. This build
 * plugin bundles the first-visit script (web/src/web/src/first-visit.ts, with esbuild, on its own) that
 * index.html loads beside the shell (async), with the table it matches the address against: those
 * pages' paths, taken from their domain's `routes.ts`, and the files each page's chunk needs. The
 * script asks at once for the page's chunks and stylesheets, and for the page's first answer when
 * its address decides it. Any other address asks for nothing.
 *
 * Chunks every page asks for as soon as the shell runs (`everyPage`: Cloudscape's strings in the two
 * languages, one of which the shell awaits before its first render) are preloaded by index.html
 * itself, so they arrive beside the shell instead of a round trip after it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A route entry of a domain's routes.ts: `path: '/profile/:nim', page: () => import('./profil-page')`. */
const ROUTE_ENTRY = /path: '([^']*)',\s*page: \(\) => import\('\.\/([\w-]+)'\)/g;

/** The paths of `page` (`<domain>/<file>`) in its domain's routes.ts. */
export function pagePaths(pagesDir: string, page: string): string[] {
  const [domain, file] = page.split('/');
  const source = readFileSync(join(pagesDir, domain ?? '', 'routes.ts'), 'utf8');
  return [...source.matchAll(ROUTE_ENTRY)].filter((m) => m[2] === file).map((m) => m[1] ?? '');
}

/** A route path as a pattern of the address: `:name` one segment (captured), a trailing slash allowed. */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith(':') ? '([^/]+)' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}${segments.length ? '/?' : ''}$`;
}

export interface FirstVisitEntry {
  /** The page as FIRST_VISIT_PAGES names it (`search/search-page`). */
  page: string;
  patterns: string[];
  files: string[];
}

/** The first-visit script (an IIFE, minified), its table built in. */
export async function firstVisitScript(entry: string, table: readonly FirstVisitEntry[]): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    define: { FIRST_VISIT_TABLE: JSON.stringify(table) },
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
}

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');

/** A chunk's file and the files of every chunk it imports, with their stylesheets. */
function closure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return files;
}

export function firstVisitPreload(pagesDir: string, scriptEntry: string, pages: readonly string[], everyPage: readonly RegExp[] = []): Plugin {
  return {
    name: 'skpi-first-visit-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        // what index.html loads already
        const initial = new Set([...String(html.source).matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        const table = pages.map((page) => {
          const facade = chunks(bundle).find((c) => c.isDynamicEntry && c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/pages/${page}.tsx`));
          if (!facade) this.error(`first-visit preload: no chunk of ${page}`);
          const patterns = pagePaths(pagesDir, page).map(pathPattern);
          if (patterns.length === 0) this.error(`first-visit preload: ${page} has no path in its routes.ts`);
          return { page, patterns, files: [...closure(bundle, facade)].filter((f) => !initial.has(f)) };
        });
        const always = everyPage.flatMap((module) => {
          const found = chunks(bundle).filter((c) => c.isDynamicEntry && module.test(c.facadeModuleId?.replaceAll('\\', '/') ?? ''));
          if (found.length === 0) this.error(`first-visit preload: no chunk of ${module}`);
          return found.map((c) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${c.fileName}">`);
        });
        const ref = this.emitFile({ type: 'asset', name: 'first-visit.js', source: await firstVisitScript(scriptEntry, table) });
        const tag = `<script async crossorigin src="/${this.getFileName(ref)}"></script>`;
        html.source = String(html.source)
          .replace('</title>', `</title>\n    ${[tag, ...always].join('\n    ')}`)
          .replaceAll('<script type="module" crossorigin src=', '<script type="module" crossorigin fetchpriority="low" src=');
      },
    },
  };
}
