import { describe, expect, it } from 'vitest';
import { loadResult, percentile, pooled } from '../bench/latency';

describe('bench latencies', () => {
  it('takes a percentile as the smallest latency at or above that share of the requests', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(10);
    expect(percentile(sorted, 95)).toBe(19);
    expect(percentile(sorted, 100)).toBe(20);
    expect(percentile([], 95)).toBeNaN();
  });

  it('pools the windows of a route as one sample: a slow window moves the p95 as much as its requests weigh', () => {
    const early = loadResult(
      Array.from({ length: 90 }, () => 10),
      { non2xx: 0, errors: 0, seconds: 5 },
    );
    const late = loadResult(
      Array.from({ length: 10 }, () => 40),
      { non2xx: 1, errors: 2, seconds: 5 },
    );
    expect(early.p95).toBe(10);
    expect(late.p95).toBe(40);
    const both = pooled([early, late], 5);
    expect(both).toEqual({ requests: 100, p50: 10, p95: 40, p99: 40, max: 40, non2xx: 1, errors: 2, rps: 10 });
    // the pooled result no longer carries the samples
    expect(both).not.toHaveProperty('latencies');
    // a percentile of the requests, not the mean of the windows' p95s (17.5 here)
    expect(pooled([early, early, early, late], 5).p95).toBe(10);
  });
});
