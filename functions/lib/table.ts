/** Thin helpers over the document client for the one table. */
import {
  BatchGetCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  GetCommand,
  type GetCommandInput,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ddb } from './clients';
import type { Key } from './entities/key';
import { env } from './env';
import type { IndexName } from './table-schema';

export const tableName = () => env.tableName;

/** One item of a TransactWriteItems call: what the index and counter writers hand to a repo's transaction. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export async function getItem<T>(key: Key, opts: Omit<GetCommandInput, 'TableName' | 'Key'> = {}): Promise<T | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: tableName(), Key: key, ...opts }));
  return out.Item as T | undefined;
}

/** Keys one BatchGetItem call may carry. */
const BATCH_GET_MAX = 100;

/**
 * BatchGetItem of any number of keys (100 per call, in parallel), retrying unprocessed keys.
 * `consistent`: strongly consistent reads (a recount that must see every write committed before it).
 */
export async function batchGet<T>(all: Key[], projection?: string, names?: Record<string, string>, consistent = false): Promise<T[]> {
  type Request = NonNullable<BatchGetCommandInput['RequestItems']>;
  const found: T[] = [];
  const chunks: Key[][] = [];
  for (let i = 0; i < all.length; i += BATCH_GET_MAX) chunks.push(all.slice(i, i + BATCH_GET_MAX));
  await Promise.all(
    chunks.map(async (chunk) => {
      let request: Request | undefined = {
        [tableName()]: {
          Keys: chunk.map((k) => ({ ...k })),
          ...(consistent ? { ConsistentRead: true } : {}),
          ...(projection ? { ProjectionExpression: projection, ExpressionAttributeNames: names } : {}),
        },
      };
      for (let attempt = 0; request && attempt < 8; attempt++) {
        const out: BatchGetCommandOutput = await ddb().send(new BatchGetCommand({ RequestItems: request }));
        found.push(...((out.Responses?.[tableName()] ?? []) as T[]));
        const rest: Request[string] | undefined = out.UnprocessedKeys?.[tableName()];
        request = rest?.Keys?.length ? { [tableName()]: rest } : undefined;
        if (request) await new Promise((r) => setTimeout(r, 10 * 2 ** attempt));
      }
      if (request) throw new Error('batch read: keys left unprocessed (throttled)');
    }),
  );
  return found;
}

export interface QueryPage<T> {
  items: T[];
  lastKey?: Record<string, unknown>;
}

/** Query one partition (of the table or a GSI); pages until `limit` items or the end. */
export async function queryAll<T>(
  input: {
    index?: IndexName;
    pk: string;
    skBeginsWith?: string;
    /** A sort-key range (inclusive): DynamoDB Local seeks to it, where `begins_with` reads the whole partition. */
    skBetween?: readonly [string, string];
    limit?: number;
    forward?: boolean;
  } & Partial<Pick<QueryCommandInput, 'FilterExpression' | 'ExpressionAttributeValues' | 'ExpressionAttributeNames' | 'ProjectionExpression'>>,
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
        KeyConditionExpression: input.skBetween
          ? '#pk = :pk AND #sk BETWEEN :sk AND :skTo'
          : input.skBeginsWith
            ? '#pk = :pk AND begins_with(#sk, :sk)'
            : '#pk = :pk',
        ExpressionAttributeNames: {
          '#pk': pkName,
          ...(input.skBeginsWith || input.skBetween ? { '#sk': skName } : {}),
          ...input.ExpressionAttributeNames,
        },
        ExpressionAttributeValues: {
          ':pk': input.pk,
          ...(input.skBetween ? { ':sk': input.skBetween[0], ':skTo': input.skBetween[1] } : input.skBeginsWith ? { ':sk': input.skBeginsWith } : {}),
          ...input.ExpressionAttributeValues,
        },
        FilterExpression: input.FilterExpression,
        // without a filter, read no more than the items still wanted (a filter's Limit counts the items examined)
        Limit: input.limit !== undefined && !input.FilterExpression ? input.limit - items.length : undefined,
        ProjectionExpression: input.ProjectionExpression,
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

/** True when a transaction was cancelled only by a clash with another one on the same item (not by a condition). */
export function isTransactionConflict(err: unknown): boolean {
  const e = err as { name?: string; CancellationReasons?: Array<{ Code?: string }> } | null;
  if (e?.name !== 'TransactionCanceledException') return false;
  const codes = (e.CancellationReasons ?? []).map((r) => r.Code);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/**
 * A transaction retried while it only clashes with others on a shared item (a counter many
 * writes move at once: the bulk import's students of one program), with a growing, jittered pause;
 * a failed condition or anything else throws at once.
 */
export async function transactRetryingConflicts(items: TransactWriteCommandInput['TransactItems'], retries = 8): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await transact(items);
      return;
    } catch (err) {
      if (!isTransactionConflict(err) || attempt >= retries) throw err;
      await new Promise((r) => setTimeout(r, 10 * 2 ** Math.min(attempt, 5) + Math.random() * 40));
    }
  }
}

/** True when a conditional write or transaction failed on its condition (not a fault). */
export function isConditionFailure(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/**
 * The outcome of a conditional write as a repo answers it: what was written, or why nothing was
 * (`stale`: the record changed or went away since it was read; a repo may name more reasons).
 */
export type Written<T, R extends string = 'stale'> = { ok: true; item: T } | { ok: false; reason: R };

/** What a write adds to its own transaction (the audit entry, ...), given what it writes. */
export type Extra<T> = (written: T) => TransactItem[];

/** Runs a conditional write: true when it happened, false when its condition failed (anything else throws). */
export async function conditionalWrite(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Strips the table's key attributes from an item before it is shaped for an answer. */
export function withoutKeys<T extends Record<string, unknown>>(
  item: T,
): Omit<T, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK' | 'GSI3PK' | 'GSI3SK' | 'GSI4PK' | 'GSI4SK'> {
  const { PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, GSI4PK, GSI4SK, ...rest } = item;
  return rest;
}
