/**
 * Statistics counters, moved in the transaction of the change they count (functions/lib/projections/):
 * sign-ins per day (`STAT#LOGIN`), a program's counter shards, graduates per month and rules marker
 * (`STAT#PRODI#<p>`, `0` = the university), a student's points and per-category statistics (in the
 * student's partition) and a sub-rubric's portfolios by status (`STAT#ANAK#<a>` / `PORTO`).
 * Readers: functions/lib/projections/reads.ts; the recount: functions/domain/statistik/.
 *
 * Their attributes: `STAT#LOGIN` / `DAY#<d>` one count per role (`mahasiswa`, `verifikator`,
 * `admin_jurusan`, `super_admin`, `ppk`); a program's shards `total_mahasiswa`,
 * `total_mahasiswa_belum_lulus`, `total_mahasiswa_angkatan_<yyyy>` (exactly the students of the list
 * partition of that year), `portofolio_total`, `portofolio_belum_diverifikasi` (status 1 or 3),
 * `portofolio_status_<s>`, and the achievement counters `memenuhi_skp`, `memenuhi_anak_<a>`,
 * `memenuhi_bidang_<b>`, `aktif_bidang_<b>` with `capaian_seq` (program shards only, never `0`;
 * names: shared/domain/capaian.ts `CAPAIAN_ATTR`); `LULUS#<yyyy-mm>` `jumlah`; `CAPAIAN#ATURAN`
 * `perubahan` and `dihitung`; a student's `STAT#POIN` `poin_<id_anak>` with `version`, and
 * `STAT#BIDANG#<b>` `portofolio_count`, `bobot_skp`; a sub-rubric's `portofolio_status_<s>` and
 * `prodi_<p>_status_<s>` (where its portfolios sit: a verifier's page reads a program's queue
 * filtered to their sub-rubrics when these say it holds them all).
 *
 * Every program's counter shards (the university's, `0`, too) and rules marker also carry GSI1
 * keys of one university partition (`STAT#PRODI#SEMUA`, by program then item): a university view
 * reads every program's counters in one Query, whatever the number of programs.
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
  /** GSI1 of the university's partition of every program's shards and rules marker. */
  prodiStatsOfUniversity: () => 'STAT#PRODI#SEMUA',
  /** A shard's place in the university's partition (set by every writer of the shard). */
  prodiStatsIndex: (idProdi: number, shard: number) => ({ GSI1PK: 'STAT#PRODI#SEMUA', GSI1SK: `${pad(idProdi)}#COUNTERS#${pad(shard, 2)}` }),
  /** The rules marker's place in the university's partition. */
  prodiCapaianAturanIndex: (idProdi: number) => ({ GSI1PK: 'STAT#PRODI#SEMUA', GSI1SK: `${pad(idProdi)}#CAPAIAN#ATURAN` }),
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
