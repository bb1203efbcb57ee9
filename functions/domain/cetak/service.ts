/**
 * SKPI printing (docs/decisions/0029-skpi-printing.md): the list of students to
 * print, one print (numbered, coded, stored, the student graduated: `printOne`, which the bulk
 * job calls for each student too), bulk prints as jobs, revocation, previews that record
 * nothing, a student's documents with their history, the national diploma number, and the
 * graduation periods. Scope: an admin jurusan acts on their own program's students only.
 */
import { randomUUID } from 'node:crypto';
import { currentStage } from '@functions/domain/cetak/pengesahan/machine';
import { pengesahanStateOf } from '@functions/domain/cetak/pengesahan/views';
import { isDead, jobsRepo, newJob } from '@functions/domain/jobs/repo';
import { jobText, jobTexts } from '@functions/domain/jobs/text';
import { assertActiveStudent } from '@functions/domain/mahasiswa/gate';
import { buildSkpiPdf, finishDocument } from '@functions/domain/skpi/document';
import { skpiDocumentData, skpiProgramData } from '@functions/domain/skpi/document-data';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { type Admin, ownProgram, superAdminOnly } from '@functions/lib/admin-write';
import { auditEntry, auditLog } from '@functions/lib/audit';
import { Conflict, Invalid, NotFound, refusing } from '@functions/lib/domain-errors';
import { documentUrl, putDocument } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { nextId } from '@functions/lib/sequence';
import { keaslianUrl, previewKey } from '@functions/lib/skpi-links';
import type { RIWAYAT_AKSI } from '@shared/api/cetak';
import { academicYear } from '@shared/domain/periode';
import type { KategoriPencabutan } from '@shared/domain/segel';
import { CETAK_MSG, jobLabelNims, jobLabelProdi, periodeInUse, skpiUnknownNims } from '@shared/messages/cetak';
import { GENERAL_MSG } from '@shared/messages/common';
import { SEARCH_MSG } from '@shared/messages/search';
import { SKPI_MSG } from '@shared/messages/skpi';
import { startBulkRun } from './bulk-start';
import { issueSkpi, numberingReady, today } from './issue';
import { JOB_DAYS, type JobItem, type JobRequest } from './job';
import { listForPrinting } from './list';
import { type CetakRefusal, cetakRepo, kategoriOf, type PeriodeItem } from './repo';
import { cetakReads } from './students';

/** The student behind a NIM, in the caller's scope: 404 for an unknown NIM or a non-student, 403 out of scope. */
async function studentInScope(actor: Admin, nim: string): Promise<UserItem> {
  const user = await usersRepo.getByNim(nim);
  if (user?.role !== 'mahasiswa') throw new NotFound(SEARCH_MSG.studentNotFound);
  if (user.id_prodi === null) throw new Conflict(SKPI_MSG.skpiNoProdi);
  ownProgram(actor, user.id_prodi, CETAK_MSG.skpiOtherProdi);
  return user;
}

/** The history step of each audit action on a document (an action not listed reads as the issue). */
const RIWAYAT_OF: Record<string, (typeof RIWAYAT_AKSI)[number]> = {
  'skpi.terbit': 'terbit',
  'skpi.digantikan': 'digantikan',
  'skpi.dicabut': 'dicabut',
  'skpi.draf': 'draf',
  'skpi.disetujui': 'disetujui',
  'skpi.dikembalikan': 'dikembalikan',
  'skpi.cetak-ulang': 'dicetak-ulang',
  'skpi.dibatalkan': 'dibatalkan',
};

async function periodeOrFail(id: number): Promise<PeriodeItem> {
  const p = await cetakRepo.getPeriode(id);
  if (!p) throw new NotFound(CETAK_MSG.periodeNotFound);
  return p;
}

export const cetakService = {
  /** The students to print: ./list.ts. */
  search: listForPrinting,

  /** One print (single, override, and each student of a bulk job): ./issue.ts. */
  printOne: issueSkpi,

  /** Single print: a short-lived link to the PDF (new, or the printed one without override). */
  async print(actor: Admin, nim: string, q: { periode: number; override: boolean }) {
    const student = await studentInScope(actor, nim);
    const periode = await periodeOrFail(q.periode);
    const { dokumen } = await cetakService.printOne(actor, student, { periode, override: q.override });
    const waitingAt = dokumen.status === 'draf' && dokumen.pengesahan ? currentStage(dokumen.pengesahan) : null;
    return { message: await documentUrl(dokumen.key), ...(waitingAt ? { menunggu_tahap: waitingAt } : {}) };
  },

  /** Starts a bulk print of listed NIM (all must be students in scope: 422 naming the others). */
  async bulkNim(actor: Admin, q: { nim: string[]; periode: number; override: boolean }) {
    await periodeOrFail(q.periode);
    const found = await Promise.all(q.nim.map(async (nim) => ({ nim, user: await usersRepo.getByNim(nim) })));
    const unknown = found.filter((f) => f.user?.role !== 'mahasiswa').map((f) => f.nim);
    if (unknown.length) throw new Invalid(skpiUnknownNims(unknown));
    for (const f of found) if (f.user) ownProgram(actor, f.user.id_prodi ?? -1, CETAK_MSG.skpiOtherProdi);
    const ids = [...new Set(found.map((f) => f.user?.id ?? ''))];
    return cetakService.startBulk(actor, { kind: 'nim', user_ids: ids }, () => jobLabelNims(ids.length), ids.length, q);
  },

  /** Starts a bulk print of a program's students of a year of entry (and graduation state). */
  async bulkProdi(actor: Admin, q: { prodi: number; periode: number; override: boolean; tahun_masuk: number; lulus: boolean | undefined }) {
    ownProgram(actor, q.prodi, CETAK_MSG.skpiOtherProdi);
    const [, program] = await Promise.all([periodeOrFail(q.periode), skpiProgramData(q.prodi)]);
    numberingReady(program);
    const students = await cetakService.studentsOfJob({ kind: 'prodi', id_prodi: q.prodi, tahun_masuk: q.tahun_masuk, lulus: q.lulus });
    if (students.length === 0) throw new Invalid(CETAK_MSG.skpiBulkEmpty);
    const request: JobRequest = { kind: 'prodi', id_prodi: q.prodi, tahun_masuk: q.tahun_masuk, lulus: q.lulus };
    return cetakService.startBulk(actor, request, () => jobLabelProdi(program.prodi.nama_prodi, q.tahun_masuk), students.length, q);
  },

  async startBulk(actor: Admin, request: JobRequest, label: () => string, total: number, q: { periode: number; override: boolean }) {
    const job: JobItem = {
      ...newJob('skpi-bulk', randomUUID(), actor, label, total, JOB_DAYS),
      request,
      id_periode_kelulusan: q.periode,
      override: q.override,
      zip_key: null,
    };
    await jobsRepo.put(job);
    try {
      await startBulkRun(job.id);
    } catch (error) {
      logger.error('bulk print job not started', { error: error as Error, jobId: job.id });
      await jobsRepo.update<JobItem>(job.id, { status: 'failed', message: jobText(() => CETAK_MSG.skpiJobFailed) });
      throw error;
    }
    return { job: await jobView(job) };
  },

  /** The students a job prints: ./students.ts. */
  studentsOfJob: cetakReads.studentsOfJob,

  async job(actor: Admin, id: string) {
    const job = await jobsRepo.get<JobItem>('skpi-bulk', id);
    if (!job || job.owner !== actor.auth.userId) throw new NotFound(CETAK_MSG.skpiJobNotFound);
    return { job: await jobView(job) };
  },

  async jobs(actor: Admin) {
    const jobs = await jobsRepo.listOf<JobItem>('skpi-bulk', actor.auth.userId);
    return { data: await Promise.all(jobs.map(jobView)) };
  },

  /**
   * Revokes the student's valid SKPI with a reason (the staff's) and a category (the public's); it
   * stays on record, DICABUT.
   */
  async revoke(actor: Admin, nim: string, body: { alasan: string; kategori: KategoriPencabutan }) {
    const student = await studentInScope(actor, nim);
    const dokumen = student.skpi_dokumen ? await cetakRepo.getDokumen(student.skpi_dokumen.kode) : undefined;
    if (dokumen?.status !== 'sah') throw new Conflict(CETAK_MSG.skpiNotPrinted);
    const at = new Date().toISOString();
    await cetakRepo.revoke({ dokumen, student, ...body, actor, at });
    return { message: CETAK_MSG.skpiRevoked };
  },

  /** A student's SKPI marked PRATINJAU, without number or code, stored a day; nothing else is recorded. */
  async preview(student: UserItem) {
    if (student.id_prodi === null) throw new Conflict(SKPI_MSG.skpiNoProdi);
    const data = await skpiDocumentData(student, { nomor: null, kode: null, url_verifikasi: null, tanggal_terbit: today() });
    const { bytes } = await finishDocument(await buildSkpiPdf(data, { preview: true }), { seal: false });
    const key = previewKey(randomUUID());
    await putDocument(key, bytes, 'application/pdf', `PRATINJAU-SKPI-${student.nim}.pdf`);
    return { message: await documentUrl(key) };
  },

  async previewAdmin(actor: Admin, nim: string) {
    return cetakService.preview(await studentInScope(actor, nim));
  },

  async previewStudent(user: UserItem) {
    assertActiveStudent(user);
    return cetakService.preview(user);
  },

  /** Every document issued to the student, newest first, with its history from the audit log. */
  async dokumen(actor: Admin, nim: string) {
    const student = await studentInScope(actor, nim);
    const docs = await cetakRepo.listDokumenOfUser(student.id);
    const data = await Promise.all(
      docs.map(async (d) => {
        const entries = await auditLog.ofTarget({ type: 'skpi-dokumen', id: d.kode });
        return {
          kode: d.kode,
          nomor: d.nomor,
          status: d.status,
          tanggal_terbit: d.tanggal_terbit,
          periode: d.periode_label,
          sha256: d.sha256,
          url: await documentUrl(d.key),
          verifikasi_url: keaslianUrl(d.kode),
          alasan_dicabut: d.alasan_dicabut,
          kategori_dicabut: kategoriOf(d),
          digantikan_oleh: d.digantikan_oleh_nomor,
          riwayat: entries.map((e) => ({ aksi: RIWAYAT_OF[e.action] ?? ('terbit' as const), oleh: e.actor_nama, waktu: e.at, catatan: e.catatan })),
          pengesahan: d.pengesahan ? pengesahanStateOf(d.pengesahan) : null,
        };
      }),
    );
    return { data };
  },

  async ijazah(actor: Admin, nim: string, nomor: string) {
    const student = await studentInScope(actor, nim);
    await cetakRepo.setIjazah(student, nomor === '' ? null : nomor, actor);
    return { message: CETAK_MSG.ijazahSaved };
  },

  // --- graduation periods ---
  async periodeList() {
    const list = await cetakRepo.listPeriode();
    return {
      periode: list.map((p) => ({
        id_periode_kelulusan: p.id_periode_kelulusan,
        tanggal: p.tanggal,
        periode: p.periode,
        jumlah_dokumen: p.jumlah_dokumen ?? 0,
      })),
    };
  },

  async periodeAdd(actor: Admin, q: { tanggal?: string; periode: number }) {
    superAdminOnly(actor, GENERAL_MSG.forbidden);
    const tanggal = q.tanggal ?? today();
    const p: PeriodeItem = {
      type: 'periode',
      id_periode_kelulusan: await nextId('periode'),
      tanggal,
      periode: q.periode,
      jumlah_dokumen: 0,
      created_at: new Date().toISOString(),
    };
    const audit = auditEntry({ actor, action: 'periode.add', target: { type: 'periode', id: p.id_periode_kelulusan }, after: p });
    await refusing<void, CetakRefusal>(cetakRepo.addPeriode(p, academicYear(tanggal), audit), {
      taken: () => new Conflict(CETAK_MSG.periodeDuplicate),
    });
    return { message: CETAK_MSG.periodeAdded };
  },

  async periodeDelete(actor: Admin, id: number) {
    superAdminOnly(actor, GENERAL_MSG.forbidden);
    const p = await periodeOrFail(id);
    if ((p.jumlah_dokumen ?? 0) > 0) throw new Conflict(periodeInUse(p.jumlah_dokumen));
    const audit = auditEntry({ actor, action: 'periode.delete', target: { type: 'periode', id }, before: p });
    await refusing<void, CetakRefusal>(cetakRepo.deletePeriode(p, academicYear(p.tanggal), audit), {
      stale: async () => {
        const now = await cetakRepo.getPeriode(id);
        return now ? new Conflict(periodeInUse(now.jumlah_dokumen ?? 0)) : new NotFound(CETAK_MSG.periodeNotFound);
      },
    });
    return { message: CETAK_MSG.periodeDeleted };
  },
};

/** The answer's view of a job: a short-lived link to the zip when done; a dead job as failed. */
async function jobView(job: JobItem) {
  if (isDead(job))
    return {
      id: job.id,
      status: 'failed' as const,
      done: job.done,
      total: job.total,
      ...jobTexts(job, CETAK_MSG.skpiJobFailed),
      created_at: job.created_at,
    };
  return {
    id: job.id,
    status: job.status,
    done: job.done,
    total: job.total,
    ...(job.status === 'done' && job.zip_key ? { url: await documentUrl(job.zip_key) } : {}),
    ...jobTexts(job),
    created_at: job.created_at,
  };
}
