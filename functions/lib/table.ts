/** Thin helpers over the document client for the one table. */
import {
  GetCommand,
  type GetCommandInput,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ddb } from './clients';
import { env } from './env';
import type { Key } from './keys';
import type { IndexName } from './table-schema';

export const tableName = () => env.tableName;

/** One item of a TransactWriteItems call: what the index and counter writers hand to a repo's transaction. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export async function getItem<T>(key: Key, opts: Omit<GetCommandInput, 'TableName' | 'Key'> = {}): Promise<T | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: tableName(), Key: key, ...opts }));
  return out.Item as T | undefined;
}

export interface QueryPage<T> {
  items: T[];
  lastKey?: Record<string, unknown>;
}

/** Query one partition (of the table or a GSI); pages until `limit` items or the end. */
export async function queryAll<T>(
  input: { index?: IndexName; pk: string; skBeginsWith?: string; limit?: number; forward?: boolean } & Partial<
    Pick<QueryCommandInput, 'FilterExpression' | 'ExpressionAttributeValues' | 'ExpressionAttributeNames'>
  >,
): Promise<T[]> {
  const pkName = input.index ? `${input.index}PK` : 'PK';
  const skName = input.index ? `${input.index}SK` : 'SK';
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: input.index,
        KeyConditionExpression: input.skBeginsWith ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pkName, ...(input.skBeginsWith ? { '#sk': skName } : {}), ...input.ExpressionAttributeNames },
        ExpressionAttributeValues: {
          ':pk': input.pk,
          ...(input.skBeginsWith ? { ':sk': input.skBeginsWith } : {}),
          ...input.ExpressionAttributeValues,
        },
        FilterExpression: input.FilterExpression,
        ScanIndexForward: input.forward ?? true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as T[]));
    start = out.LastEvaluatedKey;
  } while (start && (input.limit === undefined || items.length < input.limit));
  return input.limit === undefined ? items : items.slice(0, input.limit);
}

export async function transact(items: TransactWriteCommandInput['TransactItems']): Promise<void> {
  await ddb().send(new TransactWriteCommand({ TransactItems: items }));
}

/** True when a conditional write or transaction failed on its condition (not a fault). */
export function isConditionFailure(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/** Strips the table's key attributes from an item before it is shaped for an answer. */
export function withoutKeys<T extends Record<string, unknown>>(
  item: T,
): Omit<T, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK' | 'GSI3PK' | 'GSI3SK'> {
  const { PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, ...rest } = item;
  return rest;
}
