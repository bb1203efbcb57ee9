/**
 * The SKPI printing bench's data (skpi-print.ts measures): a program of its own per step (a
 * faculty with its code, the program, a 3x3x3 CPL, its admin and a graduation period) and its
 * students with verified portfolios, written through the repos and pushed into the bench catalog.
 */
import { randomUUID } from 'node:crypto';
import { cetakRepo } from '@functions/domain/cetak/repo';
import { cetakService } from '@functions/domain/cetak/service';
import { cplRepo } from '@functions/domain/cpl/repo';
import { masterRepo } from '@functions/domain/master/repo';
import { portofolioRepo } from '@functions/domain/portofolio/repo';
import { usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { PRODI, UNIVERSITAS } from '@infra/local/seed-catalog';
import { indonesianName, pick } from './names';
import { type BenchCatalog, benchStaff, pool } from './seed-bench';
import { portfolioTitle } from './titles';

/** How many students the program gets, and how they are written. */
export interface ProgramSeedOptions {
  /** Students of the bulk job (one program, entered in 2022). */
  jobStudents: number;
  /** Single prints through the route (students entered in 2021) and builds of the document, after `warmup` more. */
  runs: number;
  warmup: number;
  concurrency: number;
  log: (line: string) => void;
  /** Verified portfolios of each printing student (`--skpi-portfolios`; unset: 10). */
  portfolios?: number;
}

const CPL = [
  {
    id: 'Sikap',
    en: 'Attitude',
    items: [
      ['Bertakwa kepada Tuhan Yang Maha Esa dan mampu menunjukkan sikap religius', 'Devoted to God Almighty and able to show a religious attitude'],
      [
        'Menjunjung tinggi nilai kemanusiaan dalam menjalankan tugas berdasarkan agama, moral, dan etika',
        'Upholds human values in carrying out duties based on religion, morals, and ethics',
      ],
      [
        'Menginternalisasi semangat kemandirian, kejuangan, dan kewirausahaan',
        'Internalises the spirit of independence, struggle, and entrepreneurship',
      ],
    ],
  },
  {
    id: 'Pengetahuan',
    en: 'Knowledge',
    items: [
      [
        'Menguasai konsep teoretis matematika diskrit, logika, dan statistika untuk komputasi',
        'Masters the theoretical concepts of discrete mathematics, logic and statistics for computing',
      ],
      [
        'Menguasai konsep algoritma, struktur data, dan kompleksitas komputasi',
        'Masters the concepts of algorithms, data structures and computational complexity',
      ],
      [
        'Menguasai prinsip rekayasa perangkat lunak, basis data, dan jaringan komputer',
        'Masters the principles of software engineering, databases and computer networks',
      ],
    ],
  },
  {
    id: 'Keterampilan Khusus',
    en: 'Specific Skills',
    items: [
      [
        'Mampu merancang dan membangun perangkat lunak yang andal, aman, dan mudah dipelihara',
        'Able to design and build software that is reliable, secure and maintainable',
      ],
      [
        'Mampu menganalisis data dan menyajikan hasilnya untuk pengambilan keputusan',
        'Able to analyse data and present the results for decision making',
      ],
      [
        'Mampu bekerja dalam tim lintas disiplin dan mengomunikasikan solusi teknis',
        'Able to work in cross-disciplinary teams and communicate technical solutions',
      ],
    ],
  },
] as const;

export interface Program {
  /** The program's serial in this run: its faculty code is FCB<serial>, its period number <serial>. */
  serial: number;
  idProdi: number;
  admin: Admin;
  authorization: string;
  idPeriode: number;
  jobStudentIds: string[];
  routeStudents: { id: string; nim: string }[];
}

/** The university record, once per table (the document needs it). */
async function ensureUniversitas(): Promise<void> {
  if (await masterRepo.getUniversitas()) return;
  await masterRepo.putUniversitas({ ...UNIVERSITAS, kota_universitas: 'Medan', version: 1 });
}

const adminOf = (user: Admin['auth']['user']): Admin => ({
  auth: { userId: user.id, nim: user.nim, role: user.role, id_prodi: user.id_prodi, user },
  requestId: `bench-${randomUUID()}`,
});

/** The faculty (with its code), the program, its CPL, its admin and a graduation period of this step. */
async function makeProgram(
  catalog: BenchCatalog,
  step: number,
  serial: number,
): Promise<Omit<Program, 'serial' | 'jobStudentIds' | 'routeStudents'>> {
  await ensureUniversitas();
  const kode = `FCB${serial}`;
  const fakultas = await masterRepo.seedFakultas({
    nama_fakultas: `Fakultas Cetak Bench ${serial}`,
    nama_fakultas_inggris: `Bench Printing Faculty ${serial}`,
    nama_dekan: 'Prof. Dr. Ir. Siti Aminah, M.T.',
    nomor_pegawai_dekan: '197001011995032001',
    kode_fakultas: kode,
    is_active: true,
  });
  const { code: _code, fakultas: _f, ...facts } = PRODI[0] as (typeof PRODI)[number];
  const prodi = await masterRepo.createProdi({
    ...facts,
    id_fakultas: fakultas.id_fakultas,
    nama_prodi: `${facts.nama_prodi} Cetak ${serial}`,
    is_active: true,
  });
  const idProdi = prodi.id_prodi;
  for (const [b, cat] of CPL.entries()) {
    // the seed's writes take the parent's count from the caller
    const bidang = await cplRepo.createBidangCpl(
      {
        id_prodi: idProdi,
        urutan_di_skpi: b + 1,
        nama_bidang_cpl_indonesia: cat.id,
        nama_bidang_cpl_inggris: cat.en,
      },
      undefined,
      cat.items.length,
    );
    for (const [c, [id, en]] of cat.items.entries()) {
      const item = await cplRepo.createCpl(bidang, { urutan_di_skpi: c + 1, judul_cpl_indonesia: id, judul_cpl_inggris: en }, undefined, 3);
      for (let p = 1; p <= 3; p++) {
        await cplRepo.createCplPoint(item.id_cpl, {
          urutan_di_skpi: p,
          point_cpl_indonesia: `Menerapkan ${id.toLowerCase()} pada studi kasus ${p} secara mandiri dan bertanggung jawab`,
          point_cpl_inggris: `Applies this outcome to case study ${p} independently and responsibly`,
        });
      }
    }
  }
  const [admin, superAdmin] = await Promise.all([
    benchStaff(catalog, `benchcetak${step}`, 'admin jurusan', idProdi),
    benchStaff(catalog, `benchcetaksuper${step}`, 'super admin', null),
  ]);
  const tanggal = '2026-08-29';
  await cetakService.periodeAdd(adminOf(superAdmin.user), { tanggal, periode: serial });
  const periode = (await cetakRepo.listPeriode()).find((p) => p.tanggal === tanggal && p.periode === serial);
  if (!periode) throw new Error('bench period not written');
  return { idProdi, admin: adminOf(admin.user), authorization: admin.authorization, idPeriode: periode.id_periode_kelulusan };
}

/** A student of the program with ten verified portfolios, pushed into the catalog. */
async function seedPrintStudent(catalog: BenchCatalog, idProdi: number, n: number, tahunMasuk: number, perStudent: number) {
  const r = catalog.random;
  const nama = indonesianName(r);
  const nim = `${String(tahunMasuk).slice(2)}90${String(n).padStart(6, '0')}`;
  const user = await usersRepo.create({
    nim,
    email: `cetak.${nim}@mhs.bench.ac.id`,
    role: 'mahasiswa',
    id_prodi: idProdi,
    nama,
    password_hash: catalog.passwordHash,
    is_active: true,
    email_verified_at: '2024-01-01T00:00:00.000Z',
    is_data_complete: true,
    is_graduated: false,
    kewarganegaraan: 102,
    nik: `3275${String(n).padStart(12, '0')}`,
    alamat: `Jl. Cetak No. ${n % 200}`,
    no_hp: `+62 813-${String(n).padStart(8, '0')}`,
    tempat_lahir: pick(r, ['Medan', 'Binjai', 'Pematangsiantar', 'Tebing Tinggi', 'Padang', 'Banda Aceh']),
    tanggal_lahir: `${tahunMasuk - 18}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
    tanggal_masuk: `${tahunMasuk}-09-01`,
    sosmed: [],
  });
  catalog.students.push({ nim, nama, findable: true, user });
  const anak = catalog.anak.get(1) ?? [];
  const firstId = await portofolioRepo.reserveIds(perStudent);
  for (let i = 0; i < perStudent; i++) {
    const t = portfolioTitle(r);
    const a = anak.length ? pick(r, anak) : undefined;
    const date = `${t.year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
    catalog.lastPortfolioId = Math.max(catalog.lastPortfolioId, firstId + i);
    await portofolioRepo.create(
      {
        user_id: user.id,
        id_prodi: idProdi,
        id_bidang_portofolio: a?.id_bidang_portofolio ?? 1 + (i % 4),
        id_rubrik: a?.id_rubrik ?? 1,
        id_anak_rubrik: a?.id_anak_rubrik ?? 1,
        id_kegiatan_ppk: null,
        judul: t.judul,
        judul_inggris: t.judul_inggris,
        bobot_skp_portofolio: 1 + Math.floor(r() * 10),
        tanggal_terbit: date,
        dokumen_portofolio: `portofolio/${user.id}/bench-${i}.pdf`,
        id_status_portofolio: 2,
        showed: true,
        verified_by: 'bench',
        verified_at: `${date}T10:00:00.000Z`,
      },
      { id: firstId + i },
    );
    catalog.portfolios.push({ judul: t.judul, judul_inggris: t.judul_inggris, findable: true });
  }
  return user;
}

let serial = 0;

/** A new printing program (its faculty, CPL, admin and period) and its students: the bulk job's, then the route's. */
export async function setupProgram(catalog: BenchCatalog, step: number, o: ProgramSeedOptions): Promise<Program> {
  serial += 1;
  const started = Date.now();
  const base = await makeProgram(catalog, step, serial);
  const total = o.jobStudents + o.runs + o.warmup;
  const jobStudentIds: string[] = [];
  const routeStudents: { id: string; nim: string }[] = [];
  let done = 0;
  await pool(total, o.concurrency, async (i) => {
    const forRoute = i >= o.jobStudents;
    const user = await seedPrintStudent(catalog, base.idProdi, serial * 100_000 + i + 1, forRoute ? 2021 : 2022, o.portfolios ?? 10);
    if (forRoute) routeStudents.push({ id: user.id, nim: user.nim });
    else jobStudentIds.push(user.id);
    done++;
    if (done % 250 === 0) o.log(`  skpi: seeded ${done} of ${total} students of the printing program`);
  });
  o.log(
    `  skpi: program ${base.idProdi} (faculty code FCB${serial}, CPL 3x3x3): ${total} students with ${o.portfolios ?? 10} verified portfolios each, written in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { ...base, serial, jobStudentIds, routeStudents };
}
