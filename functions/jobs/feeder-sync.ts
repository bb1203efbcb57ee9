/**
 * The Neo Feeder sync job (shared/jobs.ts). Invoked by the feeder area with `{ jobId }`: runs the
 * sync's phase (planning or applying) and, on AWS, re-invokes itself with the same event when its
 * time runs short, to go on from the cursor. Without a job id (the hourly schedule): resumes a
 * stopped sync and starts the nightly one when due. A sync runs in its starter's language (read from
 * its job item by every invocation).
 */
import { FEEDER_TIME_MARGIN_MS } from '@functions/domain/feeder/job';
import { runSync, scheduledCheck } from '@functions/domain/feeder/nightly';
import { inJobLanguage } from '@functions/domain/jobs/language';
import { reinvokeSelf } from '@functions/lib/jobs';

interface LambdaContext {
  getRemainingTimeInMillis?: () => number;
}

export async function handler(event?: unknown, context?: LambdaContext): Promise<void> {
  const remaining = context?.getRemainingTimeInMillis?.();
  const deadline = remaining === undefined ? undefined : Date.now() + remaining - FEEDER_TIME_MARGIN_MS;
  const jobId = (event as { jobId?: unknown } | undefined)?.jobId;
  if (typeof jobId !== 'string') {
    // a sync the check paused at this run's deadline goes on in a fresh invocation
    for (const paused of await scheduledCheck({ deadline })) await reinvokeSelf({ jobId: paused });
    return;
  }
  // locally a run has no deadline; on AWS the next invocation goes on from the cursor
  if ((await inJobLanguage(jobId, () => runSync(jobId, { deadline }))) === 'paused') await reinvokeSelf({ jobId });
}
