/**
 * THE uniqueness of `urutan_di_skpi` within its scope (portfolio categories, a program's CPL
 * categories, a category's CPL items, an item's points; docs/data-model.md "Order numbers"): each
 * entity holds a guard item (`urutanKeys.urutanGuard`, attribute `owner`: the entity's id) that its repo
 * puts, moves and deletes in the entity's own transaction, so of two simultaneous writes of one
 * number exactly one succeeds. These are the transaction items; the repo says what a failed one
 * means (the take's failure: the number is taken).
 */
import type { Key } from './entities/key';
import { type TransactItem, tableName } from './table';
import { putNew } from './write-items';

/** Takes the number: put only while no entity holds it (`attribute_not_exists`). */
function take(guard: Key, owner: number): TransactItem {
  return putNew({ ...guard, type: 'urutan_guard', owner });
}

/** Gives the number back: deletes only the owner's own guard (an absent one is fine: nothing to give back). */
function release(guard: Key, owner: number): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: guard,
      ConditionExpression: 'attribute_not_exists(PK) OR #owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':owner': owner },
    },
  };
}

/** Moves the owner's guard when the number or the scope changed: the release, then the take; nothing otherwise. */
function move(from: Key, to: Key, owner: number): [] | [release: TransactItem, take: TransactItem] {
  return from.PK === to.PK && from.SK === to.SK ? [] : [release(from, owner), take(to, owner)];
}

export const urutanGuard = { take, release, move };
