/**
 * Fixed-window rate limits kept in the table (`authKeys.rateLimit`, expired by `ttl`). A limit counts
 * events of one scope for one subject (an account, a client address's rate-limit subject,
 * functions/lib/client-address.ts) within a window; crossing it answers 429 with a clear
 * Indonesian message.
 *
 * Two ways to count: `consume` counts every attempt (resends, reset mails, registrations);
 * `reserve` guards a check that can fail (the account settings' old password): the attempt is
 * reserved by a conditional write BEFORE the check runs and given back when it succeeds, so only
 * failures count and however many guesses arrive at once no more than the limit are evaluated in a
 * window. The sign-in checks (password, pin, reset token) use the finer rules of
 * functions/domain/auth/sign-in-guard.ts instead.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GENERAL_MSG } from '@shared/messages/common';
import { ddb } from './clients';
import { RateLimited } from './domain-errors';
import { authKeys } from './entities/auth';
import { getItem, tableName } from './table';

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
  return authKeys.rateLimit(limit.scope, subject.toLowerCase(), String(windowStart(limit)));
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

/** 429 with the seconds left until the window ends (at least 1): the caller's Retry-After. */
const refuse = (limit: Limit) =>
  new RateLimited(limit.message ?? GENERAL_MSG.tooManyRequests, Math.max(1, windowStart(limit) + limit.windowSeconds - nowSeconds()));

/** Counts one attempt; throws 429 when the attempt goes past the limit. */
export async function consume(limit: Limit, subject: string): Promise<void> {
  if ((await add(limit, subject)) > limit.max) throw refuse(limit);
}

/** Throws 429 when the subject's count has reached the limit in this window, counting nothing. */
export async function refuseWhenSpent(limit: Limit, subject: string): Promise<void> {
  const item = await getItem<{ count?: number }>(keyOf(limit, subject), { ConsistentRead: true });
  if (Number(item?.count ?? 0) >= limit.max) throw refuse(limit);
}

/** A reserved attempt: `release` when the attempt succeeded (it then does not count). */
export interface Reservation {
  release(): Promise<void>;
}

type Key = ReturnType<typeof keyOf>;

async function take(limit: Limit, key: Key): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #c :one SET #ttl = if_not_exists(#ttl, :ttl)',
        ConditionExpression: 'attribute_not_exists(#c) OR #c < :max',
        ExpressionAttributeNames: { '#c': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':max': limit.max, ':ttl': windowStart(limit) + 2 * limit.windowSeconds },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

async function giveBack(key: Key): Promise<void> {
  await ddb()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #c :minus',
        ConditionExpression: '#c > :zero',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    )
    .catch((err: unknown) => {
      // the window rolled over (or expired) meanwhile: nothing left to give back
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    });
}

/**
 * Reserves one attempt under each limit, in order, each by a conditional write that succeeds only
 * while the window's count is below the limit. When one is full, the reservations already taken are
 * given back and 429 is thrown: the refused attempt is never evaluated and does not count.
 */
export async function reserve(...entries: readonly (readonly [Limit, string])[]): Promise<Reservation> {
  const taken: Key[] = [];
  for (const [limit, subject] of entries) {
    const key = keyOf(limit, subject);
    if (!(await take(limit, key))) {
      await Promise.all(taken.map(giveBack));
      throw refuse(limit);
    }
    taken.push(key);
  }
  return { release: () => Promise.all(taken.map(giveBack)).then(() => undefined) };
}
