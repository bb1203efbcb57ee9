/**
 * Accounts and sign-in: the fixed authentication catalogue, server answers, screen texts and e-mails.
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';

/** The fixed authentication messages, word for word as users and scripts know them. */
export const AUTH_SPEC_MSG = {
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
} as const;

const ACCOUNT_INACTIVE = 'Akun Anda tidak aktif. Silakan hubungi admin.';

/** Accounts and sign-in: server answers and texts of the auth and account screens. */
export const AUTH_MSG = {
  // server answers
  otpSent: 'Kode OTP telah dikirim ke email Anda. Silakan cek email Anda.',
  signedIn: 'Berhasil masuk.',
  otpExpired: 'Kode OTP sudah kedaluwarsa. Silakan klik Kirim Ulang.',
  otpTooManyTries: 'Terlalu banyak percobaan kode OTP. Silakan klik Kirim Ulang untuk mendapatkan kode baru.',
  pendingExpired: 'Sesi login telah berakhir. Silakan masuk kembali.',
  accountInactive: ACCOUNT_INACTIVE,
  registered: 'Registrasi berhasil! Link verifikasi telah dikirim ke email Anda. Silakan buka email Anda untuk mengaktifkan akun.',
  duplicateAccount: 'NIM atau email sudah terdaftar.',
  activationInvalid: 'Link aktivasi tidak valid atau sudah kedaluwarsa.',
  emailVerified: 'Email berhasil diverifikasi',
  accountAlreadyActive: 'Akun sudah aktif. Silakan masuk dengan NIM dan password Anda.',
  activationTicketMissing: 'Sesi aktivasi telah berakhir. Silakan buka kembali link aktivasi dari email Anda.',
  activated: 'Aktivasi akun berhasil!',
  activationPasswordRequired: 'Akun Anda belum memiliki password. Buat password (8 sampai 20 karakter) untuk masuk ke SKPI.',
  activationPasswordExists: 'Akun Anda sudah memiliki password. Aktivasi tidak mengubahnya; gunakan Lupa password untuk menggantinya.',
  resetInvalid: 'Link reset password tidak valid atau sudah kedaluwarsa.',
  oldPasswordWrong: 'Password lama salah!',
  emailTaken: 'Email sudah digunakan oleh akun lain.',
  adminOnlyField: 'Data ini hanya dapat diubah oleh admin.',
  usernameFixed: 'Username tidak dapat diubah.',
  loggedOut: 'Anda telah keluar.',
  // campus sign-in (the university's identity provider)
  ssoButton: 'Masuk dengan akun kampus',
  ssoRedirecting: 'Mengalihkan ke halaman masuk kampus...',
  ssoNotConfigured: 'Masuk dengan akun kampus tidak tersedia.',
  ssoStaffPasswordOff: 'Akun staf masuk dengan akun kampus. Gunakan tombol Masuk dengan akun kampus.',
  ssoRefused: {
    denied: 'Masuk dengan akun kampus dibatalkan: izin tidak diberikan di halaman kampus.',
    unknown: 'Email akun kampus ini belum terdaftar di SKPI. Mahasiswa: daftar dan aktivasi akun terlebih dahulu. Staf: hubungi admin Anda.',
    domain: 'Email akun kampus ini tidak berasal dari domain universitas yang diterima.',
    unverified: 'Email akun kampus ini belum terverifikasi oleh penyedia akun kampus.',
    // the password sign-in's own refusal
    inactive: ACCOUNT_INACTIVE,
    role: 'Akun Anda tidak dapat masuk dengan akun kampus. Silakan masuk dengan NIM atau email dan password.',
    expired: 'Sesi masuk dengan akun kampus tidak valid atau sudah kedaluwarsa. Silakan ulangi.',
    failed: 'Masuk dengan akun kampus gagal. Silakan ulangi beberapa saat lagi.',
  },
  emailChangeSent: (email: string) =>
    `Tautan konfirmasi telah dikirim ke ${email}. Alamat baru dipakai setelah tautan itu dibuka; sampai saat itu kode masuk tetap dikirim ke alamat lama.`,
  emailConfirmed: 'Alamat email baru berhasil dikonfirmasi. Kode masuk berikutnya dikirim ke alamat ini.',
  emailConfirmInvalid: 'Tautan konfirmasi email tidak valid atau sudah kedaluwarsa.',
  uploadWrongPdfType: 'Tipe file yang diupload tidak sesuai! Tipe file yang diterima pdf',
  uploadPdfUnreadable: 'File PDF rusak atau tidak dapat dibaca. Simpan ulang sebagai PDF lalu unggah kembali.',
  uploadMissing: 'File yang diupload tidak ditemukan atau sudah kedaluwarsa. Silakan unggah ulang.',
  uploadEmpty: 'File yang diupload kosong.',
  uploadFailed: 'Gagal mengunggah file. Silakan coba lagi.',
} as const;

/** Texts of the e-mails (subject, HTML and plain text share these). */
export const MAIL_MSG = {
  brand: 'SKPI Portofolio',
  otpSubject: 'Kode OTP masuk SKPI',
  otpIntro: 'Gunakan kode berikut untuk masuk ke SKPI Portofolio:',
  otpValidity: 'Kode ini berlaku selama 10 menit dan hanya dapat digunakan sekali.',
  activationSubject: 'Aktivasi akun SKPI',
  activationIntro: 'Terima kasih telah mendaftar. Klik tautan berikut untuk memverifikasi email dan melengkapi data diri Anda:',
  /** An account an admin made (one by one or by the import): she did not register. */
  activationIntroCreated: (nim: string, needsPassword: boolean) =>
    `Admin program studi telah membuatkan akun SKPI Portofolio untuk Anda dengan NIM ${nim}. Klik tautan berikut untuk memverifikasi email${
      needsPassword ? ', membuat password,' : ''
    } dan melengkapi data diri Anda:`,
  /** The link asked again (Ajukan Aktivasi). */
  activationIntroResend:
    'Berikut link aktivasi akun SKPI Portofolio Anda. Klik tautan berikut untuk memverifikasi email dan melengkapi data diri Anda:',
  activationButton: 'Aktivasi Akun',
  activationValidity: 'Tautan ini berlaku selama 7 hari.',
  resetSubject: 'Reset password SKPI',
  resetIntro: 'Kami menerima permintaan untuk mengganti password akun Anda. Klik tautan berikut untuk membuat password baru:',
  resetButton: 'Ganti Password',
  resetValidity: 'Tautan ini berlaku selama 60 menit dan hanya dapat digunakan sekali.',
  emailConfirmSubject: 'Konfirmasi alamat email baru SKPI',
  emailConfirmIntro:
    'Alamat ini dimasukkan sebagai email baru akun SKPI Anda. Klik tautan berikut untuk mengonfirmasinya; sebelum itu kode masuk tetap dikirim ke alamat lama:',
  emailConfirmButton: 'Konfirmasi Email',
  emailConfirmValidity: 'Tautan ini berlaku selama 24 jam dan hanya dapat digunakan sekali.',
  ignore: 'Jika Anda tidak meminta email ini, abaikan saja.',
  greeting: (name: string) => (name ? `Halo ${name},` : 'Halo,'),
} as const;

/** Labels and texts of the account screens (register, activation, OTP, password reset, account settings). */
export const AUTH_SCREEN_MSG = {
  // campus sign-in
  ssoTitle: 'Masuk dengan Akun Kampus',
  ssoFinishing: 'Menyelesaikan masuk dengan akun kampus...',
  ssoFailedTitle: 'Tidak dapat masuk',
  ssoTryAgain: 'Coba lagi dengan akun kampus',
  ssoBackHome: 'Kembali ke beranda',
  ssoOr: 'atau',
  // wizards
  nextButton: 'Next',
  previousButton: 'Previous',
  cancelButton: 'Batal',
  // register
  registerTitle: 'Registrasi Akun',
  registerStepAccount: 'Akun',
  registerStepAccountDesc: 'Masukkan NIM, email, dan password untuk akun baru Anda.',
  registerStepProdi: 'Program Studi',
  registerStepProdiDesc: 'Pilih fakultas dan program studi Anda.',
  registerStepResult: 'Hasil Registrasi',
  registerSending: 'Mengirim data registrasi...',
  registerSubmit: 'Daftar',
  registerSuccessTitle: 'Registrasi Berhasil',
  registerSuccessNext: 'Setelah akun aktif, masuk dengan NIM atau email dan password Anda.',
  fieldNim: 'NIM',
  fieldEmail: 'Email',
  fieldPassword: 'Password',
  fieldPasswordConfirmation: 'Konfirmasi Password',
  passwordHint: '8 sampai 20 karakter',
  fieldFakultas: 'Fakultas',
  fieldProdi: 'Program Studi',
  choosePlaceholder: 'Pilih salah satu',
  chooseFakultasFirst: 'Pilih fakultas terlebih dahulu',
  loadingOptions: 'Memuat pilihan...',
  termsAgree: 'Saya telah membaca dan menyetujui Syarat dan Ketentuan.',
  termsRead: 'Baca Syarat dan Ketentuan',
  // activation
  activationTitle: 'Aktivasi Akun',
  activationStepCheck: 'Verifikasi Link',
  activationStepCheckDesc: 'Link aktivasi dari email Anda sedang diperiksa.',
  activationChecking: 'Memeriksa link aktivasi...',
  activationCheckOk: 'Link aktivasi valid. Klik Next untuk melengkapi data diri Anda.',
  activationStepPassword: 'Password',
  activationStepPasswordDesc: 'Akun Anda dibuat oleh admin dan belum memiliki password. Buat password untuk masuk ke SKPI.',
  activationStepBiodata: 'Biodata',
  activationStepBiodataDesc: 'Lengkapi data diri Anda. Nama lengkap ditulis sesuai ijazah; setelah aktivasi hanya admin yang dapat mengubahnya.',
  activationStepContact: 'Kontak',
  activationStepContactDesc: 'Nomor telepon, bio, dan media sosial Anda.',
  activationStepResult: 'Hasil Aktivasi',
  activationSending: 'Mengirim data aktivasi...',
  activationSubmit: 'Aktifkan Akun',
  activationRedirect: (seconds: number) => `Anda akan diarahkan ke dashboard dalam ${seconds} detik.`,
  toDashboard: 'Ke Dashboard',
  /** The result of a failed registration or activation: back to the last data step, with what was typed. */
  fixData: 'Perbaiki Data',
  fieldNama: 'Nama Lengkap',
  fieldNamaHint: 'Sesuai ijazah: huruf, spasi, aksen, dan apostrof.',
  fieldFoto: 'Foto Profil',
  // a getter: a template of another module's constant would keep this whole object in every Lambda
  get fieldFotoHint() {
    return `png, jpg, jpeg, atau gif; maksimal ${UPLOAD_LIMIT}.`;
  },
  chooseFile: 'Pilih file',
  uploading: 'Mengunggah foto...',
  uploaded: 'Foto berhasil diunggah',
  fotoPreviewAlt: 'Pratinjau foto profil',
  fieldKewarganegaraan: 'Kewarganegaraan',
  fieldNik: 'NIK',
  fieldPaspor: 'Nomor Paspor',
  fieldAgama: 'Agama',
  fieldJenisKelamin: 'Jenis Kelamin',
  fieldTempatLahir: 'Tempat Lahir',
  fieldTanggalLahir: 'Tanggal Lahir',
  fieldAlamat: 'Alamat',
  fieldProvinsi: 'Provinsi',
  fieldKota: 'Kota/Kabupaten',
  chooseProvinsiFirst: 'Pilih provinsi terlebih dahulu',
  fieldKodePos: 'Kode Pos',
  fieldTeleponAsal: 'Nomor Telepon Asal',
  fieldNoHp: 'Nomor HP',
  fieldBio: 'Bio',
  optional: 'opsional',
  fieldSosmed: 'Media Sosial',
  sosmedEmpty: 'Belum ada media sosial.',
  sosmedType: 'Jenis',
  sosmedTitle: 'Judul',
  sosmedName: 'Nama Akun',
  sosmedLink: 'Link',
  sosmedLinkHint: 'Diawali http://, https://, atau www.',
  sosmedSave: 'Simpan',
  sosmedRemove: (title: string) => `Hapus ${title}`,
  // OTP
  otpTitle: 'Verifikasi OTP',
  otpIntro: (nim: string) => `Masukkan kode OTP yang dikirim ke email akun ${nim}.`,
  otpField: 'Kode OTP',
  otpSubmit: 'Masuk',
  otpResend: 'Kirim Ulang',
  otpExpiresAt: (time: string) => `Sesi login berlaku sampai pukul ${time}.`,
  // forgot and reset password
  forgotTitle: 'Lupa Password',
  forgotIntro: 'Masukkan email akun Anda. Kami akan mengirim link untuk membuat password baru.',
  forgotSubmit: 'Kirim Link Reset',
  forgotDoneTitle: 'Permintaan diterima',
  forgotDoneBody:
    'Jika email tersebut terdaftar, link untuk mengganti password telah dikirim. Periksa kotak masuk dan folder spam Anda. Link berlaku 60 menit.',
  resetTitle: 'Buat Password Baru',
  resetIntro: 'Masukkan password baru Anda dan ulangi untuk konfirmasi.',
  resetSubmit: 'Ganti Password',
  resetDoneBody: 'Silakan masuk dengan password baru Anda.',
  signInNow: 'Masuk',
  // warning page (student not yet active)
  warningTitle: 'Akun Anda belum aktif',
  warningEmail: 'Email Anda belum diverifikasi.',
  warningData: 'Data diri Anda belum lengkap.',
  warningBody:
    'Klik Ajukan Aktivasi untuk mengirim ulang link aktivasi ke email Anda, lalu buka link tersebut untuk memverifikasi email dan melengkapi data diri.',
  warningButton: 'Ajukan Aktivasi',
  // account settings
  profileTitle: 'Profil',
  verifierProfileTitle: 'Profil Verifikator',
  adminProfileTitle: 'Profil Admin',
  akunTitle: 'Akun',
  akunDesc: 'Username, nama, email, dan password akun Anda.',
  emailPendingHeader: 'Email baru menunggu konfirmasi',
  emailPendingBody: (email: string) =>
    `Tautan konfirmasi telah dikirim ke ${email}. Sampai tautan itu dibuka, kode masuk tetap dikirim ke alamat email saat ini.`,
  emailConfirmTitle: 'Konfirmasi Email Baru',
  emailConfirming: 'Mengonfirmasi alamat email...',
  emailConfirmFailedTitle: 'Email tidak dapat dikonfirmasi',
  fieldUsername: 'Username',
  fieldNamaAkun: 'Nama',
  fieldEmailAkun: 'E-Mail',
  maskedPassword: '********',
  edit: 'Ubah',
  discard: 'Batalkan perubahan',
  changePassword: 'Ubah Password',
  cancelPasswordChange: 'Batal ubah password',
  newPassword: 'New Password',
  reEnterPassword: 'Re-Enter New Password',
  passwordOk: 'Password baru terisi',
  save: 'Simpan',
  cancel: 'Batal',
  confirmTitle: 'Konfirmasi Perubahan',
  confirmBody: 'Masukkan password lama Anda untuk menyimpan perubahan.',
  oldPassword: 'Password Lama',
  yes: 'Ya',
  no: 'Tidak',
  studentFixedNote: 'Nama dan email hanya dapat diubah oleh admin.',
} as const;
