/**
 * The bulk approval (docs/decisions/0056-pengesahan.md): the drafts waiting at the caller's stage
 * with the list's filters, approved as a job (`pengesahan-massal`, shared/jobs.ts) in the caller's
 * name, each exactly as by its own call (the last stage seals it). A draft that left the stage
 * meanwhile (approved by another holder, returned) is skipped and counted in the job's message.
 * The job records its progress after each draft.
 */
import { randomUUID } from 'node:crypto';
import { isDead, type JobBase, jobsRepo, newJob } from '@functions/domain/jobs/repo';
import { jobStarter } from '@functions/domain/jobs/starter';
import { jobText, jobTexts } from '@functions/domain/jobs/text';
import type { Admin } from '@functions/lib/admin-write';
import { DomainError, Invalid, NotFound } from '@functions/lib/domain-errors';
import { startJob } from '@functions/lib/jobs';
import { logger } from '@functions/lib/logger';
import { PENGESAHAN_MSG, pengesahanJobLabel, pengesahanSkipped } from '@shared/messages/pengesahan';
import { approverOf } from './machine';
import { pengesahanService } from './service';
import { type Filter, waitingFor } from './waiting';

/** A bulk approval job keeps a week. */
const JOB_DAYS = 7;
/** Drafts approved at once (each builds and seals a PDF on its last stage). */
const CONCURRENCY = 2;

export interface PengesahanJob extends JobBase<'pengesahan-massal'> {
  filter: Filter;
  /** The codes taken at the start: only these are approved. */
  kode: string[];
}

const jobView = (job: PengesahanJob) => ({
  id: job.id,
  status: isDead(job) ? ('failed' as const) : job.status,
  done: job.done,
  total: job.total,
  ...jobTexts(job, isDead(job) ? PENGESAHAN_MSG.pengesahanJobFailed : undefined),
  created_at: job.created_at,
});

export const pengesahanBulk = {
  /** POST /api/pengesahan/setujui: 202 with the job; 422 when nothing waits with these filters. */
  async start(actor: Admin, f: Filter) {
    const drafts = await waitingFor(approverOf(actor.auth), f);
    if (drafts.length === 0) throw new Invalid(() => PENGESAHAN_MSG.pengesahanBulkEmpty);
    const saringan = [f.prodi === undefined ? null : drafts[0]?.nama_prodi, f.periode === undefined ? null : drafts[0]?.periode_label]
      .filter(Boolean)
      .join(', ');
    const job: PengesahanJob = {
      ...newJob('pengesahan-massal', randomUUID(), actor, () => pengesahanJobLabel(drafts.length, saringan || null), drafts.length, JOB_DAYS),
      filter: { ...(f.prodi === undefined ? {} : { prodi: f.prodi }), ...(f.periode === undefined ? {} : { periode: f.periode }) },
      kode: drafts.map((d) => d.kode),
    };
    await jobsRepo.put(job);
    try {
      await startJob('pengesahan-massal', { id: job.id });
    } catch (error) {
      logger.error('bulk approval job not started', { error: error as Error, jobId: job.id });
      await jobsRepo.update<PengesahanJob>(job.id, { status: 'failed', message: jobText(() => PENGESAHAN_MSG.pengesahanJobFailed) });
      throw error;
    }
    return { job: jobView(job) };
  },

  async job(actor: Admin, id: string) {
    const job = await jobsRepo.get<PengesahanJob>('pengesahan-massal', id);
    if (!job || job.owner !== actor.auth.userId) throw new NotFound(() => PENGESAHAN_MSG.pengesahanJobNotFound);
    return { job: jobView(job) };
  },

  async jobs(actor: Admin) {
    return { data: (await jobsRepo.listOf<PengesahanJob>('pengesahan-massal', actor.auth.userId)).map(jobView) };
  },

  /** The job's run: each draft approved in the starter's name, progress after each. */
  async run(id: string): Promise<void> {
    const job = await jobsRepo.get<PengesahanJob>('pengesahan-massal', id);
    if (job?.status !== 'queued') return;
    try {
      const actor = await jobStarter(job, () => PENGESAHAN_MSG.pengesahanNotYourStage, ['pimpinan']);
      await jobsRepo.update<PengesahanJob>(id, { status: 'running' });
      let done = 0;
      let skipped = 0;
      const queue = [...job.kode];
      const worker = async () => {
        for (let kode = queue.shift(); kode !== undefined; kode = queue.shift()) {
          try {
            await pengesahanService.approve(actor, kode);
          } catch (error) {
            // moved meanwhile, or no longer this approver's: skipped; anything else fails the job
            if (!(error instanceof DomainError)) throw error;
            skipped += 1;
          }
          done += 1;
          await jobsRepo.update<PengesahanJob>(id, { done });
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await jobsRepo.update<PengesahanJob>(id, { status: 'done', done, message: skipped ? jobText(() => pengesahanSkipped(skipped)) : null });
    } catch (error) {
      logger.error('bulk approval job failed', { error: error as Error, jobId: id });
      const message = jobText(() =>
        error instanceof DomainError && typeof error.body === 'string' ? error.body : PENGESAHAN_MSG.pengesahanJobFailed,
      );
      await jobsRepo.update<PengesahanJob>(id, { status: 'failed', message });
      throw error;
    }
  },
};
