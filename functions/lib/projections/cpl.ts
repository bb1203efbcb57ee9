/**
 * THE projection of a CPL item and of a CPL point (index.ts): a category counts its items
 * (`jumlah_cpl` on `BIDANGCPL#<id>`), an item its points (`jumlah_point` on `CPL#<id>`) and keeps
 * a copy of each (`pt_<id_point>`, so one Query of a category reads its items with their points).
 * The parent must exist for the child to be written (its count's condition), and an item holds at
 * most CPL_POINT_MAX points; a parent's delete is conditional on its count as read, so a child
 * written meanwhile refuses it. The counter rebuild sums the same additions (`cplCountAdds`,
 * `pointCountAdds`) over the stored items and points.
 */
import { cplKeys } from '@functions/lib/entities/cpl';
import type { Key } from '@functions/lib/entities/key';
import { type TransactItem, tableName } from '@functions/lib/table';
import { CPL_POINT_MAX } from '@shared/validation/cpl';
import type { Change, Projected } from './change';
import type { CounterAdd } from './counters';

/** The counters of a CPL category and of a CPL item. */
export const CPL_COUNT = 'jumlah_cpl';
export const POINT_COUNT = 'jumlah_point';

/** An item's copy of one of its points. */
export const POINT_COPY = 'pt_';
export const pointCopy = (idPoint: number) => `${POINT_COPY}${idPoint}`;

/** What the projection reads of a CPL item. */
export interface CplCounted {
  id_bidang_cpl: number;
}

/** A CPL point: the projection copies it whole onto its item. */
export interface PointCounted {
  id_point_cpl: number;
  id_cpl: number;
}

/**
 * The derived items of a CPL write and which of them need the parent: a failed condition at a
 * `parent` position means the category or item written under is gone (or, for a point, full).
 */
export type ParentProjected = Projected & { parent: number[] };

/** An item's contribution to its category's count, `after` minus `before` (undefined: not existing). */
export const cplCountAdds = ({ before, after }: Change<CplCounted>): CounterAdd[] =>
  before?.id_bidang_cpl === after?.id_bidang_cpl
    ? []
    : [
        ...(after ? [{ key: cplKeys.bidangCpl(after.id_bidang_cpl), counters: { [CPL_COUNT]: 1 } }] : []),
        ...(before ? [{ key: cplKeys.bidangCpl(before.id_bidang_cpl), counters: { [CPL_COUNT]: -1 } }] : []),
      ];

/** A point's contribution to its item's count, `after` minus `before`. */
export const pointCountAdds = ({ before, after }: Change<PointCounted>): CounterAdd[] =>
  before && after
    ? []
    : [
        ...(after ? [{ key: cplKeys.cpl(after.id_cpl), counters: { [POINT_COUNT]: 1 } }] : []),
        ...(before ? [{ key: cplKeys.cpl(before.id_cpl), counters: { [POINT_COUNT]: -1 } }] : []),
      ];

/** An update of a parent that must exist (and, with `max`, count fewer than it before an add). */
function onParent(key: Key, parts: { add?: [string, number]; set?: Record<string, unknown>; remove?: string; max?: number }): TransactItem {
  const set = Object.entries(parts.set ?? {});
  const names: Record<string, string> = Object.fromEntries(set.map(([n], i) => [`#s${i}`, n]));
  const values: Record<string, unknown> = Object.fromEntries(set.map(([, v], i) => [`:s${i}`, v]));
  if (parts.add) {
    names['#n'] = parts.add[0];
    values[':by'] = parts.add[1];
  }
  if (parts.remove) names['#r'] = parts.remove;
  if (parts.max !== undefined) values[':max'] = parts.max;
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: [
        parts.add ? 'ADD #n :by' : '',
        set.length ? `SET ${set.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '',
        parts.remove ? 'REMOVE #r' : '',
      ]
        .filter(Boolean)
        .join(' '),
      ConditionExpression: parts.max === undefined ? 'attribute_exists(PK)' : 'attribute_exists(PK) AND (attribute_not_exists(#n) OR #n < :max)',
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** The derived items of a CPL item write: its count on the category it joins (which must exist) and on the one it leaves. */
export function projectCpl(change: Change<CplCounted>): ParentProjected {
  const items = cplCountAdds(change).map((a) => onParent(a.key, { add: [CPL_COUNT, a.counters[CPL_COUNT] as number] }));
  return { items, retry: [], parent: change.after && items.length > 0 ? [0] : [] };
}

/**
 * The derived items of a CPL point write, one update of its item (which must exist): a new point
 * counted (while the item holds fewer than CPL_POINT_MAX) and copied, a changed one copied again,
 * a deleted one uncounted and its copy removed.
 */
export function projectCplPoint<P extends PointCounted>({ before, after }: Change<P>): ParentProjected {
  const point = (after ?? before) as P;
  const add = pointCountAdds({ before, after })[0]?.counters[POINT_COUNT];
  const copy = pointCopy(point.id_point_cpl);
  const item = onParent(cplKeys.cpl(point.id_cpl), {
    ...(add === undefined ? {} : { add: [POINT_COUNT, add] as [string, number] }),
    ...(after ? { set: { [copy]: after } } : { remove: copy }),
    ...(add === 1 ? { max: CPL_POINT_MAX } : {}),
  });
  return { items: [item], retry: [], parent: add === 1 ? [0] : [] };
}
