/**
 * The people management of the admin area (the Student management screen, the Prodi admin and verifier management
 * screen): the successes are ADMIN_MSG.userAdded, userUpdated and deleted; these are the server's refusals and
 * the welcome mail of new staff, ours in Indonesian and English (docs/decisions/0030-people-management.md).
 */
import { bilingual } from './language';

export const MANAJEMEN_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    roleInvalid: 'id_role must be 2 (program admin), 3 (verifier), 4 (student) or 6 (official).',
    staffSuperAdminOnly: 'Only a super admin can manage program admins, verifiers and officials.',
    notPimpinanField: 'Position, faculty scope and NIP/NIDN are only for official accounts.',
    studentOtherProdi: 'You can only manage the students of your own study program.',
    userNotFound: 'No user with that NIM was found.',
    nimNumeric: "A student's NIM may contain only digits.",
    nimTaken: 'That NIM is already used by another account.',
    emailSame: 'The new e-mail is the same as the current one.',
    anakRubrikRequired: 'Choose at least one rubric.',
    anakRubrikUnknown: 'Some sub-rubrics were not found. Reload and choose again.',
    tooManyAnakRubrik: 'At most 40 sub-rubrics for one verifier.',
    tanggalLulusRequired: 'Enter the graduation date for the Alumni status.',
    tanggalLulusBeforeMasuk: 'The graduation date cannot be before the date of entry.',
    skpRangeInvalid: 'The minimum SKP cannot be greater than the maximum SKP.',
    tahunMasukInvalid: 'The year of entry must be between 1958 and next year.',
    flagInvalid: 'The value must be 0 or 1.',
    oneChangeOnly: 'Change only one part per save: student details, e-mail, password or status.',
    nothingToChange: 'No changes were sent.',
    notStudentField: 'Student details can only be changed for students.',
    notVerifier: 'That account is not a verifier.',
    wrongRole: 'That account does not have the role {role}.',
    deleteHasVerified: 'This student has verified portfolios or a printed SKPI, so the account cannot be deleted. Deactivate it instead.',
    deleteSelf: 'You cannot delete your own account.',
    deactivateSelf: 'You cannot deactivate your own account.',
    superAdminAccount: 'A super admin account cannot be changed or deleted from here.',
  },
);

/** The welcome mail of a new staff account: a link to set their password (no password in mail). */
export const MANAJEMEN_MAIL_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    staffWelcomeSubject: 'Your SKPI account has been created',
    staffWelcomeIntro: (role, nim) =>
      `Your ${role} account in the SKPI application has been created with the username ${nim}. Click the following link to create your password:`,
    staffWelcomeButton: 'Create Password',
    staffWelcomeValidity: 'This link is valid for 7 days and can be used only once. After that, use Forgot Password.',
    roleName: {
      'admin jurusan': 'program admin',
      verifikator: 'verifier',
      mahasiswa: 'student',
      'super admin': 'super admin',
      ppk: 'PPK',
      pimpinan: 'official',
    },
  },
);

/** 'Akun tersebut bukan verifikator.' and the like. */
export const wrongRole = (role: string) => MANAJEMEN_MSG.wrongRole.replace('{role}', MANAJEMEN_MAIL_MSG.roleName[role] ?? role);

/** Texts the same in both languages: the role name English shares. */
export const SAME_IN_BOTH = ['MANAJEMEN_MAIL_MSG.roleName.super admin'];
