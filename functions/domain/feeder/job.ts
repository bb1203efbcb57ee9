/**
 * What the sync's two runs share (planning, ./run-plan.ts; applying, ./run-apply.ts): the job's
 * life, its lease, how a run ends or pauses, and the answer's view of the job item.
 */
import { jobStarter } from '@functions/domain/jobs/starter';
import { jobText, jobTexts } from '@functions/domain/jobs/text';
import type { Admin } from '@functions/lib/admin-write';
import { DomainError, wrote } from '@functions/lib/domain-errors';
import { logger } from '@functions/lib/logger';
import type { feederJobView } from '@shared/api/feeder';
import { FEEDER_MSG } from '@shared/messages/feeder';
import type * as z from 'zod';
import { FeederError } from './client';
import type { FeederJobItem } from './job-item';
import { feederRepo } from './repo';
import { syncJobs } from './sync-jobs';

/** Sync jobs and their plans are kept this long. */
export const FEEDER_JOB_DAYS = 30;
/**
 * A run holds its job this long and renews it after each page: longer than a Lambda may run (15
 * minutes), so a live run is never joined by a second; a run that died is taken over after it.
 */
export const FEEDER_LEASE_MS = 16 * 60 * 1000;
/** Rows asked per page (at most FEEDER_PAGE_MAX). */
export const FEEDER_PAGE_SIZE = 500;
/** A run on AWS stops and re-invokes itself when less than this is left of its time. */
export const FEEDER_TIME_MARGIN_MS = 3 * 60 * 1000;

export interface RunOptions {
  now?: () => number;
  /** Stop (and answer 'paused') once past this moment (epoch ms): the Lambda's time. */
  deadline?: number;
  /** Stop after this many pages (tests of the resumption). */
  maxPages?: number;
  pageSize?: number;
}

/** finished: the run's phase ended (planned, done or failed); paused: it stopped at its cursor; busy: another run holds it. */
export type RunOutcome = 'finished' | 'paused' | 'busy';

/** The message a failed run leaves on its job: the Feeder's or the rule's own text, else the general one. */
export function failureMessage(error: unknown): string {
  if (error instanceof FeederError) return error.message;
  if (error instanceof DomainError && typeof error.body === 'string') return error.body;
  return FEEDER_MSG.feederSyncFailed;
}

/** Ends the job as failed with `message`, releasing the lock in the same write. */
export async function failJob(job: FeederJobItem, error: unknown): Promise<void> {
  if (!(error instanceof FeederError) && !(error instanceof DomainError))
    logger.error('feeder sync failed', { error: error as Error, jobId: job.id });
  else logger.warn('feeder sync failed', { jobId: job.id, reason: failureMessage(error) });
  await syncJobs.update(job.id, { status: 'failed', message: jobText(() => failureMessage(error)), lease_until: 0 }, [
    feederRepo.releaseLock(job.id),
  ]);
}

/**
 * One run of a phase of job `jobId`: nothing when the job is in another phase ('finished'), 'busy'
 * when another run holds it; else the job is taken for FEEDER_LEASE_MS and `run` goes on with it
 * and its starter (while still an active super admin); a failure ends the job failed.
 */
export async function runPhase(
  jobId: string,
  fase: FeederJobItem['fase'],
  opts: RunOptions,
  run: (job: FeederJobItem, actor: Admin, now: () => number) => Promise<RunOutcome>,
): Promise<RunOutcome> {
  const now = opts.now ?? Date.now;
  const first = await syncJobs.get(jobId);
  if (first?.fase !== fase) return 'finished';
  // another run holds it
  const claimed = await wrote(feederRepo.claim(jobId, now(), now() + FEEDER_LEASE_MS, ['queued', 'running']));
  if (!claimed) return 'busy';
  const job: FeederJobItem = { ...first, status: 'running' };
  try {
    const actor = await jobStarter(job, () => FEEDER_MSG.feederSyncStarterNotAllowed, ['super admin']);
    return await run(job, actor, now);
  } catch (error) {
    await failJob(job, error);
    return 'finished';
  }
}

/** The sync's state from the job's phase and status. */
export function syncStatus(job: FeederJobItem): z.output<typeof feederJobView>['status'] {
  if (job.status === 'failed') return 'failed';
  if (job.fase === 'plan') return job.status === 'done' ? 'planned' : 'running';
  return job.status === 'done' ? 'done' : 'applying';
}

export function jobView(job: FeederJobItem): z.output<typeof feederJobView> {
  return {
    id: job.id,
    status: syncStatus(job),
    done: job.done,
    total: job.total,
    ...jobTexts(job),
    created_at: job.created_at,
    jenis_sinkron: job.jenis_sinkron,
    plan: job.counts,
    diterapkan: job.diterapkan,
    planned_at: job.planned_at,
    applied_at: job.applied_at,
  };
}
