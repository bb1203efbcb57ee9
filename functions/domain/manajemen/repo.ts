/**
 * The table access of account deletion that is not the user item's own (functions/domain/users/repo.ts
 * `remove`): the other items of the user's partition (`USER#<ulid>`: assignments, migration and
 * readmission requests, the SKPI request, notifications and their state, the public portfolios,
 * the per-category statistics), read with one Query and deleted in transactions.
 */
import type { Key } from '@functions/lib/entities/key';
import { searchKeys } from '@functions/lib/entities/search';
import { statistikKeys } from '@functions/lib/entities/statistik';
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
  /**
   * Every item of the user's partition but those the user's own deletion (`usersRepo.remove`)
   * deletes: the user item, the public identity (with the search entries) and the points item
   * (with the achievement counters it feeds: functions/lib/projections/capaian.ts).
   */
  async partitionOf(userId: string): Promise<PartitionItem[]> {
    const own = [userKeys.user(userId), searchKeys.publicIdentity(userId), statistikKeys.userPoin(userId)];
    const items = await queryAll<PartitionItem>({
      pk: userKeys.user(userId).PK,
      ProjectionExpression: 'PK, SK, #t, bukti, #p',
      ExpressionAttributeNames: { '#t': 'type', '#p': 'path' },
    });
    return items.filter((i) => !own.some((k) => i.PK === k.PK && i.SK === k.SK));
  },

  /** Deletes items (no condition: they go with their owner), 100 a transaction. */
  async deleteAll(all: readonly Key[]): Promise<void> {
    for (let i = 0; i < all.length; i += TRANSACTION_LIMIT) {
      const chunk = all.slice(i, i + TRANSACTION_LIMIT);
      await transact(chunk.map((Key): TransactItem => ({ Delete: { TableName: tableName(), Key: { PK: Key.PK, SK: Key.SK } } })));
    }
  },
};
