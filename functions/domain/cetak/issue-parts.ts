/**
 * What every print shares, whether it is sealed at once (./issue.ts) or drafted for its faculty's
 * chain (functions/domain/cetak/pengesahan/draft.ts): the date, the document code, the digest, the
 * signatory's title, the number of the student's print and the document's fixed fields.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TEXT } from '@functions/domain/skpi/document/texts';
import type { SkpiProgramData } from '@functions/domain/skpi/document-data';
import type { UserItem } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Conflict } from '@functions/lib/domain-errors';
import { deleteDocument } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { periodeLabel } from '@shared/domain/periode';
import { formatSkpiNumber } from '@shared/domain/skpi-number';
import { CETAK_MSG } from '@shared/messages/cetak';
import { cetakRepo, type DokumenItem, type PeriodeItem } from './repo';

export const today = () => new Date().toISOString().slice(0, 10);

/** A new document code: 128 random bits, base32 (26 characters, no padding), for the verification address. */
export function newKode(): string {
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

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The dean who signs, with the title as the document prints it in both languages. */
export const signer = (program: SkpiProgramData) => {
  const { nama_fakultas, nama_fakultas_inggris } = program.fakultas;
  const title = TEXT.dean({ id: nama_fakultas, en: nama_fakultas_inggris || null });
  return { nama: program.fakultas.nama_dekan || '-', jabatan: title.id, jabatan_inggris: title.en };
};

/** An English name as recorded, or null when the master record has none. */
const english = (name: string | null | undefined) => (name?.trim() ? name : null);

/** Deletes stored files no document refers to (a lost or failed attempt's); a failure is logged, never thrown. */
export async function removeUnused(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => deleteDocument(key).catch((error: Error) => logger.warn('unused SKPI file not removed', { error, key }))));
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

/** What a print is given: the period, whether it supersedes, the program read already, a bulk job's reserved number. */
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

/** The number of a new print: the job's reserved one, or the faculty's next of the year. */
export async function nextNumberOf(program: SkpiProgramData, ctx: PrintContext): Promise<{ urut: number; nomor: string; tanggal: string }> {
  const kodeFakultas = numberingReady(program);
  const tanggal = ctx.reserved?.tanggal ?? today();
  const urut = ctx.reserved?.urut ?? (await cetakRepo.lastUrut(program.id_fakultas, tanggal.slice(0, 4))) + 1;
  return { urut, tanggal, nomor: formatSkpiNumber(program.format_nomor_skpi, { urut, kode_fakultas: kodeFakultas, date: tanggal }) };
}

/** The fields of a new document of the student that every print sets alike (names as printed, period, printer). */
export function dokumenFields(
  actor: Admin,
  user: UserItem & { id_prodi: number },
  program: SkpiProgramData,
  ctx: PrintContext,
  issue: { kode: string; nomor: string; tanggal: string },
) {
  return {
    type: 'skpi-dokumen' as const,
    kode: issue.kode,
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
    nomor: issue.nomor,
    tanggal_terbit: issue.tanggal,
    id_periode_kelulusan: ctx.periode.id_periode_kelulusan,
    periode_label: periodeLabel(ctx.periode.tanggal, ctx.periode.periode),
    printed_at: new Date().toISOString(),
    printed_by: actor.auth.user.nama,
    alasan_dicabut: null,
    dicabut_at: null,
    digantikan_oleh_kode: null,
    digantikan_oleh_nomor: null,
    version: 1,
  };
}
