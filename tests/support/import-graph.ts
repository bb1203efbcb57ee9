/**
 * The repository's import graph, for the tests that hold its rules (tests/unit/import-graph.test.ts,
 * tests/unit/web-import-graph.test.ts): every static import, re-export, bare import and lazy
 * `import()` between the repository's own TypeScript files, resolved through the tsconfig aliases.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ALIASES: Record<string, string> = { '@shared/': 'shared/', '@functions/': 'functions/', '@web/': 'web/src/' };
const SOURCE = /\.tsx?$/;

/** The .ts and .tsx files below a folder of the repository (declaration files left out), or those whose name matches `pattern`. */
export function sourceFiles(dir: string, pattern: RegExp = SOURCE): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(path) && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier of `import ... from`, `export ... from`, bare `import '...'` and `import('...')`. */
export function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g)) found.push(m[1] as string);
  for (const m of code.matchAll(/(?:^|[\s;(])import\s*\(?\s*['"]([^'"]+)['"]/g)) found.push(m[1] as string);
  return found;
}

/**
 * The specifiers of the imports that bring a value (a type-only import or re-export, `import type`
 * or every name marked `type`, is left out; a bare import and `import()` bring the module itself).
 */
export function valueSpecifiers(source: string, { lazy = true } = {}): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[\s;])(?:import|export)\s([^'";]*?)\sfrom\s*['"]([^'"]+)['"]/g)) {
    const clause = (m[1] as string).trim();
    const names =
      /\{([^}]*)\}/
        .exec(clause)?.[1]
        ?.split(',')
        .map((n) => n.trim())
        .filter(Boolean) ?? [];
    const beside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    const typeOnly = clause.startsWith('type ') || (beside === '' && names.length > 0 && names.every((n) => n.startsWith('type ')));
    if (!typeOnly) found.push(m[2] as string);
  }
  for (const m of code.matchAll(/(?:^|[\s;(])import\s*(\(?)\s*['"]([^'"]+)['"]/g)) if (lazy || m[1] === '') found.push(m[2] as string);
  return found;
}

/** The repository file a specifier names (undefined: a package, a stylesheet, or outside the aliased folders). */
export function resolveSpecifier(from: string, spec: string): string | undefined {
  let base: string | undefined;
  for (const [alias, dir] of Object.entries(ALIASES)) if (spec.startsWith(alias)) base = dir + spec.slice(alias.length);
  if (spec.startsWith('.')) base = relative(ROOT, resolve(ROOT, dirname(from), spec));
  if (base === undefined) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (SOURCE.test(candidate) && existsSync(join(ROOT, candidate))) return candidate.split('\\').join('/');
  return undefined;
}

/**
 * File -> the repository files it imports (`values`: only the imports that bring a value; `lazy`
 * false: without the `import()` edges, what a bundle loads with the file).
 */
export function importGraph(files: readonly string[], { values = false, lazy = true } = {}): Map<string, string[]> {
  const read = values ? (source: string) => valueSpecifiers(source, { lazy }) : specifiers;
  return new Map(
    files.map((f) => [
      f,
      [...new Set(read(readFileSync(join(ROOT, f), 'utf8')).flatMap((s) => resolveSpecifier(f, s) ?? []))].filter((t) => t !== f),
    ]),
  );
}

/** The cycles of a graph, one per strongly connected component of more than one node (Tarjan). */
export function cycles(edges: Map<string, string[]>): string[][] {
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

/** The graph of folders that `folderOf` names (files it gives undefined are left out), without self-edges. */
export function folderGraph(graph: Map<string, string[]>, folderOf: (file: string) => string | undefined): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const a = folderOf(from);
    if (!a) continue;
    const set = folders.get(a) ?? new Set<string>();
    for (const t of targets) {
      const b = folderOf(t);
      if (b && b !== a) set.add(b);
    }
    folders.set(a, set);
  }
  return new Map([...folders].map(([k, v]) => [k, [...v]]));
}

/** Every file reachable from `starts`, each with the file it was reached from (a start from itself). */
export function reachable(graph: Map<string, string[]>, starts: readonly string[]): Map<string, string> {
  const via = new Map<string, string>();
  const queue = [...starts];
  for (const f of queue) via.set(f, f);
  while (queue.length) {
    const from = queue.shift() as string;
    for (const to of graph.get(from) ?? [])
      if (!via.has(to)) {
        via.set(to, from);
        queue.push(to);
      }
  }
  return via;
}

/** The chain of imports by which `target` was reached. */
export function pathTo(via: Map<string, string>, target: string): string {
  const path: string[] = [];
  for (let at = target; via.has(at) && path[0] !== at; at = via.get(at) as string) path.unshift(at);
  return path.join(' -> ');
}

/** The code lines of a source that match `pattern`, trimmed (comments left out: they may name what the code must not do). */
export function codeLinesMatching(source: string, pattern: RegExp): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split('\n')
    .filter((line) => pattern.test(line))
    .map((line) => line.trim());
}
