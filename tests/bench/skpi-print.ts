/**
 * The SKPI printing bench: on a program of its own (skpi-print-program.ts), the document's data
 * reads and builds (unsealed, sealed, the seal alone, with their CPU time), the single print route
 * one request at a time, and the bulk job in a child process as its Lambda runs it (time, CPU,
 * memory, the zip's size and entries).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { JobItem } from '@functions/domain/cetak/job';
import { jobsRepo } from '@functions/domain/jobs/repo';
import { readJobText } from '@functions/domain/jobs/text';
import { buildSkpiPdf, finishDocument } from '@functions/domain/skpi/document';
import { skpiDocumentData, skpiProgramData } from '@functions/domain/skpi/document-data';
import { usersRepo } from '@functions/domain/users/repo';
import { s3 } from '@functions/lib/clients';
import { env } from '@functions/lib/env';
import { PDFDocument } from 'pdf-lib';
import { runBenchChild } from './child';
import type { BenchCatalog } from './seed-bench';
import type { BulkJobConfig, BulkJobResult } from './skpi-bulk-job';
import { type Program, type ProgramSeedOptions, setupProgram } from './skpi-print-program';

export interface SkpiBenchOptions extends ProgramSeedOptions {
  /** `--max-old-space-size` of the job's process, MB (`--skpi-job-heap`; unset: Node's default). */
  jobHeapMb?: number;
  /** A folder to keep the built PDF and the job's zip in, for a look (`--skpi-keep=<dir>`). */
  keep?: string;
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

async function measureBuild(p: Program, o: SkpiBenchOptions) {
  const student = await usersRepo.getById(p.jobStudentIds[0] ?? '');
  if (!student) throw new Error('bench student missing');
  const program = await skpiProgramData(p.idProdi);
  const penerbitan = {
    nomor: `1/SKPI/FCB${p.serial}/VIII/2026`,
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
  if (o.keep) writeFileSync(join(o.keep, `skpi-${p.serial}-${student.nim}.pdf`), bytes);
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
    label: { id: 'bench', en: 'bench' },
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
    message: readJobText(after?.message),
    zipMb,
    perSecond: (after?.done ?? 0) / (result.ms / 1000),
    zipKey: after?.zip_key ?? null,
  };
}

/** Counts a zip's entries (its end-of-central-directory record); keeps the zip when asked. */
async function zipEntryCount(key: string, keep: string | undefined, serial: number): Promise<number> {
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
  const entries = zipKey ? await zipEntryCount(zipKey, o.keep, p.serial) : 0;
  o.log(
    `  skpi: bulk job ${bulk.status}, ${bulk.done}/${bulk.total} in ${(bulk.ms / 1000).toFixed(1)} s (${bulk.perSecond.toFixed(1)} PDFs/s), CPU ${(bulk.cpuMs / 1000).toFixed(1)} s (load ${bulk.load.join(' → ')})${o.jobHeapMb ? `, heap capped at ${o.jobHeapMb} MB` : ''}; peak RSS ${bulk.peakRssMb} MB (kernel maxRSS ${bulk.maxRssMb} MB, at start ${bulk.startRssMb} MB), peak heap ${bulk.peakHeapUsedMb} MB, external ${bulk.peakExternalMb} MB; RSS by tenths ${bulk.timeline.join(' ')}${bulk.steps ? `; steps: reserve ${bulk.steps.reserveMs} ms, ${bulk.steps.chunks} chunks one after another p50 ${bulk.steps.chunkMs.p50} ms, p95 ${bulk.steps.chunkMs.p95} ms, max ${bulk.steps.chunkMs.max} ms (peak RSS ${bulk.steps.chunkPeakRssMb} MB), join ${bulk.steps.joinMs} ms (peak RSS ${bulk.steps.joinPeakRssMb} MB)` : ''}; zip ${bulk.zipMb.toFixed(1)} MB with ${entries} entries${bulk.message ? `; message: ${bulk.message}` : ''}${bulk.error ? `; error: ${bulk.error}` : ''}`,
  );
  const result: SkpiBenchResult = { students, ...doc, route, bulk };
  return { result, entries };
}
