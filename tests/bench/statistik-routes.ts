/**
 * The admin dashboard's statistics for the benchmark (shared/api/statistik.ts): every
 * call the dashboard makes, as the super admin for the university, as the super admin for one
 * program, and as an admin jurusan (their program). Each call reads counters kept by the writes
 * (the seed writes students and portfolios through the repos, so the program and university
 * shards and the graduation months are real); none of them may grow with the students. The seed's
 * programs 1 to 6 get their program records here (the master bench makes program 1), so the
 * university's views list six programs with their 24 rubrics and 72 sub-rubrics each.
 */
import { masterRepo } from '@functions/domain/master/repo';
import type { BenchRequest } from './load';
import { type BenchCatalog, benchStaff } from './seed-bench';

/** The seed's programs (seed-bench.ts BENCH_PRODI). */
const PROGRAMS = 6;

interface StatistikSetup {
  admin: string;
  superAdmin: string;
}

let setup: Promise<StatistikSetup> | undefined;

async function programRecords(): Promise<void> {
  let ids = new Set((await masterRepo.listProdi()).map((p) => p.id_prodi));
  const fakultas = await masterRepo.seedFakultas({
    nama_fakultas: 'Fakultas Statistik Bench',
    nama_fakultas_inggris: 'Statistics Bench Faculty',
    nama_dekan: 'Dekan Bench',
    nomor_pegawai_dekan: '197001011995032002',
    is_active: true,
  });
  while (ids.size < PROGRAMS) {
    const n = ids.size + 1;
    await masterRepo.seedProdi({
      id_fakultas: fakultas.id_fakultas,
      nama_prodi: `Prodi Bench ${n}`,
      nama_prodi_inggris: `Bench Program ${n}`,
      nama_kaprodi: 'Kaprodi Bench',
      jenjang: 'S1',
      gelar: 'S.Kom.',
      status_akreditasi: 'Unggul',
      no_sk_akreditasi_prodi: `${n}/SK/2024`,
      is_active: true,
    });
    ids = new Set((await masterRepo.listProdi()).map((p) => p.id_prodi));
  }
  for (let p = 1; p <= PROGRAMS; p++)
    if (!ids.has(p)) throw new Error(`the statistics bench expects programs 1 to ${PROGRAMS}, not ${[...ids].join(', ')}`);
}

async function makeSetup(catalog: BenchCatalog): Promise<StatistikSetup> {
  await programRecords();
  const [admin, superAdmin] = await Promise.all([
    benchStaff(catalog, 'benchstatadmin', 'admin jurusan', 1),
    benchStaff(catalog, 'benchstatsuper', 'super admin', null),
  ]);
  return { admin: admin.authorization, superAdmin: superAdmin.authorization };
}

/** The calls that take a program, with their parameter's name. */
const PROGRAM_CALLS = [
  ['kelulusan', 'id_prodi'],
  ['skpi', 'id_prodi'],
  ['portofolio', 'id_prodi'],
  ['anak-rubrik', 'prodi'],
  ['bidang-portofolio', 'prodi'],
] as const;

/** Named pools of requests: one per call and caller. */
export async function statistikRoutes(catalog: BenchCatalog, size: number): Promise<[string, BenchRequest[]][]> {
  setup ??= makeSetup(catalog);
  const s = await setup;
  const r = catalog.random;
  const get = (authorization: string, path: string): BenchRequest => ({ method: 'GET', path, headers: { authorization } });
  const pool = (make: () => BenchRequest) => Array.from({ length: size }, make);
  const prodi = () => 1 + Math.floor(r() * PROGRAMS);
  return [
    ...PROGRAM_CALLS.map(([call]): [string, BenchRequest[]] => [
      `statistik: ${call}, university`,
      pool(() => get(s.superAdmin, `/api/statistik/${call}`)),
    ]),
    ['statistik: portofoliosummary, university', pool(() => get(s.superAdmin, '/api/statistik/portofoliosummary'))],
    ['statistik: login/week', pool(() => get(s.superAdmin, '/api/statistik/login/week'))],
    ['statistik: system/storage', pool(() => get(s.superAdmin, '/api/system/storage'))],
    ...PROGRAM_CALLS.map(([call, param]): [string, BenchRequest[]] => [
      `statistik: ${call}, one program (super admin)`,
      pool(() => get(s.superAdmin, `/api/statistik/${call}?${param}=${prodi()}`)),
    ]),
    ...PROGRAM_CALLS.map(([call]): [string, BenchRequest[]] => [
      `statistik: ${call}, admin jurusan`,
      pool(() => get(s.admin, `/api/statistik/${call}`)),
    ]),
    ['statistik: portofoliosummary, admin jurusan', pool(() => get(s.admin, '/api/statistik/portofoliosummary'))],
  ];
}
