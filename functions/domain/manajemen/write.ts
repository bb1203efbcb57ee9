/** What the account writes share: the checks of what they refer to, the 409 of a refused write, the audit entry. */
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { type Admin, audit } from '@functions/lib/admin-write';
import { Conflict, type DomainError, invalidField } from '@functions/lib/domain-errors';
import { isConditionFailure } from '@functions/lib/table';
import { AUTH_MSG } from '@shared/messages/auth';
import { GENERAL_MSG } from '@shared/messages/common';
import { MANAJEMEN_MSG } from '@shared/messages/manajemen';
import { PENGESAHAN_MSG } from '@shared/messages/pengesahan';

export async function prodiOrRefuse(idProdi: number): Promise<ProdiItem> {
  const prodi = await masterRepo.getProdi(idProdi);
  if (!prodi) throw invalidField('id_prodi', GENERAL_MSG.prodiNotFound);
  return prodi;
}

/** A pimpinan's faculty scope, existing (422 otherwise). */
export async function fakultasOrRefuse(idFakultas: number) {
  const fakultas = await masterRepo.getFakultas(idFakultas);
  if (!fakultas) throw invalidField('id_fakultas', PENGESAHAN_MSG.fakultasNotFound);
  return fakultas;
}

/** The sub-rubrics asked for, each existing (422 otherwise), with their programs. */
export async function anakOrRefuse(ids: readonly number[]): Promise<{ id_anak_rubrik: number; id_prodi: number }[]> {
  const found = await rubrikRepo.getAnakMany(ids);
  if (found.length !== new Set(ids).size) throw invalidField('id_anak_rubrik', MANAJEMEN_MSG.anakRubrikUnknown);
  return found.map((a) => ({ id_anak_rubrik: a.id_anak_rubrik, id_prodi: a.id_prodi })).sort((a, b) => a.id_anak_rubrik - b.id_anak_rubrik);
}

/** After a refused create or edit: which unique value was taken, or a stale record (409 each). */
async function clash(user: { id?: string; nim?: string; email?: string }): Promise<DomainError> {
  if (user.nim) {
    const other = await usersRepo.getByNim(user.nim);
    if (other && other.id !== user.id) return new Conflict(MANAJEMEN_MSG.nimTaken);
  }
  if (user.email) {
    const other = await usersRepo.getByEmail(user.email);
    if (other && other.id !== user.id) return new Conflict(AUTH_MSG.emailTaken);
  }
  return new Conflict(GENERAL_MSG.conflict);
}

/** Runs a write; a failed condition becomes the 409 `clash` names. */
export async function guarded<T>(write: () => Promise<T>, unique: { id?: string; nim?: string; email?: string }): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isConditionFailure(err)) throw await clash(unique);
    throw err;
  }
}

export const auditUser = (actor: Admin, action: string, user: { id: string }, before: unknown, after: unknown) =>
  audit(actor, action, 'user', user.id, before, after);
