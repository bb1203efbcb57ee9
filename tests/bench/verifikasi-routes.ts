/**
 * The verification queue's requests for the benchmark (issue: the queue at 20,000 students and
 * 200,000 portfolios, p95 under 50 ms): a verifier's Menunggu card (the half of program 1's
 * sub-rubrics the demo verifier has: 12 sub-rubrics, 24 partitions), an admin jurusan's (program 1,
 * pages 1 to 3), the super admin's (every program), the Diterima card, a NIM search and a title
 * search. The staff accounts are made once, on the first step.
 */
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import { TITLE_STOP_WORDS, words } from '@shared/domain/search-terms';
import type { BenchRequest } from './load';
import { pick } from './names';
import { type BenchCatalog, benchStaff } from './seed-bench';

let staff: Promise<{ verifier: string; admin: string; superAdmin: string }> | undefined;

async function makeStaff(catalog: BenchCatalog) {
  const [verifier, admin, superAdmin] = await Promise.all([
    benchStaff(catalog, 'benchverif', 'verifikator', null),
    benchStaff(catalog, 'benchadmin', 'admin jurusan', 1),
    benchStaff(catalog, 'benchsuper', 'super admin', null),
  ]);
  const half = (catalog.anak.get(1) ?? []).slice(0, 12).map((a) => ({ id_anak_rubrik: a.id_anak_rubrik, id_prodi: 1 }));
  await verifikatorRepo.assign(verifier.user.id, half);
  return { verifier: verifier.authorization, admin: admin.authorization, superAdmin: superAdmin.authorization };
}

/** Named pools of requests, one per route measured. */
export async function verifikasiRoutes(catalog: BenchCatalog, size: number): Promise<[string, BenchRequest[]][]> {
  staff ??= makeStaff(catalog);
  const s = await staff;
  const r = catalog.random;
  const get = (authorization: string, path: string): BenchRequest => ({ method: 'GET', path, headers: { authorization } });
  const pool = (make: () => BenchRequest) => Array.from({ length: size }, make);
  const program1 = catalog.students.filter((x) => x.user.id_prodi === 1);
  const titleWords = catalog.portfolios.flatMap((p) => words(p.judul).filter((w) => w.length > 4 && !TITLE_STOP_WORDS.has(w))).slice(0, 2000);
  return [
    ['queue: verifier, Menunggu page 1', pool(() => get(s.verifier, '/api/portofolio?status=1&paginate=7&page=1'))],
    ['queue: admin jurusan, Menunggu pages 1-3', pool(() => get(s.admin, `/api/portofolio?status=1&paginate=7&page=${1 + Math.floor(r() * 3)}`))],
    ['queue: super admin, Menunggu page 1', pool(() => get(s.superAdmin, '/api/portofolio?status=1&paginate=7&page=1'))],
    ['queue: admin jurusan, Diterima (5 newest)', pool(() => get(s.admin, '/api/portofolio?status=2&paginate=5&page=1'))],
    ['queue: admin jurusan, NIM search', pool(() => get(s.admin, `/api/portofolio?status=1&paginate=7&page=1&nim=${pick(r, program1).nim}`))],
    [
      'queue: admin jurusan, title search',
      pool(() => get(s.admin, `/api/portofolio?status=1&paginate=7&page=1&judul=${encodeURIComponent(pick(r, titleWords) ?? 'lomba')}`)),
    ],
  ];
}
