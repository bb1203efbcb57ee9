/**
 * The student area's requests for the benchmark: a signed-in student's portfolio list, the four
 * reads of the dashboard (statistics per category, the checklist, the latest upload, the own
 * profile) and adding an internal-activity portfolio (a write: the portfolio, its counters and its
 * index entries in one transaction). Each request carries the session of a random active student
 * of the seeded data, as a bearer token.
 */
import { signSession } from '@functions/lib/session';
import type { BenchRequest } from './load';
import { pick } from './names';
import type { BenchCatalog, BenchStudent } from './seed-bench';

const SESSIONS = 200;

async function sessionsOf(catalog: BenchCatalog): Promise<{ student: BenchStudent; headers: Record<string, string> }[]> {
  const active = catalog.students.filter((s) => s.findable);
  const chosen = Array.from({ length: Math.min(SESSIONS, active.length) }, () => pick(catalog.random, active));
  return Promise.all(chosen.map(async (student) => ({ student, headers: { authorization: `Bearer ${await signSession(student.user)}` } })));
}

/** Named pools of requests, one per route measured. */
export async function studentRoutes(catalog: BenchCatalog, size: number): Promise<[string, BenchRequest[]][]> {
  const sessions = await sessionsOf(catalog);
  const pool = (make: (s: (typeof sessions)[number]) => BenchRequest): BenchRequest[] =>
    Array.from({ length: size }, () => make(pick(catalog.random, sessions)));
  const withCatalog = sessions.filter((s) => (catalog.anak.get(s.student.user.id_prodi ?? 0)?.length ?? 0) > 0);
  const get = (path: string) => (s: (typeof sessions)[number]) => ({ method: 'GET', path: path.replace('{nim}', s.student.nim), headers: s.headers });
  return [
    ['student portfolio list', pool(get('/api/portofolio/user/{nim}?paginate=10&page=1'))],
    ['dashboard: statistics', pool(get('/api/statistik/user-portofolio'))],
    ['dashboard: checklist', pool(get('/api/skpi'))],
    ['dashboard: latest upload', pool(get('/api/portofolio/latest'))],
    ['dashboard: own profile', pool(get('/api/profile'))],
    [
      'portfolio add (write)',
      // students of the programs with a rubric catalog (the printing bench's program has none)
      Array.from({ length: size }, () => {
        const s = pick(catalog.random, withCatalog);
        const anak = pick(catalog.random, catalog.anak.get(s.student.user.id_prodi ?? 0) ?? []);
        return {
          method: 'POST',
          path: `/api/portofolio/user/${s.student.nim}/add`,
          headers: s.headers,
          body: { nim: s.student.nim, id_anak_rubrik: anak?.id_anak_rubrik, id_kegiatan_ppk: anak?.id_kegiatan_ppk },
        };
      }),
    ],
  ];
}
