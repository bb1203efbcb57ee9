/**
 * The table access of the seal: the stage's one certificate chain item (docs/data-model.md "The
 * seal certificate"). A self-issued chain is put only where none exists, so two Lambdas sealing
 * their first document at once never make two; an installed chain replaces the one read.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import type { SegelSertifikatItem } from '@functions/lib/entities/skpi';
import { skpiKeys } from '@functions/lib/entities/skpi';
import { conditionally, getItem, tableName } from '@functions/lib/table';

export type { SegelSertifikatItem } from '@functions/lib/entities/skpi';

export type SegelSertifikat = Omit<SegelSertifikatItem, 'type' | 'version'>;

export const segelRepo = {
  get: () => getItem<SegelSertifikatItem>(skpiKeys.segelSertifikat(), { ConsistentRead: true }),

  /** Puts the chain where none is installed; WriteRefused('stale') when one is (another Lambda was first). */
  putIfAbsent: (chain: SegelSertifikat) =>
    conditionally(() =>
      ddb().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...skpiKeys.segelSertifikat(), type: 'segel-sertifikat', ...chain, version: 1 },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      ),
    ),

  /** Replaces the chain read (`previous`, or none); WriteRefused('stale') when it changed meanwhile. */
  replace: (chain: SegelSertifikat, previous: SegelSertifikatItem | undefined) =>
    conditionally(() =>
      ddb().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...skpiKeys.segelSertifikat(), type: 'segel-sertifikat', ...chain, version: (previous?.version ?? 0) + 1 },
          ...(previous
            ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': previous.version } }
            : { ConditionExpression: 'attribute_not_exists(PK)' }),
        }),
      ),
    ),
};
