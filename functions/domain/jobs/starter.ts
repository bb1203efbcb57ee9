/**
 * Who runs a job: its starter, read again when the job runs. A job acts in its starter's name
 * and scope, so it runs only while they still may: an active account with an admin role. Their
 * current program is the scope the job then applies (the job's own check compares it).
 */
import { usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { type Body, Forbidden } from '@functions/lib/domain-errors';
import { ADMIN_ROLES, type Role } from '@shared/api/contract';
import type { JobName } from '@shared/jobs';
import type { JobBase } from './repo';

/**
 * The starter as an actor again (their current role and program), or 403 with `message` when
 * their account is gone, deactivated or no longer holds one of `roles` (an admin's, unless the
 * job's route lets other staff start it).
 */
export async function jobStarter(job: JobBase<JobName>, message: Body, roles: readonly Role[] = ADMIN_ROLES): Promise<Admin> {
  const starter = await usersRepo.getById(job.actor.userId);
  if (!starter?.is_active || !roles.includes(starter.role)) throw new Forbidden(message);
  return {
    auth: { userId: starter.id, nim: starter.nim, role: starter.role, id_prodi: starter.id_prodi, user: starter },
    requestId: job.actor.requestId,
  };
}
