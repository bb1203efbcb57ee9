/**
 * The counters a change of a user or a portfolio moves (docs/data-model.md "Counters"), as
 * additions per item: what an entity contributes in its `after` state minus what it contributed
 * in its `before` state (undefined: not existing). The live write turns them into transaction
 * items of its own transaction (a counter moves exactly when what it counts does); the counter
 * rebuild (functions/domain/stats/rebuild.ts) sums the same additions over the stored entities,
 * each projected as created from nothing, so a recount and a live write cannot disagree.
 *
 * A program's counters and the university's (program 0) would be touched by every write of the
 * product, and two transactions on one item conflict, so each is split into STAT_SHARDS shards: a
 * transaction adds to one shard picked at random, and the dashboard's read sums them (one Query).
 */
import { type Key, keys } from '@functions/lib/keys';
import { type TransactItem, tableName } from '@functions/lib/table';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { isAwaitingVerification } from '@shared/domain/status';

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

/** ADD `counters` to one shard of a program's counters (the achievement counters use it too). */
export function add(idProdi: number, shard: number, counters: Record<string, number>): TransactItem {
  return counterItems([{ key: keys.prodiStats(idProdi, shard), counters }])[0] as TransactItem;
}

/** What the user counters need of a user. */
export interface CountedUser {
  role: string;
  id_prodi: number | null;
  is_graduated?: boolean;
  tanggal_lulus?: string | null;
}

/** What the portfolio counters need of a portfolio. */
export interface PortfolioCounted {
  user_id: string;
  id_prodi: number;
  id_anak_rubrik: number;
  id_bidang_portofolio: number;
  bobot_skp_portofolio: number;
  id_status_portofolio: number;
}

/** Only verified portfolios count toward SKP. */
export const verifiedPoints = (p: PortfolioCounted | null | undefined) =>
  p && p.id_status_portofolio === STATUS_PORTOFOLIO.terverifikasi ? p.bobot_skp_portofolio : 0;
/** Waiting for a verifier (Menunggu or Diubah). */
export const awaitingVerification = (p: PortfolioCounted | null | undefined) => (p && isAwaitingVerification(p.id_status_portofolio) ? 1 : 0);

/**
 * What one user contributes: a student with a program counts in `total_mahasiswa` of the program
 * and the university, in `total_mahasiswa_belum_lulus` until graduated, and once graduated with a
 * date, in the graduates of that month.
 */
function userAdds(u: CountedUser | null | undefined, sign: 1 | -1, shard: number): CounterAdd[] {
  if (u?.role !== 'mahasiswa' || u.id_prodi === null) return [];
  const counts = { total_mahasiswa: sign, total_mahasiswa_belum_lulus: u.is_graduated ? 0 : sign };
  const month = u.is_graduated && u.tanggal_lulus ? u.tanggal_lulus.slice(0, 7) : null;
  return [u.id_prodi, ALL_PRODI].flatMap((p) => [
    { key: keys.prodiStats(p, shard), counters: counts },
    ...(month ? [{ key: keys.prodiGraduatesMonth(p, month), counters: { jumlah: sign }, labels: { bulan: month } }] : []),
  ]);
}

/** The counters a user moves from `before` to `after` (a new, changed or deleted account). */
export const userCounterAdds = (before: CountedUser | null | undefined, after: CountedUser | null | undefined, shard = randomShard()) => [
  ...userAdds(before, -1, shard),
  ...userAdds(after, 1, shard),
];

/**
 * What one portfolio contributes:
 * - the owner's user item: `skp` (verified points) and `jumlah_portofolio` (every portfolio);
 * - the owner's statistics per category (`STAT#BIDANG#<id>`): `portofolio_count`, `bobot_skp`;
 * - the program's and the university's counters: `portofolio_total`, `portofolio_belum_diverifikasi`
 *   and `portofolio_status_<1..4>` (the verification queues' page counts);
 * - the sub-rubric's counters (`STAT#ANAK#<id>`): `portofolio_status_<1..4>` (a verifier's queue).
 */
function portfolioAdds(p: PortfolioCounted | null | undefined, sign: 1 | -1, shard: number): CounterAdd[] {
  if (!p) return [];
  const status = `portofolio_status_${p.id_status_portofolio}`;
  const program = { portofolio_total: sign, portofolio_belum_diverifikasi: sign * awaitingVerification(p), [status]: sign };
  return [
    { key: keys.user(p.user_id), counters: { skp: sign * verifiedPoints(p), jumlah_portofolio: sign } },
    {
      key: keys.userBidangStats(p.user_id, p.id_bidang_portofolio),
      counters: { portofolio_count: sign, bobot_skp: sign * verifiedPoints(p) },
      labels: { type: 'stat-bidang', id_bidang_portofolio: p.id_bidang_portofolio },
    },
    { key: keys.prodiStats(p.id_prodi, shard), counters: program },
    { key: keys.prodiStats(ALL_PRODI, shard), counters: program },
    { key: keys.anakPortfolioStats(p.id_anak_rubrik), counters: { [status]: sign }, labels: { type: 'stat-anak', id_anak_rubrik: p.id_anak_rubrik } },
  ];
}

/** The counters a portfolio moves from `before` to `after` (every write of a portfolio). */
export const portfolioCounterAdds = (
  before: PortfolioCounted | null | undefined,
  after: PortfolioCounted | null | undefined,
  shard = randomShard(),
) => [...portfolioAdds(before, -1, shard), ...portfolioAdds(after, 1, shard)];

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

/** The counter items of a portfolio write (before and after; null or undefined: not existing). */
export const portfolioCounterChanges = (before: PortfolioCounted | null | undefined, after: PortfolioCounted | null | undefined) =>
  counterItems(portfolioCounterAdds(before, after));

/** The counter items of a user write (before and after; undefined: not existing). */
export const userCounterChanges = (before: CountedUser | null | undefined, after: CountedUser | null | undefined) =>
  counterItems(userCounterAdds(before, after));

/**
 * A condition check for another write's transaction: the sub-rubric has no portfolio of any
 * status (its `STAT#ANAK#<id>` counters, which every portfolio write moves in its own
 * transaction, are absent or zero). A portfolio written in between fails the transaction.
 */
export function anakHasNoPortfolios(idAnak: number): TransactItem {
  const names = Object.values(STATUS_PORTOFOLIO).map((s) => `portofolio_status_${s}`);
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.anakPortfolioStats(idAnak),
      ConditionExpression: `attribute_not_exists(PK) OR (${names.map((_, i) => `(attribute_not_exists(#s${i}) OR #s${i} = :zero)`).join(' AND ')})`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#s${i}`, n])),
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
}
