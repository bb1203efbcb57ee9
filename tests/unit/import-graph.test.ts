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
 * Type-only imports count too: a cycle of types is still a knot between the folders.
 */
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph, pathTo, reachable, sourceFiles } from '../support/import-graph';

const DOMAIN = 'functions/domain/';
const files = [...sourceFiles('functions'), ...sourceFiles('shared')];
const graph = importGraph(files);
const domainOf = (file: string) => (file.startsWith(DOMAIN) ? file.slice(DOMAIN.length).split('/')[0] : undefined);

describe('the import graph of functions/ and shared/', () => {
  it('reads the imports (the parser finds the known edges)', () => {
    expect(graph.get('functions/domain/akun/repo.ts')).toContain('functions/lib/entities/users.ts');
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
