/**
 * A load window's latencies and their percentiles (load.ts), and several windows of one route
 * pooled into one result (run.ts measures each route in passes, forward then backward, so no
 * route is measured only late in a step).
 */

export interface LoadResult {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  rps: number;
  /** Every answered request's latency in ms, sorted (dropped once the windows are pooled). */
  latencies?: number[];
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** The percentiles of some latencies and the window's counts. */
export function loadResult(latencies: number[], counts: { non2xx: number; errors: number; seconds: number }): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    non2xx: counts.non2xx,
    errors: counts.errors,
    rps: counts.seconds > 0 ? sorted.length / counts.seconds : Number.NaN,
    latencies: sorted,
  };
}

/** One result of the requests of several windows of `seconds` each: the percentiles of all their latencies together. */
export function pooled(windows: readonly LoadResult[], seconds: number): LoadResult {
  const { latencies: _, ...result } = loadResult(
    windows.flatMap((w) => w.latencies ?? []),
    {
      non2xx: windows.reduce((n, w) => n + w.non2xx, 0),
      errors: windows.reduce((n, w) => n + w.errors, 0),
      seconds: seconds * windows.length,
    },
  );
  return result;
}
