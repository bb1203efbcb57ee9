/**
 * Fills the table with students and portfolios for the benchmark, fast: each creation's items are
 * the product's own (usersRepo / portofolioRepo `createItems`: the entity, its search and list
 * index entries, its counters and achievement, from the projections), folded in memory and written
 * in batches by the bulk load (functions/lib/bulk-load.ts), the shared counters once each. Growing
 * in steps: `seedStudents(catalog, 1000)` then `seedStudents(catalog, 20000)` adds the missing
 * students and their share of portfolios. The counter rebuild finds no difference afterwards
 * (run.ts checks it after every step).
 */
import { type NewPortofolio, portofolioRepo, type StatusPortofolio } from '@functions/domain/portofolio/repo';
import { ppkRepo } from '@functions/domain/ppk/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { type NewUser, type UserItem, usersRepo } from '@functions/domain/users/repo';
import { BulkLoad, type BulkStats } from '@functions/lib/bulk-load';
import { heldReads } from '@functions/lib/projections/capaian';
import { ulid } from 'ulid';
import { indonesianName, pick, type Random } from './names';
import { portfolioTitle } from './titles';

export interface BenchStudent {
  nim: string;
  nama: string;
  /** Active and activated: findable (and may use the student area). */
  findable: boolean;
  /** What a session is signed from. */
  user: Pick<UserItem, 'id' | 'nim' | 'role' | 'id_prodi' | 'token_version'>;
}

/** A sub-rubric of a program's rubric catalog, with an internal activity of its own. */
export interface BenchAnak {
  id_anak_rubrik: number;
  id_rubrik: number;
  id_bidang_portofolio: number;
  max: number;
  id_kegiatan_ppk: number;
}

export interface BenchPortfolio {
  judul: string;
  judul_inggris: string;
  /** Verified, shown and owned by a findable student. */
  findable: boolean;
}

/** What was written, for building realistic queries. */
export interface BenchCatalog {
  random: Random;
  students: BenchStudent[];
  portfolios: BenchPortfolio[];
  /** Portfolios per student on average (total portfolios / total students of the full run). */
  perStudent: number;
  /** The last portfolio id issued. */
  lastPortfolioId: number;
  passwordHash: string;
  /** The sub-rubrics of each program (by id_prodi), filled by seedRubricCatalog. */
  anak: Map<number, BenchAnak[]>;
  /** The programs the students are spread over (id and the NIM's program code); BENCH_PRODI unless told. */
  programs?: readonly BenchProgram[];
}

export interface BenchProgram {
  id: number;
  /** Two digits of the NIM. */
  code: string;
}

/** The bench's programs, on a table of its own (no program items: the counters and lists are keyed by id). */
export const BENCH_PRODI: readonly BenchProgram[] = [
  { id: 1, code: '01' },
  { id: 2, code: '02' },
  { id: 3, code: '03' },
  { id: 4, code: '04' },
  { id: 5, code: '05' },
  { id: 6, code: '06' },
];

const SOSMED = ['Instagram', 'LinkedIn', 'Facebook', 'Twitter'] as const;
const BIOS = [
  'Mahasiswa yang tertarik pada pengembangan perangkat lunak dan data.',
  'Aktif berorganisasi dan senang menulis.',
  'Suka tantangan, lomba, dan kegiatan sosial.',
  null,
] as const;

const BIDANG = ['Penalaran dan Keilmuan', 'Minat dan Bakat', 'Kepemimpinan dan Organisasi', 'Pengabdian kepada Masyarakat'];

/**
 * Four new portfolio categories (or, with `reuseCategories`, those the table has: the soak's
 * university beside the demo data) and, per program, two rubrics per category with three
 * sub-rubrics each and one internal activity per sub-rubric, as a university configures them: the
 * checklist and the internal-portfolio writes of the bench read a real catalog.
 */
export async function seedRubricCatalog(catalog: BenchCatalog, reuseCategories = false): Promise<void> {
  const bidang = reuseCategories ? await rubrikRepo.listBidang() : [];
  if (bidang.length === 0) {
    for (const [i, nama] of BIDANG.entries()) {
      bidang.push(await rubrikRepo.createBidang({ urutan_di_skpi: i + 1, nama_bidang_portofolio: nama, nama_bidang_portofolio_inggris: nama }));
    }
  }
  for (const prodi of catalog.programs ?? BENCH_PRODI) {
    const list: BenchAnak[] = [];
    for (const b of bidang) {
      for (let k = 1; k <= 2; k++) {
        const rubrik = await rubrikRepo.createRubrik({
          id_prodi: prodi.id,
          id_bidang_portofolio: b.id_bidang_portofolio,
          nama_rubrik: `${b.nama_bidang_portofolio} ${k}`,
          syarat_minimal_skp: 10,
        });
        for (let j = 1; j <= 3; j++) {
          const anak = await rubrikRepo.createAnak(rubrik, {
            nama_anak_rubrik: `${rubrik.nama_rubrik}.${j}`,
            bobot_maksimal_skp_tiap_portofolio: 10,
            syarat_minimal_skp: 3,
          });
          const kegiatan = await ppkRepo.create({
            id_prodi: prodi.id,
            id_bidang_portofolio: b.id_bidang_portofolio,
            id_rubrik: rubrik.id_rubrik,
            id_anak_rubrik: anak.id_anak_rubrik,
            judul: `Kegiatan internal ${anak.nama_anak_rubrik}`,
            judul_inggris: `Internal activity ${anak.nama_anak_rubrik}`,
            bobot_skp_portofolio: 2,
            tanggal_terbit: '2025-03-01',
            dokumen_ppk: null,
          });
          list.push({
            id_anak_rubrik: anak.id_anak_rubrik,
            id_rubrik: rubrik.id_rubrik,
            id_bidang_portofolio: b.id_bidang_portofolio,
            max: 10,
            id_kegiatan_ppk: kegiatan.id_kegiatan_ppk,
          });
        }
      }
    }
    catalog.anak.set(prodi.id, list);
  }
}

/** Runs `task` for 0..count-1 with at most `limit` at a time. */
export async function pool(count: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

function statusOf(r: Random): { status: StatusPortofolio; showed: boolean } {
  const x = r();
  const status: StatusPortofolio = x < 0.6 ? 2 : x < 0.8 ? 1 : x < 0.9 ? 3 : 4;
  return { status, showed: r() < 0.85 };
}

const slug = (nama: string) =>
  nama
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** One student of the run (the n-th) and its portfolios, as the product would create them. */
interface StudentPlan {
  user: NewUser;
  findable: boolean;
  portfolios: NewPortofolio[];
}

/** The n-th student of the run with `portfolioCount` portfolios: realistic, drawn from the catalog's random source. */
function planStudent(catalog: BenchCatalog, n: number, portfolioCount: number): StudentPlan {
  const r = catalog.random;
  const prodi = pick(r, catalog.programs ?? BENCH_PRODI);
  const angkatan = 17 + (n % 8);
  const nim = `${angkatan}${prodi.code}${String(n).padStart(6, '0')}`;
  const nama = indonesianName(r);
  const x = r();
  const isActive = x >= 0.02;
  const complete = x >= 0.01 && !(x >= 0.02 && x < 0.03);
  const bio = pick(r, BIOS);
  const id = ulid();
  const user: NewUser = {
    id,
    nim,
    email: `${slug(nama)}.${nim}@mhs.bench.ac.id`,
    role: 'mahasiswa',
    id_prodi: prodi.id,
    nama,
    password_hash: catalog.passwordHash,
    is_active: isActive,
    email_verified_at: complete ? '2024-01-01T00:00:00.000Z' : null,
    is_data_complete: complete,
    // the year of entry matches the NIM's; half of the four oldest years have graduated (the people list's filters)
    tanggal_masuk: `20${angkatan}-09-01`,
    is_graduated: angkatan <= 20 && n % 2 === 0,
    tanggal_lulus: angkatan <= 20 && n % 2 === 0 ? `20${angkatan + 4}-08-15` : null,
    kewarganegaraan: 102,
    nik: `3273${String(n).padStart(12, '0')}`,
    alamat: `Jl. Bench No. ${n % 200}`,
    no_hp: `+62 812-${String(n).padStart(8, '0')}`,
    bio,
    sosmed: r() < 0.6 ? [{ jenis_sosmed: pick(r, SOSMED), nama: slug(nama), link_sosmed: `https://www.instagram.com/${slug(nama)}.${n}` }] : [],
  };
  const anakOfProdi = catalog.anak.get(prodi.id) ?? [];
  const portfolios: NewPortofolio[] = [];
  for (let i = 0; i < portfolioCount; i++) {
    const t = portfolioTitle(r);
    const { status, showed } = complete ? statusOf(r) : { status: 1 as const, showed: true };
    const month = String(1 + Math.floor(r() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(r() * 28)).padStart(2, '0');
    const decided = status === 2 || status === 4;
    const anak = anakOfProdi.length ? pick(r, anakOfProdi) : undefined;
    portfolios.push({
      user_id: id,
      id_prodi: prodi.id,
      id_bidang_portofolio: anak?.id_bidang_portofolio ?? 1 + Math.floor(r() * 4),
      id_rubrik: anak?.id_rubrik ?? 1 + Math.floor(r() * 40),
      id_anak_rubrik: anak?.id_anak_rubrik ?? 1 + Math.floor(r() * 100),
      id_kegiatan_ppk: null,
      judul: t.judul,
      judul_inggris: t.judul_inggris,
      bobot_skp_portofolio: 1 + Math.floor(r() * 10),
      tanggal_terbit: `${t.year}-${month}-${day}`,
      dokumen_portofolio: `portofolio/${id}/bench-${i}.pdf`,
      id_status_portofolio: status,
      showed,
      verified_by: decided ? 'bench' : null,
      verified_at: decided ? `${t.year}-${month}-${day}T10:00:00.000Z` : null,
    });
  }
  return { user, findable: isActive && complete, portfolios };
}

/** Students built (and their items computed) before the load writes them; one id reservation each. */
const CHUNK = 250;
/** Students built between two turns of the event loop, where the writes in flight are answered and the next ones sent. */
const YIELD_EVERY = 5;

/** How the seeding went: entities added, items and calls the bulk load wrote, and the time. */
export interface SeedResult {
  ms: number;
  /** Of which: building the items, waiting for a chunk's writes, writing the shared counters. */
  buildMs: number;
  waitMs: number;
  finishMs: number;
  students: number;
  portfolios: number;
  load: BulkStats;
}

/**
 * Adds students until there are `total`, each with its share of portfolios (so portfolios stay
 * `perStudent` times the students), or until `deadline` (epoch ms). Each student and portfolio
 * gets the items the product's creation writes (usersRepo / portofolioRepo `createItems`: the
 * projections' search entries, counters and achievement), folded by the bulk load and written
 * with BatchWriteItem, `inFlight` calls at once: a chunk is computed while the previous one is
 * written; the shared counters are written once at the end.
 */
export async function seedStudents(
  catalog: BenchCatalog,
  total: number,
  inFlight: number,
  deadline: number,
  onProgress?: (done: number) => void,
): Promise<SeedResult> {
  const started = Date.now();
  const from = catalog.students.length;
  const fromPortfolios = catalog.portfolios.length;
  const target = (k: number) => Math.round(k * catalog.perStudent);
  const load = new BulkLoad(inFlight);
  const reads = heldReads(load.get);
  let writing = Promise.resolve();
  const spent = { build: 0, wait: 0, finish: 0 };
  const timed = async <T>(part: keyof typeof spent, work: Promise<T>) => {
    const t = Date.now();
    const out = await work;
    spent[part] += Date.now() - t;
    return out;
  };
  for (let first = from; first < total && Date.now() <= deadline; first += CHUNK) {
    const last = Math.min(total, first + CHUNK);
    const count = target(last) - target(first);
    const builtFrom = Date.now();
    let nextId = count > 0 ? await portofolioRepo.reserveIds(count) : 0;
    for (let n = first + 1; n <= last; n++) {
      // building runs on the event loop the writes answer on: yield now and then, or DynamoDB Local idles while a chunk is built
      if (n % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      const plan = planStudent(catalog, n, target(n) - target(n - 1));
      const created = await usersRepo.createItems(plan.user, [], reads);
      load.apply(created.items);
      catalog.students.push({ nim: plan.user.nim, nama: plan.user.nama, findable: plan.findable, user: created.user });
      for (const input of plan.portfolios) {
        const { portfolio, items } = await portofolioRepo.createItems(input, nextId++, reads);
        load.apply(items);
        catalog.lastPortfolioId = Math.max(catalog.lastPortfolioId, portfolio.id_portofolio);
        catalog.portfolios.push({
          judul: portfolio.judul,
          judul_inggris: portfolio.judul_inggris ?? '',
          findable: plan.findable && portfolio.id_status_portofolio === 2 && portfolio.showed,
        });
      }
    }
    spent.build += Date.now() - builtFrom;
    await timed('wait', writing);
    writing = load.flushCreated();
    if (onProgress && Math.floor(last / 2000) > Math.floor(first / 2000)) onProgress(last);
  }
  await timed('wait', writing);
  await timed('finish', load.finish());
  return {
    ms: Date.now() - started,
    buildMs: spent.build,
    waitMs: spent.wait,
    finishMs: spent.finish,
    students: catalog.students.length - from,
    portfolios: catalog.portfolios.length - fromPortfolios,
    load: load.stats,
  };
}

/** A staff account of the benchmark (active, activated) and its `Authorization` header. */
export async function benchStaff(
  catalog: BenchCatalog,
  nim: string,
  role: 'verifikator' | 'admin jurusan' | 'super admin',
  idProdi: number | null,
): Promise<{ user: UserItem; authorization: string }> {
  const { signSession } = await import('@functions/lib/session');
  const user = await usersRepo.create({
    nim,
    email: `${nim}@bench.ac.id`,
    role,
    id_prodi: idProdi,
    nama: `Bench ${role}`,
    password_hash: catalog.passwordHash,
    is_active: true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
  });
  return { user, authorization: `Bearer ${await signSession(user)}` };
}
