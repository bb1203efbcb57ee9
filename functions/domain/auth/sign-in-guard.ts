/**
 * A guarded check (a password, a pin, a reset token) under its `SignInRules` (./limits.ts):
 *
 * 1. a lease among the checks in flight from the address (and for the account) is taken, and given
 *    back after the check whatever its outcome (functions/lib/in-flight.ts): however many guesses
 *    arrive at once, no more than the cap are evaluated together;
 * 2. the account's back-offs are read: the wait of this address on this account (`pair`), and,
 *    unless the address is known for the account, the account's own wait (`account`). A waiting
 *    attempt answers 429 with the seconds left, unchecked. Nothing else refuses a check before it runs;
 * 3. the check runs. A success forgets this address's failures on the account; a failure counts in
 *    the back-offs and in the address's failure rate, and past that rate it answers 429 with the wait
 *    instead of its own error. So other accounts' failures from the address (a campus NAT on a
 *    registration morning) never refuse a right password or pin.
 */
import { perAddress, rateSubject } from '@functions/lib/client-address';
import { RateLimited } from '@functions/lib/domain-errors';
import {
  type BackoffState,
  backoffWait,
  clearFailures,
  nowSeconds,
  readBackoff,
  recordBackoffFailure,
  recordRateFailure,
  remember,
  remembered,
} from '@functions/lib/failure-limits';
import { holdLease, type InFlightCap, type Lease } from '@functions/lib/in-flight';
import { GENERAL_MSG } from '@shared/messages/common';
import { LOGIN_RULES, type SignInRules } from './limits';

/** What a check found: its value, or the error a failure answers while the address is within its rate. */
export type CheckOutcome<T> = { ok: true; value: T } | { ok: false; error: Error };

export interface Attempt {
  /** The account tried (its id, or `unknown:<identifier>`), where the check names one. */
  account?: string;
  /** The client address (as the request gave it; counted by its rate-limit subject). */
  address: string;
}

/** The scope of the addresses known for an account (a sign-in completed from there). */
const KNOWN_SCOPE = 'login-known';

const refused = (seconds: number) => new RateLimited(GENERAL_MSG.tooManyRequests, Math.max(1, Math.ceil(seconds)));

interface Seen {
  wait: number;
  pair?: BackoffState;
  whole?: BackoffState;
}

/** The account's back-offs as this address sees them; whether the address is known is asked only when the account waits. */
async function backoffsOf(rules: SignInRules, account: string, pairSubject: string): Promise<Seen> {
  const [pair, whole] = await Promise.all([
    rules.pair ? readBackoff(rules.pair, pairSubject) : undefined,
    rules.account ? readBackoff(rules.account, account) : undefined,
  ]);
  const now = nowSeconds();
  const pairWait = rules.pair ? backoffWait(rules.pair, pair, now) : 0;
  const accountWait = rules.account ? backoffWait(rules.account, whole, now) : 0;
  const known = accountWait > pairWait && !!rules.knownSeconds && (await remembered(KNOWN_SCOPE, pairSubject));
  return { wait: known ? pairWait : Math.max(pairWait, accountWait), pair, whole };
}

/** A lease under each cap, or none and 429 (Retry-After 1: a check takes well under a second). */
async function holdAll(caps: [InFlightCap, string][]): Promise<Lease[]> {
  const held: Lease[] = [];
  for (const [cap, subject] of caps) {
    const lease = await holdLease(cap, subject);
    if (!lease) {
      await Promise.all(held.map((l) => l.release()));
      throw refused(1);
    }
    held.push(lease);
  }
  return held;
}

/** Runs a check under the rules; answers its value, or throws its error (429 where a limit says so). */
export async function underSignInLimits<T>(rules: SignInRules, who: Attempt, check: () => Promise<CheckOutcome<T>>): Promise<T> {
  const [inFlight, subject] = perAddress(rules.inFlight, who.address);
  const [failures] = perAddress(rules.failures, who.address);
  const account = who.account;
  const pairSubject = `${account}|${subject}`;
  const caps: [InFlightCap, string][] = [[inFlight, subject]];
  if (account && rules.accountInFlight) caps.push([rules.accountInFlight, account]);
  const held = await holdAll(caps);
  try {
    const seen: Seen = account ? await backoffsOf(rules, account, pairSubject) : { wait: 0 };
    if (seen.wait > 0) throw refused(seen.wait);
    const outcome = await check();
    if (outcome.ok) {
      if (account && rules.pair && seen.pair) await clearFailures(rules.pair.scope, pairSubject);
      return outcome.value;
    }
    const [excess] = await Promise.all([
      recordRateFailure(failures, subject),
      account && rules.pair ? recordBackoffFailure(rules.pair, pairSubject, seen.pair) : undefined,
      account && rules.account ? recordBackoffFailure(rules.account, account, seen.whole) : undefined,
    ]);
    throw excess > 0 ? refused(excess) : outcome.error;
  } finally {
    await Promise.all(held.map((lease) => lease.release()));
  }
}

/** After a completed sign-in (password and pin): the address is known for the account, and skips its back-off. */
export async function rememberAddress(account: string, address: string): Promise<void> {
  await remember(KNOWN_SCOPE, `${account}|${rateSubject(address)}`, LOGIN_RULES.knownSeconds);
}
