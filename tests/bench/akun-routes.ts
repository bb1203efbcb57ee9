/**
 * The people screen's student list for the benchmark (`GET /api/manajemen/akun`): the
 * super admin filtering the seeded students by program, by program and year, by program, year,
 * graduation and SKP range, by a NIM typed in the search box, and paging through every student;
 * an admin jurusan searching their program by a name. Every list reads one GSI partition by NIM
 * (functions/domain/users/list.ts); the table shows what each costs as the students grow.
 */
import type { BenchRequest } from './load';
import { type BenchCatalog, benchStaff } from './seed-bench';

interface AkunSetup {
  admin: string;
  superAdmin: string;
}

let setup: Promise<AkunSetup> | undefined;

async function makeSetup(catalog: BenchCatalog): Promise<AkunSetup> {
  const [admin, superAdmin] = await Promise.all([
    benchStaff(catalog, 'benchakunadmin', 'admin jurusan', 1),
    benchStaff(catalog, 'benchakunsuper', 'super admin', null),
  ]);
  return { admin: admin.authorization, superAdmin: superAdmin.authorization };
}

/** The seed's programs (1 to 6) and years of entry (2017 to 2024: the NIM's first two digits). */
const PROGRAMS = 6;
const YEARS = 8;

/** Named pools of requests, one per filter measured. */
export async function akunRoutes(catalog: BenchCatalog, size: number): Promise<[string, BenchRequest[]][]> {
  setup ??= makeSetup(catalog);
  const s = await setup;
  const r = catalog.random;
  const get = (authorization: string, query: string): BenchRequest => ({
    method: 'GET',
    path: `/api/manajemen/akun?id_role=4&paginate=10&${query}`,
    headers: { authorization },
  });
  const pool = (make: () => BenchRequest) => Array.from({ length: size }, make);
  const prodi = () => 1 + Math.floor(r() * PROGRAMS);
  const year = () => 2017 + Math.floor(r() * YEARS);
  const page = () => 1 + Math.floor(r() * 3);
  const student = () => catalog.students[Math.floor(r() * catalog.students.length)] ?? { nim: '17', nama: 'Siti' };
  return [
    ['akun: program', pool(() => get(s.superAdmin, `page=${page()}&id_prodi=${prodi()}`))],
    ['akun: program + year', pool(() => get(s.superAdmin, `page=${page()}&id_prodi=${prodi()}&tahun_masuk=${year()}`))],
    [
      'akun: program + year + graduation + SKP range',
      pool(() => get(s.superAdmin, `page=1&id_prodi=${prodi()}&tahun_masuk=${year()}&is_graduated=${r() < 0.5 ? 1 : 0}&skp_min=1&skp_max=8`)),
    ],
    // the same without a year: the program's years in the points index
    [
      'akun: program + graduation + SKP range',
      pool(() => get(s.superAdmin, `page=1&id_prodi=${prodi()}&is_graduated=${r() < 0.5 ? 1 : 0}&skp_min=1&skp_max=8`)),
    ],
    // an upper bound alone (below a minimum): the partition, filtered
    ['akun: program + year + SKP below 8', pool(() => get(s.superAdmin, `page=1&id_prodi=${prodi()}&tahun_masuk=${year()}&skp_max=8`))],
    // a NIM typed into the search box (7 to 10 of its digits), every program
    ['akun: keyword (NIM), all students', pool(() => get(s.superAdmin, `page=1&keyword=${student().nim.slice(0, 7 + Math.floor(r() * 4))}`))],
    // a name word in the admin jurusan's own program and a year
    [
      'akun: keyword (name), program + year',
      pool(() => get(s.admin, `page=1&tahun_masuk=${year()}&keyword=${encodeURIComponent(student().nama.split(' ')[0] ?? 'siti')}`)),
    ],
    ['akun: super admin, all students', pool(() => get(s.superAdmin, `page=${page()}`))],
    // the SKPI print list as the super admin opens it: every student, no filter
    [
      'akun: print list, super admin, unfiltered',
      pool(() => ({ method: 'GET', path: `/api/manajemen/skpi/search?paginate=10&page=${page()}`, headers: { authorization: s.superAdmin } })),
    ],
  ];
}
