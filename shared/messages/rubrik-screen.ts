/**
 * The rubric management page's texts (/admin/manajemen-rubrik): its labels, cells and menus.
 */
import { bilingual, twin } from './language';

/** The screen /admin/manajemen-rubrik: the category grid, the rubric table and their dialogs. */
export const RUBRIK_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
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
/** The rubric table's description: the category and the program. */
export const rubrikTableDescription = (bidang: string, prodi: string) => `${bidang} · ${prodi}`;

/** Texts the same in both languages. */
export const SAME_IN_BOTH = ['RUBRIK_SCREEN_MSG.colSkp'];
