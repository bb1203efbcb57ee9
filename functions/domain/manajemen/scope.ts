/**
 * Who may manage whom: the super admin every student, prodi admin, verifier and pimpinan; an admin jurusan
 * only the students of their own program and no staff; super admin accounts nobody here.
 */
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Forbidden, NotFound } from '@functions/lib/domain-errors';
import type { Role } from '@shared/api/contract';
import { MANAJEMEN_MSG } from '@shared/messages/manajemen';

const MANAGED: readonly Role[] = ['mahasiswa', 'admin jurusan', 'verifikator', 'pimpinan'];
const isStaff = (role: Role) => role === 'admin jurusan' || role === 'verifikator' || role === 'pimpinan';

/** Staff (prodi admins, verifiers, pimpinan) are the super admin's. */
export function staffScope(actor: Admin): void {
  if (actor.auth.role !== 'super admin') throw new Forbidden(MANAJEMEN_MSG.staffSuperAdminOnly);
}

/** An admin jurusan reaches only the students of their own program. */
export function studentScope(actor: Admin, idProdi: number | null | undefined): void {
  if (actor.auth.role === 'super admin') return;
  if (actor.auth.id_prodi === null || idProdi !== actor.auth.id_prodi) throw new Forbidden(MANAJEMEN_MSG.studentOtherProdi);
}

/** The account named by NIM that the caller may manage (404, or 403 out of scope). */
export async function managedAccount(actor: Admin, nim: string): Promise<UserItem> {
  const user = await usersRepo.getByNim(nim);
  if (!user) throw new NotFound(MANAJEMEN_MSG.userNotFound);
  if (!MANAGED.includes(user.role)) throw new Forbidden(MANAJEMEN_MSG.superAdminAccount);
  if (isStaff(user.role)) staffScope(actor);
  else studentScope(actor, user.id_prodi);
  return user;
}
