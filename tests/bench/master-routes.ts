/**
 * The master-data screens' reads for the benchmark: what an admin jurusan's CPL, rubric
 * and internal-activity screens and the super admin's program picker ask for. Program 1 gets a
 * faculty and program record and a CPL of 4 categories x 8 items x 3 points on the first step (the
 * rubric catalog and its activities come from seedRubricCatalog). None of these reads depends on
 * the number of students; the table shows that they stay flat as it grows.
 */
import { cplRepo } from '@functions/domain/cpl/repo';
import { masterRepo } from '@functions/domain/master/repo';
import type { BenchRequest } from './load';
import { type BenchCatalog, benchStaff } from './seed-bench';

interface MasterSetup {
  admin: string;
  superAdmin: string;
  idFakultas: number;
  bidangCpl: number[];
  bidangPortofolio: number[];
}

let setup: Promise<MasterSetup> | undefined;

async function makeSetup(catalog: BenchCatalog): Promise<MasterSetup> {
  const fakultas = await masterRepo.seedFakultas({
    nama_fakultas: 'Fakultas Bench',
    nama_fakultas_inggris: 'Bench Faculty',
    nama_dekan: 'Dekan Bench',
    nomor_pegawai_dekan: '197001011995032001',
    is_active: true,
  });
  const prodi = await masterRepo.createProdi({
    id_fakultas: fakultas.id_fakultas,
    nama_prodi: 'Prodi Bench',
    nama_prodi_inggris: 'Bench Program',
    nama_kaprodi: 'Kaprodi Bench',
    jenjang: 'S1',
    gelar: 'S.Kom.',
    status_akreditasi: 'Unggul',
    no_sk_akreditasi_prodi: '1/SK/2024',
    is_active: true,
  });
  if (prodi.id_prodi !== 1) throw new Error('the bench expects its first program to be program 1');
  const bidangCpl: number[] = [];
  for (let b = 1; b <= 4; b++) {
    // the seed's writes take the parent's count from the caller: 8 items of 3 points each
    const bidang = await cplRepo.createBidangCpl(
      {
        id_prodi: 1,
        urutan_di_skpi: b,
        nama_bidang_cpl_indonesia: `Bidang ${b}`,
        nama_bidang_cpl_inggris: `Category ${b}`,
      },
      undefined,
      8,
    );
    bidangCpl.push(bidang.id_bidang_cpl);
    for (let c = 1; c <= 8; c++) {
      const item = await cplRepo.createCpl(
        bidang,
        {
          urutan_di_skpi: c,
          judul_cpl_indonesia: `Mampu menerapkan pemikiran logis, kritis, sistematis, dan inovatif ${b}.${c}`,
          judul_cpl_inggris: `Able to apply logical, critical, systematic and innovative thinking ${b}.${c}`,
        },
        undefined,
        3,
      );
      for (let p = 1; p <= 3; p++) {
        await cplRepo.createCplPoint(item.id_cpl, {
          urutan_di_skpi: p,
          point_cpl_indonesia: `Poin ${b}.${c}.${p}`,
          point_cpl_inggris: `Point ${b}.${c}.${p}`,
        });
      }
    }
  }
  const [admin, superAdmin] = await Promise.all([
    benchStaff(catalog, 'benchmasteradmin', 'admin jurusan', 1),
    benchStaff(catalog, 'benchmastersuper', 'super admin', null),
  ]);
  const bidangPortofolio = [...new Set((catalog.anak.get(1) ?? []).map((a) => a.id_bidang_portofolio))];
  return {
    admin: admin.authorization,
    superAdmin: superAdmin.authorization,
    idFakultas: fakultas.id_fakultas,
    bidangCpl,
    bidangPortofolio,
  };
}

/** Named pools of requests, one per route measured. */
export async function masterRoutes(catalog: BenchCatalog, size: number): Promise<[string, BenchRequest[]][]> {
  setup ??= makeSetup(catalog);
  const s = await setup;
  const r = catalog.random;
  const get = (authorization: string, path: string): BenchRequest => ({ method: 'GET', path, headers: { authorization } });
  const pool = (make: () => BenchRequest) => Array.from({ length: size }, make);
  const any = (ids: number[]) => ids[Math.floor(r() * ids.length)] ?? 1;
  return [
    ['master: CPL categories of a program', pool(() => get(s.admin, '/api/prodi/1/bidangcpl'))],
    ['master: CPL page (10 items with points)', pool(() => get(s.admin, `/api/bidangcpl/${any(s.bidangCpl)}?paginate=10&page=1`))],
    ['master: portfolio categories', pool(() => get(s.admin, '/api/bidangportofolio'))],
    ['master: rubric page of a category', pool(() => get(s.admin, `/api/prodi/1/rubrik/bidang/${any(s.bidangPortofolio)}?paginate=10&page=1`))],
    ['master: internal activities page', pool(() => get(s.admin, `/api/ppk?id_prodi=1&paginate=10&page=${1 + Math.floor(r() * 3)}`))],
    [
      'master: picker, faculties then programs',
      pool(() => get(s.superAdmin, r() < 0.5 ? '/api/fakultas/all' : `/api/fakultas/${s.idFakultas}/prodi/all`)),
    ],
  ];
}
