import { bilingual, twin } from './language';

/**
 * The prodi admin and verifier management screen (/admin/manajemen-admin). The outcome
 * messages ('Data user berhasil ditambahkan!', ...) are ADMIN_MSG's; these
 * are the screen's own words. Every text is defined once in shared/messages/ (see index.ts).
 */
export const STAF_MSG = /* @__PURE__ */ bilingual(
  {
    adminTitle: 'Admin Prodi',
    adminDesc: 'Admin program studi mengelola data mahasiswa, portofolio, dan SKPI program studinya sendiri.',
    verifikatorTitle: 'Verifikator',
    verifikatorDesc: 'Verifikator seluruh program studi; masing-masing memeriksa portofolio pada sub-rubrik yang ditugaskan kepadanya.',
    verifikatorSearch: 'Cari nama atau username verifikator',
    colId: 'ID',
    colNama: 'Nama',
    colProdi: 'Prodi',
    colJumlahRubrik: 'Jumlah Rubrik',
    colOpsi: 'Opsi',
    tambah: 'Tambah',
    ubah: 'Ubah',
    hapus: 'Hapus',
    adminEmpty: 'Belum ada admin prodi pada program studi ini.',
    verifikatorEmpty: 'Belum ada verifikator.',
    verifikatorNoMatch: 'Tidak ada verifikator yang cocok.',
    addAdminTitle: 'Tambah Admin Prodi',
    editAdminTitle: 'Ubah Admin Prodi',
    addVerifikatorTitle: 'Tambah Verifikator',
    editVerifikatorTitle: 'Ubah Verifikator',
    fieldUsername: 'Username',
    fieldUsernameHint: 'Dipakai untuk masuk, bersama password atau email.',
    fieldNama: 'Nama',
    fieldEmail: 'Email',
    fieldProdi: 'Program Studi',
    prodiPlaceholder: 'Pilih program studi',
    fieldRubrik: 'Sub-rubrik',
    fieldRubrikHint: 'Portofolio pada sub-rubrik yang dipilih masuk ke antrean verifikator ini.',
    rubrikPlaceholder: 'Pilih sub-rubrik',
    rubrikFilter: 'Cari sub-rubrik atau program studi',
    rubrikNoMatch: 'Tidak ada sub-rubrik yang cocok.',
    rubrikNone: 'Belum ada sub-rubrik.',
    rubrikRemove: 'Hapus sub-rubrik dari pilihan',
    changePassword: 'Ubah Password',
    closePassword: 'Batal ubah password',
    savePassword: 'Simpan Password',
    passwordOpenHint: 'Simpan atau batalkan perubahan password sebelum menyimpan data akun.',
    deleteAdminBody: 'Akun admin prodi berikut akan dihapus dan tidak dapat lagi masuk.',
    deleteVerifikatorBody: 'Akun verifikator berikut akan dihapus dan tidak dapat lagi masuk; portofolio yang sudah diverifikasinya tetap tersimpan.',
  } as const,
  {
    adminTitle: 'Program Admins',
    adminDesc: 'Program admins manage the students, portfolios and SKPIs of their own study program.',
    verifikatorTitle: 'Verifiers',
    verifikatorDesc: 'Verifiers for all study programs; each checks the portfolios under the sub-rubrics assigned to them.',
    verifikatorSearch: 'Search by verifier name or username',
    colId: 'ID',
    colNama: 'Name',
    colProdi: 'Study Program',
    colJumlahRubrik: 'Number of Rubrics',
    colOpsi: 'Options',
    tambah: 'Add',
    ubah: 'Edit',
    hapus: 'Delete',
    adminEmpty: 'This study program has no program admins yet.',
    verifikatorEmpty: 'No verifiers yet.',
    verifikatorNoMatch: 'No verifiers match.',
    addAdminTitle: 'Add Program Admin',
    editAdminTitle: 'Edit Program Admin',
    addVerifikatorTitle: 'Add Verifier',
    editVerifikatorTitle: 'Edit Verifier',
    fieldUsername: 'Username',
    fieldUsernameHint: 'Used with the password to sign in; the e-mail works too.',
    fieldNama: 'Name',
    fieldEmail: 'E-mail',
    fieldProdi: 'Study Program',
    prodiPlaceholder: 'Choose a study program',
    fieldRubrik: 'Sub-rubrics',
    fieldRubrikHint: "Portfolios under the chosen sub-rubrics go to this verifier's queue.",
    rubrikPlaceholder: 'Choose sub-rubrics',
    rubrikFilter: 'Search for a sub-rubric or study program',
    rubrikNoMatch: 'No sub-rubrics match.',
    rubrikNone: 'No sub-rubrics yet.',
    rubrikRemove: 'Remove the sub-rubric from the choice',
    changePassword: 'Change Password',
    closePassword: 'Cancel password change',
    savePassword: 'Save Password',
    passwordOpenHint: 'Save or cancel the password change before saving the account data.',
    deleteAdminBody: 'The following program admin account will be deleted and can no longer sign in.',
    deleteVerifikatorBody: 'The following verifier account will be deleted and can no longer sign in; the portfolios they have verified are kept.',
  },
);

/** The accessible name of a row's options. */
export const stafRowActions = /* @__PURE__ */ twin(
  (nama: string) => `Opsi ${nama}`,
  (nama) => `Options for ${nama}`,
);

/** A staff member as the delete dialog names them. */
export const stafSubject = (nama: string, nim: string) => `${nama} (${nim})`;

/** The abbreviation ID and the word Username read the same in English. */
export const SAME_IN_BOTH = ['STAF_MSG.colId', 'STAF_MSG.fieldUsername'];
