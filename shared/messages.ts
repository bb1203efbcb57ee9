/**
 * Every user-visible Indonesian (and the spec's English) text, copied exactly from the
 * specification. Nothing else in the code base writes a message literal.
 */
export const MSG = {
  // Form validation (spec: validation rules, error catalogue)
  required: 'This field is required',
  mustBeNumber: 'This field must be number',
  chooseOption: 'Please choose one of the options',
  chooseOneOption: 'Please choose one of the option',
  checkBox: 'Please check this box',
  passwordMismatch: 'Password confirmation do not match',
  invalidLink: 'Please enter a valid link',
  invalidPhone: 'Please input a valid phone number',
  illegalName: 'Name cannot contain illegal character',
  invalidEmail: 'Please enter a valid email address',
  nimAlnum: 'NIM can only contain letters and digits',
  passwordLength: 'Password must be 8 to 20 characters',
  fillCorrectly: 'Mohon mengisi data dengan benar',
  fillCorrectlyForgot: 'Mohon isi data dengan benar',
  invalidDate: 'Please enter a valid date',

  // General
  genericError: 'Terjadi kesalahan!',
  genericErrorPlain: 'Terjadi kesalahan',
  serverError: 'Terjadi kesalahan pada server. Silakan coba lagi.',
  notSignedIn: 'Silakan masuk terlebih dahulu.',
  sessionExpired: 'Sesi anda telah berakhir. Silakan masuk kembali.',
  forbidden: 'Anda tidak memiliki akses ke halaman ini.',
  notFound: 'Data tidak ditemukan!',
  routeNotFound: 'Alamat yang diminta tidak ditemukan.',
  tooManyRequests: 'Terlalu banyak percobaan. Silakan coba lagi beberapa saat lagi.',
  invalidJson: 'Format data yang dikirim tidak valid.',
  conflict: 'Data telah diubah oleh pengguna lain. Muat ulang lalu coba lagi.',

  // Lookups
  countryNotFound: 'Negara tidak ditemukan.',
  provinceNotFound: 'Provinsi tidak ditemukan.',
  facultyNotFound: 'Fakultas tidak ditemukan.',
  prodiNotFound: 'Program studi tidak ditemukan.',

  // Progress toasts
  loading: 'loading...',
  loadingData: 'Loading data',
  updating: 'Updating...',
  sending: 'Mengirim..',
  resendingVerification: 'Re-sending verification email',
  memperbarui: 'Memperbarui..',
  mengajukan: 'Mengajukan..',
  membatalkan: 'Membatalkan...',
  memuat: 'Memuat..',
  memuatLong: 'Memuat...',
  ditemukan: 'Ditemukan...',
  adding: 'Adding...',
  deleting: 'Deleting...',
  mengupdate: 'Mengupdate..',
  menambahkan: 'Menambahkan..',
  menghapus: 'Menghapus..',
  verifying: 'Verifying..',
  submitting: 'Submitting...',

  // Authentication
  loggingIn: 'Logging in..',
  wrongCredentials: 'NIM atau password salah!',
  wrongOtp: 'Kode OTP yang anda masukkan salah!',
  resendingOtp: 'Mengirim ulang OTP...',
  otpResent: 'Kode OTP berhasil dikirim ulang!',
  registrationFailed: 'Registrasi Gagal',
  alreadyVerified: 'Akun telah diverifikasi',
  activationTokenError: 'Terjadi kesalahan, pastikan token yang diberikan benar',
  verificationResent: 'Email verifikasi berhasil dikirim ulang',
  resetRequested: 'Permintaan lupa password diterima...',
  resetDone: 'Penggantian password berhasil',

  // Search
  searchEmpty: 'Kata kunci yang anda cari tidak ditemukan.',

  // Student
  portfolioAdded: 'Berhasil menambahkan portofolio',
  portfolioUpdated: 'Berhasil mengubah portofolio',
  portfolioDeleted: 'Berhasil menghapus portofolio',
  profileUpdateFailed: 'Gagal memperbarui data profil',
  contactUpdateFailed: 'Gagal memperbarui informasi kontak',
  profileUpdated: 'Berhasil memperbarui data profil',
  contactUpdated: 'Berhasil memperbarui informasi kontak',
  accountUpdated: 'Profil berhasil diubah!',
  skpiRequested: 'SKPI berhasil diajukan!',
  skpiCancelled: 'Pembatalan pengajuan SKPI berhasil!',
  uploadWrongImageType: 'Tipe file yang diupload tidak sesuai! Tipe file yang diterima jpg/jpeg/png/gif',
  uploadTooLarge: 'File yang diupload tidak boleh lebih dari 2MB!',

  // Admin
  facultyAdded: 'Data fakultas berhasil ditambahkan!',
  facultyUpdated: 'Data fakultas berhasil diubah!',
  facultyDeleted: 'Data fakultas berhasil dihapus!',
  addFailed: 'Terjadi kesalahan saat melakukan penambahan!',
  updateFailed: 'Terjadi kesalahan saat melakukan update!',
  universityUpdated: 'Data universitas berhasil diupdate!',
  prodiAdded: 'Data prodi berhasil ditambahkan!',
  prodiUpdated: 'Data prodi berhasil diubah!',
  prodiDeleted: 'Data prodi berhasil dihapus!',
  userUpdated: 'Data user berhasil diupdate!',
  userAdded: 'Data user berhasil ditambahkan!',
  deleted: 'Berhasil menghapus!',
  portfolioDeletedAdmin: 'Data portofolio berhasil dihapus!',
  portfolioVerified: 'Berhasil melakukan verifikasi portofolio',
  portfolioRejected: 'Berhasil menolak portofolio',
  cplAdded: 'Data CPL berhasil ditambahkan!',
  cplUpdated: 'Data CPL berhasil diupdate!',
  cplDeleted: 'Data CPL berhasil dihapus!',
  cplPointAdded: 'Data cpl berhasil ditambahkan!',
  cplPointUpdated: 'Data cpl berhasil diupdate!',
  cplPointDeleted: 'Data cpl berhasil dihapus!',
  bidangCplAdded: 'Data bidang CPL berhasil ditambahkan!',
  bidangCplUpdated: 'Data bidang CPL berhasil diupdate!',
  bidangCplDeleted: 'Data bidang CPL berhasil dihapus!',
  bidangPortofolioAdded: 'Data bidang portofolio berhasil ditambahkan!',
  bidangPortofolioUpdated: 'Data bidang portofolio berhasil diupdate!',
  bidangPortofolioDeleted: 'Data bidang portofolio berhasil dihapus!',
  rubrikAdded: 'Data rubrik berhasil ditambahkan!',
  rubrikUpdated: 'Data rubrik berhasil diupdate!',
  rubrikDeleted: 'Data rubrik berhasil dihapus!',
  kegiatanAdded: 'Data kegiatan berhasil ditambahkan!',
  kegiatanUpdated: 'Data kegiatan berhasil diperbarui!',
  kegiatanDeleted: 'Data kegiatan berhasil dihapus!',
  subRubrikDeleteFailed: 'Gagal hapus!',
  confirmSure: 'Apakah Anda Yakin?',
  confirmOverride: 'Apakah anda yakin akan override print?',
  dataNotFoundAdmin: 'Data tidak ditemukan!',
} as const;

export type MessageKey = keyof typeof MSG;

/** 'Berhasil menerima pengajuan migrasi' and its siblings (spec: migration). */
export const migrationAccepted = (type: 'migrasi' | 'readmisi') => `Berhasil menerima pengajuan ${type}`;
export const migrationRejected = (type: 'migrasi' | 'readmisi') => `Berhasil menolak pengajuan ${type}`;
