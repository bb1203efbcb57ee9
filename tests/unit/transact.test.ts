/** THE transaction retry (functions/lib/table.ts runTransaction), over a stand-in seam: no table, no clock. */
import { Conflict, WriteRefused } from '@functions/lib/domain-errors';
import { cancellation, runTransaction, TRANSACT_ATTEMPTS, type TransactItem, type TransactSeam, transactPause } from '@functions/lib/table';
import { GENERAL_MSG } from '@shared/messages/common';
import { describe, expect, it } from 'vitest';

const item = (n: number): TransactItem => ({
  ConditionCheck: { TableName: 't', Key: { PK: `K#${n}`, SK: 'S' }, ConditionExpression: 'attribute_exists(PK)' },
});
const ITEMS = [item(0), item(1), item(2)];

/** A cancellation as DynamoDB answers it: one code per item. */
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

/** A seam whose sends fail with `answers` in turn (then succeed), recording what was sent and each pause. */
function seam(answers: unknown[]): TransactSeam & { sent: TransactItem[][]; pauses: number[] } {
  const sent: TransactItem[][] = [];
  const pauses: number[] = [];
  return {
    sent,
    pauses,
    send: async (items) => {
      sent.push(items);
      const answer = answers[sent.length - 1];
      if (answer) throw answer;
    },
    sleep: async (ms) => {
      pauses.push(ms);
    },
  };
}

describe('the transaction retry', () => {
  it('sends a transaction cancelled by a clash again, as it is, after a pause', async () => {
    const s = seam([cancelled('None', 'TransactionConflict', 'None'), cancelled('TransactionConflict', 'None', 'None')]);
    await runTransaction(ITEMS, {}, s);
    expect(s.sent).toEqual([ITEMS, ITEMS, ITEMS]);
    expect(s.pauses).toHaveLength(2);
    for (const ms of s.pauses) expect(ms).toBeGreaterThan(0);
  });

  it('gives up after TRANSACT_ATTEMPTS with the general 409', async () => {
    const s = seam(Array.from({ length: TRANSACT_ATTEMPTS + 5 }, () => cancelled('TransactionConflict', 'None', 'None')));
    const err = await runTransaction(ITEMS, {}, s).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Conflict);
    expect(err).not.toBeInstanceOf(WriteRefused);
    expect((err as Conflict).body).toBe(GENERAL_MSG.conflict);
    expect(s.sent).toHaveLength(TRANSACT_ATTEMPTS);
    expect(s.pauses).toHaveLength(TRANSACT_ATTEMPTS - 1);
  });

  it('answers a failed condition at once with the refusal of its position', async () => {
    const s = seam([cancelled('None', 'ConditionalCheckFailed', 'TransactionConflict')]);
    const err = await runTransaction(ITEMS, { refuse: (failed) => new WriteRefused(failed[0] === 1 ? 'urutan' : 'stale') }, s).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(WriteRefused);
    expect((err as WriteRefused).reason).toBe('urutan');
    expect(s.sent).toHaveLength(1);
  });

  it('without `refuse` throws the store error of a failed condition', async () => {
    const store = cancelled('ConditionalCheckFailed', 'None', 'None');
    await expect(runTransaction(ITEMS, {}, seam([store]))).rejects.toBe(store);
  });

  it('a store that names no reason is a refusal at no known position', async () => {
    let seen: number[] | undefined;
    const refuse = (failed: number[]) => {
      seen = failed;
      return new WriteRefused('stale');
    };
    await expect(runTransaction(ITEMS, { refuse }, seam([cancelled()]))).rejects.toBeInstanceOf(WriteRefused);
    expect(seen).toEqual([]);
  });

  it('builds again and retries when only the `again` positions failed; refuses when another did', async () => {
    let builds = 0;
    const build = () => {
      builds++;
      return { items: [item(builds), item(9)], again: [1] };
    };
    const s = seam([cancelled('None', 'ConditionalCheckFailed')]);
    await runTransaction(build, {}, s);
    expect(builds).toBe(2);
    expect(s.sent).toEqual([
      [item(1), item(9)],
      [item(2), item(9)],
    ]);

    const refused = seam([cancelled('ConditionalCheckFailed', 'ConditionalCheckFailed')]);
    await expect(runTransaction(build, { refuse: () => new WriteRefused('stale') }, refused)).rejects.toBeInstanceOf(WriteRefused);
    expect(refused.sent).toHaveLength(1);
  });

  it("`again: 'any'` retries every cancellation, and also gives up with the general 409", async () => {
    const s = seam(Array.from({ length: TRANSACT_ATTEMPTS }, () => cancelled('ConditionalCheckFailed')));
    await expect(runTransaction(() => ({ items: [item(0)], again: 'any' }), {}, s)).rejects.toBeInstanceOf(Conflict);
    expect(s.sent).toHaveLength(TRANSACT_ATTEMPTS);
  });

  it('throws any other error at once: a fault, a throttled cancellation', async () => {
    const fault = Object.assign(new Error('down'), { name: 'ECONNREFUSED' });
    const throttled = cancelled('ThrottlingError', 'None', 'None');
    for (const err of [fault, throttled]) {
      const s = seam([err]);
      await expect(runTransaction(ITEMS, { refuse: () => new WriteRefused('stale') }, s)).rejects.toBe(err);
      expect(s.sent).toHaveLength(1);
    }
    expect(cancellation(throttled)).toBeUndefined();
  });

  it('pauses longer as attempts go on, jittered within 40 ms', () => {
    expect(transactPause(0, () => 0)).toBe(10);
    expect(transactPause(3, () => 0)).toBe(80);
    expect(transactPause(9, () => 0)).toBe(transactPause(5, () => 0));
    expect(transactPause(2, () => 1) - transactPause(2, () => 0)).toBe(40);
  });
});
