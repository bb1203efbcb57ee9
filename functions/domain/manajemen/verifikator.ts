/** The verifiers' sub-rubrics: the list of verifiers, an assignment replaced, and the sub-rubrics to choose from. */
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import { type Admin, sameVersion } from '@functions/lib/admin-write';
import { invalidField, NotFound } from '@functions/lib/domain-errors';
import type { AkunRow } from '@shared/api/manajemen';
import { MANAJEMEN_MSG, wrongRole } from '@shared/messages/manajemen';
import { STAFF_PAGE_SIZE, type VerifikatorUpdateBody } from '@shared/validation';
import { staffPage } from './list';
import { oneRow, type Page } from './rows';
import { staffScope } from './scope';
import { anakOrRefuse, auditUser, guarded } from './write';

/** GET /api/manajemen/verifikator: verifiers, 15 a page, with their sub-rubrics. */
export async function listVerifikator(actor: Admin, q: { page: number; paginate: number; keyword?: string | undefined }): Promise<Page> {
  staffScope(actor);
  return staffPage('verifikator', [], q.keyword, q.page, q.paginate ?? STAFF_PAGE_SIZE);
}

/** PUT /api/manajemen/verifikator/update: the verifier's sub-rubrics become exactly the list. */
export async function updateVerifikator(actor: Admin, body: VerifikatorUpdateBody): Promise<AkunRow> {
  staffScope(actor);
  const user = await usersRepo.getByNim(body.nim_verifikator);
  if (!user) throw new NotFound(MANAJEMEN_MSG.userNotFound);
  if (user.role !== 'verifikator') throw invalidField('nim_verifikator', wrongRole('verifikator'));
  sameVersion(body.version, user.version);
  const [anak, current] = await Promise.all([anakOrRefuse(body.id_anak_rubrik), verifikatorRepo.listOfVerifier(user.id)]);
  const before = { ...user, id_anak_rubrik: current.map((a) => a.id_anak_rubrik) };
  const after = { ...user, id_anak_rubrik: anak.map((a) => a.id_anak_rubrik) };
  const updated = await guarded(
    () =>
      usersRepo.update(user, {}, [
        ...verifikatorRepo.replaceItems(user.id, current, anak),
        auditUser(actor, 'verifikator.update', user, before, after),
      ]),
    { id: user.id },
  );
  return oneRow(updated);
}

/** GET /api/anak_rubrik: every sub-rubric with its rubric and program (an admin jurusan: their program's). */
export async function anakRubrik(actor: Admin) {
  const programs =
    actor.auth.role === 'super admin'
      ? await masterRepo.listProdi()
      : actor.auth.id_prodi === null
        ? []
        : [await masterRepo.getProdi(actor.auth.id_prodi)].filter((p): p is ProdiItem => !!p);
  const perProdi = await Promise.all(
    programs.map(async (p) => {
      const [anak, rubrik] = await Promise.all([rubrikRepo.listAnakOfProdi(p.id_prodi), rubrikRepo.listRubrikOfProdi(p.id_prodi)]);
      const namaRubrik = new Map(rubrik.map((r) => [r.id_rubrik, r.nama_rubrik]));
      return anak.map((a) => ({
        id_anak_rubrik: a.id_anak_rubrik,
        nama_anak_rubrik: a.nama_anak_rubrik,
        id_rubrik: a.id_rubrik,
        nama_rubrik: namaRubrik.get(a.id_rubrik) ?? '',
        id_prodi: p.id_prodi,
        nama_prodi: p.nama_prodi,
        jenjang: p.jenjang,
      }));
    }),
  );
  return perProdi.flat();
}
