/**
 * The one in-memory keeping of a loaded value (functions/lib/kept.ts): the seal's chain, the signed
 * status lists and the local storage listing. The loads are the test's (it settles each one), and
 * so is the clock.
 */
import { keptFor } from '@functions/lib/kept';
import { describe, expect, it } from 'vitest';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const PERIOD = 60_000;

/** Loads the test settles one by one, counting them; `size` is what the next load answers. */
function stand() {
  let clock = NOW;
  let size = 100;
  const calls: Array<{ key: string; at: number; settle: (fail?: boolean) => void }> = [];
  const load = (key: string, at: number) =>
    new Promise<{ key: string; size: number; at: number }>((resolve, reject) => {
      const answer = { key, size, at };
      calls.push({ key, at, settle: (fail) => (fail ? reject(new Error('load failed')) : resolve(answer)) });
    });
  const settled = async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };
  return {
    calls,
    settled,
    tick: (ms: number) => {
      clock += ms;
    },
    grow: (by: number) => {
      size += by;
    },
    kept: (periodMs = PERIOD, stale = false) => keptFor(load, { periodMs, stale, now: () => clock }),
  };
}

describe('keptFor', () => {
  it('shares the first load among its callers, then answers the kept value within the period without loading', async () => {
    const s = stand();
    const kept = s.kept();
    const first = kept.get('a');
    const meanwhile = kept.get('a');
    expect(s.calls).toHaveLength(1);
    s.calls[0]?.settle();
    expect(await first).toEqual({ value: { key: 'a', size: 100, at: NOW }, until: NOW + PERIOD });
    expect(await meanwhile).toEqual(await first);
    s.grow(50);
    s.tick(PERIOD - 1);
    expect((await kept.get('a')).value.size).toBe(100);
    expect(s.calls).toHaveLength(1);
  });

  it('keeps each key apart, and loads again once the period is over', async () => {
    const s = stand();
    const kept = s.kept();
    const a = kept.get('a');
    const b = kept.get('b');
    expect(s.calls.map((c) => c.key)).toEqual(['a', 'b']);
    for (const c of s.calls) c.settle();
    await Promise.all([a, b]);
    s.grow(1);
    s.tick(PERIOD);
    const again = kept.get('a');
    expect(s.calls).toHaveLength(3);
    s.calls[2]?.settle();
    expect(await again).toEqual({ value: { key: 'a', size: 101, at: NOW + PERIOD }, until: NOW + 2 * PERIOD });
  });

  it("takes the caller's time when given (a status list's age is the request's)", async () => {
    const s = stand();
    const kept = s.kept();
    const first = kept.get('a', NOW + 5);
    s.calls[0]?.settle();
    expect((await first).until).toBe(NOW + 5 + PERIOD);
    expect(await kept.get('a', NOW + 5 + PERIOD - 1)).toEqual(await first);
    void kept.get('a', NOW + 5 + PERIOD);
    expect(s.calls).toHaveLength(2);
  });

  it('keeps nothing from a failed load: its callers see the failure, the next call loads again', async () => {
    const s = stand();
    const kept = s.kept();
    const first = kept.get('a');
    s.calls[0]?.settle(true);
    await expect(first).rejects.toThrow('load failed');
    const second = kept.get('a');
    expect(s.calls).toHaveLength(2);
    s.calls[1]?.settle();
    expect((await second).value.size).toBe(100);
  });

  it('forgets one key or all of them', async () => {
    const s = stand();
    const kept = s.kept();
    const a = kept.get('a');
    const b = kept.get('b');
    for (const c of s.calls) c.settle();
    await Promise.all([a, b]);
    kept.forget('a');
    void kept.get('a');
    void kept.get('b');
    expect(s.calls.map((c) => c.key)).toEqual(['a', 'b', 'a']);
    kept.forget();
    void kept.get('b');
    expect(s.calls.map((c) => c.key)).toEqual(['a', 'b', 'a', 'b']);
  });

  it.each([false, true])('period 0: the first call waits for its load, and every call loads (stale %s)', async (stale) => {
    const s = stand();
    const kept = s.kept(0, stale);
    const first = kept.get('a');
    s.calls[0]?.settle();
    await first;
    s.grow(7);
    const second = kept.get('a');
    expect(s.calls).toHaveLength(2);
    s.calls[1]?.settle();
    expect((await second).value.size).toBe(107);
  });

  describe('stale (the local storage listing)', () => {
    it('after the period: the kept value at once, one new load behind it for every caller, then the new one', async () => {
      const s = stand();
      const kept = s.kept(PERIOD, true);
      const first = kept.get('a');
      s.calls[0]?.settle();
      await first;
      s.grow(50);
      s.tick(PERIOD);
      expect((await kept.get('a')).value.size).toBe(100);
      expect((await kept.get('a')).value.size).toBe(100);
      expect(s.calls).toHaveLength(2);
      s.calls[1]?.settle();
      await s.settled();
      expect(await kept.get('a')).toEqual({ value: { key: 'a', size: 150, at: NOW + PERIOD }, until: NOW + 2 * PERIOD });
      expect(s.calls).toHaveLength(2);
    });

    it('a failed load leaves the older value, and the next call tries again', async () => {
      const s = stand();
      const kept = s.kept(PERIOD, true);
      const first = kept.get('a');
      s.calls[0]?.settle();
      await first;
      s.tick(PERIOD);
      expect((await kept.get('a')).value.size).toBe(100);
      s.calls[1]?.settle(true);
      await s.settled();
      expect((await kept.get('a')).value.size).toBe(100);
      expect(s.calls).toHaveLength(3);
    });
  });
});
