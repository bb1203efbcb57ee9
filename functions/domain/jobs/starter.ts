/** Who runs a job: its starter, read again when the job runs (their account may have changed or gone). */
import { usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Forbidden } from '@functions/lib/domain-errors';
import type { JobName } from '@shared/jobs';
import type { JobBase } from './repo';

/** The starter as an actor again (their current role and program), or 403 with `message` when their account is gone. */
export async function jobStarter(job: JobBase<JobName>, message: string): Promise<Admin> {
  const starter = await usersRepo.getById(job.actor.userId);
  if (!starter) throw new Forbidden(message);
  return {
    auth: { userId: starter.id, nim: starter.nim, role: starter.role, id_prodi: starter.id_prodi, user: starter },
    requestId: job.actor.requestId,
  };
}
