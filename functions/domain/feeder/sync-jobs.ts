/**
 * The sync jobs' items through the job mechanism (functions/domain/jobs/repo.ts): a new job with
 * the lock taken in its transaction and its place in the sync history (GSI2), its reads and its
 * progress; the sync under way or waiting, for the scheduled check.
 */
import { jobsRepo } from '@functions/domain/jobs/repo';
import type { TransactItem } from '@functions/lib/table';
import type { FeederJobItem } from './job-item';
import { feederRepo } from './repo';

export const syncJobs = {
  /** Records a new sync job and takes the lock in one transaction; WriteRefused('stale') when held. */
  start: (job: FeederJobItem) =>
    jobsRepo.put<FeederJobItem>({ ...job, ...feederRepo.syncListAttributes(job.created_at) } as FeederJobItem, [feederRepo.lock(job.id)]),

  get: (id: string) => jobsRepo.get<FeederJobItem>('feeder-sync', id),

  update: (id: string, change: Partial<FeederJobItem>, extra: TransactItem[] = []) => jobsRepo.update<FeederJobItem>(id, change, extra),

  /** The sync running or waiting (the lock's holder): the scheduled check's candidate for resumption. */
  async unfinished(): Promise<FeederJobItem[]> {
    const id = await feederRepo.lockHolder();
    const job = id ? await syncJobs.get(id) : undefined;
    return job ? [job] : [];
  },
};
