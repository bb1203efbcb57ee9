/**
 * Internal activities as the admins manage them (the Internal activities calls;
 * docs/decisions/0027-internal-activities.md). The rules, enforced here for every call:
 * - admins only; an admin jurusan reads and writes only the activities of their own program's
 *   sub-rubrics (the program is the sub-rubric's, never the request's), the super admin any;
 * - the sub-rubric exists (404), and the points stay within its maximum per portfolio (422);
 * - the document is the caller's own upload of a PDF of at most 2,000,000 bytes (finalizeUpload),
 *   claimed only after every other check; a replaced or deleted activity's document is deleted
 *   after the write (portfolios link to the activity's current document, never copy its key);
 * - an activity chosen by portfolios is neither deleted nor moved to another sub-rubric (409
 *   saying how many, checked again inside the write);
 * - an update or delete is conditional on the version read and on the `version` sent (409);
 * - every write carries its audit entry in its own transaction; a refused call writes nothing.
 * Changing an activity's points or title does not rewrite the portfolios already recorded.
 */
import { masterRepo } from '@functions/domain/master/repo';
import { type AnakRubrikItem, rubrikRepo } from '@functions/domain/rubrik/repo';
import { type Admin, audit, sameVersion } from '@functions/lib/admin-write';
import { Conflict, Forbidden, invalidField, NotFound, refusing } from '@functions/lib/domain-errors';
import { deleteDocument, documentUrl, finalizeUpload } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { pageOf } from '@functions/lib/paging';
import type { Role } from '@shared/api/contract';
import { PPK_MSG, ppkAnakLocked, ppkInUse } from '@shared/messages/admin';
import { GENERAL_MSG } from '@shared/messages/common';
import { PORTOFOLIO_MSG, portfolioPointsOverMax } from '@shared/messages/portofolio';
import type { PpkAddBody, PpkUpdateBody } from '@shared/validation/ppk';
import { chosenBy, type KegiatanChange, type KegiatanItem, ppkRepo } from './repo';

/** Who reads a program's list: role and program. */
export interface PpkReader {
  role: Role;
  id_prodi: number | null;
}

/** The super admin any program; an admin jurusan their own (403 otherwise); other roles none. */
function assertScope(reader: PpkReader, idProdi: number): void {
  if (reader.role === 'super admin') return;
  if (reader.role !== 'admin jurusan') throw new Forbidden(GENERAL_MSG.forbidden);
  if (reader.id_prodi !== idProdi) throw new Forbidden(PPK_MSG.ppkOtherProdi);
}

async function kegiatanOrNotFound(id: number): Promise<KegiatanItem> {
  const k = await ppkRepo.get(id);
  if (!k) throw new NotFound(PORTOFOLIO_MSG.kegiatanNotFound);
  return k;
}

/** The sub-rubric named by the body: it exists, is in the caller's scope, and allows the points. */
async function checkedAnak(actor: Admin, idAnak: number, points: number): Promise<AnakRubrikItem> {
  const anak = await rubrikRepo.getAnak(idAnak);
  if (!anak) throw new NotFound(PORTOFOLIO_MSG.anakRubrikNotFound);
  assertScope(actor.auth, anak.id_prodi);
  if (points > anak.bobot_maksimal_skp_tiap_portofolio) {
    throw invalidField('bobot_skp_portofolio', portfolioPointsOverMax(anak.bobot_maksimal_skp_tiap_portofolio));
  }
  return anak;
}

/** The stored fields of a body, with the program and category of its sub-rubric. */
const fieldsOf = (anak: AnakRubrikItem, body: PpkAddBody | PpkUpdateBody, dokumen: string | null): KegiatanChange => ({
  id_prodi: anak.id_prodi,
  id_bidang_portofolio: anak.id_bidang_portofolio,
  id_rubrik: anak.id_rubrik,
  id_anak_rubrik: anak.id_anak_rubrik,
  judul: body.judul,
  judul_inggris: body.judul_inggris ?? null,
  bobot_skp_portofolio: body.bobot_skp_portofolio,
  tanggal_terbit: body.tanggal_terbit,
  dokumen_ppk: dokumen,
});

const claimDocument = (actor: Admin, key: string) =>
  finalizeUpload({ key, owner: actor.auth.userId, purpose: 'dokumen', folder: 'ppk', field: 'dokumen_ppk' });

/** Best effort: a document nothing refers to any more (logged when it stays behind). */
async function dropDocument(key: string | null): Promise<void> {
  if (!key) return;
  try {
    await deleteDocument(key);
  } catch (error) {
    logger.warn('could not delete an internal activity document', { key, error: error as Error });
  }
}

/** The rows of activities as the admins' table shows them: the sub-rubric's name, a short-lived document URL. */
async function rows(items: KegiatanItem[], withDocument = true) {
  const anak = items.length ? await rubrikRepo.getAnakMany(items.map((k) => k.id_anak_rubrik)) : [];
  const names = new Map(anak.map((a) => [a.id_anak_rubrik, a.nama_anak_rubrik]));
  return Promise.all(
    items.map(async (k) => ({
      id_kegiatan_ppk: k.id_kegiatan_ppk,
      id_prodi: k.id_prodi,
      id_bidang_portofolio: k.id_bidang_portofolio,
      id_rubrik: k.id_rubrik,
      id_anak_rubrik: k.id_anak_rubrik,
      nama_anak_rubrik: names.get(k.id_anak_rubrik) ?? '',
      judul: k.judul,
      judul_inggris: k.judul_inggris ?? null,
      bobot_skp_portofolio: k.bobot_skp_portofolio,
      tanggal_terbit: k.tanggal_terbit,
      dokumen_ppk: withDocument && k.dokumen_ppk ? await documentUrl(k.dokumen_ppk) : null,
      jumlah_portofolio: chosenBy(k),
      version: k.version,
    })),
  );
}

async function row(k: KegiatanItem, withDocument = true) {
  const [one] = await rows([k], withDocument);
  if (!one) throw new Error('no row for an internal activity');
  return one;
}

/** Why a conditional write of `before` was refused, read again: gone (404), chosen by portfolios (409 with the count), or stale. */
async function refusal(before: KegiatanItem, chosenMessage: ((count: number) => string) | null) {
  const now = await ppkRepo.get(before.id_kegiatan_ppk);
  if (!now) return new NotFound(PORTOFOLIO_MSG.kegiatanNotFound);
  if (chosenMessage && now.version === before.version && chosenBy(now) > 0) return new Conflict(chosenMessage(chosenBy(now)));
  return new Conflict(GENERAL_MSG.conflict);
}

export const ppkService = {
  /** `GET /api/ppk?id_prodi&paginate&page`: a program's activities, newest first. */
  async pageOfProdi(reader: PpkReader, idProdi: number, page: number, perPage: number) {
    assertScope(reader, idProdi);
    const [prodi, all] = await Promise.all([masterRepo.getProdi(idProdi), ppkRepo.listOfProdi(idProdi)]);
    if (!prodi) throw new NotFound(GENERAL_MSG.prodiNotFound);
    const { items, fields } = pageOf(all, page, perPage);
    return { data: await rows(items), ...fields };
  },

  async add(actor: Admin, body: PpkAddBody) {
    const anak = await checkedAnak(actor, body.id_anak_rubrik, body.bobot_skp_portofolio);
    const id = await ppkRepo.nextId();
    const dokumen = await claimDocument(actor, body.dokumen_ppk);
    try {
      const created = await ppkRepo.create(fieldsOf(anak, body, dokumen), id, (after) => [audit(actor, 'ppk.create', 'ppk', id, null, after)]);
      return row(created);
    } catch (err) {
      await dropDocument(dokumen);
      // the sub-rubric was deleted between the read and the write
      if (!(await rubrikRepo.getAnak(anak.id_anak_rubrik))) throw new NotFound(PORTOFOLIO_MSG.anakRubrikNotFound);
      throw err;
    }
  },

  async update(actor: Admin, id: number, body: PpkUpdateBody) {
    const before = await kegiatanOrNotFound(id);
    assertScope(actor.auth, before.id_prodi);
    sameVersion(body.version, before.version);
    const anak = await checkedAnak(actor, body.id_anak_rubrik, body.bobot_skp_portofolio);
    const moves = anak.id_anak_rubrik !== before.id_anak_rubrik;
    if (moves && chosenBy(before) > 0) throw new Conflict(ppkAnakLocked(chosenBy(before)));
    const claimed = body.dokumen_ppk ? await claimDocument(actor, body.dokumen_ppk) : null;
    const dokumen = claimed ?? before.dokumen_ppk;
    let after: KegiatanItem;
    try {
      after = await refusing(
        ppkRepo.update(before, fieldsOf(anak, body, dokumen), (a) => [audit(actor, 'ppk.update', 'ppk', id, before, a)]),
        {
          stale: async () =>
            moves && !(await rubrikRepo.getAnak(anak.id_anak_rubrik))
              ? new NotFound(PORTOFOLIO_MSG.anakRubrikNotFound)
              : refusal(before, moves ? ppkAnakLocked : null),
        },
      );
    } catch (err) {
      await dropDocument(claimed);
      throw err;
    }
    if (before.dokumen_ppk !== dokumen) await dropDocument(before.dokumen_ppk);
    return row(after);
  },

  async remove(actor: Admin, id: number) {
    const before = await kegiatanOrNotFound(id);
    assertScope(actor.auth, before.id_prodi);
    if (chosenBy(before) > 0) throw new Conflict(ppkInUse(chosenBy(before)));
    await refusing(
      ppkRepo.remove(before, () => [audit(actor, 'ppk.delete', 'ppk', id, before, null)]),
      {
        stale: () => refusal(before, ppkInUse),
      },
    );
    await dropDocument(before.dokumen_ppk);
    return row(before, false);
  },
};
