/**
 * The import rules of the server and shared code, checked over the import graph (Biome can forbid
 * a path, but not a cycle):
 * - no import cycle among the files of functions/ and shared/;
 * - no cycle among the domain folders (functions/domain/<domain>/), e.g. users -> stats -> users;
 * - a repository (functions/domain/<domain>/repo.ts) imports only functions/lib, shared and its
 *   own domain folder: what other domains derive from its writes comes from the projections
 *   (functions/lib/projections/), whose modules import only functions/lib and shared;
 * - no Lambda code reaches the messages index (shared/messages/index.ts) or the validation index
 *   (shared/validation/index.ts): each spreads every area's file, so one import of it puts every
 *   text or schema into every bundle; functions/ and the shared code it imports name the per-area
 *   files (shared/messages/<area>.ts, shared/validation/<area>.ts), the web keeps the indexes.
 * - the domain (functions/domain/) knows nothing of HTTP: it imports neither the entry layer's
 *   runtime (functions/lib/http.ts, its events, replies and cookies) nor its error mapping
 *   (functions/lib/errors.ts), names no API Gateway event type, and builds no status code, header
 *   or cookie: a service says what happened and the handler answers it.
 * Type-only imports count too: a cycle of types is still a knot between the folders.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph, pathTo, ROOT, reachable, sourceFiles } from '../support/import-graph';

const DOMAIN = 'functions/domain/';
const files = [...sourceFiles('functions'), ...sourceFiles('shared')];
const graph = importGraph(files);
const domainOf = (file: string) => (file.startsWith(DOMAIN) ? file.slice(DOMAIN.length).split('/')[0] : undefined);

/** What HTTP looks like in code: the entry layer's event and result types, API Gateway's, a status code, a Set-Cookie. */
const HTTP = /\bHttpEvent\b|\bHttpResult\b|\bAPIGatewayProxy\w*|\bstatusCode\b|\bset-cookie\b|\bstatus:\s*[1-5]\d\d\b/i;
/** The code lines of a source that speak HTTP (comments left out: they may name what the handler answers). */
const httpLeaks = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split('\n')
    .filter((line) => HTTP.test(line))
    .map((line) => line.trim());

describe('the import graph of functions/ and shared/', () => {
  it('reads the imports (the parser finds the known edges)', () => {
    expect(graph.get('functions/domain/akun/repo.ts')).toContain('functions/lib/keys.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no cycle among files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle among domain folders', () => {
    expect(cycles(folderGraph(graph, domainOf))).toEqual([]);
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

  it('keeps HTTP out of the domain: no entry-layer import, no event type, no status code, header or cookie', () => {
    const entryLayer = ['functions/lib/http.ts', 'functions/lib/errors.ts'];
    const imports = [...graph].flatMap(([from, targets]) =>
      from.startsWith(DOMAIN) ? targets.filter((t) => entryLayer.includes(t)).map((t) => `${from} -> ${t}`) : [],
    );
    expect(imports).toEqual([]);
    const leaks = files.filter((f) => f.startsWith(DOMAIN)).flatMap((f) => httpLeaks(readFileSync(join(ROOT, f), 'utf8')).map((l) => `${f}: ${l}`));
    expect(leaks).toEqual([]);
  });

  it('sees an HTTP leak in code, not in a comment', () => {
    const leaky = [
      '/** answers 202 with the job (status: 202 in a comment is fine) */',
      "import type { APIGatewayProxyEventV2 } from 'aws-lambda';",
      'const cookieOf = (event: HttpEvent) => event.cookies;',
      'return { answer, status: 202 };',
      "headers: { 'Set-Cookie': c }, statusCode: 200",
    ].join('\n');
    expect(httpLeaks(leaky)).toEqual([
      "import type { APIGatewayProxyEventV2 } from 'aws-lambda';",
      'const cookieOf = (event: HttpEvent) => event.cookies;',
      'return { answer, status: 202 };',
      "headers: { 'Set-Cookie': c }, statusCode: 200",
    ]);
    expect(httpLeaks("import type { DynamoDBRecord } from 'aws-lambda';\nreturn { created: true };")).toEqual([]);
  });

  it.each([
    ['messages', 'shared/messages/index.ts'],
    ['validation', 'shared/validation/index.ts'],
  ])('keeps the %s index out of every Lambda: nothing functions/ imports reaches it', (_, index) => {
    const via = reachable(
      graph,
      files.filter((f) => f.startsWith('functions/')),
    );
    expect(via.has(index), `reached through ${pathTo(via, index)}`).toBe(false);
  });
});
