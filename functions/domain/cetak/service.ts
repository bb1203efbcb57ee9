/**
 * SKPI printing (docs/decisions/0029-skpi-printing.md): the list of students to
 * print, one print (numbered, coded, stored, the student graduated: `printOne`, which the bulk
 * job calls for each student too), bulk prints as jobs, revocation, previews that record
 * nothing, a student's documents with their history, the national diploma number, and the
 * graduation periods. Scope: an admin jurusan acts on their own program's students only.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { isDead, jobsRepo, newJob } from '@functions/domain/jobs/repo';
import { assertActiveStudent } from '@functions/domain/mahasiswa/gate';
import { buildSkpiPdf, finishDocument } from '@functions/domain/skpi/document';
import { type SkpiProgramData, skpiDocumentData, skpiProgramData } from '@functions/domain/skpi/document-data';
import { skpiRepo } from '@functions/domain/skpi/repo';
import type { StudentListItem } from '@functions/domain/users/list';
import { angkatanOf, type UserItem, usersRepo } from '@functions/domain/users/repo';
import { type Admin, ownProgram, superAdminOnly } from '@functions/lib/admin-write';
import { auditEntry, auditLog } from '@functions/lib/audit';
import { Conflict, Forbidden, Invalid, NotFound } from '@functions/lib/domain-errors';
import { deleteDocument, documentUrl, putDocument } from '@functions/lib/files';
import { startJob } from '@functions/lib/jobs';
import { logger } from '@functions/lib/logger';
import { pageOf } from '@functions/lib/paging';
import { nextId } from '@functions/lib/sequence';
import { dokumenKey, previewKey, verifikasiUrl } from '@functions/lib/skpi-links';
import type { skpiSearchQuery } from '@shared/api/cetak';
import { academicYear, periodeLabel } from '@shared/domain/periode';
import { formatSkpiNumber } from '@shared/domain/skpi-number';
import { CETAK_MSG, jobLabelNims, jobLabelProdi, MSG, periodeInUse, SEARCH_MSG, skpiUnknownNims } from '@shared/messages';
import type { z } from 'zod';
import { JOB_DAYS, type JobItem, type JobRequest } from './job';
import { cetakRepo, type DokumenItem, type PeriodeItem } from './repo';
import { cetakReads } from './students';

/** How often a print retries when another print took its number (or changed the student) meanwhile. */
const ISSUE_ATTEMPTS = 6;

const today = () => new Date().toISOString().slice(0, 10);

/** The student behind a NIM, in the caller's scope: 404 for an unknown NIM or a non-student, 403 out of scope. */
async function studentInScope(actor: Admin, nim: string): Promise<UserItem> {
  const user = await usersRepo.getByNim(nim);
  if (user?.role !== 'mahasiswa') throw new NotFound(SEARCH_MSG.studentNotFound);
  if (user.id_prodi === null) throw new Conflict(MSG.skpiNoProdi);
  ownProgram(actor, user.id_prodi, CETAK_MSG.skpiOtherProdi);
  return user;
}

async function periodeOrFail(id: number): Promise<PeriodeItem> {
  const p = await cetakRepo.getPeriode(id);
  if (!p) throw new NotFound(CETAK_MSG.periodeNotFound);
  return p;
}

/** A new document code: 128 random bits, base32 (26 characters, no padding), for the verification address. */
function newKode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(17); // 136 bits, 26 characters of 5 bits (130 used)
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(bytes).digest('hex');
}

const signer = (program: SkpiProgramData) => ({
  nama: program.fakultas.nama_dekan || '-',
  jabatan: `Dekan ${program.fakultas.nama_fakultas}`,
});

export interface PrintContext {
  periode: PeriodeItem;
  override: boolean;
  /** The student's program data when already read (bulk prints of a program). */
  program?: SkpiProgramData;
}

export interface Printed {
  dokumen: DokumenItem;
  /** The PDF when this call built it (null when the printed one was given back). */
  bytes: Uint8Array | null;
  created: boolean;
}

/** Throws the refusal of a program that cannot number SKPI yet. */
function numberingReady(program: SkpiProgramData): string {
  if (!program.kode_fakultas) throw new Conflict(CETAK_MSG.skpiNoKodeFakultas);
  return program.kode_fakultas;
}

/** The list answer of a user item. */
function searchRow(u: StudentListItem, prodiNames: Map<number, string>, requests: Map<string, 0 | 1>) {
  const year = angkatanOf(u.tanggal_masuk);
  return {
    id: u.id,
    nim: u.nim,
    nama: u.nama,
    id_prodi: u.id_prodi,
    nama_prodi: u.id_prodi === null ? null : (prodiNames.get(u.id_prodi) ?? null),
    tanggal_masuk: u.tanggal_masuk ?? null,
    angkatan: year,
    is_graduated: u.is_graduated === true,
    tanggal_lulus: u.tanggal_lulus ?? null,
    is_downloaded: requests.get(u.id) ?? null,
    nomor_ijazah_nasional: u.nomor_ijazah_nasional ?? null,
    dokumen: u.skpi_dokumen ?? null,
  };
}

export const cetakService = {
  /** The students to print (spec: 10 a page, by NIM), with their graduation and current SKPI. */
  async search(actor: Admin, q: z.output<typeof skpiSearchQuery>) {
    let programs: number[] | null;
    if (actor.auth.role === 'super admin') {
      programs = q.id_prodi.length ? q.id_prodi : null;
      if (q.id_fakultas.length) {
        const ofFaculties = (await Promise.all(q.id_fakultas.map((f) => cetakReads.prodiIdsOfFakultas(f)))).flat();
        programs = programs ? programs.filter((p) => ofFaculties.includes(p)) : ofFaculties;
      }
    } else {
      if (actor.auth.id_prodi === null) throw new Forbidden(CETAK_MSG.skpiOtherProdi);
      programs = [actor.auth.id_prodi];
    }
    const students = await cetakReads.listStudents(programs, {
      angkatan: q.angkatan,
      keyword: q.keyword,
      is_graduated: q.is_graduated,
    });
    const { items, fields } = pageOf(students, q.page, q.paginate);
    const [prodiNames, requests] = await Promise.all([cetakReads.prodiNames(), cetakRepo.requestStates(items.map((u) => u.id))]);
    return { data: items.map((u) => searchRow(u, prodiNames, requests)), ...fields };
  },

  /**
   * Prints one student's SKPI, or gives back the valid one when `override` is false. A new
   * document supersedes the previous valid one. The number is taken by a conditional write: two
   * printers never get one number (the loser reads again and takes the next).
   */
  async printOne(actor: Admin, student: UserItem, ctx: PrintContext): Promise<Printed> {
    let user = student;
    for (let attempt = 1; attempt <= ISSUE_ATTEMPTS; attempt++) {
      const current = user.skpi_dokumen ? await cetakRepo.getDokumen(user.skpi_dokumen.kode) : undefined;
      const valid = current?.status === 'sah' ? current : null;
      if (valid && !ctx.override) return { dokumen: valid, bytes: null, created: false };
      if (user.id_prodi === null) throw new Conflict(MSG.skpiNoProdi);
      const program = ctx.program?.id_prodi === user.id_prodi ? ctx.program : await skpiProgramData(user.id_prodi);
      const kodeFakultas = numberingReady(program);
      const tanggal = today();
      const urut = (await cetakRepo.lastUrut(program.id_fakultas, tanggal.slice(0, 4))) + 1;
      const nomor = formatSkpiNumber(program.format_nomor_skpi, { urut, kode_fakultas: kodeFakultas, date: tanggal });
      const kode = newKode();
      const url = verifikasiUrl(kode);
      const data = await skpiDocumentData(
        { ...user, is_graduated: true, tanggal_lulus: ctx.periode.tanggal },
        { nomor, kode, url_verifikasi: url, tanggal_terbit: tanggal },
        program,
      );
      const bytes = await finishDocument(await buildSkpiPdf(data, { preview: false }));
      const key = dokumenKey(user.id, kode);
      await putDocument(key, bytes, 'application/pdf', `SKPI-${user.nim}.pdf`);
      const sign = signer(program);
      const dokumen: DokumenItem = {
        type: 'skpi-dokumen',
        kode,
        user_id: user.id,
        nim: user.nim,
        nama: user.nama,
        id_prodi: user.id_prodi,
        nama_prodi: program.prodi.nama_prodi,
        nama_fakultas: program.fakultas.nama_fakultas,
        nama_universitas: program.universitas.nama_universitas,
        id_fakultas: program.id_fakultas,
        nomor,
        tanggal_terbit: tanggal,
        id_periode_kelulusan: ctx.periode.id_periode_kelulusan,
        periode_label: periodeLabel(ctx.periode.tanggal, ctx.periode.periode),
        penandatangan: sign.nama,
        jabatan_penandatangan: sign.jabatan,
        sha256: await sha256Hex(bytes),
        key,
        size: bytes.byteLength,
        status: 'sah',
        printed_at: new Date().toISOString(),
        printed_by: actor.auth.user.nama,
        alasan_dicabut: null,
        dicabut_at: null,
        digantikan_oleh_kode: null,
        digantikan_oleh_nomor: null,
        version: 1,
      };
      const request = await skpiRepo.get(user.id);
      const ok = await cetakRepo.issue({
        dokumen,
        urut,
        student: user,
        superseded: valid,
        requestVersion: request ? request.version : null,
        tanggalLulus: ctx.periode.tanggal,
        actor,
      });
      if (ok) return { dokumen, bytes, created: true };
      await deleteDocument(key).catch((error: Error) => logger.warn('unused SKPI PDF not removed', { error, key }));
      if (!(await cetakRepo.getPeriode(ctx.periode.id_periode_kelulusan))) throw new NotFound(CETAK_MSG.periodeNotFound);
      const again = await usersRepo.getById(user.id);
      if (again?.role !== 'mahasiswa') throw new NotFound(SEARCH_MSG.studentNotFound);
      user = again;
    }
    throw new Conflict(CETAK_MSG.skpiNumberBusy);
  },

  /** Single print: a short-lived link to the PDF (new, or the printed one without override). */
  async print(actor: Admin, nim: string, q: { periode: number; override: boolean }) {
    const student = await studentInScope(actor, nim);
    const periode = await periodeOrFail(q.periode);
    const { dokumen } = await cetakService.printOne(actor, student, { periode, override: q.override });
    return { message: await documentUrl(dokumen.key) };
  },

  /** Starts a bulk print of listed NIM (all must be students in scope: 422 naming the others). */
  async bulkNim(actor: Admin, q: { nim: string[]; periode: number; override: boolean }) {
    await periodeOrFail(q.periode);
    const found = await Promise.all(q.nim.map(async (nim) => ({ nim, user: await usersRepo.getByNim(nim) })));
    const unknown = found.filter((f) => f.user?.role !== 'mahasiswa').map((f) => f.nim);
    if (unknown.length) throw new Invalid(skpiUnknownNims(unknown));
    for (const f of found) if (f.user) ownProgram(actor, f.user.id_prodi ?? -1, CETAK_MSG.skpiOtherProdi);
    const ids = [...new Set(found.map((f) => f.user?.id ?? ''))];
    return cetakService.startBulk(actor, { kind: 'nim', user_ids: ids }, jobLabelNims(ids.length), ids.length, q);
  },

  /** Starts a bulk print of a program's students of a year of entry (and graduation state). */
  async bulkProdi(actor: Admin, q: { prodi: number; periode: number; override: boolean; tahun_masuk: number; lulus: boolean | undefined }) {
    ownProgram(actor, q.prodi, CETAK_MSG.skpiOtherProdi);
    const [, program] = await Promise.all([periodeOrFail(q.periode), skpiProgramData(q.prodi)]);
    numberingReady(program);
    const students = await cetakService.studentsOfJob({ kind: 'prodi', id_prodi: q.prodi, tahun_masuk: q.tahun_masuk, lulus: q.lulus });
    if (students.length === 0) throw new Invalid(CETAK_MSG.skpiBulkEmpty);
    const request: JobRequest = { kind: 'prodi', id_prodi: q.prodi, tahun_masuk: q.tahun_masuk, lulus: q.lulus };
    return cetakService.startBulk(actor, request, jobLabelProdi(program.prodi.nama_prodi, q.tahun_masuk), students.length, q);
  },

  async startBulk(actor: Admin, request: JobRequest, label: string, total: number, q: { periode: number; override: boolean }) {
    const job: JobItem = {
      ...newJob('skpi-bulk', randomUUID(), actor, label, total, JOB_DAYS),
      request,
      id_periode_kelulusan: q.periode,
      override: q.override,
      zip_key: null,
    };
    await jobsRepo.put(job);
    try {
      await startJob('skpi-bulk', { jobId: job.id });
    } catch (error) {
      logger.error('bulk print job not started', { error: error as Error, jobId: job.id });
      await jobsRepo.update<JobItem>(job.id, { status: 'failed', message: CETAK_MSG.skpiJobFailed });
      throw error;
    }
    return { job: await jobView(job) };
  },

  /**
   * The students a job prints: their ids (the list of a program is read with only the list's
   * attributes; the worker reads each student whole just before printing them).
   */
  async studentsOfJob(request: JobRequest): Promise<string[]> {
    if (request.kind === 'nim') return request.user_ids;
    const listed = await cetakReads.listStudents([request.id_prodi], {
      angkatan: request.tahun_masuk,
      keyword: undefined,
      is_graduated: request.lulus,
    });
    return listed.map((u) => u.id);
  },

  async job(actor: Admin, id: string) {
    const job = await jobsRepo.get<JobItem>('skpi-bulk', id);
    if (!job || job.owner !== actor.auth.userId) throw new NotFound(CETAK_MSG.skpiJobNotFound);
    return { job: await jobView(job) };
  },

  async jobs(actor: Admin) {
    const jobs = await jobsRepo.listOf<JobItem>('skpi-bulk', actor.auth.userId);
    return { data: await Promise.all(jobs.map(jobView)) };
  },

  /** Revokes the student's valid SKPI with a reason; it stays on record, DICABUT. */
  async revoke(actor: Admin, nim: string, alasan: string) {
    const student = await studentInScope(actor, nim);
    const dokumen = student.skpi_dokumen ? await cetakRepo.getDokumen(student.skpi_dokumen.kode) : undefined;
    if (dokumen?.status !== 'sah') throw new Conflict(CETAK_MSG.skpiNotPrinted);
    if (!(await cetakRepo.revoke({ dokumen, student, alasan, actor, at: new Date().toISOString() }))) throw new Conflict(MSG.conflict);
    return { message: CETAK_MSG.skpiRevoked };
  },

  /** A student's SKPI marked PRATINJAU, without number or code, stored a day; nothing else is recorded. */
  async preview(student: UserItem) {
    if (student.id_prodi === null) throw new Conflict(MSG.skpiNoProdi);
    const data = await skpiDocumentData(student, { nomor: null, kode: null, url_verifikasi: null, tanggal_terbit: today() });
    const bytes = await finishDocument(await buildSkpiPdf(data, { preview: true }));
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
          verifikasi_url: verifikasiUrl(d.kode),
          alasan_dicabut: d.alasan_dicabut,
          digantikan_oleh: d.digantikan_oleh_nomor,
          riwayat: entries.map((e) => ({
            aksi: e.action === 'skpi.dicabut' ? ('dicabut' as const) : e.action === 'skpi.digantikan' ? ('digantikan' as const) : ('terbit' as const),
            oleh: e.actor_nama,
            waktu: e.at,
            catatan: e.catatan,
          })),
        };
      }),
    );
    return { data };
  },

  async ijazah(actor: Admin, nim: string, nomor: string) {
    const student = await studentInScope(actor, nim);
    if (!(await cetakRepo.setIjazah(student, nomor === '' ? null : nomor, actor))) throw new Conflict(MSG.conflict);
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
    superAdminOnly(actor, MSG.forbidden);
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
    if (!(await cetakRepo.addPeriode(p, academicYear(tanggal), audit))) throw new Conflict(CETAK_MSG.periodeDuplicate);
    return { message: CETAK_MSG.periodeAdded };
  },

  async periodeDelete(actor: Admin, id: number) {
    superAdminOnly(actor, MSG.forbidden);
    const p = await periodeOrFail(id);
    if ((p.jumlah_dokumen ?? 0) > 0) throw new Conflict(periodeInUse(p.jumlah_dokumen));
    const audit = auditEntry({ actor, action: 'periode.delete', target: { type: 'periode', id }, before: p });
    if (!(await cetakRepo.deletePeriode(p, academicYear(p.tanggal), audit))) {
      const now = await cetakRepo.getPeriode(id);
      throw now ? new Conflict(periodeInUse(now.jumlah_dokumen ?? 0)) : new NotFound(CETAK_MSG.periodeNotFound);
    }
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
      message: CETAK_MSG.skpiJobFailed,
      label: job.label,
      created_at: job.created_at,
    };
  return {
    id: job.id,
    status: job.status,
    done: job.done,
    total: job.total,
    ...(job.status === 'done' && job.zip_key ? { url: await documentUrl(job.zip_key) } : {}),
    ...(job.message ? { message: job.message } : {}),
    label: job.label,
    created_at: job.created_at,
  };
}
