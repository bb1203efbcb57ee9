/**
 * The bulk SKPI print (the `skpi-bulk` job, started by `cetakService.startBulk`; docs/decisions/0046):
 * THE steps of a run, in order, and the two ways they run.
 *
 * 1. `reserve`: the job runs; its students listed and their numbers reserved, one block per
 *    faculty and year, in the list's order (./bulk-reserve.ts); each chunk's plan written.
 * 2. `chunk`, for each chunk, in parallel: its students printed and sealed, one PDF each under the
 *    job's prefix; the progress counts the chunk (./bulk-chunk.ts). Retried with backoff; a chunk
 *    that fails every try goes to `chunk-failed`, which names its students not printed.
 * 3. `join`: the PDFs streamed into skpi.zip; the job done (./bulk-join.ts).
 * `failed`: the end of a run whose reservation or join failed after its retries.
 *
 * In AWS each step is a call of the skpi-bulk Lambda by the job's state machine
 * (infra/constructs/bulk-print.ts: Map over the chunks, concurrency, retries and the tolerated
 * failures from ./bulk-policy.ts). Locally (tests, `npm start`) `runBulkPrint` calls the same steps
 * in this process in the same order, with the same retries (their waits scaled down).
 */
import { logger } from '@functions/lib/logger';
import { chunkFailedStep, chunkStep } from './bulk-chunk';
import { eachLimited } from './bulk-files';
import { jobFailedStep, joinStep } from './bulk-join';
import { CHUNK_RETRY, LOCAL_BACKOFF_MS_PER_SECOND, LOCAL_CONCURRENCY, STEP_RETRIES } from './bulk-policy';
import { type Reserved, reserveStep } from './bulk-reserve';

/** The event of one step: what the state machine passes the Lambda. */
export type BulkStepEvent =
  | { step: 'reserve'; jobId: string }
  | { step: 'chunk'; jobId: string; chunk: number }
  | { step: 'chunk-failed'; jobId: string; chunk: number }
  | { step: 'join'; jobId: string }
  | { step: 'failed'; jobId: string };

export const BULK_STEPS = ['reserve', 'chunk', 'chunk-failed', 'join', 'failed'] as const satisfies readonly BulkStepEvent['step'][];

/** Runs one step (the Lambda's entry in AWS, and the local run's). */
export async function runStep(event: BulkStepEvent): Promise<Reserved | null> {
  switch (event.step) {
    case 'reserve':
      return reserveStep(event.jobId);
    case 'chunk':
      await chunkStep(event.jobId, event.chunk);
      return null;
    case 'chunk-failed':
      await chunkFailedStep(event.jobId, event.chunk);
      return null;
    case 'join':
      await joinStep(event.jobId);
      return null;
    case 'failed':
      await jobFailedStep(event.jobId);
      return null;
  }
}

export interface LocalRunOptions {
  /** Called before each try of a chunk (tests inject a fault by throwing). */
  beforeChunk?: (chunk: number, attempt: number) => void | Promise<void>;
}

/** The wait before retry `n` (1-based) of a chunk, in seconds of AWS's backoff. */
export const retryWaitSeconds = (n: number) => CHUNK_RETRY.intervalSeconds * CHUNK_RETRY.backoffRate ** (n - 1);

async function chunkWithRetries(jobId: string, chunk: number, options: LocalRunOptions): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await options.beforeChunk?.(chunk, attempt);
      await runStep({ step: 'chunk', jobId, chunk });
      return;
    } catch (error) {
      if (attempt > CHUNK_RETRY.maxAttempts) {
        logger.error('bulk print chunk failed after its retries', { error: error as Error, jobId, chunk });
        await runStep({ step: 'chunk-failed', jobId, chunk });
        return;
      }
      logger.warn('bulk print chunk failed, retried', { error: error as Error, jobId, chunk, attempt });
      await new Promise((r) => setTimeout(r, retryWaitSeconds(attempt) * LOCAL_BACKOFF_MS_PER_SECOND));
    }
  }
}

/** A step outside the chunks, retried as the state machine retries it (STEP_RETRIES times, waits scaled down). */
async function withRetries<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt > STEP_RETRIES) throw error;
      await new Promise((r) => setTimeout(r, retryWaitSeconds(attempt) * LOCAL_BACKOFF_MS_PER_SECOND));
    }
  }
}

/** The whole run in this process: reserve, the chunks (a few at once, each retried), join. */
export async function runBulkPrint(jobId: string, options: LocalRunOptions = {}): Promise<void> {
  try {
    const reserved = await withRetries(() => runStep({ step: 'reserve', jobId }));
    if (!reserved || reserved.stop) return;
    await eachLimited(reserved.chunks, LOCAL_CONCURRENCY, (chunk) => chunkWithRetries(jobId, chunk, options));
    await withRetries(() => runStep({ step: 'join', jobId }));
  } catch (error) {
    logger.error('bulk print job failed', { error: error as Error, jobId });
    await runStep({ step: 'failed', jobId });
    throw error;
  }
}
