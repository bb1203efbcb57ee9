/**
 * A student an admin may see or manage: a super admin any, an admin jurusan those of their own
 * program. The admins' portfolio list and delete and the student's profile read (`GET
 * /api/profile/{nim}`) share it.
 */
import type { AuthContext } from '@functions/lib/auth';
import { Forbidden, NotFound } from '@functions/lib/domain-errors';
import { SEARCH_MSG } from '@shared/messages/search';
import { VERIFIKASI_MSG } from '@shared/messages/verifikasi';
import { type UserItem, usersRepo } from './repo';

type Caller = Pick<AuthContext, 'role' | 'id_prodi'>;

/** A student of the admin's scope by NIM, or 404 (no student of that NIM) / 403 (another program's, or no admin). */
export async function studentInScope(auth: Caller, nim: string): Promise<UserItem> {
  const student = await usersRepo.getByNim(nim);
  if (student?.role !== 'mahasiswa') throw new NotFound(SEARCH_MSG.studentNotFound);
  if (auth.role === 'admin jurusan' && student.id_prodi !== auth.id_prodi) throw new Forbidden(VERIFIKASI_MSG.prodiOutOfScope);
  if (auth.role !== 'admin jurusan' && auth.role !== 'super admin') throw new Forbidden();
  return student;
}
