/**
 * The bulk SKPI print job (shared/jobs.ts): the worker of its state machine, which calls it once
 * per step with `{ step, jobId, chunk? }` (functions/domain/cetak/bulk.ts), in AWS and, on the
 * same definition, locally (infra/local/state-machines.ts). Every step runs in the job's starter's
 * language (read from the job item: the definition passes the job id only).
 */
import { BULK_STEPS, type BulkStepEvent, runStep } from '@functions/domain/cetak/bulk';
import { inJobLanguage } from '@functions/domain/jobs/language';

export async function handler(event: unknown): Promise<unknown> {
  const e = (event ?? {}) as { step?: unknown; jobId?: unknown; chunk?: unknown };
  if (typeof e.jobId !== 'string') throw new Error('skpi-bulk: the event carries no jobId');
  if (!(BULK_STEPS as readonly unknown[]).includes(e.step)) throw new Error(`skpi-bulk: unknown step ${String(e.step)}`);
  if ((e.step === 'chunk' || e.step === 'chunk-failed') && !Number.isInteger(e.chunk)) throw new Error('skpi-bulk: a chunk step carries no chunk');
  return inJobLanguage(e.jobId, () => runStep(e as BulkStepEvent));
}
