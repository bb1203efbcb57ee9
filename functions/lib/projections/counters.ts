/**
 * The counters a change of a user moves (portofolio-counters.ts: of a portfolio; docs/data-model.md "Counters"), as
 * additions per item: what an entity contributes in its `after` state minus what it contributed
 * in its `before` state (undefined: not existing). The live write turns them into transaction
 * items of its own transaction (a counter moves exactly when what it counts does); the counter
 * rebuild (functions/domain/statistik/rebuild.ts) sums the same additions over the stored entities,
 * each projected as created from nothing, so a recount and a live write cannot disagree.
 *
 * A program's counters and the university's (program 0) would be touched by every write of the
 * product, and two transactions on one item conflict, so each is split into STAT_SHARDS shards: a
 * transaction adds to one shard picked at random, and the dashboard's read sums them (one Query).
 * Every shard also sits in the university's partition of all programs' shards (GSI1,
 * `prodiShardAdd`), which the university's views read in one Query.
 */
import type { Key } from '@functions/lib/entities/key';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { type TransactItem, tableName } from '@functions/lib/table';

/** The university-wide counters live under program 0. */
export const ALL_PRODI = 0;

/** Shards per program counter item: ten concurrent writers rarely meet on one. */
export const STAT_SHARDS = 10;

/** The shard one transaction adds to (the same for every counter item of that transaction). */
export const randomShard = () => Math.floor(Math.random() * STAT_SHARDS);

/** Counters added to one item, with the labels a reader needs beside them (set, not added). */
export interface CounterAdd {
  key: Key;
  counters: Record<string, number>;
  labels?: Record<string, string | number>;
}

/** Counters added to one shard of a program (`0`: the university), with the shard's place in the university's partition (GSI1). */
export const prodiShardAdd = (idProdi: number, shard: number, counters: Record<string, number>): CounterAdd => ({
  key: statistikKeys.prodiStats(idProdi, shard),
  counters,
  labels: statistikKeys.prodiStatsIndex(idProdi, shard),
});

/** ADD `counters` to one shard of a program's counters (the achievement counters use it too). */
export function add(idProdi: number, shard: number, counters: Record<string, number>): TransactItem {
  return counterItems([prodiShardAdd(idProdi, shard, counters)])[0] as TransactItem;
}

/** What the user counters need of a user. */
export interface CountedUser {
  role: string;
  id_prodi: number | null;
  is_graduated?: boolean;
  tanggal_lulus?: string | null;
  /** Its year (the year of entry) is the student list's program-and-year filter. */
  tanggal_masuk?: string | null;
}

/** The counter of a program's (or the university's) students who entered in `year`. */
export const angkatanCounter = (year: number) => `total_mahasiswa_angkatan_${year}`;

/** Whether a counter name is a year-of-entry counter (the rebuild checks them with the others). */
export const isAngkatanCounter = (name: string) => /^total_mahasiswa_angkatan_\d{4}$/.test(name);

/** The year of entry as the user indexes read it (users/repo.ts angkatanOf): the year of tanggal_masuk, or null. */
export function yearOf(tanggalMasuk: string | null | undefined): number | null {
  const year = tanggalMasuk ? Number(tanggalMasuk.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) ? year : null;
}

/**
 * What one user contributes: a student with a program counts in `total_mahasiswa` of the program
 * and the university, in `total_mahasiswa_belum_lulus` until graduated, with an entry date in the
 * year's `total_mahasiswa_angkatan_<yyyy>` (exactly the students of the program-and-year list's
 * index partition, so a page of that list reads only its own rows), and once graduated with a
 * date, in the graduates of that month.
 */
function userAdds(u: CountedUser | null | undefined, sign: 1 | -1, shard: number): CounterAdd[] {
  if (u?.role !== 'mahasiswa' || u.id_prodi === null) return [];
  const year = yearOf(u.tanggal_masuk);
  const counts = {
    total_mahasiswa: sign,
    total_mahasiswa_belum_lulus: u.is_graduated ? 0 : sign,
    ...(year === null ? {} : { [angkatanCounter(year)]: sign }),
  };
  const month = u.is_graduated && u.tanggal_lulus ? u.tanggal_lulus.slice(0, 7) : null;
  return [u.id_prodi, ALL_PRODI].flatMap((p) => [
    prodiShardAdd(p, shard, counts),
    ...(month ? [{ key: statistikKeys.prodiGraduatesMonth(p, month), counters: { jumlah: sign }, labels: { bulan: month } }] : []),
  ]);
}

/** The counters a user moves from `before` to `after` (a new, changed or deleted account). */
export const userCounterAdds = (before: CountedUser | null | undefined, after: CountedUser | null | undefined, shard = randomShard()) => [
  ...userAdds(before, -1, shard),
  ...userAdds(after, 1, shard),
];

/**
 * The transaction items of counter additions: one ADD per item (an item may appear once in a
 * transaction, so the additions of one item are summed), none for an item whose additions cancel out.
 */
export function counterItems(adds: readonly CounterAdd[]): TransactItem[] {
  const items = new Map<string, { key: Key; counters: Map<string, number>; labels: Record<string, string | number> }>();
  for (const a of adds) {
    const id = `${a.key.PK}\u0000${a.key.SK}`;
    const entry = items.get(id) ?? { key: a.key, counters: new Map<string, number>(), labels: {} };
    for (const [name, value] of Object.entries(a.counters)) entry.counters.set(name, (entry.counters.get(name) ?? 0) + value);
    Object.assign(entry.labels, a.labels);
    items.set(id, entry);
  }
  const out: TransactItem[] = [];
  for (const { key, counters, labels } of items.values()) {
    const moving = [...counters].filter(([, v]) => v !== 0);
    if (moving.length === 0) continue;
    const set = Object.entries(labels);
    out.push({
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `${set.length ? `SET ${set.map((_, i) => `#l${i} = :l${i}`).join(', ')} ` : ''}ADD ${moving.map((_, i) => `#c${i} :v${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(moving.map(([n], i) => [`#c${i}`, n])),
          ...Object.fromEntries(set.map(([n], i) => [`#l${i}`, n])),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(moving.map(([, v], i) => [`:v${i}`, v])),
          ...Object.fromEntries(set.map(([, v], i) => [`:l${i}`, v])),
        },
      },
    });
  }
  return out;
}

/** The counter items of a user write (before and after; undefined: not existing). */
export const userCounterChanges = (before: CountedUser | null | undefined, after: CountedUser | null | undefined) =>
  counterItems(userCounterAdds(before, after));
