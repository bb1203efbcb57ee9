/**
 * The import rules of the server and shared code, checked over the import graph (Biome can forbid
 * a path, but not a cycle):
 * - no import cycle among the files of functions/ and shared/;
 * - no cycle among the domain folders (functions/domain/<domain>/), e.g. users -> stats -> users;
 * - a repository (functions/domain/<domain>/repo.ts) imports only functions/lib, shared and its
 *   own domain folder: what other domains derive from its writes comes from the projections
 *   (functions/lib/projections/), whose modules import only functions/lib and shared;
 * - only table access imports the entity modules (functions/lib/entities/: key formats, index
 *   attributes, item types) as values: repositories (functions/domain/<domain>/repo.ts, *-repo.ts),
 *   projections, the runtime's table helpers and the few others listed in ENTITY_VALUE_IMPORTERS,
 *   infra/ included (tests read stored items by their keys and may); anything may import their types;
 * - only repositories (and the runtime in functions/lib/) send table commands: no other domain file
 *   imports the document client or table.ts's reads and writes, but the few in TABLE_CALLERS;
 * - no Lambda code reaches the messages index (shared/messages/index.ts) or the validation index
 *   (shared/validation/index.ts): each spreads every area's file, so one import of it puts every
 *   text or schema into every bundle; functions/ and the shared code it imports name the per-area
 *   files (shared/messages/<area>.ts, shared/validation/<area>.ts), the web keeps the indexes.
 * Type-only imports count too: a cycle of types is still a knot between the folders.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeLinesMatching, cycles, folderGraph, importGraph, pathTo, ROOT, reachable, resolveSpecifier, sourceFiles } from '../support/import-graph';

const DOMAIN = 'functions/domain/';
const ENTITIES = 'functions/lib/entities/';
const files = [...sourceFiles('functions'), ...sourceFiles('shared')];
const graph = importGraph(files);
const domainOf = (file: string) => (file.startsWith(DOMAIN) ? file.slice(DOMAIN.length).split('/')[0] : undefined);

/** A repository: a domain's repo.ts, or a *-repo.ts beside it. */
const isRepository = (file: string) => file.startsWith(DOMAIN) && /(^|\/)(repo|[a-z-]+-repo)\.ts$/.test(file);

/**
 * The files besides repositories and projections that import entity modules as values, each for
 * its reason. Keep it short: a new read or write goes into a repository.
 */
const ENTITY_VALUE_IMPORTERS: Record<string, string> = {
  // the runtime's own table helpers, shared by every domain
  'functions/lib/audit.ts': 'THE audit entry (every staff write adds it)',
  'functions/lib/audit-guard.ts': "the client's refusal of a write to an audit entry",
  'functions/lib/files.ts': 'the upload record a presigned POST leaves',
  'functions/lib/sequence.ts': 'the id sequences',
  'functions/lib/rate-limit.ts': 'the rate-limit windows',
  'functions/lib/failure-limits.ts': "the sign-in limits' states",
  'functions/lib/in-flight.ts': 'the sign-in leases in flight',
  'functions/lib/prodi-dependents.ts': "the reads of what hangs off a program, shared by the master data's and the people's rules",
  // the operator's recount: it reads and sets every counter item by its key
  'functions/domain/statistik/rebuild.ts': 'the counter rebuild (npm run statistik:rebuild)',
  'functions/domain/statistik/rebuild-count.ts': "the counter rebuild's expected counters",
  'functions/domain/statistik/rebuild-children.ts': "the counter rebuild's children counts (rubrics, CPL, printed documents)",
  'functions/domain/statistik/capaian.ts': 'the achievement recount (job statistik-capaian)',
  // the deployment and the operator's scripts
  'infra/profiles.ts': "IAM: the partition key prefixes a Lambda's role may write",
  'infra/constructs/area-functions.ts': 'IAM: the partition key prefixes denied to the read-only areas and to every role',
  'infra/constructs/audit-archive.ts': "the table stream's filter: audit entries only",
  'infra/data/import.ts': "the data import leaves out the seal chain another environment's keys made",
  'infra/backfill-indexes.ts': 'the backfill of index attributes of items written before an index',
};

/** What sends a command to the table: the document client and table.ts's reads and writes. */
const TABLE_COMMANDS: Record<string, readonly string[]> = {
  'functions/lib/clients.ts': ['ddb'],
  'functions/lib/table.ts': ['getItem', 'batchGet', 'queryAll', 'transact', 'conditionally', 'tableName'],
};

/** The domain files besides repositories that send table commands, each for its reason. */
const TABLE_CALLERS: Record<string, string> = {
  'functions/domain/statistik/rebuild.ts': 'the counter rebuild (npm run statistik:rebuild)',
  'functions/domain/statistik/rebuild-count.ts': "the counter rebuild's fixes",
  'functions/domain/statistik/capaian.ts': 'the achievement recount (job statistik-capaian)',
  'functions/domain/cpl/steps.ts': "the CPL writes' transaction steps (cpl/repo.ts runs them)",
  'functions/domain/ekspor/service.ts': "an export's audit entry, written alone",
};

/** The names a file imports as values from a module, by the module's file. */
function valueNames(file: string): Map<string, string[]> {
  const code = readFileSync(join(ROOT, file), 'utf8');
  const out = new Map<string, string[]>();
  for (const m of code.matchAll(/^import (type )?\{([^}]*)\} from '([^']+)';/gm)) {
    const target = m[1] ? undefined : resolveSpecifier(file, m[3] as string);
    if (!target) continue;
    const names = (m[2] as string)
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '));
    out.set(target, [...(out.get(target) ?? []), ...names]);
  }
  return out;
}

const mayImportEntityValues = (file: string) =>
  file.startsWith(ENTITIES) || isRepository(file) || file.startsWith('functions/lib/projections/') || file in ENTITY_VALUE_IMPORTERS;

/** What HTTP looks like in code: the entry layer's event and result types, API Gateway's, a status code, a Set-Cookie. */
const HTTP = /\bHttpEvent\b|\bHttpResult\b|\bAPIGatewayProxy\w*|\bstatusCode\b|\bset-cookie\b|\bstatus:\s*[1-5]\d\d\b/i;
/** The code lines of a source that speak HTTP (comments left out: they may name what the handler answers). */
const httpLeaks = (source: string) => codeLinesMatching(source, HTTP);

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

  it('lets only repositories, projections and the listed table helpers import the entity modules as values', () => {
    const values = importGraph([...files, ...sourceFiles('infra')], { values: true });
    const wrong = [...values].flatMap(([from, targets]) =>
      mayImportEntityValues(from) ? [] : targets.filter((t) => t.startsWith(ENTITIES)).map((t) => `${from} -> ${t}`),
    );
    expect(wrong).toEqual([]);
  });

  it('lists only files that still import entity modules as values', () => {
    const values = importGraph([...files, ...sourceFiles('infra')], { values: true });
    const stale = Object.keys(ENTITY_VALUE_IMPORTERS).filter((f) => !(values.get(f) ?? []).some((t) => t.startsWith(ENTITIES)));
    expect(stale).toEqual([]);
  });

  it('lets only repositories and the listed domain files send table commands', () => {
    const wrong = files
      .filter((f) => f.startsWith(DOMAIN) && !isRepository(f) && !(f in TABLE_CALLERS))
      .flatMap((f) =>
        [...valueNames(f)].flatMap(([target, names]) =>
          names.filter((n) => TABLE_COMMANDS[target]?.includes(n)).map((n) => `${f}: ${n} (${target})`),
        ),
      );
    expect(wrong).toEqual([]);
  });

  it('lists only domain files that still send table commands', () => {
    const sends = (f: string) => [...valueNames(f)].some(([target, names]) => names.some((n) => TABLE_COMMANDS[target]?.includes(n)));
    expect(Object.keys(TABLE_CALLERS).filter((f) => !sends(f))).toEqual([]);
  });

  it('reads the table commands a file imports (the parser finds the known ones)', () => {
    expect(valueNames('functions/domain/verifikasi/repo.ts').get('functions/lib/table.ts')).toContain('batchGet');
    expect(valueNames('functions/domain/verifikasi/repo.ts').get('functions/lib/clients.ts')).toEqual(['ddb']);
  });

  it('tells type-only imports apart (the value graph leaves them out)', () => {
    const values = importGraph(files, { values: true });
    expect(graph.get('functions/lib/projections/user.ts')).toContain('functions/lib/entities/users.ts');
    expect(values.get('functions/lib/projections/user.ts') ?? []).not.toContain('functions/lib/entities/users.ts');
    expect(values.get('functions/domain/akun/repo.ts')).toContain('functions/lib/entities/users.ts');
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
