/**
 * The arithmetic of the sign-in limits (functions/lib/failure-limits.ts, functions/domain/auth/limits.ts):
 * the account back-off's increasing, capped wait, and the address failure rate's leaky bucket. Both
 * take the time as an argument: no rule depends on the clock's minute.
 */
import { LOGIN_RULES, PIN_RULES, RESET_RULES } from '@functions/domain/auth/limits';
import { CAMPUS_FACTOR } from '@functions/lib/client-address';
import { type Backoff, backoffWait, type FailureRate, failureExcess } from '@functions/lib/failure-limits';
import { describe, expect, it } from 'vitest';

const T0 = 1_700_000_000;

describe('the back-off of an account', () => {
  const rule: Backoff = { scope: 'x', free: 5, baseSeconds: 30, capSeconds: 900, forgetSeconds: 3600 };

  it('lets the free failures through without a wait', () => {
    expect(backoffWait(rule, undefined, T0)).toBe(0);
    for (let count = 1; count < rule.free; count++) expect(backoffWait(rule, { count, last_at: T0 }, T0)).toBe(0);
  });

  it('then waits 30 s after the last failure, doubling with each further failure, never more than 15 minutes', () => {
    const waits = [5, 6, 7, 8, 9, 10, 11, 40, 5000].map((count) => backoffWait(rule, { count, last_at: T0 }, T0));
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900, 900]);
  });

  it('counts the wait from the last failure: the owner tries again once it has passed', () => {
    const state = { count: 30, last_at: T0 };
    expect(backoffWait(rule, state, T0 + 899)).toBe(1);
    expect(backoffWait(rule, state, T0 + 900)).toBe(0);
  });

  it('forgets the failures an hour after the last one', () => {
    expect(backoffWait(rule, { count: 6, last_at: T0 }, T0 + 30)).toBe(30);
    expect(backoffWait(rule, { count: 6, last_at: T0 - 3600 }, T0)).toBe(0);
  });
});

describe('the failure rate of an address', () => {
  const rule: FailureRate = { scope: 'x', max: 100, windowSeconds: 900, capSeconds: 900 };
  const interval = rule.windowSeconds / rule.max;

  it('holds max failures; each one past it adds one drain interval to the wait', () => {
    // n failures at once put the theoretical arrival time n intervals ahead
    expect(failureExcess(rule, T0 + 100 * interval, T0)).toBe(0);
    expect(failureExcess(rule, T0 + 101 * interval, T0)).toBeCloseTo(interval);
    expect(failureExcess(rule, T0 + 110 * interval, T0)).toBeCloseTo(10 * interval);
  });

  it('drains with time, and tells at most capSeconds', () => {
    expect(failureExcess(rule, T0 + 110 * interval, T0 + 10 * interval)).toBe(0);
    expect(failureExcess(rule, T0 + 10_000, T0)).toBe(900);
    expect(failureExcess(rule, undefined, T0)).toBe(0);
  });

  it('holds CAMPUS_FACTOR times more on a campus egress address (perAddress raises max)', () => {
    const campus = { ...rule, max: rule.max * CAMPUS_FACTOR };
    const burst = 150 * interval;
    expect(failureExcess(rule, T0 + burst, T0)).toBeGreaterThan(0);
    expect(failureExcess(campus, T0 + burst / CAMPUS_FACTOR, T0)).toBe(0);
  });
});

describe('the numbers', () => {
  it('the password step: 20 checks in flight per address, 3 per account; 100 failures per address in 15 minutes; back-offs from 5 failures per address and 10 per account, at most 15 minutes', () => {
    expect(LOGIN_RULES.inFlight.max).toBe(20);
    expect(LOGIN_RULES.accountInFlight.max).toBe(3);
    expect(LOGIN_RULES.failures).toMatchObject({ max: 100, windowSeconds: 900 });
    expect(LOGIN_RULES.pair).toMatchObject({ free: 5, baseSeconds: 30, capSeconds: 900 });
    expect(LOGIN_RULES.account).toMatchObject({ free: 10, baseSeconds: 30, capSeconds: 900 });
    // the count outlives the longest wait: waiting it out does not give the free failures back
    for (const b of [LOGIN_RULES.pair, LOGIN_RULES.account, PIN_RULES.account]) expect(b.forgetSeconds).toBeGreaterThan(b.capSeconds);
  });

  it('the pin step and the reset token have the same shape', () => {
    expect(PIN_RULES.failures).toMatchObject({ max: 100, windowSeconds: 900 });
    expect(PIN_RULES.account).toMatchObject({ free: 10, capSeconds: 900 });
    expect(RESET_RULES.failures).toMatchObject({ max: 30, windowSeconds: 900 });
    expect('account' in RESET_RULES).toBe(false);
  });
});
