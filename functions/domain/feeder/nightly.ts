/**
 * The scheduled side of the sync (the feeder-sync job without an event, hourly on AWS, every few
 * seconds locally): it resumes a sync whose run stopped (its lease ran out: the process was
 * killed or the Lambda timed out), and once a night (from 01:00 WIB) starts the university's
 * nightly sync when the super admin turned it on.
 *
 * The nightly sync acts in the name of the super admin who saved the connection last (while they
 * still are one). Once its plan is made it writes only what needs no decision (the changed fields
 * without conflict and the graduations), and mails that super admin a summary with the link to
 * the plan. New students and conflicts wait there: the plan stays `planned` while new students
 * wait, and is done when only conflicts are left (they are decided row by row at any time).
 */

import { inJobLanguage } from '@functions/domain/jobs/language';
import { jobStarter } from '@functions/domain/jobs/starter';
import { readJobText } from '@functions/domain/jobs/text';
import { usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { DomainError, wrote } from '@functions/lib/domain-errors';
import { env } from '@functions/lib/env';
import { inLanguage } from '@functions/lib/language';
import { logger } from '@functions/lib/logger';
import { feederSummaryMail, sendMail } from '@functions/lib/mail';
import { feederSyncLink } from '@shared/api/feeder';
import { FEEDER_MAIL_MSG, FEEDER_MSG } from '@shared/messages/feeder';
import { FEEDER_LEASE_MS, failureMessage, type RunOptions, type RunOutcome, syncStatus } from './job';
import type { FeederJobItem } from './job-item';
import { feederRepo } from './repo';
import { applyKinds, finishSync, runApply } from './run-apply';
import { runPlan } from './run-plan';
import { createSync } from './service';
import { syncJobs } from './sync-jobs';

/** The hour (WIB, UTC+7) from which the nightly sync starts. */
export const NIGHTLY_HOUR_WIB = 1;
const WIB_MS = 7 * 60 * 60 * 1000;

/** The WIB day of a moment, and whether it is past the nightly hour. */
export function nightOf(now: number): { day: string; due: boolean } {
  const wib = new Date(now + WIB_MS);
  return { day: wib.toISOString().slice(0, 10), due: wib.getUTCHours() >= NIGHTLY_HOUR_WIB };
}

/** The page of a sync in the app. */
export const syncLink = (jobId: string) => feederSyncLink(env.appUrl, jobId);

/** Runs the phase the job is in; a nightly plan just made goes on to its automatic part. */
export async function runSync(jobId: string, opts: RunOptions = {}): Promise<RunOutcome> {
  const job = await syncJobs.get(jobId);
  if (!job) return 'finished';
  const outcome = job.fase === 'plan' ? await runPlan(jobId, opts) : await runApply(jobId, opts);
  if (outcome === 'finished' && job.jenis_sinkron === 'malam' && job.fase === 'plan') await nightlyFollowUp(jobId, opts);
  return outcome;
}

/** After a nightly plan: write what needs no decision, end the sync when nothing waits but conflicts, mail the summary. */
async function nightlyFollowUp(jobId: string, opts: RunOptions): Promise<void> {
  const now = opts.now ?? Date.now;
  const job = await syncJobs.get(jobId);
  if (!job) return;
  let actor: Admin | undefined;
  try {
    actor = await jobStarter(job, () => FEEDER_MSG.feederSyncStarterNotAllowed, ['super admin']);
    if (syncStatus(job) === 'planned') {
      // another run follows it up
      const claimed = await wrote(feederRepo.claim(jobId, now(), now() + FEEDER_LEASE_MS, ['done']));
      if (!claimed) return;
      if ((await applyKinds(job, actor, ['berubah', 'lulus'], opts)) === 'paused') return;
      if (job.counts.baru === 0) await finishSync(job, actor, new Date(now()).toISOString());
      else await syncJobs.update(jobId, { lease_until: 0 });
    }
    await mailSummary(actor, job);
  } catch (error) {
    logger.error('feeder nightly follow-up failed', { error: error as Error, jobId });
    if (actor) await mailSummary(actor, job, error).catch(() => undefined);
  }
}

/** The summary mail to the sync's super admin; `failure` the error that stopped the follow-up, when one did. */
async function mailSummary(actor: Admin, job: FeederJobItem, failure?: unknown): Promise<void> {
  const fresh = (await syncJobs.get(job.id)) ?? job;
  const c = fresh.counts;
  const user = actor.auth.user;
  await sendMail(user, () => {
    const lines = failure === undefined ? (fresh.status === 'failed' ? readJobText(fresh.message) : null) : failureMessage(failure);
    const body = lines
      ? [FEEDER_MAIL_MSG.failed(lines)]
      : [FEEDER_MAIL_MSG.intro, FEEDER_MAIL_MSG.applied(c.lulus, c.berubah), FEEDER_MAIL_MSG.waiting(c.baru, c.konflik)];
    return feederSummaryMail(user.email, user.nama, body, syncLink(job.id));
  });
}

/** The nightly sync's actor: the super admin who saved the connection, while they are an active one. */
async function nightlyActor(userId: string): Promise<Admin | undefined> {
  const user = await usersRepo.getById(userId);
  if (!user?.is_active || user.role !== 'super admin') return undefined;
  return { auth: { userId: user.id, nim: user.nim, role: user.role, id_prodi: user.id_prodi, user }, requestId: 'feeder-sync-malam' };
}

/** Starts tonight's sync when it is due and not yet started today; the job's id, or undefined. */
export async function startNightly(now: number): Promise<string | undefined> {
  const conn = await feederRepo.getConnection();
  const night = nightOf(now);
  if (!conn?.sinkron_malam || !night.due || conn.malam_terakhir === night.day) return undefined;
  // one start per night, whichever run gets here first
  const first = await wrote(feederRepo.markConnection({ malam_terakhir: night.day }, night.day));
  if (!first) return undefined;
  const actor = await nightlyActor(conn.updated_by);
  if (!actor) {
    logger.warn('feeder nightly sync skipped: the super admin who set it up is no longer one', { userId: conn.updated_by });
    return undefined;
  }
  try {
    // the nightly sync is its super admin's: it speaks their account's language
    return (await inLanguage(actor.auth.user.bahasa, () => createSync(actor, 'malam'))).id;
  } catch (error) {
    // another sync runs or waits (its summary names it), or the connection is incomplete
    if (error instanceof DomainError) logger.warn('feeder nightly sync not started', { reason: failureMessage(error) });
    else throw error;
    return undefined;
  }
}

/**
 * The scheduled run: resume the sync whose run stopped, then start tonight's when due. Answers the
 * syncs it ran that stopped again at the deadline (to go on in a fresh invocation).
 */
export async function scheduledCheck(opts: RunOptions = {}): Promise<string[]> {
  const now = opts.now ?? Date.now;
  const ran: Array<[string, RunOutcome]> = [];
  for (const job of await syncJobs.unfinished()) {
    const waiting = syncStatus(job) === 'planned' || syncStatus(job) === 'done' || syncStatus(job) === 'failed';
    if (!waiting && job.lease_until < now()) ran.push([job.id, await inJobLanguage(job.id, () => runSync(job.id, opts))]);
  }
  const nightly = await startNightly(now());
  if (nightly) ran.push([nightly, await inJobLanguage(nightly, () => runSync(nightly, opts))]);
  if (ran.length > 0) logger.info('feeder scheduled check ran', { ran });
  return ran.filter(([, outcome]) => outcome === 'paused').map(([id]) => id);
}
