/**
 * The transaction steps of the CPL writes (functions/domain/cpl/repo.ts): each item with what its
 * failed condition means, and the run that tells the refusals apart.
 */
import type { Key } from '@functions/lib/entities/key';
import { isConditionFailure, type TransactItem, tableName, transact, type Written } from '@functions/lib/table';
import { urutanGuard } from '@functions/lib/urutan-guard';
import { putNew } from '@functions/lib/write-items';

/**
 * Why a write was refused: the record changed or went away since it was read (`stale`), its
 * urutan is taken (`urutan`), its parent is gone (`parent`), or the item holds the most points
 * it may (`full`).
 */
export type CplRefusal = 'stale' | 'urutan' | 'parent' | 'full';
export type CplWritten<T> = Written<T, CplRefusal>;

/** One transaction item and what its failed condition means. */
export interface Step {
  item: TransactItem;
  refusal: CplRefusal;
}

export const putNewStep = (Item: Record<string, unknown>): Step => ({ item: putNew(Item), refusal: 'stale' });

/** Takes an urutan: refused (`urutan`) when another entity of the parent holds it. */
export const takeUrutan = (key: Key, owner: number): Step => ({ item: urutanGuard.take(key, owner), refusal: 'urutan' });
export const releaseUrutan = (key: Key, owner: number): Step => ({ item: urutanGuard.release(key, owner), refusal: 'stale' });
/** Moves a guard when the urutan or the parent changes; nothing otherwise. */
export function moveUrutan(from: Key, to: Key, owner: number): Step[] {
  const [release, take] = urutanGuard.move(from, to, owner);
  return release && take
    ? [
        { item: release, refusal: 'stale' },
        { item: take, refusal: 'urutan' },
      ]
    : [];
}

/** Counts a child in or out of its parent, which must exist (and, with `max`, hold fewer than it). */
export function countChild(
  key: Key,
  attribute: 'jumlah_cpl' | 'jumlah_point',
  by: 1 | -1,
  refusal: CplRefusal,
  max?: number,
  copy?: { set?: Record<string, unknown>; remove?: string },
): Step {
  const set = Object.entries(copy?.set ?? {});
  const names: Record<string, string> = { '#n': attribute, ...Object.fromEntries(set.map(([n], i) => [`#s${i}`, n])) };
  if (copy?.remove) names['#r'] = copy.remove;
  const values: Record<string, unknown> = { ':by': by, ...Object.fromEntries(set.map(([, v], i) => [`:s${i}`, v])) };
  if (max !== undefined) values[':max'] = max;
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: ['ADD #n :by', set.length ? `SET ${set.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '', copy?.remove ? 'REMOVE #r' : '']
          .filter(Boolean)
          .join(' '),
        ConditionExpression: max === undefined ? 'attribute_exists(PK)' : 'attribute_exists(PK) AND (attribute_not_exists(#n) OR #n < :max)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    refusal,
  };
}

/** Sets fields of a record conditionally on the version read. */
export function setIfVersion(key: Key, fields: Record<string, unknown>, version: number): Step {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':v': version };
  const sets = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'version = :v',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    refusal: 'stale',
  };
}

/**
 * Deletes a record conditionally on the version read, and on its child count being what it was
 * read as (`count` undefined: none recorded).
 */
export function deleteIfUnchanged(
  key: Key,
  version: number,
  counter?: { attribute: 'jumlah_cpl' | 'jumlah_point'; count: number | undefined },
): Step {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':v': version };
  let condition = 'version = :v';
  if (counter) {
    names['#n'] = counter.attribute;
    if (counter.count === undefined) condition += ' AND attribute_not_exists(#n)';
    else {
      condition += ' AND #n = :n';
      values[':n'] = counter.count;
    }
  }
  return {
    item: {
      Delete: {
        TableName: tableName(),
        Key: key,
        ConditionExpression: condition,
        ...(counter ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
    },
    refusal: 'stale',
  };
}

interface CancellationReason {
  Code?: string;
}
const cancellationReasons = (err: unknown): CancellationReason[] | undefined => {
  const e = err as { name?: string; CancellationReasons?: CancellationReason[] } | null;
  return e?.name === 'TransactionCanceledException' ? e.CancellationReasons : undefined;
};
const CONFLICT_RETRIES = 4;

/**
 * Runs the steps and the extra items in one transaction. A failed condition is the refusal of
 * the first step that failed (from the cancellation reasons; `stale` when a store gives none);
 * a clash with another transaction on the same item (two items added to one category at once)
 * is retried.
 */
export async function run<T>(result: T, steps: Step[], extra: TransactItem[]): Promise<CplWritten<T>> {
  for (let attempt = 0; ; attempt++) {
    try {
      await transact([...steps.map((s) => s.item), ...extra]);
      return { ok: true, item: result };
    } catch (err) {
      const reasons = cancellationReasons(err);
      const failed = reasons?.findIndex((r) => r.Code === 'ConditionalCheckFailed') ?? -1;
      if (failed >= 0) return { ok: false, reason: steps[failed]?.refusal ?? 'stale' };
      if (reasons?.some((r) => r.Code === 'TransactionConflict') && attempt < CONFLICT_RETRIES) {
        await new Promise((r) => setTimeout(r, 20 * (attempt + 1) + Math.random() * 30));
        continue;
      }
      if (isConditionFailure(err)) return { ok: false, reason: 'stale' };
      throw err;
    }
  }
}
