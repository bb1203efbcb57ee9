/**
 * The prodi admin and verifier management screen (/admin/manajemen-admin). The outcome
 * messages ('Data user berhasil ditambahkan!', ...) are ADMIN_MSG's; these
 * are the screen's own words. Every text is defined once in shared/messages/ (see index.ts).
 */
export const STAF_MSG = {
  pageTitle: 'Manajemen Admin',
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
} as const;

/** The accessible name of a row's options. */
export const stafRowActions = (nama: string) => `Opsi ${nama}`;

/** A staff member as the delete dialog names them. */
export const stafSubject = (nama: string, nim: string) => `${nama} (${nim})`;
