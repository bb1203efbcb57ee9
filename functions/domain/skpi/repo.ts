/**
 * The student's SKPI request: one item per student at `skpiKeys.skpiRequest(userId)`, absent when
 * there is none. Its shape is fixed (the portfolio writes check it as a lock in their
 * transactions): `{ PK, SK, type: 'skpi-request', user_id, is_downloaded: 0 | 1, path,
 * requested_at, version }`. Every write is conditional, so two tabs cannot request twice and a
 * cancel after the acceptance fails cleanly.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { WriteRefused } from '@functions/lib/domain-errors';
import type { SkpiRequestItem } from '@functions/lib/entities/skpi';
import { skpiKeys } from '@functions/lib/entities/skpi';
import { conditionally, getItem, tableName } from '@functions/lib/table';

export type { SkpiRequestItem, SkpiRequestState } from '@functions/lib/entities/skpi';

/**
 * Why a write of the request was refused (the reason of the WriteRefused thrown): `taken` a
 * request exists already; `stale` it changed, moved on or went away since it was read.
 */
export type SkpiRefusal = 'taken' | 'stale';

export const skpiRepo = {
  get: (userId: string) => getItem<SkpiRequestItem>(skpiKeys.skpiRequest(userId), { ConsistentRead: true }),

  /** Creates the waiting request (`taken` when one exists already). */
  async create(userId: string, now = new Date().toISOString()): Promise<SkpiRequestItem> {
    const item: SkpiRequestItem = { type: 'skpi-request', user_id: userId, is_downloaded: 0, path: null, requested_at: now, version: 1 };
    await conditionally(
      () =>
        ddb().send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...skpiKeys.skpiRequest(userId), ...item },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      () => new WriteRefused<SkpiRefusal>('taken'),
    );
    return item;
  },

  /** Deletes a request that is still waiting and unchanged since it was read (`stale` otherwise). */
  async cancel(userId: string, version: number): Promise<void> {
    await conditionally(() =>
      ddb().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: skpiKeys.skpiRequest(userId),
          ConditionExpression: 'is_downloaded = :waiting AND version = :v',
          ExpressionAttributeValues: { ':waiting': 0, ':v': version },
        }),
      ),
    );
  },

  /** Records the uploaded SKPI on an accepted request, unchanged since it was read (`stale` otherwise). */
  async setPath(userId: string, path: string, version: number): Promise<void> {
    await conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: skpiKeys.skpiRequest(userId),
          UpdateExpression: 'SET #path = :path, version = :next',
          ConditionExpression: 'is_downloaded = :accepted AND version = :v',
          ExpressionAttributeNames: { '#path': 'path' },
          ExpressionAttributeValues: { ':path': path, ':accepted': 1, ':v': version, ':next': version + 1 },
        }),
      ),
    );
  },
};
