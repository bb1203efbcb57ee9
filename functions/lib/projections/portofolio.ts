/** THE projection of a portfolio change: every item other concerns derive from a portfolio (index.ts). */
import type { PortofolioItem } from '@functions/lib/entities/portofolio';
import { type CapaianReads, portfolioCapaian, TABLE_READS } from './capaian';
import type { Change, Projected } from './change';
import { randomShard } from './counters';
import { kegiatanChoiceChanges } from './kegiatan';
import { poinDelta, portfolioCounterChanges } from './portofolio-counters';
import { queueTitleChanges } from './queue-title';
import { portfolioIndexChanges } from './search-index';

/**
 * The derived items of a portfolio change: the search index, the queue's title index, the counters, the activity choice
 * and, when the owner's verified points move, the achievement (read fresh: call again on every
 * attempt; `reads`: from the table unless a bulk load holds them). The portfolio's items never
 * share a program shard with its callers' (audit, notifications).
 */
export async function projectPortfolio({ before, after }: Change<PortofolioItem>, reads: CapaianReads = TABLE_READS): Promise<Projected> {
  const shard = randomShard();
  const rest = [
    ...portfolioIndexChanges(before, after),
    ...queueTitleChanges(before, after, shard),
    ...portfolioCounterChanges(before, after, shard),
    ...kegiatanChoiceChanges(before ?? null, after ?? null),
  ];
  const delta = poinDelta(before, after);
  const owner = (after ?? before) as PortofolioItem;
  const capaian = Object.keys(delta).length > 0 ? await portfolioCapaian(owner.user_id, delta, owner.id_prodi, rest, reads) : undefined;
  if (!capaian) return { items: rest, retry: [] };
  return { items: [...capaian.rest, ...capaian.items], retry: [...capaian.watched, ...capaian.items.map((_, i) => capaian.rest.length + i)] };
}
