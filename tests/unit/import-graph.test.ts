/**
 * The import rules of the server and shared code, checked over the import graph (Biome can forbid
 * a path, but not a cycle):
 * - no import cycle among the files of functions/ and shared/;
 * - no cycle among the domain folders (functions/domain/<domain>/), e.g. users -> stats -> users;
 * - a repository (functions/domain/<domain>/repo.ts) imports only functions/lib, shared and its
 *   own domain folder: what other domains derive from its writes comes from the projections
 *   (functions/lib/projections/), whose modules import only functions/lib and shared;
 * - no Lambda code reaches the messages index (shared/messages/index.ts): its MSG spreads every
 *   area's catalogue, so one import of it puts every text into every bundle; functions/ and the
 *   shared code it imports name the per-area files (shared/messages/<area>.ts), the web keeps the index.
 * Type-only imports count too: a cycle of types is still a knot between the folders.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ALIASES: Record<string, string> = { '@shared/': 'shared/', '@functions/': 'functions/' };
const DOMAIN = 'functions/domain/';

function tsFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return tsFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier of `import ... from`, `export ... from`, bare `import '...'` and `import('...')`. */
function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g)) found.push(m[1] as string);
  for (const m of code.matchAll(/(?:^|[\s;])import\s*\(?\s*['"]([^'"]+)['"]/g)) found.push(m[1] as string);
  return found;
}

/** The repository file a specifier names (undefined: a package, or outside functions/ and shared/). */
function resolveSpecifier(from: string, spec: string): string | undefined {
  let base: string | undefined;
  for (const [alias, dir] of Object.entries(ALIASES)) if (spec.startsWith(alias)) base = dir + spec.slice(alias.length);
  if (spec.startsWith('.')) base = relative(ROOT, resolve(ROOT, dirname(from), spec));
  if (base === undefined) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`])
    if (candidate.endsWith('.ts') && existsSync(join(ROOT, candidate))) return candidate.split('\\').join('/');
  return undefined;
}

const files = [...tsFiles('functions'), ...tsFiles('shared')];
const graph = new Map(
  files.map((f) => [
    f,
    [...new Set(specifiers(readFileSync(join(ROOT, f), 'utf8')).flatMap((s) => resolveSpecifier(f, s) ?? []))].filter((t) => t !== f),
  ]),
);

const domainOf = (file: string) => (file.startsWith(DOMAIN) ? file.slice(DOMAIN.length).split('/')[0] : undefined);

/** The cycles of a graph, one per strongly connected component of more than one node (Tarjan). */
function cycles(edges: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, idx.get(w) as number));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return out;
}

describe('the import graph of functions/ and shared/', () => {
  it('reads the imports (the parser finds the known edges)', () => {
    expect(graph.get('functions/domain/akun/repo.ts')).toContain('functions/lib/keys.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no cycle among files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle among domain folders', () => {
    const folders = new Map<string, Set<string>>();
    for (const [from, targets] of graph) {
      const a = domainOf(from);
      if (!a) continue;
      const set = folders.get(a) ?? new Set<string>();
      for (const t of targets) {
        const b = domainOf(t);
        if (b && b !== a) set.add(b);
      }
      folders.set(a, set);
    }
    expect(cycles(new Map([...folders].map(([k, v]) => [k, [...v]])))).toEqual([]);
  });

  it('lets a repository import only functions/lib, shared and its own domain folder', () => {
    const wrong = [...graph].flatMap(([from, targets]) =>
      from.startsWith(DOMAIN) && from.endsWith('/repo.ts')
        ? targets
            .filter((t) => !t.startsWith('functions/lib/') && !t.startsWith('shared/') && domainOf(t) !== domainOf(from))
            .map((t) => `${from} -> ${t}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it('lets a projection import only functions/lib and shared', () => {
    const wrong = [...graph].flatMap(([from, targets]) =>
      from.startsWith('functions/lib/projections/')
        ? targets.filter((t) => !t.startsWith('functions/lib/') && !t.startsWith('shared/')).map((t) => `${from} -> ${t}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the messages index out of every Lambda: nothing functions/ imports reaches it', () => {
    const index = 'shared/messages/index.ts';
    const via = new Map<string, string>();
    const queue = files.filter((f) => f.startsWith('functions/'));
    for (const f of queue) via.set(f, f);
    while (queue.length) {
      const from = queue.shift() as string;
      for (const to of graph.get(from) ?? [])
        if (!via.has(to)) {
          via.set(to, from);
          queue.push(to);
        }
    }
    const path: string[] = [];
    for (let at = index; via.has(at) && path[0] !== at; at = via.get(at) as string) path.unshift(at);
    expect(via.has(index), `reached through ${path.join(' -> ')}`).toBe(false);
  });
});
