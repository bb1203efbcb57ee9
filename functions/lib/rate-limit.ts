/**
 * Fixed-window rate limits kept in the table (`keys.rateLimit`, expired by `ttl`). A limit counts
 * events of one scope for one subject (an account, a client address) within a window; crossing
 * it answers 429 with a clear Indonesian message.
 *
 * Two ways to count: `consume` counts every attempt (resends, reset requests); `assertNotBlocked`
 * + `recordFailure` count failures only (wrong passwords, wrong pins), so a user who signs in
 * correctly many times is never slowed down.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MSG } from '@shared/messages';
import { ddb } from './clients';
import { RateLimited } from './domain-errors';
import { keys } from './keys';
import { tableName } from './table';

export interface Limit {
  /** Names the counter, e.g. 'login-fail-account'. */
  scope: string;
  /** Events allowed within a window. */
  max: number;
  windowSeconds: number;
  /** The 429 text (default: the generic 'too many attempts'). */
  message?: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The start of the current window, as the key's window part. */
export function windowStart(limit: Limit, at = nowSeconds()): number {
  return Math.floor(at / limit.windowSeconds) * limit.windowSeconds;
}

function keyOf(limit: Limit, subject: string) {
  return keys.rateLimit(limit.scope, subject.toLowerCase(), String(windowStart(limit)));
}

async function add(limit: Limit, subject: string): Promise<number> {
  const out = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keyOf(limit, subject),
      UpdateExpression: 'ADD #c :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#c': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': windowStart(limit) + 2 * limit.windowSeconds },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.count ?? 0);
}

async function current(limit: Limit, subject: string): Promise<number> {
  const out = await ddb().send(new GetCommand({ TableName: tableName(), Key: keyOf(limit, subject), ConsistentRead: true }));
  return Number(out.Item?.count ?? 0);
}

const refuse = (limit: Limit) => new RateLimited(limit.message ?? MSG.tooManyRequests);

/** Counts one attempt; throws 429 when the attempt goes past the limit. */
export async function consume(limit: Limit, subject: string): Promise<void> {
  if ((await add(limit, subject)) > limit.max) throw refuse(limit);
}

/** Throws 429 when the failures already reached the limit in this window. */
export async function assertNotBlocked(limit: Limit, subject: string): Promise<void> {
  if ((await current(limit, subject)) >= limit.max) throw refuse(limit);
}

/** Counts one failure; returns true when this failure reached the limit. */
export async function recordFailure(limit: Limit, subject: string): Promise<boolean> {
  return (await add(limit, subject)) >= limit.max;
}
