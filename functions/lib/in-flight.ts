/**
 * Caps on the checks in flight per subject (a client address, an account), without windows: a
 * check holds a lease from before it runs until it gives it back, whatever its outcome, so however
 * many guesses arrive at once no more than the cap are evaluated together. The item counts the
 * leases (`n`) and holds each one as an attribute `slot_<id>` naming its expiry; a lease a crashed
 * function never gave back expires after LEASE_SECONDS (longer than any function's timeout) and is
 * swept away when the cap is reached.
 */
import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from './clients';
import { authKeys } from './entities/auth';
import { nowSeconds } from './failure-limits';
import { getItem, tableName } from './table';

export interface InFlightCap {
  scope: string;
  /** Checks in flight at once. */
  max: number;
}

export const LEASE_SECONDS = 60;

export interface Lease {
  release(): Promise<void>;
}

const SLOT_PREFIX = 'slot_';

async function write(input: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
  try {
    await ddb().send(new UpdateCommand({ TableName: tableName(), ...input }));
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Removes the expired leases of a full subject; true when the item changed meanwhile (worth another try). */
async function sweep(cap: InFlightCap, subject: string, now: number): Promise<boolean> {
  const Key = authKeys.failureState(cap.scope, subject);
  const item = await getItem<Record<string, unknown>>(Key, { ConsistentRead: true });
  const expired = Object.entries(item ?? {})
    .filter(([name, until]) => name.startsWith(SLOT_PREFIX) && Number(until) < now)
    .map(([name]) => name);
  if (!expired.length) return false;
  const names = Object.fromEntries(expired.map((name, i) => [`#s${i}`, name]));
  await write({
    Key,
    UpdateExpression: `ADD #n :minus REMOVE ${Object.keys(names).join(', ')}`,
    ConditionExpression: Object.keys(names)
      .map((n) => `attribute_exists(${n})`)
      .join(' AND '),
    ExpressionAttributeNames: { '#n': 'n', ...names },
    ExpressionAttributeValues: { ':minus': -expired.length },
  });
  return true;
}

/** Takes a lease under the cap; undefined when the subject has `max` checks in flight. */
export async function holdLease(cap: InFlightCap, subject: string, now = nowSeconds()): Promise<Lease | undefined> {
  const Key = authKeys.failureState(cap.scope, subject);
  const slot = `${SLOT_PREFIX}${randomBytes(8).toString('hex')}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const taken = await write({
      Key,
      UpdateExpression: 'ADD #n :one SET #slot = :until, #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
      ExpressionAttributeNames: { '#n': 'n', '#slot': slot, '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':until': now + LEASE_SECONDS, ':ttl': now + 2 * LEASE_SECONDS, ':max': cap.max },
    });
    if (taken) {
      return {
        release: async () => {
          // already swept when it outlived its lease
          await write({
            Key,
            UpdateExpression: 'ADD #n :minus REMOVE #slot',
            ConditionExpression: 'attribute_exists(#slot)',
            ExpressionAttributeNames: { '#n': 'n', '#slot': slot },
            ExpressionAttributeValues: { ':minus': -1 },
          });
        },
      };
    }
    if (!(await sweep(cap, subject, now))) return undefined;
  }
  return undefined;
}
