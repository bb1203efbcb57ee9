/**
 * The reads the other route files leave out, for the benchmark: a student's own account, their
 * notifications, SKPI request, program change and a portfolio's history; the staff's student
 * profile, verifier list, sub-rubric list and program-change queue; the super admin's audit log
 * and its actor list; and the printing screen's lists (the print list unfiltered, by program and
 * year, by a name; the jobs, the graduation periods, a student's printed documents). Each pool is
 * named `<area>: <what>`, the area being the table of docs/performance.md it belongs to.
 */
import { signSession } from '@functions/lib/session';
import type { BenchRequest } from './load';
import { pick } from './names';
import { type BenchCatalog, benchStaff } from './seed-bench';

interface PeopleSetup {
  admin: string;
  superAdmin: string;
}

let setup: Promise<PeopleSetup> | undefined;

async function makeSetup(catalog: BenchCatalog): Promise<PeopleSetup> {
  const [admin, superAdmin] = await Promise.all([
    benchStaff(catalog, 'benchpeopleadmin', 'admin jurusan', 1),
    benchStaff(catalog, 'benchpeoplesuper', 'super admin', null),
  ]);
  return { admin: admin.authorization, superAdmin: superAdmin.authorization };
}

const SESSIONS = 100;

/** Signed-in students, each with the ids of their first portfolios (for the history route). */
async function students(catalog: BenchCatalog, baseUrl: string) {
  const active = catalog.students.filter((s) => s.findable);
  const chosen = Array.from({ length: Math.min(SESSIONS, active.length) }, () => pick(catalog.random, active));
  return Promise.all(
    chosen.map(async (student) => {
      const authorization = `Bearer ${await signSession(student.user)}`;
      const res = await fetch(`${baseUrl}/api/portofolio/user/${student.nim}?paginate=10&page=1`, { headers: { authorization } });
      const body = (await res.json()) as { portofolio?: { data?: { id_portofolio: number }[] } };
      return { nim: student.nim, authorization, portfolios: (body.portofolio?.data ?? []).map((p) => p.id_portofolio) };
    }),
  );
}

/** Named pools of requests, one per route measured. */
export async function peopleRoutes(catalog: BenchCatalog, size: number, baseUrl: string): Promise<[string, BenchRequest[]][]> {
  setup ??= makeSetup(catalog);
  const s = await setup;
  const r = catalog.random;
  const sessions = await students(catalog, baseUrl);
  const withPortfolio = sessions.filter((x) => x.portfolios.length > 0);
  const get = (authorization: string, path: string): BenchRequest => ({ method: 'GET', path, headers: { authorization } });
  const pool = (make: () => BenchRequest) => Array.from({ length: size }, make);
  const own = (path: string) => pool(() => get(pick(r, sessions).authorization, path));
  const program1 = catalog.students.filter((x) => x.user.id_prodi === 1);
  const nim1 = () => pick(r, program1).nim;
  const year = () => 2017 + Math.floor(r() * 8);
  const nameWord = () => encodeURIComponent(pick(r, program1).nama.split(' ')[0] ?? 'siti');
  return [
    ['student: own account', own('/api/akun')],
    ['student: notifications', own('/api/notifikasi')],
    ['student: SKPI request', own('/api/skpi/pengajuan')],
    ['student: program change', own('/api/migrasi')],
    [
      'student: portfolio history',
      pool(() => {
        const x = pick(r, withPortfolio.length ? withPortfolio : sessions);
        return get(x.authorization, `/api/portofolio/user/${x.nim}/${pick(r, x.portfolios) ?? 1}/riwayat`);
      }),
    ],
    ['people: student profile (admin jurusan)', pool(() => get(s.admin, `/api/profile/${nim1()}`))],
    ['people: verifiers (super admin)', pool(() => get(s.superAdmin, '/api/manajemen/verifikator?page=1&paginate=10'))],
    ['people: sub-rubrics of the program (admin jurusan)', pool(() => get(s.admin, '/api/anak_rubrik'))],
    ['people: program changes waiting (admin jurusan)', pool(() => get(s.admin, '/api/manajemen/migrasi/list?page=1&paginate=10'))],
    ['audit: newest entries', pool(() => get(s.superAdmin, '/api/manajemen/audit?page=1&paginate=10'))],
    ['audit: actors', pool(() => get(s.superAdmin, '/api/manajemen/audit/aktor'))],
    [
      'printing: list, super admin, all students',
      pool(() => get(s.superAdmin, `/api/manajemen/skpi/search?page=${1 + Math.floor(r() * 3)}&paginate=10`)),
    ],
    ['printing: list, admin jurusan, program + year', pool(() => get(s.admin, `/api/manajemen/skpi/search?page=1&paginate=10&angkatan=${year()}`))],
    ['printing: list, admin jurusan, name', pool(() => get(s.admin, `/api/manajemen/skpi/search?page=1&paginate=10&keyword=${nameWord()}`))],
    ['printing: jobs', pool(() => get(s.admin, '/api/manajemen/skpi/jobs'))],
    ['printing: graduation periods', pool(() => get(s.admin, '/api/manajemen/periode'))],
    ['printing: documents of a student', pool(() => get(s.admin, `/api/manajemen/skpi/dokumen/${nim1()}`))],
  ];
}
