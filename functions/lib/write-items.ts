/**
 * The conditional transaction items every repo writes with: a new item, an entity replaced or
 * deleted on the version read, and a parent that must exist. A repo adds them to one
 * TransactWriteItems with what moves with the write (counts, guards, the audit entry).
 */
import type { Key } from './entities/key';
import { type TransactItem, tableName } from './table';

/** Puts a new item: refused when one exists at its key. */
export const putNew = (Item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' },
});
/** Replaces an entity conditionally on the version read. */
export const putIfVersion = (Item: Record<string, unknown>, version: number): TransactItem => ({
  Put: { TableName: tableName(), Item, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } },
});
/** Deletes an entity conditionally on the version read. */
export const deleteIfVersion = (Key: Key, version: number): TransactItem => ({
  Delete: { TableName: tableName(), Key, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } },
});
/** A condition check: the item exists (a parent the write hangs on). */
export const mustExist = (Key: Key): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key, ConditionExpression: 'attribute_exists(PK)' },
});
