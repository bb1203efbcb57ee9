/**
 * The people management of the admin area (the Student management screen, the Prodi admin and verifier management
 * screen): the successes are ADMIN_MSG.userAdded, userUpdated and deleted; these are the server's refusals and
 * the welcome mail of new staff, ours in Indonesian (docs/decisions/0030-people-management.md).
 */
export const MANAJEMEN_MSG = {
  roleInvalid: 'id_role harus 2 (admin prodi), 3 (verifikator), 4 (mahasiswa) atau 6 (pimpinan).',
  staffSuperAdminOnly: 'Hanya super admin yang dapat mengelola admin prodi, verifikator dan pimpinan.',
  notPimpinanField: 'Jabatan, lingkup fakultas dan NIP/NIDN hanya untuk akun pimpinan.',
  studentOtherProdi: 'Anda hanya dapat mengelola mahasiswa program studi Anda sendiri.',
  userNotFound: 'Pengguna dengan NIM tersebut tidak ditemukan.',
  nimNumeric: 'NIM mahasiswa hanya boleh berisi angka.',
  nimTaken: 'NIM tersebut sudah digunakan oleh akun lain.',
  emailSame: 'Email baru sama dengan email sekarang.',
  anakRubrikRequired: 'Pilih minimal satu rubrik.',
  anakRubrikUnknown: 'Ada sub-rubrik yang tidak ditemukan. Muat ulang lalu pilih lagi.',
  tooManyAnakRubrik: 'Paling banyak 40 sub-rubrik untuk satu verifikator.',
  tanggalLulusRequired: 'Isi tanggal lulus untuk status Alumni.',
  tanggalLulusBeforeMasuk: 'Tanggal lulus tidak boleh sebelum tanggal masuk.',
  skpRangeInvalid: 'SKP minimal tidak boleh lebih besar dari SKP maksimal.',
  tahunMasukInvalid: 'Tahun masuk harus antara 1958 dan tahun depan.',
  flagInvalid: 'Nilai harus 0 atau 1.',
  oneChangeOnly: 'Ubah satu bagian saja dalam satu simpanan: kemahasiswaan, email, password atau status.',
  nothingToChange: 'Tidak ada perubahan yang dikirim.',
  notStudentField: 'Data kemahasiswaan hanya dapat diubah untuk mahasiswa.',
  notVerifier: 'Akun tersebut bukan verifikator.',
  wrongRole: 'Akun tersebut bukan {role}.',
  deleteHasVerified:
    'Mahasiswa ini memiliki portofolio yang telah diverifikasi atau SKPI yang telah dicetak, sehingga tidak dapat dihapus. Nonaktifkan akunnya saja.',
  deleteSelf: 'Anda tidak dapat menghapus akun Anda sendiri.',
  deactivateSelf: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  superAdminAccount: 'Akun super admin tidak dapat diubah atau dihapus dari sini.',
} as const;

/** The welcome mail of a new staff account: a link to set their password (no password in mail). */
export const MANAJEMEN_MAIL_MSG = {
  staffWelcomeSubject: 'Akun SKPI Anda telah dibuat',
  staffWelcomeIntro: (role: string, nim: string) =>
    `Akun ${role} Anda pada aplikasi SKPI telah dibuat dengan username ${nim}. Klik tautan berikut untuk membuat password Anda:`,
  staffWelcomeButton: 'Buat Password',
  staffWelcomeValidity: 'Tautan ini berlaku selama 7 hari dan hanya dapat digunakan sekali. Setelah itu gunakan Lupa Password.',
  roleName: {
    'admin jurusan': 'admin prodi',
    verifikator: 'verifikator',
    mahasiswa: 'mahasiswa',
    'super admin': 'super admin',
    ppk: 'ppk',
    pimpinan: 'pimpinan',
  } as Record<string, string>,
} as const;

/** 'Akun tersebut bukan verifikator.' and the like. */
export const wrongRole = (role: string) => MANAJEMEN_MSG.wrongRole.replace('{role}', MANAJEMEN_MAIL_MSG.roleName[role] ?? role);
