/** The bulk student import job (shared/jobs.ts): invoked asynchronously by the admin area with `{ jobId }`; runs in its starter's language. */
import { runImport } from '@functions/domain/impor/run';
import { inJobLanguage } from '@functions/domain/jobs/language';

export async function handler(event: unknown): Promise<void> {
  const jobId = (event as { jobId?: unknown } | undefined)?.jobId;
  if (typeof jobId !== 'string') throw new Error('akun-impor: the event carries no jobId');
  await inJobLanguage(jobId, () => runImport(jobId));
}
