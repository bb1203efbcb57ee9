/**
 * Failure limits of guarded checks (a password, a pin, a reset token), kept in the table without
 * fixed windows: a count never falls into two windows, and no rule depends on the clock's minute.
 *
 * - A **back-off** (`Backoff`) per account: after `free` failures, the next attempt waits
 *   `baseSeconds * 2^(failures - free)` after the last failure, at most `capSeconds`; the count is
 *   forgotten `forgetSeconds` after the last failure. A waiting attempt is refused before its check.
 * - A **failure rate** (`FailureRate`) per client address: a leaky bucket (the generic cell rate
 *   algorithm) holding `max` failures that drains one every `windowSeconds / max` seconds. Past it,
 *   a failed check is answered 429 with the seconds until the bucket is back under `max`; each
 *   further failure adds one drain interval, up to `capSeconds`. It never refuses a check before it
 *   runs, so a right password is never refused for failures of other accounts from the address.
 * - A **remembered** subject (an address known for an account), for a while.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from './clients';
import { authKeys } from './entities/auth';
import { getItem, tableName } from './table';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface Backoff {
  scope: string;
  /** Failures before the first wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  baseSeconds: number;
  /** The longest wait. */
  capSeconds: number;
  /** The count starts again this long after the last failure. */
  forgetSeconds: number;
}

export interface BackoffState {
  count: number;
  /** Epoch seconds of the last failure. */
  last_at: number;
}

/** The seconds an attempt must still wait at `now` (0: it may be checked). */
export function backoffWait(rule: Backoff, state: BackoffState | undefined, now: number): number {
  if (!state || now - state.last_at >= rule.forgetSeconds || state.count < rule.free) return 0;
  const wait = Math.min(rule.capSeconds, rule.baseSeconds * 2 ** (state.count - rule.free));
  return Math.max(0, state.last_at + wait - now);
}

export interface FailureRate {
  scope: string;
  /** Failures the bucket holds before a failure is answered 429. */
  max: number;
  /** The time the bucket takes to drain from full. */
  windowSeconds: number;
  /** The longest wait a failure past the bucket is told. */
  capSeconds: number;
}

/** The seconds until the bucket is back under its `max`, for its theoretical arrival time `tat` (0: under it). */
export function failureExcess(rule: FailureRate, tat: number | undefined, now: number): number {
  return tat === undefined ? 0 : Math.max(0, Math.min(rule.capSeconds, tat - now - rule.windowSeconds));
}

/** A conditional update: the new attributes, or undefined when the condition did not hold. */
async function updateIf(input: Omit<UpdateCommandInput, 'TableName' | 'ReturnValues'>): Promise<Record<string, unknown> | undefined> {
  try {
    const out = await ddb().send(new UpdateCommand({ TableName: tableName(), ReturnValues: 'ALL_NEW', ...input }));
    return out.Attributes ?? {};
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return undefined;
    throw err;
  }
}

const readState = <T>(scope: string, subject: string) => getItem<T>(authKeys.failureState(scope, subject), { ConsistentRead: true });

export function readBackoff(rule: Backoff, subject: string): Promise<BackoffState | undefined> {
  return readState<BackoffState>(rule.scope, subject);
}

/**
 * Counts one failure: one more within `forgetSeconds` of the last, else the first again. Each
 * branch is one conditional write; the two conditions split every state, so a write that lost a
 * race is tried again with the other.
 */
export async function recordBackoffFailure(rule: Backoff, subject: string, seen?: BackoffState, now = nowSeconds()): Promise<BackoffState> {
  const Key = authKeys.failureState(rule.scope, subject);
  const ExpressionAttributeNames = { '#c': 'count', '#at': 'last_at', '#ttl': 'ttl' };
  const ExpressionAttributeValues = { ':one': 1, ':now': now, ':ttl': now + rule.forgetSeconds, ':cutoff': now - rule.forgetSeconds };
  const more = () =>
    updateIf({
      Key,
      UpdateExpression: 'ADD #c :one SET #at = :now, #ttl = :ttl',
      ConditionExpression: '#at >= :cutoff',
      ExpressionAttributeNames,
      ExpressionAttributeValues,
    });
  const first = () =>
    updateIf({
      Key,
      UpdateExpression: 'SET #c = :one, #at = :now, #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(#at) OR #at < :cutoff',
      ExpressionAttributeNames,
      ExpressionAttributeValues,
    });
  // the state read before the check says which branch most likely holds
  const likelyFirst = !seen || seen.last_at < now - rule.forgetSeconds;
  for (let attempt = 0; attempt < 5; attempt++) {
    const state = likelyFirst ? ((await first()) ?? (await more())) : ((await more()) ?? (await first()));
    if (state) return { count: Number(state.count), last_at: Number(state.last_at) };
  }
  throw new Error(`failure count ${rule.scope} of ${subject} kept changing under the update`);
}

/** Forgets the failures of a subject (after its check succeeded). */
export async function clearFailures(scope: string, subject: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: authKeys.failureState(scope, subject) }));
}

/**
 * Counts one failure in the bucket and answers the seconds it is now past its `max` (0: within).
 * The theoretical arrival time moves one drain interval on from now or from where it was, and
 * stops at `capSeconds` past full; as with the back-off, each case is one conditional write.
 */
export async function recordRateFailure(rule: FailureRate, subject: string, now = nowSeconds()): Promise<number> {
  const Key = authKeys.failureState(rule.scope, subject);
  const interval = rule.windowSeconds / rule.max;
  const top = now + rule.windowSeconds + rule.capSeconds;
  const ExpressionAttributeNames = { '#tat': 'tat', '#ttl': 'ttl' };
  const ttl = Math.ceil(top) + 60;
  for (let attempt = 0; attempt < 5; attempt++) {
    // a bucket in use (the common case under attack) first, then an empty one
    const state =
      (await updateIf({
        Key,
        UpdateExpression: 'ADD #tat :interval SET #ttl = :ttl',
        ConditionExpression: '#tat >= :now AND #tat <= :last',
        ExpressionAttributeNames,
        ExpressionAttributeValues: { ':interval': interval, ':now': now, ':last': top - interval, ':ttl': ttl },
      })) ??
      (await updateIf({
        Key,
        UpdateExpression: 'SET #tat = :start, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#tat) OR #tat < :now',
        ExpressionAttributeNames,
        ExpressionAttributeValues: { ':start': now + interval, ':now': now, ':ttl': ttl },
      }));
    if (state) return failureExcess(rule, Number(state.tat), now);
    const capped = await readState<{ tat: number }>(rule.scope, subject);
    if (capped && capped.tat > top - interval) return failureExcess(rule, capped.tat, now);
  }
  throw new Error(`failure rate ${rule.scope} of ${subject} kept changing under the update`);
}

/** Remembers a subject under a scope for `seconds` (an address known for an account). */
export async function remember(scope: string, subject: string, seconds: number, now = nowSeconds()): Promise<void> {
  await ddb().send(
    new PutCommand({ TableName: tableName(), Item: { ...authKeys.failureState(scope, subject), until: now + seconds, ttl: now + seconds } }),
  );
}

/** Whether a subject is remembered under a scope at `now`. */
export async function remembered(scope: string, subject: string, now = nowSeconds()): Promise<boolean> {
  const item = await readState<{ until: number }>(scope, subject);
  return !!item && Number(item.until) > now;
}
