/**
 * The import rules of the web app (web/src), checked over its import graph with the lazy
 * `import()` edges of the route entries:
 * - no import cycle among its files;
 * - the route registry (app/route-list.ts, which gathers every pages/<domain>/routes.ts) is at the
 *   top: only the router imports it, and no page, component or shell service reaches it, so a page
 *   that asks who is signed in (app/roles.ts) does not load every route;
 * - the folders import downwards only: the shell (entry, router, route list, layouts) ->
 *   pages/<domain> -> components/<part> -> app's services and api/; no cycle among them;
 * - what the entry and the pages a visitor opens first load (their imports, lazy ones aside) read
 *   the page names and the catalogues they need from their own files, never from the messages
 *   index, which re-exports every area's screen texts, nor MSG (shared/messages/msg.ts), which
 *   merges every area's fixed messages: a bundle would load all of them at once.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_PAGES } from '../../web/build/first-visit-pages';
import { cycles, folderGraph, importGraph, pathTo, reachable, sourceFiles } from '../support/import-graph';

const MESSAGES_INDEX = 'shared/messages/index.ts';
const MSG_FILE = 'shared/messages/msg.ts';
/** What a bundle loads with a file: its value imports and theirs, lazy `import()` aside. */
const firstLoad = importGraph([...sourceFiles('web/src'), ...sourceFiles('shared')], { values: true, lazy: false });

const WEB = 'web/src/';
const files = sourceFiles('web/src');
const graph = importGraph(files);
const ROUTE_LIST = `${WEB}app/route-list.ts`;
/**
 * The files above the pages: the entry, the router, the route list it builds from and the layouts it
 * composes; and the first-visit script, an entry of its own that asks for a public page's first answer.
 */
const SHELL = new Set([
  ...['main.tsx', 'router.tsx', 'route-list.ts', 'area-layout.tsx', 'public-layout.tsx'].map((f) => `${WEB}app/${f}`),
  `${WEB}first-visit.ts`,
]);

/** A folder of web/src as the layering sees it: the shell's files apart from app's services. */
function folderOf(file: string): string | undefined {
  if (!file.startsWith(WEB)) return undefined;
  if (SHELL.has(file)) return 'app (shell)';
  const parts = file.slice(WEB.length).split('/');
  if (parts[0] === 'pages' || parts[0] === 'components') return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  return parts[0];
}

describe('the import graph of web/src', () => {
  it('reads the imports, lazy ones included', () => {
    expect(graph.get(`${WEB}app/router.tsx`)).toContain(ROUTE_LIST);
    expect(graph.get(`${WEB}pages/auth/routes.ts`)).toContain(`${WEB}pages/auth/register-page.tsx`);
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no cycle among files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('lets only the router import the route list', () => {
    const importers = [...graph].filter(([, targets]) => targets.includes(ROUTE_LIST)).map(([from]) => from);
    expect(importers).toEqual([`${WEB}app/router.tsx`]);
  });

  it('keeps the route list out of reach of every page, component and shell service', () => {
    const below = files.filter(
      (f) => !SHELL.has(f) && (f.startsWith(`${WEB}pages/`) || f.startsWith(`${WEB}components/`) || f.startsWith(`${WEB}app/`)),
    );
    const via = reachable(graph, below);
    expect(via.has(ROUTE_LIST), `reached through ${pathTo(via, ROUTE_LIST)}`).toBe(false);
  });

  it('has no cycle among folders, and no import runs back up', () => {
    const folders = folderGraph(graph, folderOf);
    expect(cycles(folders)).toEqual([]);
    const rank = (folder: string) => (folder === 'app (shell)' ? 0 : folder.startsWith('pages') ? 1 : folder.startsWith('components') ? 2 : 3);
    const upward = [...folders].flatMap(([from, targets]) => targets.filter((t) => rank(t) < rank(from)).map((t) => `${from} -> ${t}`));
    expect(upward).toEqual([]);
  });

  it.each([['the shell', 'app/main.tsx'], ...FIRST_VISIT_PAGES.map((page) => [page, `pages/${page}.tsx`])])(
    'loads no texts of another area with %s: it never reaches the messages index or MSG',
    (_, start) => {
      const via = reachable(firstLoad, [`${WEB}${start}`]);
      expect(via.size).toBeGreaterThan(3);
      expect(via.has(MESSAGES_INDEX), `reached through ${pathTo(via, MESSAGES_INDEX)}`).toBe(false);
      expect(via.has(MSG_FILE), `reached through ${pathTo(via, MSG_FILE)}`).toBe(false);
    },
  );
});
