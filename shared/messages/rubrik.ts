/**
 * Portfolio categories, rubrics and sub-rubrics (the Rubric management screen;
 * docs/decisions/0025-portfolio-categories-and-rubrics.md). The success messages are the fixed catalogue's
 * (admin.ts: 'Data bidang portofolio berhasil ...', 'Data rubrik berhasil ...', 'Gagal hapus!'); the server's refusals
 * are ours, in Indonesian, as are the screen's labels beyond the table's fixed column names. Every text is defined
 * once in shared/messages/ (see index.ts).
 */
import { englishCount } from './english-count';
import { bilingual, twin } from './language';

export const RUBRIK_MSG = /* @__PURE__ */ bilingual(
  {
    bidangSuperAdminOnly:
      'Hanya super admin yang dapat menambah, mengubah, atau menghapus bidang portofolio, karena bidang berlaku untuk seluruh universitas.',
    /** Every `urutan_di_skpi` (portfolio categories, CPL categories, items and points). */
    urutanInvalid: 'Urutan harus bilangan bulat dari 1 sampai 9999.',
    bobotMaksimalInvalid: 'Bobot maksimal SKP harus bilangan bulat dari 1 sampai 1000.',
    syaratMinimalInvalid: 'Syarat minimal SKP harus bilangan bulat dari 0 sampai 10000.',
  } as const,
  {
    bidangSuperAdminOnly: 'Only a super admin can add, change or delete portfolio fields, because a field applies to the whole university.',
    urutanInvalid: 'The order must be a whole number from 1 to 9999.',
    bobotMaksimalInvalid: 'The maximum SKP weight must be a whole number from 1 to 1000.',
    syaratMinimalInvalid: 'The minimum SKP requirement must be a whole number from 0 to 10000.',
  },
);

/** 409: another category already has this place in the SKPI. */
export const bidangUrutanTaken = /* @__PURE__ */ twin(
  (urutan: number, nama?: string) =>
    nama
      ? `Urutan ${urutan} sudah digunakan oleh bidang portofolio "${nama}". Pilih urutan lain.`
      : `Urutan ${urutan} sudah digunakan oleh bidang portofolio lain. Pilih urutan lain.`,
  (urutan, nama) =>
    nama
      ? `Order ${urutan} is already used by the portfolio field "${nama}". Choose another order.`
      : `Order ${urutan} is already used by another portfolio field. Choose another order.`,
);

/** 409 on deleting a category that rubrics (of any program) still use. */
export const bidangHasRubrik = /* @__PURE__ */ twin(
  (count: number) =>
    `Bidang portofolio tidak dapat dihapus karena masih digunakan oleh ${count} rubrik (dari semua program studi). Hapus rubriknya terlebih dahulu.`,
  (count) =>
    `The portfolio field cannot be deleted because it is still used by ${englishCount(count, 'rubric', 'rubrics')} (across all study programs). Delete the rubrics first.`,
);

/** 409 on deleting a rubric that still has sub-rubrics. */
export const rubrikHasAnak = /* @__PURE__ */ twin(
  (count: number) => `Rubrik tidak dapat dihapus karena masih memiliki ${count} anak rubrik. Hapus anak rubriknya terlebih dahulu.`,
  (count) => `The rubric cannot be deleted because it still has ${englishCount(count, 'sub-rubric', 'sub-rubrics')}. Delete its sub-rubrics first.`,
);

/** What still hangs on a sub-rubric, for the 409 of its deletion. */
export interface AnakRubrikDependents {
  portofolio: number;
  kegiatan: number;
}
/** 409 on deleting a sub-rubric with portfolios (any status) or internal activities: says what remains. */
export const anakRubrikHasDependents = /* @__PURE__ */ twin(
  (d: AnakRubrikDependents) => {
    const parts = [d.portofolio > 0 ? `${d.portofolio} portofolio` : '', d.kegiatan > 0 ? `${d.kegiatan} kegiatan internal` : ''].filter(Boolean);
    return `Anak rubrik tidak dapat dihapus karena masih memiliki ${parts.join(' dan ')}.`;
  },
  (d) => {
    const parts = [
      d.portofolio > 0 ? englishCount(d.portofolio, 'portfolio', 'portfolios') : '',
      d.kegiatan > 0 ? englishCount(d.kegiatan, 'internal activity', 'internal activities') : '',
    ].filter(Boolean);
    return `The sub-rubric cannot be deleted because it still has ${parts.join(' and ')}.`;
  },
);
