/**
 * Comments state the rule itself: the prose of the source (comments, and the texts of strings such as
 * a route's summary) never sends a reader to a document outside the repository, the product's
 * specification or its design notes. A rule that needs its reasons points at docs/decisions/.
 * Code is not read: an identifier such as `RouteSpec`, `keySpec` or a local `spec` is no citation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/import-graph';

const FOLDERS = ['functions', 'shared', 'web/src', 'infra'];
const CITATION = /\bspec\b|\bspec['’]s|§|\bspecification\b|DESIGN\.md/i;
/** Texts that may say it anyway: 1EdTech publishes its JSON-LD contexts and schemas under /spec/. */
const ALLOWED = ['purl.imsglobal.org/spec/'];

interface Prose {
  line: number;
  text: string;
}

/** The line of an offset: 1 + the line breaks before it. */
function lines(source: string): (offset: number) => number {
  const breaks = [...source.matchAll(/\n/g)].map((m) => m.index);
  return (offset) => {
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((breaks[mid] as number) < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

/** The comments and the string, template and JSX texts of a TypeScript source (parsed by oxc, through vite), with their lines. */
function tsProse(fileName: string, source: string): Prose[] {
  const parsed = parseSync(fileName, source, { lang: fileName.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (parsed.errors.length > 0) throw new Error(`${fileName} does not parse: ${parsed.errors[0]?.message}`);
  const lineAt = lines(source);
  const found: Prose[] = parsed.comments.map((c) => ({ line: lineAt(c.start), text: c.value }));
  const text = (start: number, value: string) => found.push({ line: lineAt(start), text: value });
  // every string literal, template part and JSX text of the tree
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value !== null && typeof value === 'object') {
      const node = value as { type?: string; start: number; value?: unknown };
      if (node.type === 'Literal' && typeof node.value === 'string') text(node.start, node.value);
      if (node.type === 'TemplateElement') text(node.start, (node.value as { raw: string }).raw);
      if (node.type === 'JSXText') text(node.start, node.value as string);
      for (const [key, child] of Object.entries(node)) if (key !== 'parent' && child !== null && typeof child === 'object') walk(child);
    }
  };
  walk(parsed.program);
  return found;
}

/** The comments of a stylesheet, with their lines. */
function cssProse(source: string): Prose[] {
  const lineAt = lines(source);
  return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ line: lineAt(m.index), text: m[0] }));
}

/** `path:line: text` of every line of prose that cites the specification. */
function citations(path: string, prose: Prose[]): string[] {
  return prose.flatMap((p) =>
    p.text
      .split('\n')
      .map((text, i) => ({ line: p.line + i, text: text.trim() }))
      .filter(({ text }) => CITATION.test(ALLOWED.reduce((left, allowed) => left.split(allowed).join(''), text)))
      .map(({ line, text }) => `${path}:${line}: ${text}`),
  );
}

describe('comments state the rule, not where it is written', () => {
  it('finds a citation in a comment and a string, and none in code', () => {
    const source = [
      'import type { RouteSpec } from "./contract";',
      '/** Max 3 files (spec §4.2). */',
      'const spec = 3;',
      "const summary = 'The spec’s GET form';",
      '// keySpec: KeySpec.RSA_2048 stays, as does https://purl.imsglobal.org/spec/ob/v3p0/context.json',
      'export const x = `\u0024{spec} files, as the specification says`;',
    ].join('\n');
    expect(citations('sample.ts', tsProse('sample.ts', source)).map((c) => c.split(':')[1])).toEqual(['2', '4', '6']);
    expect(citations('sample.tsx', tsProse('sample.tsx', 'export const b = <b>as the spec says</b>;'))).toHaveLength(1);
    expect(citations('sample.css', cssProse('a {}\n/* 60vh (spec 000 section 2) */\n.b { color: red; }'))).toEqual([
      'sample.css:2: /* 60vh (spec 000 section 2) */',
    ]);
  });

  it(`no comment or text in ${FOLDERS.join(', ')} cites the specification or DESIGN.md`, () => {
    const found = FOLDERS.flatMap((dir) => [
      ...sourceFiles(dir).flatMap((path) => citations(path, tsProse(path, readFileSync(join(ROOT, path), 'utf8')))),
      ...sourceFiles(dir, /\.css$/).flatMap((path) => citations(path, cssProse(readFileSync(join(ROOT, path), 'utf8')))),
    ]);
    expect(found).toEqual([]);
  });
});
