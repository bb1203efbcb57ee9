import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { JobItem } from '@functions/domain/cetak/job';
import { cetakRepo } from '@functions/domain/cetak/repo';
import { cetakService } from '@functions/domain/cetak/service';
import { cplRepo } from '@functions/domain/cpl/repo';
import { jobsRepo } from '@functions/domain/jobs/repo';
import { masterRepo } from '@functions/domain/master/repo';
import { portofolioRepo } from '@functions/domain/portofolio/repo';
import { buildSkpiPdf, finishDocument } from '@functions/domain/skpi/document';
import { skpiDocumentData, skpiProgramData } from '@functions/domain/skpi/document-data';
import { usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { s3 } from '@functions/lib/clients';
import { env } from '@functions/lib/env';
import { PRODI, UNIVERSITAS } from '@infra/local/seed-catalog';
import { PDFDocument } from 'pdf-lib';
import { runBenchChild } from './child';
import { indonesianName, pick } from './names';
import { type BenchCatalog, benchStaff, pool } from './seed-bench';
import type { BulkJobConfig, BulkJobResult } from './skpi-bulk-job';
import { portfolioTitle } from './titles';

const _ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface SkpiBenchOptions {
  /** Students of the bulk job (one program, entered in 2022). */
  jobStudents: number;
  /** Single prints through the route (and builds of the document), after `warmup` more. */
  runs: number;
  warmup: number;
  concurrency: number;
  log: (line: string) => void;
  /** `--max-old-space-size` of the job's process, MB (`--skpi-job-heap`; unset: Node's default). */
  jobHeapMb?: number;
  /** A folder to keep the built PDF and the job's zip in, for a look (`--skpi-keep=<dir>`). */
  keep?: string;
  /** Verified portfolios of each printing student (`--skpi-portfolios`; unset: 10). */
  portfolios?: number;
}

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

export interface SkpiBenchResult {
  /** Students in the table when measured. */
  students: number;
  build: Timing;
  /** CPU time of one build (this process, user + system), p50: the work, whatever else shares the machine. */
  buildCpu: number;
  /** The same document built and sealed (finishDocument with the local seal key and demo chain): what a print pays. */
  sealedBuild: Timing;
  /** The seal alone (finishDocument of built bytes), and its CPU time p50. */
  seal: Timing;
  sealCpu: number;
  /** The machine's 1-minute load average when the builds started. */
  load: number;
  /** The table reads that gather one student's document (program data read once, as a bulk job does). */
  dataRead: Timing;
  route: Timing & { ok: number; firstRefusal?: string };
  pages: number;
  pdfKb: number;
  bulk: BulkJobResult & {
    total: number;
    done: number;
    status: string;
    message: string | null;
    zipMb: number;
    perSecond: number;
  };
}

const timing = (ms: number[]): Timing => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? Number.NaN };
};

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

interface Program {
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
async function makeProgram(catalog: BenchCatalog, step: number, serial: number): Promise<Omit<Program, 'jobStudentIds' | 'routeStudents'>> {
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
  if (!prodi.ok) throw new Error('bench printing program not written');
  const idProdi = prodi.item.id_prodi;
  for (const [b, cat] of CPL.entries()) {
    const bidang = await cplRepo.createBidangCpl({
      id_prodi: idProdi,
      urutan_di_skpi: b + 1,
      nama_bidang_cpl_indonesia: cat.id,
      nama_bidang_cpl_inggris: cat.en,
    });
    for (const [c, [id, en]] of cat.items.entries()) {
      const item = await cplRepo.createCpl(bidang, { urutan_di_skpi: c + 1, judul_cpl_indonesia: id, judul_cpl_inggris: en });
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

async function setupProgram(catalog: BenchCatalog, step: number, o: SkpiBenchOptions): Promise<Program> {
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
  return { ...base, jobStudentIds, routeStudents };
}

/** The document alone: the data of one student read once, then `buildSkpiPdf` over and over. */
async function measureBuild(p: Program, o: SkpiBenchOptions) {
  const student = await usersRepo.getById(p.jobStudentIds[0] ?? '');
  if (!student) throw new Error('bench student missing');
  const program = await skpiProgramData(p.idProdi);
  const penerbitan = {
    nomor: `1/SKPI/FCB${serial}/VIII/2026`,
    kode: 'abcdefghijklmnopqrstuvwxyz',
    url_verifikasi: `${env.appUrl}/verifikasi/abcdefghijklmnopqrstuvwxyz`,
    tanggal_terbit: '2026-08-29',
  };
  const reads: number[] = [];
  let data = await skpiDocumentData(student, penerbitan, program);
  for (let i = 0; i < o.warmup + o.runs; i++) {
    const t = performance.now();
    data = await skpiDocumentData(student, penerbitan, program);
    if (i >= o.warmup) reads.push(performance.now() - t);
  }
  const builds: number[] = [];
  const cpus: number[] = [];
  const load = loadavg()[0] ?? 0;
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < o.warmup + o.runs; i++) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    bytes = await buildSkpiPdf(data, { preview: false });
    const used = process.cpuUsage(cpu);
    if (i >= o.warmup) {
      builds.push(performance.now() - t);
      cpus.push((used.user + used.system) / 1000);
    }
  }
  if (o.keep) writeFileSync(join(o.keep, `skpi-${serial}-${student.nim}.pdf`), bytes);
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return {
    build: timing(builds),
    buildCpu: timing(cpus).p50,
    load,
    dataRead: timing(reads),
    pages,
    pdfKb: bytes.byteLength / 1024,
    ...(await measureSeal(data, o)),
  };
}

/** The same document built and sealed, run after run (the median difference to a build is what sealing adds), and the seal alone. */
async function measureSeal(data: Awaited<ReturnType<typeof skpiDocumentData>>, o: SkpiBenchOptions) {
  const sealedBuilds: number[] = [];
  const seals: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < o.warmup + o.runs; i++) {
    const t = performance.now();
    const built = await buildSkpiPdf(data, { preview: false });
    const s = performance.now();
    const cpu = process.cpuUsage();
    await finishDocument(built, { seal: true, document: data });
    const used = process.cpuUsage(cpu);
    if (i >= o.warmup) {
      sealedBuilds.push(performance.now() - t);
      seals.push(performance.now() - s);
      cpus.push((used.user + used.system) / 1000);
    }
  }
  return { sealedBuild: timing(sealedBuilds), seal: timing(seals), sealCpu: timing(cpus).p50 };
}

/** The single print route, one request at a time, each a new print (override=1) of another student. */
async function measureRoute(baseUrl: string, p: Program, o: SkpiBenchOptions) {
  const ms: number[] = [];
  let ok = 0;
  let firstRefusal: string | undefined;
  for (const [i, s] of p.routeStudents.entries()) {
    const t = performance.now();
    const res = await fetch(`${baseUrl}/api/manajemen/skpi/download/${encodeURIComponent(s.nim)}?periode=${p.idPeriode}&override=1`, {
      method: 'POST',
      headers: { authorization: p.authorization },
    });
    const body = await res.text();
    const took = performance.now() - t;
    if (i < o.warmup) continue;
    ms.push(took);
    if (res.status === 200) ok++;
    else firstRefusal ??= `${res.status} ${body.slice(0, 200)}`;
  }
  return { ...timing(ms), ok, firstRefusal };
}

function runChild(config: BulkJobConfig): Promise<BulkJobResult> {
  return runBenchChild<BulkJobResult>('skpi-bulk-job.ts', config, config.heapMb ? [`--max-old-space-size=${config.heapMb}`] : []);
}

/** The bulk print of the program's 2022 students, as its Lambda: a job item, then the job's entry in a child process. */
async function measureBulk(p: Program, stackEnv: Record<string, string>, o: SkpiBenchOptions) {
  const now = new Date().toISOString();
  const user = p.admin.auth.user;
  const job: JobItem = {
    type: 'job',
    job: 'skpi-bulk',
    id: randomUUID(),
    owner: user.id,
    status: 'queued',
    done: 0,
    total: p.jobStudentIds.length,
    label: 'bench',
    request: { kind: 'prodi', id_prodi: p.idProdi, tahun_masuk: 2022, lulus: undefined },
    id_periode_kelulusan: p.idPeriode,
    override: true,
    actor: { userId: user.id, nim: user.nim, role: user.role, nama: user.nama, id_prodi: user.id_prodi, requestId: p.admin.requestId },
    zip_key: null,
    message: null,
    created_at: now,
    updated_at: now,
    ttl: Math.floor(Date.now() / 1000) + 86_400,
  };
  await jobsRepo.put(job);
  o.log(`  skpi: bulk job of ${p.jobStudentIds.length} students started in a child process`);
  const result = await runChild({ env: stackEnv, jobId: job.id, sampleMs: 50, heapMb: o.jobHeapMb });
  const after = await jobsRepo.get<JobItem>('skpi-bulk', job.id);
  let zipMb = 0;
  if (after?.zip_key) {
    const head = await s3().send(new HeadObjectCommand({ Bucket: env.documentsBucket, Key: after.zip_key }));
    zipMb = (head.ContentLength ?? 0) / (1024 * 1024);
  }
  return {
    ...result,
    total: after?.total ?? 0,
    done: after?.done ?? 0,
    status: after?.status ?? 'missing',
    message: after?.message ?? null,
    zipMb,
    perSecond: (after?.done ?? 0) / (result.ms / 1000),
    zipKey: after?.zip_key ?? null,
  };
}

/** Counts a zip's entries (its end-of-central-directory record); keeps the zip when asked. */
async function zipEntryCount(key: string, keep: string | undefined): Promise<number> {
  const out = await s3().send(new GetObjectCommand({ Bucket: env.documentsBucket, Key: key }));
  const bytes = Buffer.from(await (out.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
  if (keep) writeFileSync(join(keep, `skpi-${serial}.zip`), bytes);
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return eocd < 0 ? 0 : bytes.readUInt16LE(eocd + 10);
}

export async function skpiPrintBench(baseUrl: string, stackEnv: Record<string, string>, catalog: BenchCatalog, step: number, o: SkpiBenchOptions) {
  const p = await setupProgram(catalog, step, o);
  const students = catalog.students.length;
  const doc = await measureBuild(p, o);
  o.log(
    `  skpi: buildSkpiPdf ${o.runs} runs: p50 ${doc.build.p50.toFixed(1)} ms, p95 ${doc.build.p95.toFixed(1)} ms, max ${doc.build.max.toFixed(1)} ms, CPU p50 ${doc.buildCpu.toFixed(1)} ms (load ${doc.load.toFixed(1)}); ${doc.pages} pages, ${doc.pdfKb.toFixed(0)} KB; data reads p50 ${doc.dataRead.p50.toFixed(1)} ms`,
  );
  o.log(
    `  skpi: built and sealed ${o.runs} runs: p50 ${doc.sealedBuild.p50.toFixed(1)} ms, p95 ${doc.sealedBuild.p95.toFixed(1)} ms (unsealed p50 ${doc.build.p50.toFixed(1)} ms: the seal adds ${(doc.sealedBuild.p50 - doc.build.p50).toFixed(1)} ms); the seal alone p50 ${doc.seal.p50.toFixed(1)} ms, p95 ${doc.seal.p95.toFixed(1)} ms, CPU p50 ${doc.sealCpu.toFixed(1)} ms`,
  );
  const route = await measureRoute(baseUrl, p, o);
  o.log(
    `  skpi: print route ${o.runs} requests one by one: p50 ${route.p50.toFixed(1)} ms, p95 ${route.p95.toFixed(1)} ms, max ${route.max.toFixed(1)} ms, ${route.ok} answered 200${route.firstRefusal ? `; first refusal: ${route.firstRefusal}` : ''}`,
  );
  const { zipKey, ...bulk } = await measureBulk(p, stackEnv, o);
  const entries = zipKey ? await zipEntryCount(zipKey, o.keep) : 0;
  o.log(
    `  skpi: bulk job ${bulk.status}, ${bulk.done}/${bulk.total} in ${(bulk.ms / 1000).toFixed(1)} s (${bulk.perSecond.toFixed(1)} PDFs/s), CPU ${(bulk.cpuMs / 1000).toFixed(1)} s (load ${bulk.load.join(' → ')})${o.jobHeapMb ? `, heap capped at ${o.jobHeapMb} MB` : ''}; peak RSS ${bulk.peakRssMb} MB (kernel maxRSS ${bulk.maxRssMb} MB, at start ${bulk.startRssMb} MB), peak heap ${bulk.peakHeapUsedMb} MB, external ${bulk.peakExternalMb} MB; RSS by tenths ${bulk.timeline.join(' ')}${bulk.steps ? `; steps: reserve ${bulk.steps.reserveMs} ms, ${bulk.steps.chunks} chunks one after another p50 ${bulk.steps.chunkMs.p50} ms, p95 ${bulk.steps.chunkMs.p95} ms, max ${bulk.steps.chunkMs.max} ms (peak RSS ${bulk.steps.chunkPeakRssMb} MB), join ${bulk.steps.joinMs} ms (peak RSS ${bulk.steps.joinPeakRssMb} MB)` : ''}; zip ${bulk.zipMb.toFixed(1)} MB with ${entries} entries${bulk.message ? `; message: ${bulk.message}` : ''}${bulk.error ? `; error: ${bulk.error}` : ''}`,
  );
  const result: SkpiBenchResult = { students, ...doc, route, bulk };
  return { result, entries };
}
