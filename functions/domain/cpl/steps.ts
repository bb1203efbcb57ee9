/**
 * The transaction steps of the CPL writes (functions/domain/cpl/repo.ts): each item with what its
 * failed condition means, and the run that tells the refusals apart.
 */
import { WriteRefused } from '@functions/lib/domain-errors';
import type { Key } from '@functions/lib/entities/key';
import type { ParentProjected } from '@functions/lib/projections/cpl';
import { type TransactItem, tableName, transact } from '@functions/lib/table';
import { urutanGuard } from '@functions/lib/urutan-guard';
import { putNew } from '@functions/lib/write-items';

/**
 * Why a write was refused (the reason of the WriteRefused thrown): the record changed or went
 * away since it was read (`stale`), its urutan is taken (`urutan`), its parent is gone
 * (`parent`), or the item holds the most points it may (`full`).
 */
export type CplRefusal = 'stale' | 'urutan' | 'parent' | 'full';

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

/** A projection's items (functions/lib/projections/cpl.ts) as steps: a failed condition where it needs the parent is `parent`. */
export const projectedSteps = (p: ParentProjected): Step[] =>
  p.items.map((item, i) => ({ item, refusal: p.parent.includes(i) ? 'parent' : 'stale' }));

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

/**
 * Runs the steps and the extra items in one transaction and answers `result`. A failed condition
 * throws WriteRefused with the refusal of the first step that failed (`stale` when a store names
 * none); a clash with another transaction on the same item (two items added to one category at
 * once) is retried (THE transaction retry, functions/lib/table.ts).
 */
export async function run<T>(result: T, steps: Step[], extra: TransactItem[]): Promise<T> {
  await transact([...steps.map((s) => s.item), ...extra], {
    refuse: (failed) => new WriteRefused<CplRefusal>(steps[failed[0] ?? -1]?.refusal ?? 'stale'),
  });
  return result;
}
