/**
 * THE projections: every item a write of a user or a portfolio derives for other concerns, in
 * one place. A repository writes its own entity and describes the change, `{ entity, before,
 * after }` (before undefined on a create, after undefined on a delete); `projectChange` gives the
 * items that join its transaction, so a derived item exists exactly when its source does:
 * - search-index.ts: the public search index (a user's name and NIM, a portfolio's titles);
 * - counters.ts: the dashboard and verification-queue counters (programs, university,
 *   sub-rubrics, the student's own counters, graduates per month);
 * - capaian.ts: the achievement counters (with the student's points, STAT#POIN);
 * - kegiatan.ts: how many portfolios chose an internal activity.
 * The counter rebuild (functions/domain/stats/rebuild.ts) sums the same counter and achievement
 * rules over the stored entities. A new derived number is one more module here, called below.
 * Projection modules import only functions/lib and shared.
 */
import type { PortofolioItem, UserItem } from '@functions/lib/entities';
import type { TransactItem } from '@functions/lib/table';
import { portfolioCapaian, userCapaian } from './capaian';
import { poinDelta } from './capaian-state';
import { portfolioCounterChanges, userCounterChanges } from './counters';
import { kegiatanChoiceChanges } from './kegiatan';
import { portfolioIndexChanges, profileIndexChanges } from './search-index';

/** A change of one entity, as its repository writes it. */
export type Change =
  | { entity: 'user'; before?: UserItem | undefined; after?: UserItem | undefined }
  | { entity: 'portofolio'; before?: PortofolioItem | undefined; after?: PortofolioItem | undefined };

export interface Projected {
  /** The items to add to the entity's transaction. */
  items: TransactItem[];
  /**
   * Positions in `items` whose failed condition means only that a projection's reads moved
   * meanwhile (the owner's points, program or rules): project again and retry, it is not the
   * entity's own refusal.
   */
  retry: number[];
}

/**
 * The derived items of a change. Reads what a projection needs (call again on every attempt);
 * `beside`: the other items of a user's transaction (a counter shard is written once per transaction).
 */
export async function projectChange(change: Change, beside: readonly TransactItem[] = []): Promise<Projected> {
  if (change.entity === 'user') {
    const { before, after } = change;
    const items = [...profileIndexChanges(before, after), ...userCounterChanges(before, after)];
    items.push(...(await userCapaian(before, after, [...beside, ...items])));
    return { items, retry: [] };
  }
  const { before, after } = change;
  const rest = [
    ...portfolioIndexChanges(before, after),
    ...portfolioCounterChanges(before, after),
    ...kegiatanChoiceChanges(before ?? null, after ?? null),
  ];
  const delta = poinDelta(before, after);
  const owner = (after ?? before) as PortofolioItem;
  // the portfolio's own items never share a program shard with its callers' (audit, notifications)
  const capaian = Object.keys(delta).length > 0 ? await portfolioCapaian(owner.user_id, delta, owner.id_prodi, rest) : undefined;
  if (!capaian) return { items: rest, retry: [] };
  return { items: [...capaian.rest, ...capaian.items], retry: [...capaian.watched, ...capaian.items.map((_, i) => capaian.rest.length + i)] };
}
