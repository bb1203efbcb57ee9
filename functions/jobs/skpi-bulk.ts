/**
 * The bulk SKPI print job (shared/jobs.ts). In AWS its state machine calls it once per step with
 * `{ step, jobId, chunk? }` (functions/domain/cetak/bulk.ts); locally the start event `{ jobId }`
 * runs every step in this process.
 */
import { BULK_STEPS, type BulkStepEvent, runBulkPrint, runStep } from '@functions/domain/cetak/bulk';

export async function handler(event: unknown): Promise<unknown> {
  const e = (event ?? {}) as { step?: unknown; jobId?: unknown; chunk?: unknown };
  if (typeof e.jobId !== 'string') throw new Error('skpi-bulk: the event carries no jobId');
  if (e.step === undefined) return runBulkPrint(e.jobId);
  if (!(BULK_STEPS as readonly unknown[]).includes(e.step)) throw new Error(`skpi-bulk: unknown step ${String(e.step)}`);
  if ((e.step === 'chunk' || e.step === 'chunk-failed') && !Number.isInteger(e.chunk)) throw new Error('skpi-bulk: a chunk step carries no chunk');
  return runStep(e as BulkStepEvent);
}
