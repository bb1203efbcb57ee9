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
  requestTooLarge: 'Data yang dikirim terlalu besar.',
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

  // Web shell (layouts, navigation, notifications)
  appName: 'SKPI',
  appFullName: 'Sistem Portofolio SKPI',
  logoAlt: 'Logo SKPI',
  navRegister: 'Register',
  navSignIn: 'Sign In',
  navDashboard: 'Dashboard',
  navSignOut: 'Sign Out',
  menuProfile: 'Profile',
  menuLogout: 'Logout',
  menuAccount: 'Akun',
  areaUser: 'Mahasiswa',
  areaVerifikator: 'Verifikator',
  areaAdmin: 'Admin',
  areaEmpty: 'Belum ada halaman yang tersedia untuk peran anda.',
  breadcrumbs: 'Navigasi lokasi',
  mainNavigation: 'Navigasi utama',
  footerNavigation: 'Tautan',
  footerCopyright: 'Sistem Portofolio SKPI. Surat Keterangan Pendamping Ijazah.',
  dismiss: 'Tutup',
  loadingPage: 'Memuat halaman...',
  pageErrorTitle: 'Halaman tidak dapat ditampilkan',
  pageErrorBody: 'Terjadi kesalahan saat menampilkan halaman ini. Muat ulang halaman atau kembali ke beranda.',
  reloadPage: 'Muat ulang',
  backHome: 'Kembali ke beranda',
  notFoundTitle: 'Halaman tidak ditemukan',
  notFoundBody: 'Alamat yang anda buka tidak ada atau telah dipindahkan. Periksa kembali alamatnya, atau gunakan tautan di bawah ini.',

  // Landing page
  landingTitle: 'Portofolio Prestasi dan SKPI',
  landingTagline: 'Catat prestasimu, kumpulkan poin SKP, dan cetak Surat Keterangan Pendamping Ijazah.',
  searchLabel: 'Cari mahasiswa atau portofolio',
  searchPlaceholder: 'Cari nama, NIM, atau judul portofolio',
  searchButton: 'Cari',
  getStarted: 'Get Started',
  guideButton: 'Guide',
  stepsTitle: 'Tiga langkah menuju SKPI',
  carouselPrevious: 'Langkah sebelumnya',
  carouselNext: 'Langkah berikutnya',
  carouselPause: 'Jeda putar otomatis',
  carouselPlay: 'Putar otomatis',

  // Sign-in popover
  signInHeader: 'Masuk ke akun anda',
  nimOrEmail: 'NIM atau email',
  password: 'Password',
  showPassword: 'Tampilkan password',
  forgotPasswordLink: 'Lupa password?',
  signUpButton: 'Daftar',
  loginButton: 'Login',

  // Public information pages
  guideTitle: 'Panduan',
  faqTitle: 'Pertanyaan yang Sering Diajukan',
  aboutTitle: 'Tentang Kami',
  termsTitle: 'Syarat dan Ketentuan',
  footerRegister: 'Daftar',
  footerTerms: 'Syarat dan Ketentuan',
  footerGuide: 'Panduan',
  footerFaq: 'FAQ',
  footerAbout: 'Tentang Kami',
} as const;

export type MessageKey = keyof typeof MSG;

/** 'Berhasil menerima pengajuan migrasi' and its siblings (spec: migration). */
export const migrationAccepted = (type: 'migrasi' | 'readmisi') => `Berhasil menerima pengajuan ${type}`;
export const migrationRejected = (type: 'migrasi' | 'readmisi') => `Berhasil menolak pengajuan ${type}`;

/** Carousel texts: 'Langkah 2 dari 3' (slide label) and 'Tampilkan langkah 2' (dot). */
export const carouselSlideLabel = (n: number, total: number) => `Langkah ${n} dari ${total}`;
export const carouselShowSlide = (n: number) => `Tampilkan langkah ${n}`;

/** 'Maksimal 20 karakter': a text longer than a field allows (server-side bound). */
export const tooLong = (max: number) => `Maksimal ${max} karakter`;

/** Accounts and sign-in: server answers and texts of the auth and account screens. */
export const AUTH_MSG = {
  // server answers
  otpSent: 'Kode OTP telah dikirim ke email anda. Silakan cek email anda.',
  signedIn: 'Berhasil masuk.',
  otpExpired: 'Kode OTP sudah kedaluwarsa. Silakan klik Kirim Ulang.',
  otpTooManyTries: 'Terlalu banyak percobaan kode OTP. Silakan klik Kirim Ulang untuk mendapatkan kode baru.',
  pendingExpired: 'Sesi login telah berakhir. Silakan masuk kembali.',
  accountInactive: 'Akun anda tidak aktif. Silakan hubungi admin.',
  registered: 'Registrasi berhasil! Link verifikasi telah dikirim ke email anda. Silakan buka email anda untuk mengaktifkan akun.',
  duplicateAccount: 'NIM atau email sudah terdaftar.',
  activationInvalid: 'Link aktivasi tidak valid atau sudah kedaluwarsa.',
  emailVerified: 'Email berhasil diverifikasi',
  accountAlreadyActive: 'Akun sudah aktif. Silakan masuk dengan NIM dan password anda.',
  activationTicketMissing: 'Sesi aktivasi telah berakhir. Silakan buka kembali link aktivasi dari email anda.',
  activated: 'Aktivasi akun berhasil!',
  resetInvalid: 'Link reset password tidak valid atau sudah kedaluwarsa.',
  oldPasswordWrong: 'Password lama salah!',
  emailTaken: 'Email sudah digunakan oleh akun lain.',
  adminOnlyField: 'Data ini hanya dapat diubah oleh admin.',
  usernameFixed: 'Username tidak dapat diubah.',
  loggedOut: 'Anda telah keluar.',
  uploadWrongPdfType: 'Tipe file yang diupload tidak sesuai! Tipe file yang diterima pdf',
  uploadMissing: 'File yang diupload tidak ditemukan atau sudah kedaluwarsa. Silakan unggah ulang.',
  uploadEmpty: 'File yang diupload kosong.',
  uploadFailed: 'Gagal mengunggah file. Silakan coba lagi.',
} as const;

/** Texts of the e-mails (subject, HTML and plain text share these). */
export const MAIL_TEXT = {
  brand: 'SKPI Portofolio',
  otpSubject: 'Kode OTP masuk SKPI',
  otpIntro: 'Gunakan kode berikut untuk masuk ke SKPI Portofolio:',
  otpValidity: 'Kode ini berlaku selama 10 menit dan hanya dapat digunakan sekali.',
  activationSubject: 'Aktivasi akun SKPI',
  activationIntro: 'Terima kasih telah mendaftar. Klik tautan berikut untuk memverifikasi email dan melengkapi data diri anda:',
  activationButton: 'Aktivasi Akun',
  activationValidity: 'Tautan ini berlaku selama 7 hari.',
  resetSubject: 'Reset password SKPI',
  resetIntro: 'Kami menerima permintaan untuk mengganti password akun anda. Klik tautan berikut untuk membuat password baru:',
  resetButton: 'Ganti Password',
  resetValidity: 'Tautan ini berlaku selama 60 menit dan hanya dapat digunakan sekali.',
  ignore: 'Jika anda tidak meminta email ini, abaikan saja.',
  greeting: (name: string) => (name ? `Halo ${name},` : 'Halo,'),
} as const;

/** Public search and student profiles: server answers and texts of the search and profile pages. */
export const SEARCH_MSG = {
  studentNotFound: 'Mahasiswa tidak ditemukan.',
} as const;
