/**
 * Portfolio categories, rubrics and sub-rubrics (the Rubric management screen;
 * docs/decisions/0025-portfolio-categories-and-rubrics.md). The success messages are the fixed catalogue's
 * (admin.ts: 'Data bidang portofolio berhasil ...', 'Data rubrik berhasil ...', 'Gagal hapus!'); the server's refusals
 * are ours, in Indonesian, as are the screen's labels beyond the table's fixed column names. Every text is defined
 * once in shared/messages/ (see index.ts).
 */
export const RUBRIK_MSG = {
  bidangSuperAdminOnly:
    'Hanya super admin yang dapat menambah, mengubah, atau menghapus bidang portofolio, karena bidang berlaku untuk seluruh universitas.',
  /** Every `urutan_di_skpi` (portfolio categories, CPL categories, items and points). */
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

/** The screen /admin/manajemen-rubrik: the category grid, the rubric table and their dialogs. */
export const RUBRIK_SCREEN_MSG = {
  pageTitle: 'Manajemen Rubrik',
  gridTitle: 'Bidang Portofolio',
  gridDescriptionSuper: 'Bidang berlaku untuk seluruh universitas. Pilih bidang untuk mengelola rubrik program studi yang dipilih.',
  gridDescriptionJurusan:
    'Bidang berlaku untuk seluruh universitas dan dikelola oleh super admin. Pilih bidang untuk mengelola rubrik program studi Anda.',
  tableTitle: 'Rubrik',
  tableEmpty: 'Belum ada rubrik pada bidang ini.',
  colNo: 'No',
  colNama: 'Nama Rubrik',
  colSkp: 'SKP',
  colAnak: 'Anak Rubrik',
  colOpsi: 'Opsi',
  tambah: 'Tambah',
  tutup: 'Tutup',
  tutupLabel: 'Tutup dan kembali ke daftar bidang',
  addAnak: 'Tambah Anak Rubrik',
  edit: 'Ubah',
  delete: 'Hapus',
  // dialogs
  bidangAddTitle: 'Tambah Bidang Portofolio',
  bidangEditTitle: 'Ubah Bidang Portofolio',
  rubrikAddTitle: 'Tambah Rubrik',
  rubrikEditTitle: 'Ubah Rubrik',
  anakAddTitle: 'Tambah Anak Rubrik',
  anakEditTitle: 'Ubah Anak Rubrik',
  fieldUrutan: 'Urutan di SKPI',
  fieldUrutanHint: 'Bilangan bulat; setiap bidang memiliki urutan sendiri.',
  fieldNamaBidang: 'Nama Bidang (Bahasa Indonesia)',
  fieldNamaBidangInggris: 'Nama Bidang (English)',
  fieldNamaRubrik: 'Nama Rubrik',
  fieldNamaAnak: 'Nama Anak Rubrik (Bahasa Indonesia)',
  fieldNamaAnakInggris: 'Nama Anak Rubrik (English)',
  fieldNamaAnakInggrisHint: 'Dipakai pada baris bahasa Inggris SKPI. Kosongkan untuk memakai nama bahasa Indonesia.',
  fieldBobotMaksimal: 'Bobot Maksimal SKP tiap Portofolio',
  fieldBobotMaksimalHint: 'Poin terbanyak yang dapat diberikan untuk satu portofolio (1 sampai 1000).',
  fieldSyaratMinimal: 'Syarat Minimal SKP',
  fieldSyaratRubrikHint: 'Jumlah poin terverifikasi yang harus dikumpulkan mahasiswa pada rubrik ini.',
  fieldSyaratAnakHint: 'Jumlah poin terverifikasi yang harus dikumpulkan mahasiswa pada anak rubrik ini.',
  // delete confirmations (asked as 'Apakah Anda Yakin?', Tidak / Ya)
  deleteBidangBody: 'Bidang portofolio ini akan dihapus untuk seluruh program studi.',
  deleteRubrikBody: 'Rubrik ini akan dihapus.',
  deleteAnakBody: 'Anak rubrik ini akan dihapus, beserta penugasan verifikatornya.',
} as const;

/** The SKP cell of a rubric row: its minimum. */
export const rubrikSkpCell = (min: number) => `Min. ${min}`;
/** The SKP cell of a sub-rubric row: its maximum per portfolio and its minimum. */
export const anakSkpCell = (max: number, min: number) => `Maks. ${max} / portofolio · Min. ${min}`;
/** The accessible names of a rubric row's expand toggle. */
export const anakExpandLabel = (nama: string) => `Tampilkan anak rubrik ${nama}`;
export const anakCollapseLabel = (nama: string) => `Sembunyikan anak rubrik ${nama}`;
/** The accessible name of a row's option menu. */
export const rubrikRowMenuLabel = (nama: string) => `Opsi ${nama}`;
/** The rubric table's description: the category and the program. */
export const rubrikTableDescription = (bidang: string, prodi: string) => `${bidang} · ${prodi}`;
