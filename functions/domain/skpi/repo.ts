/**
 * The student's SKPI request: one item per student at `skpiKeys.skpiRequest(userId)`, absent when
 * there is none. Its shape is fixed (the portfolio writes check it as a lock in their
 * transactions): `{ PK, SK, type: 'skpi-request', user_id, is_downloaded: 0 | 1, path,
 * requested_at, version }`. Every write is conditional, so two tabs cannot request twice and a
 * cancel after the acceptance fails cleanly.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import type { SkpiRequestItem } from '@functions/lib/entities/skpi';
import { skpiKeys } from '@functions/lib/entities/skpi';
import { conditionalWrite, getItem, tableName } from '@functions/lib/table';

export type { SkpiRequestItem, SkpiRequestState } from '@functions/lib/entities/skpi';

export const skpiRepo = {
  get: (userId: string) => getItem<SkpiRequestItem>(skpiKeys.skpiRequest(userId), { ConsistentRead: true }),

  /** Creates the waiting request; false when one exists already. */
  create(userId: string, now = new Date().toISOString()): Promise<boolean> {
    const item: SkpiRequestItem = { type: 'skpi-request', user_id: userId, is_downloaded: 0, path: null, requested_at: now, version: 1 };
    return conditionalWrite(() =>
      ddb().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...skpiKeys.skpiRequest(userId), ...item },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      ),
    );
  },

  /** Deletes a request that is still waiting and unchanged since it was read. */
  cancel(userId: string, version: number): Promise<boolean> {
    return conditionalWrite(() =>
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

  /** Records the uploaded SKPI on an accepted request, unchanged since it was read. */
  setPath(userId: string, path: string, version: number): Promise<boolean> {
    return conditionalWrite(() =>
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
