/**
 * The public reads beside the search, for the benchmark: the registration form's faculty and
 * program lists, the credentials' signing keys, and, once SKPIs are printed (the printing part of
 * the bench prints them and writes the university's profile), the verification page of a printed
 * SKPI, its portable credential, the revocation status list and the issuer. Visitors send no session.
 */
import { cetakRepo } from '@functions/domain/cetak/repo';
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

/** Students read from the newest back when looking for printed SKPIs. */
const PRINTED_LOOKUP_STUDENTS = 2000;

/**
 * Codes of printed SKPIs, as a reader of a printed SKPI would type them: the documents of the
 * students added last (the printing part's program, whose bulk job printed them), read from each
 * student's document index; at most `limit`.
 */
async function printedCodes(catalog: BenchCatalog, limit: number): Promise<string[]> {
  const codes: string[] = [];
  const students = catalog.students.slice(-PRINTED_LOOKUP_STUDENTS).reverse();
  for (const student of students) {
    if (codes.length >= limit) break;
    for (const dokumen of await cetakRepo.listDokumenOfUser(student.user.id)) codes.push(dokumen.kode);
  }
  return codes.slice(0, limit);
}

/** Named pools of the reads of printed SKPIs (none before anything is printed). */
export async function printedRoutes(catalog: BenchCatalog, size: number): Promise<[string, BenchRequest[]][]> {
  const codes = await printedCodes(catalog, 50);
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
