/** What the account writes share: the checks of what they refer to, the 409 of a refused write, the audit entry. */
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import type { UserRefusal } from '@functions/domain/users/repo';
import { type Admin, audit } from '@functions/lib/admin-write';
import { Conflict, invalidField, refusing } from '@functions/lib/domain-errors';
import { AUTH_MSG } from '@shared/messages/auth';
import { GENERAL_MSG } from '@shared/messages/common';
import { MANAJEMEN_MSG } from '@shared/messages/manajemen';
import { PENGESAHAN_FORM_MSG } from '@shared/messages/pengesahan-form';

export async function prodiOrRefuse(idProdi: number): Promise<ProdiItem> {
  const prodi = await masterRepo.getProdi(idProdi);
  if (!prodi) throw invalidField('id_prodi', GENERAL_MSG.prodiNotFound);
  return prodi;
}

/** A pimpinan's faculty scope, existing (422 otherwise). */
export async function fakultasOrRefuse(idFakultas: number) {
  const fakultas = await masterRepo.getFakultas(idFakultas);
  if (!fakultas) throw invalidField('id_fakultas', PENGESAHAN_FORM_MSG.fakultasNotFound);
  return fakultas;
}

/** The sub-rubrics asked for, each existing (422 otherwise), with their programs. */
export async function anakOrRefuse(ids: readonly number[]): Promise<{ id_anak_rubrik: number; id_prodi: number }[]> {
  const found = await rubrikRepo.getAnakMany(ids);
  if (found.length !== new Set(ids).size) throw invalidField('id_anak_rubrik', MANAJEMEN_MSG.anakRubrikUnknown);
  return found.map((a) => ({ id_anak_rubrik: a.id_anak_rubrik, id_prodi: a.id_prodi })).sort((a, b) => a.id_anak_rubrik - b.id_anak_rubrik);
}

/** Runs a create or edit of an account: a NIM or an e-mail address another account has is its own 409, a stale record the general one. */
export const guarded = <T>(write: () => Promise<T>): Promise<T> =>
  refusing<T, UserRefusal>(write(), {
    nim: () => new Conflict(MANAJEMEN_MSG.nimTaken),
    email: () => new Conflict(AUTH_MSG.emailTaken),
  });

export const auditUser = (actor: Admin, action: string, user: { id: string }, before: unknown, after: unknown) =>
  audit(actor, action, 'user', user.id, before, after);
