/**
 * The CPL of a study program (docs/decisions/0026-cpl.md):
 * reads for the CPL screen and the writes of categories, items and
 * points. The rules, enforced here for every call:
 * - an admin jurusan reads and writes only their own program's CPL (403 with a message), a super
 *   admin any program's; the program of an update or delete is the stored record's, never the
 *   body's (a different `id_prodi` sent is refused, 422);
 * - urutan_di_skpi is unique within its parent (409 naming the number; the repo's guard items make
 *   it hold under concurrency);
 * - a category holding items is not deleted (409 saying how many); an item is deleted with its
 *   points; an item holds at most CPL_POINT_MAX points;
 * - an update or delete is conditional on the version read, and on the `version` the form sent
 *   (409 GENERAL_MSG.conflict when stale); a refused call writes nothing;
 * - every write carries its audit entry (functions/lib/audit.ts) in its own transaction.
 */
import { masterRepo } from '@functions/domain/master/repo';
import { type Admin, audit, ownProgram, sameVersion } from '@functions/lib/admin-write';
import { Conflict, type DomainError, invalidField, NotFound, refusing } from '@functions/lib/domain-errors';
import { pageOf } from '@functions/lib/paging';
import type { BidangCplView, CplPointView, CplView } from '@shared/api/cpl';
import { bidangCplHasCpl, CPL_MSG, type CplLevel, cplDeletedWithPoints, cplPointLimit, cplUrutanTaken } from '@shared/messages/admin';
import { GENERAL_MSG } from '@shared/messages/common';
import {
  type BidangCplAddBody,
  type BidangCplUpdateBody,
  CPL_POINT_MAX,
  type CplAddBody,
  type CplDeleteBody,
  type CplPointAddBody,
  type CplPointUpdateBody,
  type CplUpdateBody,
} from '@shared/validation/cpl';
import { type BidangCplItem, type CplItem, type CplPointItem, type CplRefusal, type CplWithPoints, cplRepo } from './repo';

/** A program sent with an update or delete must be the record's own: the stored one decides. */
function sameProgram(sent: number | undefined, stored: number): void {
  if (sent !== undefined && sent !== stored) throw invalidField('id_prodi', CPL_MSG.cplProdiFixed);
}

/** The written item, or the answer to its refusal (a stale one: 409 GENERAL_MSG.conflict). */
function written<T>(write: Promise<T>, level: CplLevel, urutan: number, parentGone?: () => DomainError): Promise<T> {
  return refusing<T, CplRefusal>(write, {
    urutan: () => new Conflict(cplUrutanTaken(level, urutan)),
    full: () => new Conflict(cplPointLimit(CPL_POINT_MAX)),
    ...(parentGone ? { parent: parentGone } : {}),
  });
}

// --- answers ---
const bidangView = (b: BidangCplItem): BidangCplView => ({
  id_bidang_cpl: b.id_bidang_cpl,
  id_prodi: b.id_prodi,
  urutan_di_skpi: b.urutan_di_skpi,
  nama_bidang_cpl_indonesia: b.nama_bidang_cpl_indonesia,
  nama_bidang_cpl_inggris: b.nama_bidang_cpl_inggris,
  version: b.version,
});
const pointView = (p: CplPointItem): CplPointView => ({
  id_point_cpl: p.id_point_cpl,
  id_cpl: p.id_cpl,
  urutan_di_skpi: p.urutan_di_skpi,
  point_cpl_indonesia: p.point_cpl_indonesia,
  point_cpl_inggris: p.point_cpl_inggris,
  version: p.version,
});
const cplView = (c: CplItem, points: CplPointItem[]): CplView => ({
  id_cpl: c.id_cpl,
  id_prodi: c.id_prodi,
  id_bidang_cpl: c.id_bidang_cpl,
  urutan_di_skpi: c.urutan_di_skpi,
  judul_cpl_indonesia: c.judul_cpl_indonesia,
  judul_cpl_inggris: c.judul_cpl_inggris,
  version: c.version,
  point_cpl: points.map(pointView),
});

// --- reads that refuse what is missing ---
const prodiGone = () => new NotFound(GENERAL_MSG.prodiNotFound);
const bidangGone = () => new NotFound(CPL_MSG.bidangCplNotFound);
const cplGone = () => new NotFound(CPL_MSG.cplNotFound);

async function bidangOrNotFound(id: number): Promise<BidangCplItem> {
  const b = await cplRepo.getBidangCpl(id, true);
  if (!b) throw bidangGone();
  return b;
}
async function cplOrNotFound(id: number): Promise<CplWithPoints> {
  const c = await cplRepo.getCpl(id);
  if (!c) throw cplGone();
  return c;
}
function pointOrNotFound(item: CplWithPoints, idPoint: number): CplPointItem {
  const p = item.point_cpl.find((x) => x.id_point_cpl === idPoint);
  if (!p) throw new NotFound(CPL_MSG.cplPointNotFound);
  return p;
}

export const cplService = {
  // --- reads ---
  async bidangOfProdi(actor: Admin, idProdi: number): Promise<BidangCplView[]> {
    ownProgram(actor, idProdi, CPL_MSG.cplOtherProdi);
    const [prodi, bidang] = await Promise.all([masterRepo.getProdi(idProdi), cplRepo.listBidangCplOfProdi(idProdi)]);
    if (!prodi) throw prodiGone();
    return bidang.map(bidangView);
  },

  /** A category with one page of its items, each with its points: the category and its items (with their points' copies) read side by side. */
  async bidangWithCpl(actor: Admin, id: number, page: number, perPage: number) {
    const [b, all] = await Promise.all([cplRepo.getBidangCpl(id), cplRepo.listCplWithPointsOfBidang(id)]);
    if (!b) throw bidangGone();
    ownProgram(actor, b.id_prodi, CPL_MSG.cplOtherProdi);
    const { items, fields } = pageOf(all, page, perPage);
    return { ...bidangView(b), cpl: { data: items.map((c) => cplView(c, c.point_cpl)), ...fields } };
  },

  // --- categories ---
  async addBidang(actor: Admin, body: BidangCplAddBody): Promise<BidangCplView> {
    ownProgram(actor, body.id_prodi, CPL_MSG.cplOtherProdi);
    if (!(await masterRepo.getProdi(body.id_prodi))) throw prodiGone();
    const input = {
      id_prodi: body.id_prodi,
      urutan_di_skpi: body.urutan_di_skpi,
      nama_bidang_cpl_indonesia: body.nama_bidang_cpl_indonesia,
      nama_bidang_cpl_inggris: body.nama_bidang_cpl_inggris,
    };
    const out = cplRepo.addBidangCpl(input, (after) => [audit(actor, 'bidang_cpl.create', 'bidang_cpl', after.id_bidang_cpl, null, after)]);
    return bidangView(await written(out, 'bidang', body.urutan_di_skpi, prodiGone));
  },

  async updateBidang(actor: Admin, id: number, body: BidangCplUpdateBody): Promise<BidangCplView> {
    const before = await bidangOrNotFound(id);
    ownProgram(actor, before.id_prodi, CPL_MSG.cplOtherProdi);
    sameProgram(body.id_prodi, before.id_prodi);
    sameVersion(body.version, before.version);
    const change = {
      urutan_di_skpi: body.urutan_di_skpi,
      nama_bidang_cpl_indonesia: body.nama_bidang_cpl_indonesia,
      nama_bidang_cpl_inggris: body.nama_bidang_cpl_inggris,
    };
    const out = cplRepo.updateBidangCpl(before, change, (after) => [audit(actor, 'bidang_cpl.update', 'bidang_cpl', id, before, after)]);
    return bidangView(await written(out, 'bidang', body.urutan_di_skpi));
  },

  async deleteBidang(actor: Admin, id: number, body: CplDeleteBody): Promise<BidangCplView> {
    const before = await bidangOrNotFound(id);
    ownProgram(actor, before.id_prodi, CPL_MSG.cplOtherProdi);
    sameVersion(body?.version, before.version);
    // the count kept with every item write, and the list itself (records written before the count)
    const remaining = Math.max(before.jumlah_cpl ?? 0, (await cplRepo.listCplOfBidang(id)).length);
    if (remaining > 0) throw new Conflict(bidangCplHasCpl(remaining));
    const out = cplRepo.deleteBidangCpl(before, () => [audit(actor, 'bidang_cpl.delete', 'bidang_cpl', id, before, null)]);
    return bidangView(await written(out, 'bidang', before.urutan_di_skpi));
  },

  // --- items ---
  async addCpl(actor: Admin, body: CplAddBody): Promise<CplView> {
    const bidang = await bidangOrNotFound(body.id_bidang_cpl);
    ownProgram(actor, bidang.id_prodi, CPL_MSG.cplOtherProdi);
    if (body.id_prodi !== undefined && body.id_prodi !== bidang.id_prodi) throw invalidField('id_bidang_cpl', CPL_MSG.cplBidangOtherProdi);
    const input = { urutan_di_skpi: body.urutan_di_skpi, judul_cpl_indonesia: body.judul_cpl_indonesia, judul_cpl_inggris: body.judul_cpl_inggris };
    const out = cplRepo.addCpl(bidang, input, (after) => [audit(actor, 'cpl.create', 'cpl', after.id_cpl, null, after)]);
    return cplView(await written(out, 'cpl', body.urutan_di_skpi, bidangGone), []);
  },

  /** Changes an item; another category of the same program moves it there. */
  async updateCpl(actor: Admin, id: number, body: CplUpdateBody): Promise<CplView> {
    const before = await cplOrNotFound(id);
    ownProgram(actor, before.id_prodi, CPL_MSG.cplOtherProdi);
    sameProgram(body.id_prodi, before.id_prodi);
    const idBidang = body.id_bidang_cpl ?? before.id_bidang_cpl;
    if (idBidang !== before.id_bidang_cpl) {
      const target = await bidangOrNotFound(idBidang);
      if (target.id_prodi !== before.id_prodi) throw invalidField('id_bidang_cpl', CPL_MSG.cplBidangOtherProdi);
    }
    sameVersion(body.version, before.version);
    const { point_cpl: points, ...head } = before;
    const change = {
      id_bidang_cpl: idBidang,
      urutan_di_skpi: body.urutan_di_skpi,
      judul_cpl_indonesia: body.judul_cpl_indonesia,
      judul_cpl_inggris: body.judul_cpl_inggris,
    };
    const out = cplRepo.updateCpl(head, change, (after) => [audit(actor, 'cpl.update', 'cpl', id, head, after)]);
    return cplView(await written(out, 'cpl', body.urutan_di_skpi, bidangGone), points);
  },

  /** Deletes an item and its points in one transaction; the audit entry says how many points went with it. */
  async deleteCpl(actor: Admin, id: number, body: CplDeleteBody): Promise<CplView> {
    const before = await cplOrNotFound(id);
    ownProgram(actor, before.id_prodi, CPL_MSG.cplOtherProdi);
    sameVersion(body?.version, before.version);
    const note = cplDeletedWithPoints(before.point_cpl.length);
    const out = cplRepo.deleteCpl(before, () => [audit(actor, 'cpl.delete', 'cpl', id, before, null, note)]);
    const gone = await written(out, 'cpl', before.urutan_di_skpi);
    return cplView(gone, gone.point_cpl);
  },

  // --- points ---
  async addPoint(actor: Admin, idCpl: number, body: CplPointAddBody): Promise<CplPointView> {
    const item = await cplOrNotFound(idCpl);
    ownProgram(actor, item.id_prodi, CPL_MSG.cplOtherProdi);
    if (item.point_cpl.length >= CPL_POINT_MAX) throw new Conflict(cplPointLimit(CPL_POINT_MAX));
    const input = { urutan_di_skpi: body.urutan_di_skpi, point_cpl_indonesia: body.point_cpl_indonesia, point_cpl_inggris: body.point_cpl_inggris };
    const out = cplRepo.addPoint(item, input, (after) => [audit(actor, 'point_cpl.create', 'point_cpl', after.id_point_cpl, null, after)]);
    return pointView(await written(out, 'point', body.urutan_di_skpi, cplGone));
  },

  async updatePoint(actor: Admin, idCpl: number, idPoint: number, body: CplPointUpdateBody): Promise<CplPointView> {
    const item = await cplOrNotFound(idCpl);
    ownProgram(actor, item.id_prodi, CPL_MSG.cplOtherProdi);
    const before = pointOrNotFound(item, idPoint);
    sameVersion(body.version, before.version);
    const change = { urutan_di_skpi: body.urutan_di_skpi, point_cpl_indonesia: body.point_cpl_indonesia, point_cpl_inggris: body.point_cpl_inggris };
    const out = cplRepo.updatePoint(before, change, (after) => [audit(actor, 'point_cpl.update', 'point_cpl', idPoint, before, after)]);
    return pointView(await written(out, 'point', body.urutan_di_skpi));
  },

  async deletePoint(actor: Admin, idCpl: number, idPoint: number, body: CplDeleteBody): Promise<CplPointView> {
    const item = await cplOrNotFound(idCpl);
    ownProgram(actor, item.id_prodi, CPL_MSG.cplOtherProdi);
    const before = pointOrNotFound(item, idPoint);
    sameVersion(body?.version, before.version);
    const out = cplRepo.deletePoint(before, () => [audit(actor, 'point_cpl.delete', 'point_cpl', idPoint, before, null)]);
    return pointView(await written(out, 'point', before.urutan_di_skpi));
  },
};
