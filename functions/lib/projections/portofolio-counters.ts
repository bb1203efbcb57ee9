/**
 * The counters a change of a portfolio moves (docs/data-model.md "Counters"): what the portfolio
 * contributes after minus what it contributed before, as in counters.ts (which holds the shards
 * and turns additions into transaction items).
 */
import { statistikKeys } from '@functions/lib/entities/statistik';
import { userKeys } from '@functions/lib/entities/users';
import { type TransactItem, tableName } from '@functions/lib/table';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { isAwaitingVerification } from '@shared/domain/status';
import { ALL_PRODI, type CounterAdd, counterItems, prodiShardAdd, randomShard } from './counters';

/** The counter of portfolios in a status, on a program's shards and a sub-rubric's counters. */
export const statusCounter = (status: number) => `portofolio_status_${status}`;

/** The counters of every status. */
export const STATUS_COUNTERS = Object.values(STATUS_PORTOFOLIO).map(statusCounter);

/** What the portfolio counters need of a portfolio. */
export interface PortfolioCounted {
  user_id: string;
  id_prodi: number;
  id_anak_rubrik: number;
  id_bidang_portofolio: number;
  bobot_skp_portofolio: number;
  id_status_portofolio: number;
}

/** A sub-rubric's counter of its portfolios of one status that sit in one program (`STAT#ANAK#<id>`). */
export const anakStatusInProdi = (status: number, idProdi: number) => `prodi_${idProdi}_status_${status}`;

/** The program and status of an anakStatusInProdi counter name, or null for any other name (the rebuild checks them with the others). */
export function anakStatusInProdiOf(name: string): { idProdi: number; status: number } | null {
  const m = /^prodi_(\d+)_status_(\d+)$/.exec(name);
  return m ? { idProdi: Number(m[1]), status: Number(m[2]) } : null;
}

/** Only verified portfolios count toward SKP. */
export const verifiedPoints = (p: PortfolioCounted | null | undefined) =>
  p && p.id_status_portofolio === STATUS_PORTOFOLIO.terverifikasi ? p.bobot_skp_portofolio : 0;
/** Waiting for a verifier (Menunggu or Diubah). */
export const awaitingVerification = (p: PortfolioCounted | null | undefined) => (p && isAwaitingVerification(p.id_status_portofolio) ? 1 : 0);

/**
 * What one portfolio contributes:
 * - the owner's user item: `skp` (verified points) and `jumlah_portofolio` (every portfolio);
 * - the owner's statistics per category (`STAT#BIDANG#<id>`): `portofolio_count`, `bobot_skp`;
 * - the program's and the university's counters: `portofolio_total`, `portofolio_belum_diverifikasi`
 *   and `portofolio_status_<1..4>` (the verification queues' page counts);
 * - the sub-rubric's counters (`STAT#ANAK#<id>`): `portofolio_status_<1..4>` (a verifier's queue)
 *   and the same per program the portfolio sits in, `prodi_<p>_status_<s>` (a student who
 *   moved takes their portfolios to the new program, the sub-rubric stays the old one's): a
 *   verifier's page reads the program's queue filtered to their sub-rubrics when these say that
 *   partition holds them all (functions/domain/verifikasi/queue.ts).
 */
function portfolioAdds(p: PortfolioCounted | null | undefined, sign: 1 | -1, shard: number): CounterAdd[] {
  if (!p) return [];
  const status = statusCounter(p.id_status_portofolio);
  const program = { portofolio_total: sign, portofolio_belum_diverifikasi: sign * awaitingVerification(p), [status]: sign };
  return [
    { key: userKeys.user(p.user_id), counters: { skp: sign * verifiedPoints(p), jumlah_portofolio: sign } },
    {
      key: statistikKeys.userBidangStats(p.user_id, p.id_bidang_portofolio),
      counters: { portofolio_count: sign, bobot_skp: sign * verifiedPoints(p) },
      labels: { type: 'stat-bidang', id_bidang_portofolio: p.id_bidang_portofolio },
    },
    prodiShardAdd(p.id_prodi, shard, program),
    prodiShardAdd(ALL_PRODI, shard, program),
    {
      key: statistikKeys.anakPortfolioStats(p.id_anak_rubrik),
      counters: { [status]: sign, [anakStatusInProdi(p.id_status_portofolio, p.id_prodi)]: sign },
      labels: { type: 'stat-anak', id_anak_rubrik: p.id_anak_rubrik },
    },
  ];
}

/** The counters a portfolio moves from `before` to `after` (every write of a portfolio). */
export const portfolioCounterAdds = (
  before: PortfolioCounted | null | undefined,
  after: PortfolioCounted | null | undefined,
  shard = randomShard(),
) => [...portfolioAdds(before, -1, shard), ...portfolioAdds(after, 1, shard)];

/** The counter items of a portfolio write (before and after; null or undefined: not existing), on one shard. */
export const portfolioCounterChanges = (
  before: PortfolioCounted | null | undefined,
  after: PortfolioCounted | null | undefined,
  shard = randomShard(),
) => counterItems(portfolioCounterAdds(before, after, shard));

/** How a portfolio change moves its owner's verified points, per sub-rubric (only status 2 counts); zeros left out. */
export function poinDelta(before: PortfolioCounted | null | undefined, after: PortfolioCounted | null | undefined): Record<number, number> {
  const delta: Record<number, number> = {};
  for (const [p, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    const points = verifiedPoints(p);
    if (p && points !== 0) delta[p.id_anak_rubrik] = (delta[p.id_anak_rubrik] ?? 0) + sign * points;
  }
  for (const [id, v] of Object.entries(delta)) if (v === 0) delete delta[Number(id)];
  return delta;
}

/**
 * A condition check for another write's transaction: the sub-rubric has no portfolio of any
 * status (its `STAT#ANAK#<id>` counters, which every portfolio write moves in its own
 * transaction, are absent or zero). A portfolio written in between fails the transaction.
 */
export function anakHasNoPortfolios(idAnak: number): TransactItem {
  const names = STATUS_COUNTERS;
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: statistikKeys.anakPortfolioStats(idAnak),
      ConditionExpression: `attribute_not_exists(PK) OR (${names.map((_, i) => `(attribute_not_exists(#s${i}) OR #s${i} = :zero)`).join(' AND ')})`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#s${i}`, n])),
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
}
