/**
 * The answers' shapes of categories, rubrics and sub-rubrics (shared/api/master.ts). Staff answers
 * carry each record's `version`, which the admin dialogs send back with a change; a student's
 * answers carry only the catalogue's own fields.
 */
import type { AnakRubrikItem, BidangPortofolioItem, RubrikItem } from './repo';

const versionFor = (staff: boolean, version: number) => (staff ? { version } : {});

export const bidangView = (b: BidangPortofolioItem, staff: boolean) => ({
  id_bidang_portofolio: b.id_bidang_portofolio,
  urutan_di_skpi: b.urutan_di_skpi,
  nama_bidang_portofolio: b.nama_bidang_portofolio,
  nama_bidang_portofolio_inggris: b.nama_bidang_portofolio_inggris,
  ...versionFor(staff, b.version),
});

export const anakView = (a: AnakRubrikItem, staff: boolean) => ({
  id_anak_rubrik: a.id_anak_rubrik,
  nama_anak_rubrik: a.nama_anak_rubrik,
  nama_anak_rubrik_inggris: a.nama_anak_rubrik_inggris ?? null,
  bobot_maksimal_skp_tiap_portofolio: a.bobot_maksimal_skp_tiap_portofolio,
  syarat_minimal_skp: a.syarat_minimal_skp,
  ...versionFor(staff, a.version),
});

/** A rubric with its sub-rubrics (in id order). */
export const rubrikView = (r: RubrikItem, anak: readonly AnakRubrikItem[], staff: boolean) => ({
  id_rubrik: r.id_rubrik,
  id_prodi: r.id_prodi,
  id_bidang_portofolio: r.id_bidang_portofolio,
  nama_rubrik: r.nama_rubrik,
  syarat_minimal_skp: r.syarat_minimal_skp,
  ...versionFor(staff, r.version),
  anak_rubrik: [...anak].sort((x, y) => x.id_anak_rubrik - y.id_anak_rubrik).map((a) => anakView(a, staff)),
});

export const adminBidangView = (b: BidangPortofolioItem) => bidangView(b, true);
export const adminAnakView = (a: AnakRubrikItem) => anakView(a, true);
export const adminRubrikView = (r: RubrikItem, anak: readonly AnakRubrikItem[]) => rubrikView(r, anak, true);
