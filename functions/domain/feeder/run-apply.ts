/**
 * The apply run of a planned sync: writes its new students, then its changes, then its graduations
 * (a graduate the plan creates exists by then), each row in its own transaction (./apply.ts), and
 * ends with the sync's audit entry, the connection's last-sync time and the lock's release.
 * Conflicts are not written here (their choice is the admin's, row by row).
 *
 * Resumable as the planning is: a run holds the job by a lease, stops at its deadline, and the
 * next run writes the rows not yet marked written.
 */

import { jobText, readJobText } from '@functions/domain/jobs/text';
import { newStudentPublic } from '@functions/domain/master/new-student';
import type { Admin } from '@functions/lib/admin-write';
import { auditEntry } from '@functions/lib/audit';
import { orWhenRefused } from '@functions/lib/domain-errors';
import { logger } from '@functions/lib/logger';
import type { FeederPlanKind } from '@shared/api/feeder';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { type ApplyContext, applyRow } from './apply';
import { FEEDER_LEASE_MS, type RunOptions, type RunOutcome, runPhase } from './job';
import type { FeederJobItem } from './job-item';
import { feederRepo } from './repo';
import { syncJobs } from './sync-jobs';

/** The kinds `apply` writes, in this order. */
export const APPLIED_KINDS = ['baru', 'berubah', 'lulus'] as const satisfies readonly FeederPlanKind[];
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1000;

/**
 * Writes the unwritten rows of `kinds` (in APPLIED_KINDS order); 'paused' at the deadline. Counts
 * each written row in the job's `diterapkan` and `done`.
 */
export async function applyKinds(
  job: FeederJobItem,
  actor: Admin,
  kinds: readonly FeederPlanKind[],
  opts: RunOptions = {},
): Promise<'done' | 'paused'> {
  const now = opts.now ?? Date.now;
  const ctx: ApplyContext = { actor, jobId: job.id, publik: await newStudentPublic(), now };
  let { diterapkan, done } = job;
  let lastWrite = now();
  for (const jenis of APPLIED_KINDS.filter((k) => kinds.includes(k))) {
    for (const row of (await feederRepo.rowsOf(job.id, jenis)).filter((r) => !r.diterapkan)) {
      if (await applyRow(ctx, row)) diterapkan++;
      done++;
      if (now() - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = now();
        await syncJobs.update(job.id, { diterapkan, done, lease_until: now() + FEEDER_LEASE_MS });
      }
      if (opts.deadline !== undefined && now() >= opts.deadline) {
        await syncJobs.update(job.id, { diterapkan, done, lease_until: 0 });
        return 'paused';
      }
    }
  }
  await syncJobs.update(job.id, { diterapkan, done });
  job.diterapkan = diterapkan;
  job.done = done;
  return 'done';
}

/** Ends the sync as done: its audit entry, the connection's last sync, the lock released. */
export async function finishSync(job: FeederJobItem, actor: Admin, at: string): Promise<void> {
  const outcome = { jenis_sinkron: job.jenis_sinkron, ...job.counts, diterapkan: job.diterapkan };
  await syncJobs.update(job.id, { fase: 'apply', status: 'done', applied_at: at, message: null, lease_until: 0 }, [
    feederRepo.releaseLock(job.id),
    auditEntry({
      actor,
      action: 'feeder.sync',
      target: { type: 'feeder', id: job.id },
      after: outcome,
      catatan: readJobText(job.label) ?? undefined,
    }),
  ]);
  // a connection removed meanwhile keeps no last sync
  await orWhenRefused(feederRepo.markConnection({ terakhir_sinkron: at }), undefined);
}

/** Runs (or goes on with) the apply of job `jobId` ('finished': done or failed). */
export function runApply(jobId: string, opts: RunOptions = {}): Promise<RunOutcome> {
  return runPhase(jobId, 'apply', opts, async (job, actor, now) => {
    await syncJobs.update(jobId, { status: 'running', message: jobText(() => FEEDER_MSG.feederApplying) });
    if ((await applyKinds(job, actor, APPLIED_KINDS, opts)) === 'paused') return 'paused';
    await finishSync(job, actor, new Date(now()).toISOString());
    logger.info('feeder plan applied', { jobId, diterapkan: job.diterapkan });
    return 'finished';
  });
}
