/**
 * Writes of portfolio categories, rubrics and sub-rubrics (the Rubric management screen, the Portfolio categories
 * and rubrics calls; docs/decisions/0025-portfolio-categories-and-rubrics.md). The rules, enforced here for every
 * call:
 * - categories are university-wide: only the super admin adds, changes or deletes them (403 with a
 *   message saying so); `urutan_di_skpi` is one category's (409 naming the number; a guard item
 *   in the same transaction);
 * - rubrics and sub-rubrics: an admin jurusan only of their own program, the super admin of any
 *   (403 otherwise); the program is the body's on add, the stored rubric's on every other write;
 *   the category, program and rubric written under must exist (404);
 * - deletes are refused while something hangs on the record (409 saying what): a category with
 *   rubrics of any program, a rubric with sub-rubrics, a sub-rubric with portfolios of any status
 *   or internal activities; a sub-rubric's verifier assignments go with it;
 * - every update and delete is conditional on the version read and on the `version` sent (409
 *   GENERAL_MSG.conflict when stale); a refused call writes nothing;
 * - every write carries its audit entry in its own transaction;
 * - a change of a program's rules (a rubric or sub-rubric added or deleted, a minimum changed)
 *   marks its achievement counters pending in the same transaction and starts their recount (the
 *   `statistik-capaian` job; functions/domain/statistik/capaian.ts); a name or maximum alone does not.
 * A changed minimum or maximum is read by the student's checklist and the verifier at once; points
 * already verified are never rewritten (a waiting portfolio above a lowered maximum is refused at
 * acceptance, functions/domain/verifikasi/service.ts).
 */
import { masterRepo } from '@functions/domain/master/repo';
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import { type Admin, audit, ownProgram, sameVersion, superAdminOnly } from '@functions/lib/admin-write';
import { Conflict, type DomainError, NotFound, refusing } from '@functions/lib/domain-errors';
import { startJob } from '@functions/lib/jobs';
import { logger } from '@functions/lib/logger';
import { aturanChanged } from '@functions/lib/projections/capaian-state';
import { statistikRepo } from '@functions/lib/projections/reads';
import { GENERAL_MSG } from '@shared/messages/common';
import { PORTOFOLIO_MSG } from '@shared/messages/portofolio';
import { anakRubrikHasDependents, bidangHasRubrik, bidangUrutanTaken, RUBRIK_MSG, rubrikHasAnak } from '@shared/messages/rubrik';
import type {
  AnakRubrikAddBody,
  AnakRubrikUpdateBody,
  BidangPortofolioAddBody,
  BidangPortofolioUpdateBody,
  RubrikAddBody,
  RubrikUpdateBody,
} from '@shared/validation/rubrik';
import { type AnakRubrikItem, type BidangPortofolioItem, type Refusal, type RubrikItem, rubrikRepo } from './repo';
import { adminAnakView, adminBidangView, adminRubrikView } from './view';

async function bidangOrNotFound(id: number): Promise<BidangPortofolioItem> {
  const b = await rubrikRepo.getBidang(id);
  if (!b) throw new NotFound(PORTOFOLIO_MSG.bidangPortofolioNotFound);
  return b;
}

async function rubrikOrNotFound(id: number): Promise<RubrikItem> {
  const r = await rubrikRepo.getRubrik(id);
  if (!r) throw new NotFound(PORTOFOLIO_MSG.rubrikNotFound);
  return r;
}

/** The rubric (in the caller's scope) and its sub-rubric; a sub-rubric of another rubric is not found. */
async function anakInScope(actor: Admin, idRubrik: number, idAnak: number): Promise<{ rubrik: RubrikItem; anak: AnakRubrikItem }> {
  const rubrik = await rubrikOrNotFound(idRubrik);
  ownProgram(actor, rubrik.id_prodi);
  const anak = await rubrikRepo.getAnak(idAnak);
  if (!anak || anak.id_rubrik !== rubrik.id_rubrik) throw new NotFound(PORTOFOLIO_MSG.anakRubrikNotFound);
  return { rubrik, anak };
}

/** A category holding `urutan`, other than `self`. */
async function urutanHolder(urutan: number, self?: number): Promise<BidangPortofolioItem | undefined> {
  return (await rubrikRepo.listBidang()).find((b) => b.urutan_di_skpi === urutan && b.id_bidang_portofolio !== self);
}

/** What a refused write answers: each reason with its message (the holder and the dependents' counts read again). */
interface RefusalAnswers {
  urutan?: number;
  dependents?: () => Promise<string>;
  parent?: () => Promise<DomainError>;
}

/** The written item, or the refusal's answer (409 GENERAL_MSG.conflict when stale). */
function written<T>(write: Promise<T>, on: RefusalAnswers): Promise<T> {
  const { urutan, dependents, parent } = on;
  return refusing<T, Refusal>(write, {
    ...(urutan === undefined
      ? {}
      : { urutan: async () => new Conflict(bidangUrutanTaken(urutan, (await urutanHolder(urutan))?.nama_bidang_portofolio)) }),
    ...(dependents ? { dependents: async () => new Conflict(await dependents()) } : {}),
    ...(parent ? { parent } : {}),
  });
}

async function anakDependents(idAnak: number) {
  const [counters, kegiatan] = await Promise.all([statistikRepo.anakPortfolioCounters([idAnak]), rubrikRepo.kegiatanCountOfAnak(idAnak)]);
  const byStatus = counters.get(idAnak) ?? {};
  const portofolio = Object.entries(byStatus)
    .filter(([name]) => name.startsWith('portofolio_status_'))
    .reduce((n, [, v]) => n + Math.max(0, v), 0);
  return { portofolio, kegiatan };
}

/**
 * After a written change of a program's rules: the recount of its achievement counters (the
 * change's transaction marked them pending, `aturanChanged`). A job that does not start leaves
 * them pending (the dashboard says so) until the next rule change or the rebuild.
 */
async function recount(idProdi: number): Promise<void> {
  try {
    await startJob('statistik-capaian', { id_prodi: idProdi });
  } catch (error) {
    logger.error('achievement recount not started', { error: error as Error, idProdi });
  }
}

/** Only a minimum changes who meets a rule (names and the per-portfolio maximum do not). */
const minimumChanged = (before: { syarat_minimal_skp: number }, after: { syarat_minimal_skp: number }) =>
  before.syarat_minimal_skp !== after.syarat_minimal_skp;

export const rubrikAdminService = {
  // --- bidang portofolio ---
  async addBidang(actor: Admin, body: BidangPortofolioAddBody) {
    superAdminOnly(actor, RUBRIK_MSG.bidangSuperAdminOnly);
    const holder = await urutanHolder(body.urutan_di_skpi);
    if (holder) throw new Conflict(bidangUrutanTaken(body.urutan_di_skpi, holder.nama_bidang_portofolio));
    const out = rubrikRepo.insertBidang(body, (after) => [
      audit(actor, 'bidang_portofolio.create', 'bidang_portofolio', after.id_bidang_portofolio, null, after),
    ]);
    return adminBidangView(await written(out, { urutan: body.urutan_di_skpi }));
  },

  async updateBidang(actor: Admin, id: number, body: BidangPortofolioUpdateBody) {
    superAdminOnly(actor, RUBRIK_MSG.bidangSuperAdminOnly);
    const before = await bidangOrNotFound(id);
    sameVersion(body.version, before.version);
    const urutan = body.urutan_di_skpi ?? before.urutan_di_skpi;
    if (urutan !== before.urutan_di_skpi) {
      const holder = await urutanHolder(urutan, id);
      if (holder) throw new Conflict(bidangUrutanTaken(urutan, holder.nama_bidang_portofolio));
    }
    const change = {
      urutan_di_skpi: urutan,
      nama_bidang_portofolio: body.nama_bidang_portofolio,
      nama_bidang_portofolio_inggris: body.nama_bidang_portofolio_inggris ?? before.nama_bidang_portofolio_inggris,
    };
    const out = rubrikRepo.updateBidang(before, change, (after) => [
      audit(actor, 'bidang_portofolio.update', 'bidang_portofolio', id, before, after),
    ]);
    return adminBidangView(await written(out, { urutan }));
  },

  async deleteBidang(actor: Admin, id: number) {
    superAdminOnly(actor, RUBRIK_MSG.bidangSuperAdminOnly);
    const before = await bidangOrNotFound(id);
    const rubrik = await rubrikRepo.rubrikCountOfBidang(id);
    if (rubrik > 0) throw new Conflict(bidangHasRubrik(rubrik));
    const out = rubrikRepo.deleteBidang(before, () => [audit(actor, 'bidang_portofolio.delete', 'bidang_portofolio', id, before, null)]);
    return adminBidangView(await written(out, { dependents: async () => bidangHasRubrik(await rubrikRepo.rubrikCountOfBidang(id)) }));
  },

  // --- rubrik ---
  async addRubrik(actor: Admin, body: RubrikAddBody) {
    ownProgram(actor, body.id_prodi);
    const [prodi] = await Promise.all([masterRepo.getProdi(body.id_prodi), bidangOrNotFound(body.id_bidang_portofolio)]);
    if (!prodi) throw new NotFound(GENERAL_MSG.prodiNotFound);
    const out = rubrikRepo.insertRubrik(body, {
      checkParents: true,
      extra: (after) => [audit(actor, 'rubrik.create', 'rubrik', after.id_rubrik, null, after), aturanChanged(after.id_prodi)],
    });
    const r = await written(out, {
      // the category or the program was deleted between the read and the write
      parent: async () => {
        await bidangOrNotFound(body.id_bidang_portofolio);
        return new NotFound(GENERAL_MSG.prodiNotFound);
      },
    });
    await recount(r.id_prodi);
    return adminRubrikView(r, []);
  },

  async updateRubrik(actor: Admin, id: number, body: RubrikUpdateBody) {
    const before = await rubrikOrNotFound(id);
    ownProgram(actor, before.id_prodi);
    sameVersion(body.version, before.version);
    const change = { nama_rubrik: body.nama_rubrik, syarat_minimal_skp: body.syarat_minimal_skp };
    const rules = minimumChanged(before, change);
    const out = rubrikRepo.updateRubrik(before, change, (after) => [
      audit(actor, 'rubrik.update', 'rubrik', id, before, after),
      ...(rules ? [aturanChanged(before.id_prodi)] : []),
    ]);
    const after = await written(out, {});
    if (rules) await recount(before.id_prodi);
    return adminRubrikView(after, await rubrikRepo.listAnakOfRubrik(id));
  },

  async deleteRubrik(actor: Admin, id: number) {
    const before = await rubrikOrNotFound(id);
    ownProgram(actor, before.id_prodi);
    const anak = await rubrikRepo.anakCountOfRubrik(id);
    if (anak > 0) throw new Conflict(rubrikHasAnak(anak));
    const out = rubrikRepo.deleteRubrik(before, () => [audit(actor, 'rubrik.delete', 'rubrik', id, before, null), aturanChanged(before.id_prodi)]);
    const deleted = await written(out, { dependents: async () => rubrikHasAnak(await rubrikRepo.anakCountOfRubrik(id)) });
    await recount(before.id_prodi);
    return adminRubrikView(deleted, []);
  },

  // --- anak rubrik ---
  async addAnak(actor: Admin, idRubrik: number, body: AnakRubrikAddBody) {
    const rubrik = await rubrikOrNotFound(idRubrik);
    ownProgram(actor, rubrik.id_prodi);
    const input = {
      nama_anak_rubrik: body.nama_anak_rubrik,
      nama_anak_rubrik_inggris: body.nama_anak_rubrik_inggris ?? null,
      bobot_maksimal_skp_tiap_portofolio: body.bobot_maksimal_skp_tiap_portofolio,
      syarat_minimal_skp: body.syarat_minimal_skp,
    };
    const out = rubrikRepo.insertAnak(rubrik, input, {
      checkParent: true,
      extra: (after) => [audit(actor, 'anak_rubrik.create', 'anak_rubrik', after.id_anak_rubrik, null, after), aturanChanged(after.id_prodi)],
    });
    const a = await written(out, {
      parent: async () => new NotFound(PORTOFOLIO_MSG.rubrikNotFound),
    });
    await recount(a.id_prodi);
    return adminAnakView(a);
  },

  async updateAnak(actor: Admin, idRubrik: number, idAnak: number, body: AnakRubrikUpdateBody) {
    const { anak: before } = await anakInScope(actor, idRubrik, idAnak);
    sameVersion(body.version, before.version);
    const change = {
      nama_anak_rubrik: body.nama_anak_rubrik,
      // left out: kept; blank or null: cleared
      nama_anak_rubrik_inggris:
        body.nama_anak_rubrik_inggris === undefined ? (before.nama_anak_rubrik_inggris ?? null) : body.nama_anak_rubrik_inggris,
      bobot_maksimal_skp_tiap_portofolio: body.bobot_maksimal_skp_tiap_portofolio,
      syarat_minimal_skp: body.syarat_minimal_skp,
    };
    const rules = minimumChanged(before, change);
    const out = rubrikRepo.updateAnak(before, change, (after) => [
      audit(actor, 'anak_rubrik.update', 'anak_rubrik', idAnak, before, after),
      ...(rules ? [aturanChanged(before.id_prodi)] : []),
    ]);
    const after = await written(out, {});
    if (rules) await recount(before.id_prodi);
    return adminAnakView(after);
  },

  async deleteAnak(actor: Admin, idRubrik: number, idAnak: number) {
    const { anak: before } = await anakInScope(actor, idRubrik, idAnak);
    const dependents = await anakDependents(idAnak);
    if (dependents.portofolio > 0 || dependents.kegiatan > 0) throw new Conflict(anakRubrikHasDependents(dependents));
    const verifiers = (await verifikatorRepo.listOfAnak(idAnak)).map((a) => a.verifier_id);
    const out = rubrikRepo.deleteAnak(before, verifiers, () => [
      audit(actor, 'anak_rubrik.delete', 'anak_rubrik', idAnak, { ...before, verifikator: verifiers }, null),
      aturanChanged(before.id_prodi),
    ]);
    const deleted = await written(out, { dependents: async () => anakRubrikHasDependents(await anakDependents(idAnak)) });
    await recount(before.id_prodi);
    return adminAnakView(deleted);
  },
};
