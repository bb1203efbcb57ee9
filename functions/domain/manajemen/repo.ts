/**
 * The table access of account deletion that is not the user item's own (functions/domain/users/repo.ts
 * `remove`): the other items of the user's partition (`USER#<ulid>`: assignments, migration and
 * readmission requests, the SKPI request, notifications and their state, the public identity and
 * portfolios, the per-category statistics), read with one Query and deleted in transactions.
 */
import type { Key } from '@functions/lib/entities/key';
import { userKeys } from '@functions/lib/entities/users';
import { queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';

/** What deletion reads of a partition item: its key and the files it names. */
export interface PartitionItem {
  PK: string;
  SK: string;
  type?: string;
  /** A migration request's evidence (documents bucket). */
  bukti?: string | null;
  /** The SKPI request's uploaded SKPI. */
  path?: string | null;
}

/** DynamoDB allows 100 items per transaction. */
const TRANSACTION_LIMIT = 100;

export const manajemenRepo = {
  /** Every item of the user's partition but the user item itself. */
  async partitionOf(userId: string): Promise<PartitionItem[]> {
    const pk = userKeys.user(userId);
    const items = await queryAll<PartitionItem>({
      pk: pk.PK,
      ProjectionExpression: 'PK, SK, #t, bukti, #p',
      ExpressionAttributeNames: { '#t': 'type', '#p': 'path' },
    });
    return items.filter((i) => i.SK !== pk.SK);
  },

  /** Deletes items (no condition: they go with their owner), 100 a transaction. */
  async deleteAll(all: readonly Key[]): Promise<void> {
    for (let i = 0; i < all.length; i += TRANSACTION_LIMIT) {
      const chunk = all.slice(i, i + TRANSACTION_LIMIT);
      await transact(chunk.map((Key): TransactItem => ({ Delete: { TableName: tableName(), Key: { PK: Key.PK, SK: Key.SK } } })));
    }
  },
};
