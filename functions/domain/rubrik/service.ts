/**
 * Reads of the portfolio catalog (spec 000 section 7 "Student", 001 "Portfolio categories and
 * rubrics", "Internal activities"): categories (with a student's own statistics), a program's
 * rubrics with their sub-rubrics, and a sub-rubric's internal activities. A student or an admin
 * jurusan reads only their own program; verifiers and the super admin read every program.
 */
import { masterRepo } from '@functions/domain/master/repo';
import { type KegiatanItem, ppkRepo } from '@functions/domain/ppk/repo';
import { statsRepo } from '@functions/domain/stats/repo';
import { forbidden, notFound } from '@functions/lib/errors';
import { documentUrl } from '@functions/lib/files';
import type { Role } from '@shared/api/contract';
import { MSG } from '@shared/messages';
import { type AnakRubrikItem, type BidangPortofolioItem, type RubrikItem, rubrikRepo } from './repo';

/** Who reads: role, program and (for a student's statistics) the user id. */
export interface CatalogReader {
  userId: string;
  role: Role;
  id_prodi: number | null;
}

/** Students and admins jurusan read their own program only. */
function assertProgram(reader: CatalogReader, idProdi: number): void {
  if ((reader.role === 'mahasiswa' || reader.role === 'admin jurusan') && reader.id_prodi !== idProdi) throw forbidden(MSG.catalogOtherProdi);
}

const bidangView = (b: BidangPortofolioItem) => ({
  id_bidang_portofolio: b.id_bidang_portofolio,
  urutan_di_skpi: b.urutan_di_skpi,
  nama_bidang_portofolio: b.nama_bidang_portofolio,
  nama_bidang_portofolio_inggris: b.nama_bidang_portofolio_inggris,
});

const anakView = (a: AnakRubrikItem) => ({
  id_anak_rubrik: a.id_anak_rubrik,
  nama_anak_rubrik: a.nama_anak_rubrik,
  bobot_maksimal_skp_tiap_portofolio: a.bobot_maksimal_skp_tiap_portofolio,
  syarat_minimal_skp: a.syarat_minimal_skp,
});

async function rubrikView(r: RubrikItem) {
  const anak = await rubrikRepo.listAnakOfRubrik(r.id_rubrik);
  return {
    id_rubrik: r.id_rubrik,
    id_prodi: r.id_prodi,
    id_bidang_portofolio: r.id_bidang_portofolio,
    nama_rubrik: r.nama_rubrik,
    syarat_minimal_skp: r.syarat_minimal_skp,
    anak_rubrik: anak.map(anakView),
  };
}

export async function kegiatanView(k: KegiatanItem) {
  return {
    id_kegiatan_ppk: k.id_kegiatan_ppk,
    judul: k.judul,
    judul_inggris: k.judul_inggris ?? null,
    bobot_skp_portofolio: k.bobot_skp_portofolio,
    tanggal_terbit: k.tanggal_terbit,
    dokumen_ppk: k.dokumen_ppk ? await documentUrl(k.dokumen_ppk) : null,
  };
}

export const katalogService = {
  /** Every category in SKPI order with the student's statistik (count of every portfolio, verified points). */
  async bidangWithStatistik(userId: string) {
    const [bidang, stats] = await Promise.all([rubrikRepo.listBidang(), statsRepo.bidangOfUser(userId)]);
    return bidang.map((b) => {
      const s = stats.get(b.id_bidang_portofolio);
      return { ...bidangView(b), statistik: { portofolio_count: s?.portofolio_count ?? 0, bobot_skp: s?.bobot_skp ?? 0 } };
    });
  },

  /** `GET /api/bidangportofolio`: statistik for a student, the plain list for staff. */
  async bidangList(reader: CatalogReader) {
    if (reader.role === 'mahasiswa') return katalogService.bidangWithStatistik(reader.userId);
    return (await rubrikRepo.listBidang()).map(bidangView);
  },

  /** A program's rubrics of one category, a page of them, each with its sub-rubrics. */
  async rubrikOfProdiBidang(reader: CatalogReader, idProdi: number, idBidang: number, page: number, perPage: number) {
    assertProgram(reader, idProdi);
    const [prodi, bidang, rubrik] = await Promise.all([
      masterRepo.getProdi(idProdi),
      rubrikRepo.getBidang(idBidang),
      rubrikRepo.listRubrikOfProdiBidang(idProdi, idBidang),
    ]);
    if (!prodi) throw notFound(MSG.prodiNotFound);
    if (!bidang) throw notFound(MSG.bidangPortofolioNotFound);
    const data = await Promise.all(rubrik.slice((page - 1) * perPage, page * perPage).map(rubrikView));
    return { data, current_page: page, last_page: Math.max(1, Math.ceil(rubrik.length / perPage)), per_page: perPage, total: rubrik.length };
  },

  async rubrik(reader: CatalogReader, idRubrik: number) {
    const r = await rubrikRepo.getRubrik(idRubrik);
    if (!r) throw notFound(MSG.rubrikNotFound);
    assertProgram(reader, r.id_prodi);
    return rubrikView(r);
  },

  /** The internal activities of a sub-rubric, with short-lived URLs of their documents. */
  async kegiatanOfAnak(reader: CatalogReader, idAnak: number) {
    const anak = await rubrikRepo.getAnak(idAnak);
    if (!anak) throw notFound(MSG.anakRubrikNotFound);
    assertProgram(reader, anak.id_prodi);
    return Promise.all((await ppkRepo.listOfAnak(idAnak)).map(kegiatanView));
  },
};
