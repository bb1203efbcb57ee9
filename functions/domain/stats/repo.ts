/** Reads of the statistics the counters (counters.ts) keep. */
import { keys } from '@functions/lib/keys';
import { batchGet, queryAll } from '@functions/lib/table';

/** A student's statistics of one portfolio category (`USER#<id> STAT#BIDANG#<id>`). */
export interface UserBidangStats {
  id_bidang_portofolio: number;
  /** Every portfolio of the category, whatever its status or visibility. */
  portofolio_count: number;
  /** Points of the verified ones. */
  bobot_skp: number;
}

export const statsRepo = {
  /** A student's statistics per category, by category id (categories without a portfolio yet are absent). */
  async bidangOfUser(userId: string): Promise<Map<number, UserBidangStats>> {
    const items = await queryAll<UserBidangStats>({ pk: keys.user(userId).PK, skBeginsWith: keys.userBidangStatsPrefix() });
    return new Map(items.map((s) => [s.id_bidang_portofolio, { ...s, portofolio_count: s.portofolio_count ?? 0, bobot_skp: s.bobot_skp ?? 0 }]));
  },

  /** Sub-rubrics' portfolio counters by status (`portofolio_status_<s>`), one BatchGetItem; absent ones are empty. */
  async anakPortfolioCounters(idAnak: readonly number[]): Promise<Map<number, Record<string, number>>> {
    const items = idAnak.length ? await batchGet<Record<string, unknown>>(idAnak.map((a) => keys.anakPortfolioStats(a))) : [];
    return new Map(
      items.map((i) => [
        Number(i.id_anak_rubrik),
        Object.fromEntries(Object.entries(i).filter((e): e is [string, number] => typeof e[1] === 'number')),
      ]),
    );
  },

  /** A program's counters (`0`: the university), the sum of its shards; an absent counter is 0. */
  async prodiCounters(idProdi: number): Promise<Record<string, number>> {
    const shards = await queryAll<Record<string, unknown>>({ pk: keys.prodiStatsPartition(idProdi), skBeginsWith: keys.prodiStatsShardPrefix() });
    const sums: Record<string, number> = {};
    for (const shard of shards) {
      for (const [name, value] of Object.entries(shard)) if (typeof value === 'number') sums[name] = (sums[name] ?? 0) + value;
    }
    return sums;
  },
};
