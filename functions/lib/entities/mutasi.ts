/**
 * Migration and readmission requests (functions/domain/mutasi/repo.ts): one current request per
 * type per student, `USER#<ulid>` / `MUTASI#MIGRASI` or `MUTASI#READMISI`; while pending GSI1
 * `PRODI#<p>#MUTASI#PENDING` and GSI2 `MUTASI#PENDING` by `<updated_at>#<ulid>`, once decided
 * `...#DECIDED` by `<verified_at>#<ulid>`.
 */
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
