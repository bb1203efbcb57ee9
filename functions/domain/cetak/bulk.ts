/**
 * The bulk SKPI print (the `skpi-bulk` job, started by `cetakService.startBulk`; docs/decisions/0046):
 * THE steps of a run, in order.
 *
 * 1. `reserve`: the job runs; its students listed and their numbers reserved, one block per
 *    faculty and year, in the list's order (./bulk-reserve.ts); each chunk's plan written.
 * 2. `chunk`, for each chunk, in parallel: its students printed and sealed, one PDF each under the
 *    job's prefix; the progress counts the chunk (./bulk-chunk.ts). Retried with backoff; a chunk
 *    that fails every try goes to `chunk-failed`, which names its students not printed.
 * 3. `join`: the PDFs streamed into skpi.zip; the job done (./bulk-join.ts).
 * `failed`: the end of a run whose reservation or join failed after its retries.
 *
 * Each step is a call of the skpi-bulk Lambda by the job's state machine
 * (infra/constructs/bulk-print.ts: Map over the chunks, concurrency, retries and the tolerated
 * failures from ./bulk-policy.ts). Locally (tests, `npm start`, the bench) the same definition runs
 * in this process, its Tasks bound to the same handler (infra/local/state-machines.ts, docs/decisions/0054).
 */
import { chunkFailedStep, chunkStep } from './bulk-chunk';
import { jobFailedStep, joinStep } from './bulk-join';
import { type Reserved, reserveStep } from './bulk-reserve';

/** The event of one step: what the state machine passes the Lambda. */
export type BulkStepEvent =
  | { step: 'reserve'; jobId: string }
  | { step: 'chunk'; jobId: string; chunk: number }
  | { step: 'chunk-failed'; jobId: string; chunk: number }
  | { step: 'join'; jobId: string }
  | { step: 'failed'; jobId: string };

export const BULK_STEPS = ['reserve', 'chunk', 'chunk-failed', 'join', 'failed'] as const satisfies readonly BulkStepEvent['step'][];

/** Runs one step (the worker Lambda's entry, functions/jobs/skpi-bulk.ts). */
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
