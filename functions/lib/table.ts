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
import { GENERAL_MSG } from '@shared/messages/common';
import { ddb } from './clients';
import { Conflict, WriteRefused } from './domain-errors';
import type { Key } from './entities/key';
import { env } from './env';
import { type IndexName, indexSchema } from './table-schema';

export const tableName = () => env.tableName;

/** A read of only these attributes: their ProjectionExpression, as `#a<i>` placeholders (so a reserved word is one too). */
export function projectionOf(names: readonly string[]): { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> } {
  return {
    ProjectionExpression: names.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
  };
}

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
    /** A sort-key range (inclusive; numbers on a number key): DynamoDB Local seeks to it, where `begins_with` reads the whole partition. */
    skBetween?: readonly [string, string] | readonly [number, number];
    limit?: number;
    forward?: boolean;
  } & Partial<Pick<QueryCommandInput, 'FilterExpression' | 'ExpressionAttributeValues' | 'ExpressionAttributeNames' | 'ProjectionExpression'>>,
): Promise<T[]> {
  const index = input.index ? indexSchema(input.index) : undefined;
  const pkName = index?.partitionKey ?? 'PK';
  const skName = index?.sortKey ?? 'SK';
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

/**
 * The items of one attempt of a transaction, and the positions among them whose failed condition
 * means only that something the items were built from moved meanwhile (a projection's reads):
 * build them again and retry (`'any'`: every cancellation, a recount's snapshot).
 */
export interface TransactAttempt {
  items: TransactItem[];
  again?: readonly number[] | 'any';
}

export interface TransactOptions {
  /**
   * The refusal of a failed condition, given the positions of the failed items (empty when the
   * store names none); without it the store's own error is thrown.
   */
  refuse?: (failed: number[]) => Error | Promise<Error>;
}

/**
 * THE retry of a cancelled transaction, decided once: attempts in all, and the pause before the
 * next one (growing, jittered, so clashing writers part).
 */
export const TRANSACT_ATTEMPTS = 12;
export const transactPause = (attempt: number, random: () => number = Math.random) => 10 * 2 ** Math.min(attempt, 5) + random() * 40;

/** What `runTransaction` sends with and waits with: the table in the runtime, stand-ins in a test. */
export interface TransactSeam {
  send: (items: TransactItem[]) => Promise<unknown>;
  sleep: (ms: number) => Promise<void>;
}

const tableSeam: TransactSeam = {
  send: (items) => ddb().send(new TransactWriteCommand({ TransactItems: items })),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
};

/**
 * Why a transaction was cancelled: the positions whose condition failed, and whether it clashed
 * with another transaction on one of its items. Undefined when the error is no cancellation, or
 * one for another cause (a throttling, a validation): those are thrown as they are. A cancellation
 * whose store names no reason counts as a failed condition at no known position.
 */
export function cancellation(err: unknown): { failed: number[]; conflict: boolean } | undefined {
  const e = err as { name?: string; CancellationReasons?: Array<{ Code?: string }> } | null;
  if (e?.name === 'ConditionalCheckFailedException') return { failed: [], conflict: false };
  if (e?.name !== 'TransactionCanceledException') return undefined;
  const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
  const failed = codes.flatMap((c, i) => (c === 'ConditionalCheckFailed' ? [i] : []));
  const conflict = codes.includes('TransactionConflict');
  if (codes.some((c) => c !== 'None' && c !== 'ConditionalCheckFailed' && c !== 'TransactionConflict')) return undefined;
  return { failed, conflict };
}

/**
 * Runs a transaction with THE retry (`transact` over the table; a test passes its own seam). A
 * clash with another transaction on a shared item (a counter many writes move at once) sends it
 * again; a failed condition at the attempt's `again` positions builds it again (`items` as a
 * function: called before every attempt) and sends that; after TRANSACT_ATTEMPTS either gives up
 * with the general 409 (Conflict, GENERAL_MSG.conflict: others keep writing the same records). Any
 * other failed condition is the write's refusal (`refuse`, or the store's error); anything else
 * throws at once.
 */
export async function runTransaction(
  items: TransactItem[] | (() => Promise<TransactAttempt> | TransactAttempt),
  opts: TransactOptions,
  seam: TransactSeam,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const { items: sent, again = [] } = typeof items === 'function' ? await items() : { items };
    try {
      await seam.send(sent);
      return;
    } catch (err) {
      const cancelled = cancellation(err);
      if (!cancelled) throw err;
      const { failed, conflict } = cancelled;
      const refused = failed.length > 0 || !conflict;
      const buildAgain = again === 'any' || (failed.length > 0 && failed.every((i) => again.includes(i)));
      if (refused && !buildAgain) throw opts.refuse ? await opts.refuse(failed) : err;
      if (attempt + 1 >= TRANSACT_ATTEMPTS) throw new Conflict(GENERAL_MSG.conflict);
      await seam.sleep(transactPause(attempt));
    }
  }
}

/** THE transaction write of the table: `runTransaction` over DynamoDB. */
export function transact(items: TransactItem[] | (() => Promise<TransactAttempt> | TransactAttempt), opts: TransactOptions = {}): Promise<void> {
  return runTransaction(items, opts, tableSeam);
}

/** True when a conditional write or transaction failed on its condition (not a fault). */
export function isConditionFailure(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/** What a write adds to its own transaction (the audit entry, ...), given what it writes. */
export type Extra<T> = (written: T) => TransactItem[];

/**
 * Sends one conditional write (a single command; a transaction is `transact` with its `refuse`):
 * a failed condition throws `refuse()`, by default WriteRefused('stale') (the record changed or
 * went away since it was read); anything else throws as it is.
 */
export async function conditionally<T>(write: () => Promise<T>, refuse: () => Error = () => new WriteRefused('stale')): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw (err as { name?: string } | null)?.name === 'ConditionalCheckFailedException' ? refuse() : err;
  }
}

/** Strips the table's key attributes from an item before it is shaped for an answer. */
export function withoutKeys<T extends Record<string, unknown>>(
  item: T,
): Omit<T, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK' | 'GSI3PK' | 'GSI3SK' | 'GSI4PK' | 'GSI4SK'> {
  const { PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, GSI4PK, GSI4SK, ...rest } = item;
  return rest;
}
