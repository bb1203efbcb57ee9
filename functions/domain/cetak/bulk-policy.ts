/**
 * The shape of a bulk print's run, in one place: the state machine of the CDK app
 * (infra/constructs/bulk-print.ts) reads it, and so runs it locally too. No imports:
 * the CDK app loads it without the printing code. Why these numbers: docs/decisions/0046.
 */

/** Students per chunk: one worker Lambda prints them one after another (about 3 s on Lambda). */
export const CHUNK_SIZE = 25;

/** Chunks printing at once in AWS: bounds the KMS Sign rate (two per document) and the table's write rate. */
export const MAX_CONCURRENCY = 20;

/**
 * From this many chunks (1,000 students) the Map runs in distributed mode: each chunk a child
 * execution with its own history, so the parent's history (25,000 events) never fills however
 * large the job; below it the inline Map starts faster.
 */
export const DISTRIBUTED_FROM_CHUNKS = 40;

/** A chunk that failed is tried again this often, waiting interval × rate^n (with jitter in AWS). */
export const CHUNK_RETRY = { maxAttempts: 3, intervalSeconds: 5, backoffRate: 2 } as const;

/** The reservation and the join are tried again this often (same waits) before the job fails. */
export const STEP_RETRIES = 2;

/**
 * The share of chunks (percent) whose failure report itself may fail before the distributed Map
 * gives up: a chunk's own failure is caught and reported, so only a systemic fault (the table
 * unreachable) counts here, and then the job is failed.
 */
export const TOLERATED_FAILURE_PERCENT = 10;

/**
 * Locally (tests, `npm start`, the bench; infra/local/state-machines.ts) the definition's waits
 * scaled down: milliseconds per second of a Retry's interval or a Wait state's.
 */
export const LOCAL_BACKOFF_MS_PER_SECOND = 10;

/** The chunks of a list of `total` students: `[from, to)` ranges in list order. */
export function chunksOf(total: number, size = CHUNK_SIZE): { index: number; from: number; to: number }[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`chunk size ${size}`);
  const out: { index: number; from: number; to: number }[] = [];
  for (let from = 0, index = 0; from < total; from += size, index++) out.push({ index, from, to: Math.min(total, from + size) });
  return out;
}
