/**
 * A text is read when it is used, never kept at load time by server or shared code: a Lambda loads
 * its modules once and then answers requests in either language, so a constant built from a
 * catalogue when the module loads would answer every request in Indonesian. This walks every
 * source file of functions/ and shared/ (the catalogues themselves aside) and lists each use of a
 * name imported from shared/messages that runs at load time: outside any function body, in value
 * position. A schema's message is therefore a function (`{ error: () => MSG.required }`); one named
 * side (`sideIn(X, 'id')`, an API value in Indonesian) may be kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// the TypeScript parser of the bundler (oxc, through vite's rolldown): typescript 7 has no JS API
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/import-graph';

// biome-ignore lint/suspicious/noExplicitAny: an ESTree node of any kind
type Node = any;

const fromMessages = (specifier: string) => /(^@shared\/messages|\/messages)(\/[\w-]+)?$/.test(specifier) && !specifier.endsWith('/language');

/** The local names a file imports from a catalogue module as values. */
function messageNames(body: Node[]): Set<string> {
  const names = new Set<string>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type' || !fromMessages(statement.source.value)) continue;
    for (const spec of statement.specifiers) if (spec.importKind !== 'type') names.add(spec.local.name);
  }
  return names;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
/** Parts of a node that are types, never run. */
const TYPE_KEYS = new Set(['typeAnnotation', 'typeParameters', 'typeArguments', 'returnType', 'superTypeArguments']);
const TYPE_NODES = new Set([
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeQuery',
  'TSDeclareFunction',
  'ImportDeclaration',
  'ExportAllDeclaration',
]);

/** `file:line name` for each read of a catalogue name that runs when the module loads. */
function loadTimeReads(path: string): string[] {
  const code = readFileSync(join(ROOT, path), 'utf8');
  const program = parseAst(code, { lang: path.endsWith('x') ? 'tsx' : 'ts' });
  const names = messageNames(program.body);
  if (names.size === 0) return [];
  const lineOf = (offset: number) => code.slice(0, offset).split('\n').length;
  const found: string[] = [];
  const visit = (node: Node, parent: Node, key: string) => {
    if (!node || typeof node.type !== 'string' || FUNCTIONS.has(node.type) || TYPE_NODES.has(node.type)) return;
    // one named side of a catalogue (`sideIn(X, 'id')`) is the same whatever the language in force
    if (node.type === 'CallExpression' && node.callee?.name === 'sideIn') {
      for (const arg of node.arguments.slice(1)) visit(arg, node, 'arguments');
      return;
    }
    if (node.type === 'Identifier' && names.has(node.name)) {
      const isName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand);
      if (!isName) found.push(`${path}:${lineOf(node.start)} ${node.name}`);
    }
    for (const [k, value] of Object.entries(node)) {
      if (TYPE_KEYS.has(k)) continue;
      if (Array.isArray(value)) for (const child of value) visit(child, node, k);
      else if (value && typeof value === 'object') visit(value, node, k);
    }
  };
  for (const statement of program.body) visit(statement, null, 'body');
  return found;
}

describe('texts read when used', () => {
  it('no server or shared module reads a catalogue while it loads', () => {
    const files = [...sourceFiles('functions'), ...sourceFiles('shared')].filter((f) => !f.startsWith('shared/messages/'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(loadTimeReads)).toEqual([]);
  });

  it('finds a load-time read where one is written', () => {
    const probe = 'tests/unit/fixtures/messages-read-early.ts';
    expect(loadTimeReads(probe).map((l) => l.split(' ')[1])).toEqual(['FORM_MSG', 'tooLong']);
  });
});
