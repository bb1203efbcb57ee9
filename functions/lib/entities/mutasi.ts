/**
 * Migration and readmission requests (functions/domain/mutasi/repo.ts): one current request per
 * type per student, `USER#<ulid>` / `MUTASI#MIGRASI` or `MUTASI#READMISI`; while pending GSI1
 * `PRODI#<p>#MUTASI#PENDING` and GSI2 `MUTASI#PENDING` by `<updated_at>#<ulid>`, once decided
 * `...#DECIDED` by `<verified_at>#<ulid>`.
 */
import type { MutasiType } from '@shared/messages/mutasi';
import type { Key } from './key';

export const mutasiKeys = {
  mutasi: (userId: string, type: 'migrasi' | 'readmisi'): Key => ({ PK: `USER#${userId}`, SK: `MUTASI#${type.toUpperCase()}` }),
  /** GSI1: requests of a prodi waiting for a decision (GSI2: of every prodi), by time of the last change. */
  mutasiPendingByProdi: (idProdi: number) => `PRODI#${idProdi}#MUTASI#PENDING`,
  mutasiPending: () => 'MUTASI#PENDING',
  /** GSI1: a prodi's decided requests (GSI2: every prodi's), by time of the decision. */
  mutasiDecidedByProdi: (idProdi: number) => `PRODI#${idProdi}#MUTASI#DECIDED`,
  mutasiDecided: () => 'MUTASI#DECIDED',
} as const;

/** `id_status_migrasi` / `id_status_readmisi` on the wire: 1 menunggu, 2 diverifikasi, 3 ditolak. */
export type MutasiStatus = 1 | 2 | 3;

export interface MutasiItem {
  type: 'mutasi';
  jenis: MutasiType;
  user_id: string;
  /** The student's NIM and program when they asked. */
  nim_lama: string;
  id_prodi_asal: number | null;
  /** The program whose admins decide: the new program of a migration, the student's own for a readmission. */
  id_prodi: number;
  nim_baru: string;
  /** Migration only: the new program, diploma number and entry date (YYYY-MM-DD). */
  prodi: number | null;
  nomor_ijazah: string | null;
  tanggal_masuk: string | null;
  /** Object key of the PDF proof in the documents bucket. */
  bukti: string;
  id_status: MutasiStatus;
  created_at: string;
  updated_at: string;
  verified_at: string | null;
  /** Who decided (user id and name at the time); absent until decided. */
  verified_by?: { id: string; nama: string } | null;
  version: number;
}
