/** The verifiers' sub-rubrics: the list of verifiers, an assignment replaced, and the sub-rubrics to choose from. */
import { masterRepo } from '@functions/domain/master/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import { type Admin, sameVersion } from '@functions/lib/admin-write';
import { invalidField, NotFound } from '@functions/lib/domain-errors';
import type { AkunRow } from '@shared/api/manajemen';
import { MANAJEMEN_MSG, wrongRole } from '@shared/messages/manajemen';
import { STAFF_PAGE_SIZE, type VerifikatorUpdateBody } from '@shared/validation/manajemen';
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
  const updated = await guarded(() =>
    usersRepo.update(user, {}, [
      ...verifikatorRepo.replaceItems(user.id, current, anak),
      auditUser(actor, 'verifikator.update', user, before, after),
    ]),
  );
  return oneRow(updated);
}

/** GET /api/anak_rubrik: every sub-rubric with its rubric and program (an admin jurusan: their program's), by program then id. */
export async function anakRubrik(actor: Admin) {
  const own = actor.auth.role === 'super admin' ? null : actor.auth.id_prodi;
  if (actor.auth.role !== 'super admin' && own === null) return [];
  const [programs, anak] = await Promise.all([
    own === null ? masterRepo.listProdi() : masterRepo.getProdi(own).then((p) => (p ? [p] : [])),
    rubrikRepo.anakWithRubrikNames(own),
  ]);
  const order = new Map(programs.map((p, i) => [p.id_prodi, { p, i }]));
  return anak
    .flatMap((a) => {
      const at = order.get(a.id_prodi);
      return at ? [{ a, ...at }] : [];
    })
    .sort((x, y) => x.i - y.i || x.a.id_anak_rubrik - y.a.id_anak_rubrik)
    .map(({ a, p }) => ({
      id_anak_rubrik: a.id_anak_rubrik,
      nama_anak_rubrik: a.nama_anak_rubrik,
      id_rubrik: a.id_rubrik,
      nama_rubrik: a.nama_rubrik,
      id_prodi: p.id_prodi,
      nama_prodi: p.nama_prodi,
      jenjang: p.jenjang,
    }));
}
