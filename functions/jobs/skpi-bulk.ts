/** The bulk SKPI print job (shared/jobs.ts): invoked asynchronously by the cetak area with `{ jobId }`. */
import { runBulkPrint } from '@functions/domain/cetak/bulk';

export async function handler(event: unknown): Promise<void> {
  const jobId = (event as { jobId?: unknown } | undefined)?.jobId;
  if (typeof jobId !== 'string') throw new Error('skpi-bulk: the event carries no jobId');
  await runBulkPrint(jobId);
}
