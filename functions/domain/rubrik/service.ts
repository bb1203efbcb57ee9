/**
 * Reads of the portfolio catalog (the student area's calls): categories (with a student's own statistics) and a
 * program's rubrics with their sub-rubrics (a sub-rubric's internal activities:
 * functions/domain/ppk/katalog.ts). A student or an admin jurusan reads only their own program; verifiers
 * and the super admin read every program.
 */

import { masterRepo } from '@functions/domain/master/repo';
import { Forbidden, NotFound } from '@functions/lib/domain-errors';
import { pageOf } from '@functions/lib/paging';
import { statistikRepo } from '@functions/lib/projections/reads';
import type { Role } from '@shared/api/contract';
import { GENERAL_MSG } from '@shared/messages/common';
import { PORTOFOLIO_MSG } from '@shared/messages/portofolio';
import { type AnakRubrikItem, type RubrikItem, rubrikRepo } from './repo';
import { bidangView, rubrikView } from './view';

/** Who reads: role, program and (for a student's statistics) the user id. */
export interface CatalogReader {
  userId: string;
  role: Role;
  id_prodi: number | null;
}

/** Students and admins jurusan read their own program only. */
export function assertProgram(reader: CatalogReader, idProdi: number): void {
  if ((reader.role === 'mahasiswa' || reader.role === 'admin jurusan') && reader.id_prodi !== idProdi)
    throw new Forbidden(PORTOFOLIO_MSG.catalogOtherProdi);
}

/** Staff answers carry versions (the admin dialogs send them back); a student's carry only the catalogue's own fields. */
const isStaff = (reader: CatalogReader) => reader.role !== 'mahasiswa';

async function rubrikWithAnak(r: RubrikItem, staff: boolean) {
  return rubrikView(r, await rubrikRepo.listAnakOfRubrik(r.id_rubrik), staff);
}

export const katalogService = {
  /** Every category in SKPI order with the student's statistik (count of every portfolio, verified points). */
  async bidangWithStatistik(userId: string) {
    const [bidang, stats] = await Promise.all([rubrikRepo.listBidang(), statistikRepo.bidangOfUser(userId)]);
    return bidang.map((b) => {
      const s = stats.get(b.id_bidang_portofolio);
      return { ...bidangView(b, false), statistik: { portofolio_count: s?.portofolio_count ?? 0, bobot_skp: s?.bobot_skp ?? 0 } };
    });
  },

  /** `GET /api/bidangportofolio`: statistik for a student, the plain list for staff. */
  async bidangList(reader: CatalogReader) {
    if (reader.role === 'mahasiswa') return katalogService.bidangWithStatistik(reader.userId);
    return (await rubrikRepo.listBidang()).map((b) => bidangView(b, true));
  },

  /** A program's rubrics of one category, a page of them, each with its sub-rubrics. */
  async rubrikOfProdiBidang(reader: CatalogReader, idProdi: number, idBidang: number, page: number, perPage: number) {
    assertProgram(reader, idProdi);
    const [prodi, bidang, rubrik] = await Promise.all([
      masterRepo.getProdi(idProdi),
      rubrikRepo.getBidang(idBidang),
      rubrikRepo.listRubrikOfProdiBidang(idProdi, idBidang),
    ]);
    if (!prodi) throw new NotFound(GENERAL_MSG.prodiNotFound);
    if (!bidang) throw new NotFound(PORTOFOLIO_MSG.bidangPortofolioNotFound);
    const { items, fields } = pageOf(rubrik, page, perPage);
    return { data: await Promise.all(items.map((r) => rubrikWithAnak(r, isStaff(reader)))), ...fields };
  },

  async rubrik(reader: CatalogReader, idRubrik: number) {
    const r = await rubrikRepo.getRubrik(idRubrik);
    if (!r) throw new NotFound(PORTOFOLIO_MSG.rubrikNotFound);
    assertProgram(reader, r.id_prodi);
    return rubrikWithAnak(r, isStaff(reader));
  },

  /** Every rubric of a program (in id order) with its sub-rubrics: two queries, whatever the count. */
  async rubrikOfProdi(reader: CatalogReader, idProdi: number) {
    assertProgram(reader, idProdi);
    const [prodi, rubrik, anak] = await Promise.all([
      masterRepo.getProdi(idProdi),
      rubrikRepo.listRubrikOfProdi(idProdi),
      rubrikRepo.listAnakOfProdi(idProdi),
    ]);
    if (!prodi) throw new NotFound(GENERAL_MSG.prodiNotFound);
    const byRubrik = new Map<number, AnakRubrikItem[]>();
    for (const a of anak) byRubrik.set(a.id_rubrik, [...(byRubrik.get(a.id_rubrik) ?? []), a]);
    return rubrik.map((r) => rubrikView(r, byRubrik.get(r.id_rubrik) ?? [], isStaff(reader)));
  },
};
