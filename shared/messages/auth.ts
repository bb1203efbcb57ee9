/**
 * Accounts and sign-in: the fixed authentication catalogue, server answers and e-mails (the screens' texts in auth-screen.ts).
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { bilingual } from './language';

/** The fixed authentication messages, word for word as users and scripts know them. */
export const AUTH_SPEC_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    loggingIn: 'Logging in..',
    wrongCredentials: 'Wrong NIM or password!',
    wrongOtp: 'The OTP code you entered is wrong!',
    resendingOtp: 'Resending the OTP...',
    otpResent: 'The OTP code has been resent!',
    registrationFailed: 'Registration Failed',
    alreadyVerified: 'The account has already been verified',
    activationTokenError: 'Something went wrong, make sure the token given is correct',
    verificationResent: 'The verification e-mail has been resent',
    resetRequested: 'Password reset request received...',
    resetDone: 'Password changed successfully',
  },
);

const ACCOUNT_INACTIVE = 'Akun Anda tidak aktif. Silakan hubungi admin.';
const ACCOUNT_INACTIVE_EN = 'Your account is not active. Please contact the admin.';

/** Accounts and sign-in: server answers and texts of the auth and account screens. */
export const AUTH_MSG = /* @__PURE__ */ bilingual(
  {
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
    bahasaSaved: 'Bahasa tampilan disimpan: Bahasa Indonesia.',
    uploadFailed: 'Gagal mengunggah file. Silakan coba lagi.',
  } as const,
  {
    otpSent: 'An OTP code has been sent to your e-mail. Please check your e-mail.',
    signedIn: 'Signed in.',
    otpExpired: 'The OTP code has expired. Please click Resend.',
    otpTooManyTries: 'Too many OTP code attempts. Please click Resend to get a new code.',
    pendingExpired: 'The sign-in session has ended. Please sign in again.',
    accountInactive: ACCOUNT_INACTIVE_EN,
    registered: 'Registration successful! A verification link has been sent to your e-mail. Please open your e-mail to activate your account.',
    duplicateAccount: 'The NIM or e-mail is already registered.',
    activationInvalid: 'The activation link is invalid or has expired.',
    emailVerified: 'E-mail verified successfully',
    accountAlreadyActive: 'The account is already active. Please sign in with your NIM and password.',
    activationTicketMissing: 'The activation session has ended. Please open the activation link from your e-mail again.',
    activated: 'Account activated successfully!',
    activationPasswordRequired: 'Your account has no password yet. Create a password (8 to 20 characters) to sign in to SKPI.',
    activationPasswordExists: 'Your account already has a password. Activation does not change it; use Forgot password to replace it.',
    resetInvalid: 'The password reset link is invalid or has expired.',
    oldPasswordWrong: 'The old password is wrong!',
    emailTaken: 'The e-mail is already used by another account.',
    adminOnlyField: 'Only an admin can change this data.',
    usernameFixed: 'The username cannot be changed.',
    loggedOut: 'You have signed out.',
    ssoButton: 'Sign in with campus account',
    ssoRedirecting: 'Redirecting to the campus sign-in page...',
    ssoNotConfigured: 'Sign-in with a campus account is not available.',
    ssoStaffPasswordOff: 'Staff accounts sign in with their campus account. Use the Sign in with campus account button.',
    ssoRefused: {
      denied: 'Sign-in with a campus account was cancelled: permission was not given on the campus page.',
      unknown:
        'The e-mail of this campus account is not registered in SKPI yet. Students: register and activate your account first. Staff: contact your admin.',
      domain: "The e-mail of this campus account is not from one of the university's accepted domains.",
      unverified: 'The e-mail of this campus account has not been verified by the campus account provider.',
      inactive: ACCOUNT_INACTIVE_EN,
      role: 'Your account cannot sign in with a campus account. Please sign in with your NIM or e-mail and password.',
      expired: 'The campus account sign-in session is invalid or has expired. Please try again.',
      failed: 'Sign-in with a campus account failed. Please try again in a moment.',
    },
    emailChangeSent: (email) =>
      `A confirmation link has been sent to ${email}. The new address is used once that link is opened; until then sign-in codes are still sent to the old address.`,
    emailConfirmed: 'The new e-mail address has been confirmed. The next sign-in code is sent to this address.',
    emailConfirmInvalid: 'The e-mail confirmation link is invalid or has expired.',
    bahasaSaved: 'Display language saved: English.',
    uploadFailed: 'The file could not be uploaded. Please try again.',
  },
);

/** Texts of the e-mails (subject, HTML and plain text share these). */
export const MAIL_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    brand: 'SKPI Portfolio',
    otpSubject: 'Your SKPI sign-in code',
    otpIntro: 'Use the following code to sign in to SKPI Portfolio:',
    otpValidity: 'This code is valid for 10 minutes and can be used only once.',
    activationSubject: 'Activate your SKPI account',
    activationIntro: 'Thank you for registering. Click the link below to verify your e-mail and complete your personal details:',
    activationIntroCreated: (nim, needsPassword) =>
      `Your program admin has created an SKPI Portfolio account for you with the student ID (NIM) ${nim}. Click the link below to verify your e-mail${
        needsPassword ? ', create a password' : ''
      } and complete your personal details:`,
    activationIntroResend:
      'Here is the activation link for your SKPI Portfolio account. Click the link below to verify your e-mail and complete your personal details:',
    activationButton: 'Activate Account',
    activationValidity: 'This link is valid for 7 days.',
    resetSubject: 'Reset your SKPI password',
    resetIntro: 'We received a request to change the password of your account. Click the link below to create a new password:',
    resetButton: 'Change Password',
    resetValidity: 'This link is valid for 60 minutes and can be used only once.',
    emailConfirmSubject: 'Confirm your new SKPI e-mail address',
    emailConfirmIntro:
      'This address was entered as the new e-mail of your SKPI account. Click the link below to confirm it; until then sign-in codes are still sent to the old address:',
    emailConfirmButton: 'Confirm E-mail',
    emailConfirmValidity: 'This link is valid for 24 hours and can be used only once.',
    ignore: 'If you did not ask for this e-mail, you can ignore it.',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  },
);

/** Texts the same in both languages: the fixed English words users and scripts know (the screens' own listed beside them). */
export const SAME_IN_BOTH = ['AUTH_SPEC_MSG.loggingIn'];
