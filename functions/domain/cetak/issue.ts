/**
 * One SKPI issued: numbered, coded, built, finished (functions/domain/skpi/document/finish.ts),
 * stored with its portable credential (functions/domain/kredensial/issue.ts), and recorded in one
 * transaction with the student's graduation, the request and the document it supersedes. The single print, the override and every student of a bulk job come
 * through here.
 */
import { randomBytes } from 'node:crypto';
import { issueKredensial } from '@functions/domain/kredensial/issue';
import { buildSkpiPdf, finishDocument, type SkpiDocumentData } from '@functions/domain/skpi/document';
import { TEXT } from '@functions/domain/skpi/document/texts';
import { type SkpiProgramData, skpiDocumentData, skpiProgramData } from '@functions/domain/skpi/document-data';
import { skpiRepo } from '@functions/domain/skpi/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Conflict, NotFound } from '@functions/lib/domain-errors';
import { deleteDocument, putDocument } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { dokumenKey, keaslianUrl } from '@functions/lib/skpi-links';
import { periodeLabel } from '@shared/domain/periode';
import { formatSkpiNumber } from '@shared/domain/skpi-number';
import { CETAK_MSG } from '@shared/messages/cetak';
import { SEARCH_MSG } from '@shared/messages/search';
import { SKPI_MSG } from '@shared/messages/skpi';
import { cetakRepo, type DokumenItem, type PeriodeItem } from './repo';

/** How often a print retries when another print took its number (or changed the student) meanwhile. */
const ISSUE_ATTEMPTS = 6;

export const today = () => new Date().toISOString().slice(0, 10);

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

/** The dean who signs, with the title as the document prints it in both languages. */
const signer = (program: SkpiProgramData) => {
  const { nama_fakultas, nama_fakultas_inggris } = program.fakultas;
  const title = TEXT.dean({ id: nama_fakultas, en: nama_fakultas_inggris || null });
  return { nama: program.fakultas.nama_dekan || '-', jabatan: title.id, jabatan_inggris: title.en };
};

/** An English name as recorded, or null when the master record has none. */
const english = (name: string | null | undefined) => (name?.trim() ? name : null);

export interface PrintContext {
  periode: PeriodeItem;
  override: boolean;
  /** The student's program data when already read (bulk prints of a program). */
  program?: SkpiProgramData;
  /**
   * The number a bulk job reserved for this student (./reservation.ts) and the job's issue date:
   * printed with it instead of the sequence's next.
   */
  reserved?: { jobId: string; urut: number; tanggal: string };
}

export interface Printed {
  dokumen: DokumenItem;
  /** The PDF when this call built it (null when the printed one was given back). */
  bytes: Uint8Array | null;
  created: boolean;
}

/** Deletes stored files no document refers to (a lost or failed attempt's); a failure is logged, never thrown. */
async function removeUnused(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => deleteDocument(key).catch((error: Error) => logger.warn('unused SKPI file not removed', { error, key }))));
}

/**
 * The files of one attempt, made at once (each step waits on its own storage, none on the others):
 * the PDF built, sealed and stored; the portable credential of the same data (CLR 2.0 VC-JWT, its
 * status index, stored beside the PDF); and the student's SKPI request as it is now (its version is
 * a condition of the issue). When one fails, what the others stored is removed and the failure thrown.
 */
async function buildAndStore(data: SkpiDocumentData, doc: { userId: string; nim: string; kode: string; key: string }) {
  const sealed = async () => {
    const finished = await finishDocument(await buildSkpiPdf(data, { preview: false }), { seal: true, document: data });
    await putDocument(doc.key, finished.bytes, 'application/pdf', `SKPI-${doc.nim}.pdf`);
    return finished;
  };
  const [pdf, kredensial, request] = await Promise.allSettled([sealed(), issueKredensial(data, doc), skpiRepo.get(doc.userId)]);
  if (pdf.status === 'fulfilled' && kredensial.status === 'fulfilled' && request.status === 'fulfilled')
    return { pdf: pdf.value, kredensial: kredensial.value, request: request.value };
  await removeUnused([
    ...(pdf.status === 'fulfilled' ? [doc.key] : []),
    ...(kredensial.status === 'fulfilled' ? [kredensial.value.kredensial_key] : []),
  ]);
  throw [pdf, kredensial, request].find((r) => r.status === 'rejected')?.reason;
}

/**
 * The graduation date a print records: the period's date (decision 0029), unless the national
 * record already graduated the student (the Neo Feeder sync wrote the yudisium decree with the
 * date): that date stands, so the SKPI and the next sync agree (decision 0052).
 */
export function graduationDate(
  user: { is_graduated?: boolean; tanggal_lulus?: string | null; nomor_sk_yudisium?: string | null },
  periodDate: string,
): string {
  return user.is_graduated && user.tanggal_lulus && user.nomor_sk_yudisium ? user.tanggal_lulus : periodDate;
}

/** Throws the refusal of a program that cannot number SKPI yet. */
export function numberingReady(program: SkpiProgramData): string {
  if (!program.kode_fakultas) throw new Conflict(CETAK_MSG.skpiNoKodeFakultas);
  return program.kode_fakultas;
}

/**
 * Prints one student's SKPI, or gives back the valid one when `override` is false. A new
 * document supersedes the previous valid one. The number is taken by a conditional write: two
 * printers never get one number (the loser reads again and takes the next).
 */
export async function issueSkpi(actor: Admin, student: UserItem, ctx: PrintContext): Promise<Printed> {
  let user = student;
  for (let attempt = 1; attempt <= ISSUE_ATTEMPTS; attempt++) {
    const current = user.skpi_dokumen ? await cetakRepo.getDokumen(user.skpi_dokumen.kode) : undefined;
    const valid = current?.status === 'sah' ? current : null;
    if (valid && !ctx.override) return { dokumen: valid, bytes: null, created: false };
    if (user.id_prodi === null) throw new Conflict(SKPI_MSG.skpiNoProdi);
    const program = ctx.program?.id_prodi === user.id_prodi ? ctx.program : await skpiProgramData(user.id_prodi);
    const kodeFakultas = numberingReady(program);
    const tanggal = ctx.reserved?.tanggal ?? today();
    const urut = ctx.reserved?.urut ?? (await cetakRepo.lastUrut(program.id_fakultas, tanggal.slice(0, 4))) + 1;
    const nomor = formatSkpiNumber(program.format_nomor_skpi, { urut, kode_fakultas: kodeFakultas, date: tanggal });
    // a chunk of the job run again: this student has the job's number already
    if (ctx.reserved && valid?.nomor === nomor) return { dokumen: valid, bytes: null, created: false };
    const kode = newKode();
    const url = keaslianUrl(kode);
    const data = await skpiDocumentData(
      { ...user, is_graduated: true, tanggal_lulus: graduationDate(user, ctx.periode.tanggal) },
      { nomor, kode, url_verifikasi: url, tanggal_terbit: tanggal },
      program,
    );
    const key = dokumenKey(user.id, kode);
    const { pdf, kredensial, request } = await buildAndStore(data, { userId: user.id, nim: user.nim, kode, key });
    const { bytes, segel } = pdf;
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
      nama_prodi_inggris: english(program.prodi.nama_prodi_inggris),
      nama_fakultas_inggris: english(program.fakultas.nama_fakultas_inggris),
      nama_universitas_inggris: english(program.universitas.nama_universitas_inggris),
      id_fakultas: program.id_fakultas,
      nomor,
      tanggal_terbit: tanggal,
      id_periode_kelulusan: ctx.periode.id_periode_kelulusan,
      periode_label: periodeLabel(ctx.periode.tanggal, ctx.periode.periode),
      penandatangan: sign.nama,
      jabatan_penandatangan: sign.jabatan,
      jabatan_penandatangan_inggris: sign.jabatan_inggris,
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
      ...kredensial,
      version: 1,
      segel,
    };
    const ok = await cetakRepo.issue({
      dokumen,
      urut,
      reservedBy: ctx.reserved?.jobId,
      student: user,
      superseded: valid,
      requestVersion: request ? request.version : null,
      tanggalLulus: graduationDate(user, ctx.periode.tanggal),
      actor,
    });
    if (ok) return { dokumen, bytes, created: true };
    // lost: the unused files go while the period and the student are read again
    const [periode, again] = await Promise.all([
      cetakRepo.getPeriode(ctx.periode.id_periode_kelulusan),
      usersRepo.getById(user.id),
      removeUnused([key, kredensial.kredensial_key]),
    ]);
    if (!periode) throw new NotFound(CETAK_MSG.periodeNotFound);
    if (again?.role !== 'mahasiswa') throw new NotFound(SEARCH_MSG.studentNotFound);
    user = again;
  }
  throw new Conflict(CETAK_MSG.skpiNumberBusy);
}
