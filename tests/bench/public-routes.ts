/**
 * The public reads beside the search, for the benchmark: the registration form's faculty and
 * program lists, the credentials' signing keys, and, once SKPIs are printed (the printing part of
 * the bench prints them and writes the university's profile), the verification page of a printed
 * SKPI, its portable credential, the revocation status list and the issuer. Visitors send no session.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { env } from '@functions/lib/env';
import type { BenchRequest } from './load';
import { pick } from './names';
import type { BenchCatalog } from './seed-bench';

/** Named pools of requests that need no printed document. */
export function publicRoutes(catalog: BenchCatalog, size: number): [string, BenchRequest[]][] {
  const pool = (paths: readonly string[]) => Array.from({ length: size }, () => pick(catalog.random, paths));
  return [
    ['public: faculties and programs (registration form)', pool(['/api/fakultas', '/api/prodi', '/api/fakultas/1/prodi'])],
    ['public: credential signing keys (JWK Set)', pool(['/.well-known/jwks.json'])],
  ];
}

/**
 * Codes of printed SKPIs: the bench's own look into the table (a Scan, which no route does), to
 * find what a reader of a printed SKPI would type; at most `limit`.
 */
async function printedCodes(limit: number): Promise<string[]> {
  const codes: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      new ScanCommand({
        TableName: env.tableName,
        FilterExpression: 'begins_with(PK, :doc) AND SK = :sk',
        ExpressionAttributeValues: { ':doc': 'SKPIDOC#', ':sk': 'SKPIDOC' },
        ProjectionExpression: 'PK',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) codes.push(String(item.PK).slice('SKPIDOC#'.length));
    start = page.LastEvaluatedKey;
  } while (start && codes.length < limit);
  return codes.slice(0, limit);
}

/** Named pools of the reads of printed SKPIs (none before anything is printed). */
export async function printedRoutes(catalog: BenchCatalog, size: number): Promise<[string, BenchRequest[]][]> {
  const codes = await printedCodes(50);
  if (codes.length === 0) return [];
  const pool = (make: (code: string) => string) => Array.from({ length: size }, () => make(pick(catalog.random, codes)));
  return [
    ['public: SKPI verification page', pool((code) => `/api/verifikasi/${code}`)],
    ['public: portable credential of a SKPI', pool((code) => `/api/verifikasi/${code}/kredensial`)],
    ['public: revocation status list', pool(() => '/api/kredensial/status/0')],
    // the issuer is the university: its profile exists once the printing part has written it
    ['public: credential issuer', pool(() => '/api/kredensial/penerbit')],
  ];
}
