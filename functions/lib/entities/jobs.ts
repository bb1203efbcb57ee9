/**
 * The job item of every on-demand job (`JOB#<id>`, `ttl` 7 days; GSI1 `USER#<ulid>#JOB` /
 * `<created_at>`): functions/domain/jobs/repo.ts.
 */
import { item } from './key';

export const jobKeys = {
  job: (jobId: string) => item('JOB', jobId),
  /** GSI1: a user's jobs, newest last. */
  jobsByOwner: (userId: string) => `USER#${userId}#JOB`,
} as const;
