/** The bulk student import job (shared/jobs.ts): invoked asynchronously by the admin area with `{ jobId }`. */
import { runImport } from '@functions/domain/impor/run';

export async function handler(event: unknown): Promise<void> {
  const jobId = (event as { jobId?: unknown } | undefined)?.jobId;
  if (typeof jobId !== 'string') throw new Error('akun-impor: the event carries no jobId');
  await runImport(jobId);
}
