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

/** The screen /admin/manajemen-rubrik: the category grid, the rubric table and their dialogs. */
export const RUBRIK_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    pageTitle: 'Rubric Management',
    gridTitle: 'Portfolio Fields',
    gridDescriptionSuper: "Fields apply to the whole university. Choose a field to manage the selected study program's rubrics.",
    gridDescriptionJurusan:
      "Fields apply to the whole university and are managed by the super admin. Choose a field to manage your study program's rubrics.",
    tableTitle: 'Rubrics',
    tableEmpty: 'No rubrics in this field yet.',
    colNo: 'No.',
    colNama: 'Rubric Name',
    colSkp: 'SKP',
    colAnak: 'Sub-rubrics',
    colOpsi: 'Options',
    tambah: 'Add',
    tutup: 'Close',
    tutupLabel: 'Close and return to the list of fields',
    addAnak: 'Add Sub-rubric',
    edit: 'Edit',
    delete: 'Delete',
    bidangAddTitle: 'Add Portfolio Field',
    bidangEditTitle: 'Edit Portfolio Field',
    rubrikAddTitle: 'Add Rubric',
    rubrikEditTitle: 'Edit Rubric',
    anakAddTitle: 'Add Sub-rubric',
    anakEditTitle: 'Edit Sub-rubric',
    fieldUrutan: 'Order in the SKPI',
    fieldUrutanHint: 'A whole number; each field has an order of its own.',
    fieldNamaBidang: 'Field Name (Indonesian)',
    fieldNamaBidangInggris: 'Field Name (English)',
    fieldNamaRubrik: 'Rubric Name',
    fieldNamaAnak: 'Sub-rubric Name (Indonesian)',
    fieldNamaAnakInggris: 'Sub-rubric Name (English)',
    fieldNamaAnakInggrisHint: "Used on the SKPI's English lines. Leave empty to use the Indonesian name.",
    fieldBobotMaksimal: 'Maximum SKP Weight per Portfolio',
    fieldBobotMaksimalHint: 'The most points one portfolio can be given (1 to 1000).',
    fieldSyaratMinimal: 'Minimum SKP Requirement',
    fieldSyaratRubrikHint: 'The verified points a student must collect in this rubric.',
    fieldSyaratAnakHint: 'The verified points a student must collect in this sub-rubric.',
    deleteBidangBody: 'This portfolio field will be deleted for every study program.',
    deleteRubrikBody: 'This rubric will be deleted.',
    deleteAnakBody: 'This sub-rubric will be deleted, together with its verifier assignments.',
  },
);

/** The SKP cell of a rubric row: its minimum. */
export const rubrikSkpCell = (min: number) => `Min. ${min}`;
/** The SKP cell of a sub-rubric row: its maximum per portfolio and its minimum. */
export const anakSkpCell = /* @__PURE__ */ twin(
  (max: number, min: number) => `Maks. ${max} / portofolio · Min. ${min}`,
  (max, min) => `Max. ${max} / portfolio · Min. ${min}`,
);
/** The accessible names of a rubric row's expand toggle. */
export const anakExpandLabel = /* @__PURE__ */ twin(
  (nama: string) => `Tampilkan anak rubrik ${nama}`,
  (nama) => `Show the sub-rubrics of ${nama}`,
);
export const anakCollapseLabel = /* @__PURE__ */ twin(
  (nama: string) => `Sembunyikan anak rubrik ${nama}`,
  (nama) => `Hide the sub-rubrics of ${nama}`,
);
/** The accessible name of a row's option menu. */
export const rubrikRowMenuLabel = /* @__PURE__ */ twin(
  (nama: string) => `Opsi ${nama}`,
  (nama) => `Options for ${nama}`,
);
/** The rubric table's description: the category and the program. */
export const rubrikTableDescription = (bidang: string, prodi: string) => `${bidang} · ${prodi}`;

/** Texts the same in both languages: the SKP acronym. */
export const SAME_IN_BOTH = ['RUBRIK_SCREEN_MSG.colSkp'];
