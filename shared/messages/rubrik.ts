/**
 * Portfolio categories, rubrics and sub-rubrics (spec 001 sections 2 "Rubric management", 4, 5, 8;
 * docs/decisions.md "Admin master data: rubrics"). The spec names the success messages (admin.ts:
 * 'Data bidang portofolio berhasil ...', 'Data rubrik berhasil ...', 'Gagal hapus!'); the server's
 * refusals are not in the spec (it leaves server enforcement unshown) and are ours, in Indonesian,
 * as are the screen's labels beyond the spec's column names. Every text is defined once in
 * shared/messages/ (see index.ts).
 */
export const RUBRIK_MSG = {
  bidangSuperAdminOnly:
    'Hanya super admin yang dapat menambah, mengubah, atau menghapus bidang portofolio, karena bidang berlaku untuk seluruh universitas.',
  urutanInvalid: 'Urutan harus bilangan bulat dari 1 sampai 9999.',
  bobotMaksimalInvalid: 'Bobot maksimal SKP harus bilangan bulat dari 1 sampai 1000.',
  syaratMinimalInvalid: 'Syarat minimal SKP harus bilangan bulat dari 0 sampai 10000.',
} as const;

/** 409: another category already has this place in the SKPI. */
export const bidangUrutanTaken = (urutan: number, nama?: string) =>
  nama
    ? `Urutan ${urutan} sudah digunakan oleh bidang portofolio "${nama}". Pilih urutan lain.`
    : `Urutan ${urutan} sudah digunakan oleh bidang portofolio lain. Pilih urutan lain.`;

/** 409 on deleting a category that rubrics (of any program) still use. */
export const bidangHasRubrik = (count: number) =>
  `Bidang portofolio tidak dapat dihapus karena masih digunakan oleh ${count} rubrik (dari semua program studi). Hapus rubriknya terlebih dahulu.`;

/** 409 on deleting a rubric that still has sub-rubrics. */
export const rubrikHasAnak = (count: number) =>
  `Rubrik tidak dapat dihapus karena masih memiliki ${count} anak rubrik. Hapus anak rubriknya terlebih dahulu.`;

/** What still hangs on a sub-rubric, for the 409 of its deletion. */
export interface AnakRubrikDependents {
  portofolio: number;
  kegiatan: number;
}
/** 409 on deleting a sub-rubric with portfolios (any status) or internal activities: says what remains. */
export const anakRubrikHasDependents = (d: AnakRubrikDependents) => {
  const parts = [d.portofolio > 0 ? `${d.portofolio} portofolio` : '', d.kegiatan > 0 ? `${d.kegiatan} kegiatan internal` : ''].filter(Boolean);
  return `Anak rubrik tidak dapat dihapus karena masih memiliki ${parts.join(' dan ')}.`;
};
