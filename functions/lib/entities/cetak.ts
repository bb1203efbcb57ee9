/**
 * Printing (functions/domain/cetak/repo.ts): printed SKPI documents (`SKPIDOC#<kode>`, never deleted;
 * GSI1 `USER#<ulid>#SKPIDOC` / `<printed_at>`), the number sequence of a faculty and year
 * (`SEQ#SKPI#FAKULTAS#<f>` / `TAHUN#<yyyy>`, `urut`) with the blocks bulk jobs reserve beside it
 * (`.../TAHUN#<yyyy>#JOB#<id>`, `first`..`last`), one guard per number ever issued
 * (`SKPINOMOR#<nomor>`), graduation periods (`PERIODE#<id>`, `jumlah_dokumen`; GSI1 `PERIODE` /
 * `<tanggal>#<id>`) and one period number per academic year (`PERIODEGUARD#<year>` / `PERIODE#<nn>`).
 */
import { item, type Key, pad } from './key';

export const cetakKeys = {
  /** A printed SKPI document, by its unguessable code (the verification page reads it). */
  skpiDokumen: (kode: string) => item('SKPIDOC', kode),
  /** GSI1: a student's printed documents, by time of issue (sort key `printed_at`). */
  skpiDokumenByUser: (userId: string) => `USER#${userId}#SKPIDOC`,
  /** The last SKPI sequence number (`urut`) given in a faculty in a year. */
  skpiNomorSequence: (idFakultas: number, year: string): Key => ({ PK: `SEQ#SKPI#FAKULTAS#${idFakultas}`, SK: `TAHUN#${year}` }),
  /**
   * A bulk print job's block of numbers in a faculty and year (`first`..`last`), beside the
   * sequence it was taken from: a print of the job proves its number is the job's by this item.
   */
  skpiNomorBlock: (idFakultas: number, year: string, jobId: string): Key => ({
    PK: `SEQ#SKPI#FAKULTAS#${idFakultas}`,
    SK: `TAHUN#${year}#JOB#${jobId}`,
  }),
  /** One item per SKPI number ever issued: no number is given twice, whatever the format did. */
  skpiNomor: (nomor: string) => item('SKPINOMOR', nomor),
  periode: (id: number) => item('PERIODE', id),
  /** GSI1: all graduation periods by date. */
  periodeList: () => 'PERIODE',
  periodeSort: (tanggal: string, id: number) => `${tanggal}#${pad(id)}`,
  /** One period number per academic year (`2025` = 2025/2026). */
  periodeGuard: (academicYear: number, periode: number): Key => ({ PK: `PERIODEGUARD#${academicYear}`, SK: `PERIODE#${pad(periode, 2)}` }),
} as const;
