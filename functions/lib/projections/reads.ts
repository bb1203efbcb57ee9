/** Reads of the counters the projections keep (counters.ts, capaian-state.ts): the dashboard, the queues, the rules' pages. */
import type { Key } from '@functions/lib/entities/key';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { userKeys } from '@functions/lib/entities/users';
import { batchGet, projectionOf, queryAll } from '@functions/lib/table';
import type { PoinAnak } from '@shared/domain/capaian';
import { poinOfItem } from './capaian-state';
import { STAT_SHARDS } from './counters';

/** Sums the numeric attributes of counter items into `into`. */
/** Sums the numeric attributes of counter items into `into`. */
function addNumbers(into: Record<string, number>, item: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(item)) if (typeof value === 'number') into[name] = (into[name] ?? 0) + value;
}

/** One day of the login chart (`STAT#LOGIN` / `DAY#<day>`): sign-ins per role attribute (auth/repo.ts loginStatAttribute). */
export interface LoginDayItem {
  SK: string;
  [role: string]: unknown;
}

/** A program's rule-change marker (`CAPAIAN#ATURAN`): a recount is pending while perubahan > (dihitung ?? 0). */
export interface CapaianAturanItem {
  PK: string;
  perubahan?: number;
  dihitung?: number;
}

/** A student's statistics of one portfolio category (`USER#<id> STAT#BIDANG#<id>`). */
export interface UserBidangStats {
  id_bidang_portofolio: number;
  /** Every portfolio of the category, whatever its status or visibility. */
  portofolio_count: number;
  /** Points of the verified ones. */
  bobot_skp: number;
}

export const statistikRepo = {
  /** A student's statistics per category, by category id (categories without a portfolio yet are absent). */
  async bidangOfUser(userId: string): Promise<Map<number, UserBidangStats>> {
    const items = await queryAll<UserBidangStats>({ pk: userKeys.user(userId).PK, skBeginsWith: statistikKeys.userBidangStatsPrefix() });
    return new Map(items.map((s) => [s.id_bidang_portofolio, { ...s, portofolio_count: s.portofolio_count ?? 0, bobot_skp: s.bobot_skp ?? 0 }]));
  },

  /** Sub-rubrics' portfolio counters by status (`portofolio_status_<s>`), one BatchGetItem; absent ones are empty. */
  async anakPortfolioCounters(idAnak: readonly number[]): Promise<Map<number, Record<string, number>>> {
    const items = idAnak.length ? await batchGet<Record<string, unknown>>(idAnak.map((a) => statistikKeys.anakPortfolioStats(a))) : [];
    return new Map(
      items.map((i) => [
        Number(i.id_anak_rubrik),
        Object.fromEntries(Object.entries(i).filter((e): e is [string, number] => typeof e[1] === 'number')),
      ]),
    );
  },

  /**
   * A program's counters (`0`: the university), the sum of its shards; an absent counter is 0.
   * `attributes`: only these counters are read (a shard carries one per sub-rubric and category of its program).
   */
  async prodiCounters(idProdi: number, attributes?: readonly string[]): Promise<Record<string, number>> {
    const shards = await queryAll<Record<string, unknown>>({
      pk: statistikKeys.prodiStatsPartition(idProdi),
      skBeginsWith: statistikKeys.prodiStatsShardPrefix(),
      ...(attributes ? projectionOf(['PK', ...attributes]) : {}),
    });
    const sums: Record<string, number> = {};
    for (const shard of shards) addNumbers(sums, shard);
    return sums;
  },

  /**
   * The counters of several programs (`0`: the university) by program, each the sum of its shards:
   * one BatchGetItem of every shard key (100 keys a call, in parallel). A program without counters yet is `{}`.
   * `attributes`: only these counters are read (a shard carries one per sub-rubric and category of its program).
   */
  async prodiCountersMany(idProdi: readonly number[], attributes?: readonly string[]): Promise<Map<number, Record<string, number>>> {
    const byPartition = new Map(idProdi.map((p) => [statistikKeys.prodiStatsPartition(p), p]));
    const shardKeys: Key[] = idProdi.flatMap((p) => Array.from({ length: STAT_SHARDS }, (_, s) => statistikKeys.prodiStats(p, s)));
    const sums = new Map<number, Record<string, number>>(idProdi.map((p) => [p, {}]));
    const { ProjectionExpression, ExpressionAttributeNames } = attributes ? projectionOf(['PK', ...attributes]) : {};
    const shards = await batchGet<Record<string, unknown>>(shardKeys, ProjectionExpression, ExpressionAttributeNames);
    for (const shard of shards) {
      const p = byPartition.get(String(shard.PK));
      const into = p === undefined ? undefined : sums.get(p);
      if (into) addNumbers(into, shard);
    }
    return sums;
  },

  /**
   * Every program's counters (`0`: the university's own), each the sum of its shards, and every
   * program's rules marker, from the university's partition (GSI1): one Query (a page per MB read)
   * whatever the number of programs. `attributes`: only these counters are read. A program without
   * counters yet is absent.
   */
  async ofUniversity(
    attributes?: readonly string[],
  ): Promise<{ counters: Map<number, Record<string, number>>; aturan: Map<number, CapaianAturanItem> }> {
    // the rules markers' attributes beside the counters asked (a shard has neither)
    const items = await queryAll<Record<string, unknown>>({
      index: 'GSI1',
      pk: statistikKeys.prodiStatsOfUniversity(),
      ...(attributes ? projectionOf(['PK', 'SK', 'perubahan', 'dihitung', ...attributes]) : {}),
    });
    const counters = new Map<number, Record<string, number>>();
    const aturan = new Map<number, CapaianAturanItem>();
    const prefix = statistikKeys.prodiStatsPartition(0).slice(0, -1);
    for (const item of items) {
      const p = Number(String(item.PK).slice(prefix.length));
      if (item.SK === statistikKeys.prodiCapaianAturan(p).SK) {
        aturan.set(p, item as unknown as CapaianAturanItem);
        continue;
      }
      const into = counters.get(p) ?? {};
      addNumbers(into, item);
      counters.set(p, into);
    }
    return { counters, aturan };
  },

  /** Students' verified points per sub-rubric (`STAT#POIN`), by user id, one BatchGetItem (100 keys a call); none read: no points. */
  async poinOfUsers(userIds: readonly string[]): Promise<Map<string, PoinAnak>> {
    const items = userIds.length ? await batchGet<Record<string, unknown>>(userIds.map((id) => statistikKeys.userPoin(id))) : [];
    const poin = new Map<string, PoinAnak>(userIds.map((id) => [id, {}]));
    for (const item of items) poin.set(String(item.PK).slice(userKeys.user('').PK.length), poinOfItem(item).poin);
    return poin;
  },

  /** The rule-change markers of programs (absent: never changed), one BatchGetItem. */
  aturanOf: (idProdi: readonly number[]) => batchGet<CapaianAturanItem>(idProdi.map((p) => statistikKeys.prodiCapaianAturan(p))),

  /** The login chart's days from `dari` to `sampai` (YYYY-MM-DD, WIB, both included), one Query; days without a sign-in are absent. */
  loginDays: (dari: string, sampai: string) => {
    const from = statistikKeys.loginDay(dari);
    return queryAll<LoginDayItem>({ pk: from.PK, skBetween: [from.SK, statistikKeys.loginDay(sampai).SK] });
  },

  /** Graduates per month (`jumlah`) of a program (`0`: the university) from `dari` to `sampai` (YYYY-MM), one Query; empty months are absent. */
  async graduatesByMonth(idProdi: number, dari: string, sampai: string): Promise<Map<string, number>> {
    const from = statistikKeys.prodiGraduatesMonth(idProdi, dari);
    const items = await queryAll<{ SK: string; bulan?: string; jumlah?: number }>({
      pk: from.PK,
      skBetween: [from.SK, statistikKeys.prodiGraduatesMonth(idProdi, sampai).SK],
    });
    return new Map(items.map((i) => [i.SK.slice(from.SK.length - dari.length), i.jumlah ?? 0]));
  },
};
