/**
 * Statistics counters, moved in the transaction of the change they count (functions/lib/projections/):
 * sign-ins per day (`STAT#LOGIN`), a program's counter shards, graduates per month and rules marker
 * (`STAT#PRODI#<p>`, `0` = the university), a student's points and per-category statistics (in the
 * student's partition) and a sub-rubric's portfolios by status (`STAT#ANAK#<a>` / `PORTO`).
 * Readers: functions/lib/projections/reads.ts; the recount: functions/domain/statistik/.
 */
import { type Key, pad } from './key';

export const statistikKeys = {
  loginDay: (day: string): Key => ({ PK: 'STAT#LOGIN', SK: `DAY#${day}` }),
  /**
   * One shard of a program's counters (`0` = the whole university). Writers add to a random shard
   * so bulk work does not queue on one item; readers sum the shards (one Query).
   */
  prodiStats: (idProdi: number, shard: number): Key => ({ PK: `STAT#PRODI#${idProdi}`, SK: `COUNTERS#${pad(shard, 2)}` }),
  prodiStatsPartition: (idProdi: number) => `STAT#PRODI#${idProdi}`,
  prodiStatsShardPrefix: () => 'COUNTERS#',
  prodiGraduatesMonth: (idProdi: number, month: string): Key => ({ PK: `STAT#PRODI#${idProdi}`, SK: `LULUS#${month}` }),
  /**
   * A program's achievement rules changed (`perubahan`, ADD 1 by every rubric or sub-rubric write of
   * the program) and the change the last finished recount started from (`dihitung`): a recount is
   * pending while `perubahan > dihitung` (functions/domain/statistik/capaian.ts).
   */
  prodiCapaianAturan: (idProdi: number): Key => ({ PK: `STAT#PRODI#${idProdi}`, SK: 'CAPAIAN#ATURAN' }),
  /** A student's verified points per sub-rubric (`poin_<id_anak>`), with a `version`: the input of their achievement. */
  userPoin: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'STAT#POIN' }),
  /** A student's portfolio statistics of one category (portofolio_count, bobot_skp), in the student's partition. */
  userBidangStats: (userId: string, idBidang: number): Key => ({ PK: `USER#${userId}`, SK: `STAT#BIDANG#${pad(idBidang)}` }),
  /** Prefix of `userBidangStats` sort keys: one Query reads a student's statistics of every category. */
  userBidangStatsPrefix: () => 'STAT#BIDANG#',
  /** A sub-rubric's portfolio counters by status (`status_1`..`status_4`): the verifier queue's page count. */
  anakPortfolioStats: (idAnak: number): Key => ({ PK: `STAT#ANAK#${idAnak}`, SK: 'PORTO' }),
} as const;
