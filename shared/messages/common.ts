import { bilingual, twin } from './language';

/**
 * Texts every area shares: form validation (the fixed English field messages), general answers, lookups and progress toasts.
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
/** Form validation: the English field messages, word for word as users and scripts know them. */
export const FORM_MSG = /* @__PURE__ */ bilingual(
  {
    // Form validation
    required: 'This field is required',
    mustBeNumber: 'This field must be number',
    chooseOption: 'Please choose one of the options',
    chooseOneOption: 'Please choose one of the option',
    checkBox: 'Please check this box',
    passwordMismatch: 'Password confirmation do not match',
    invalidLink: 'Please enter a valid link',
    invalidPhone: 'Please input a valid phone number',
    illegalName: 'Name cannot contain illegal character',
    // ours: Indonesian
    invalidEmail: 'Masukkan alamat e-mail yang valid',
    nimAlnum: 'NIM hanya boleh berisi huruf dan angka',
    passwordLength: 'Password harus 8 sampai 20 karakter',
    fillCorrectly: 'Mohon mengisi data dengan benar',
    fillCorrectlyForgot: 'Mohon isi data dengan benar',
    invalidDate: 'Tanggal tidak valid',
    /** A value of the wrong kind or shape where no field rule names its own message (shared/validation/zod-messages.ts). */
    invalidValue: 'Isian tidak valid',
    /** A number outside what a field allows, where no field rule names its own message. */
    outOfRange: 'Nilai di luar batas yang diizinkan',
    /** A field the request may not carry (a strict schema's unknown key). */
    unknownField: 'Kolom ini tidak dikenal',
  } as const,
  {
    required: 'This field is required',
    mustBeNumber: 'This field must be number',
    chooseOption: 'Please choose one of the options',
    chooseOneOption: 'Please choose one of the option',
    checkBox: 'Please check this box',
    passwordMismatch: 'Password confirmation do not match',
    invalidLink: 'Please enter a valid link',
    invalidPhone: 'Please input a valid phone number',
    illegalName: 'Name cannot contain illegal character',
    invalidEmail: 'Enter a valid e-mail address',
    nimAlnum: 'The student ID (NIM) may contain only letters and digits',
    passwordLength: 'The password must be 8 to 20 characters long',
    fillCorrectly: 'Please fill in the data correctly',
    fillCorrectlyForgot: 'Please fill in the data correctly',
    invalidDate: 'Invalid date',
    invalidValue: 'Invalid value',
    outOfRange: 'The value is outside the allowed range',
    unknownField: 'This field is not recognised',
  },
);

/** General answers of every area, and the lookups. */
export const GENERAL_MSG = /* @__PURE__ */ bilingual(
  {
    // General
    genericError: 'Terjadi kesalahan!',
    genericErrorPlain: 'Terjadi kesalahan',
    serverError: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    /** A service the API depends on (the database, file storage, e-mail) did not answer (the answer 503). */
    serviceUnavailable: 'Layanan sedang tidak tersedia untuk sementara. Silakan coba lagi dalam beberapa saat.',
    notSignedIn: 'Silakan masuk terlebih dahulu.',
    sessionExpired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    forbidden: 'Anda tidak memiliki akses ke halaman ini.',
    /** A cookie-authenticated change sent by another site (cross-site request forgery). */
    crossSiteRefused: 'Permintaan ditolak: perubahan hanya dapat dikirim dari aplikasi SKPI sendiri.',
    originRefused: 'Permintaan ditolak: layanan SKPI hanya dapat diakses melalui alamat resmi aplikasi.',
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
  } as const,
  {
    genericError: 'Something went wrong!',
    genericErrorPlain: 'Something went wrong',
    serverError: 'Something went wrong on the server. Please try again.',
    serviceUnavailable: 'The service is temporarily unavailable. Please try again in a few moments.',
    notSignedIn: 'Please sign in first.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have access to this page.',
    crossSiteRefused: 'Request refused: changes can only be sent from the SKPI application itself.',
    originRefused: "Request refused: the SKPI service can only be reached through the application's official address.",
    notFound: 'Data not found!',
    routeNotFound: 'The requested address was not found.',
    tooManyRequests: 'Too many attempts. Please try again in a moment.',
    invalidJson: 'The data sent is not in a valid format.',
    requestTooLarge: 'The data sent is too large.',
    conflict: 'The data was changed by another user. Reload and try again.',
    countryNotFound: 'Country not found.',
    provinceNotFound: 'Province not found.',
    facultyNotFound: 'Faculty not found.',
    prodiNotFound: 'Study program not found.',
  },
);

/** Progress toasts: the info toast shown while a write is under way. */
export const PROGRESS_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    loading: 'loading...',
    loadingData: 'Loading data',
    updating: 'Updating...',
    sending: 'Sending..',
    resendingVerification: 'Re-sending verification email',
    memperbarui: 'Updating..',
    mengajukan: 'Submitting..',
    membatalkan: 'Cancelling...',
    memuat: 'Loading..',
    memuatLong: 'Loading...',
    ditemukan: 'Found...',
    adding: 'Adding...',
    deleting: 'Deleting...',
    mengupdate: 'Updating..',
    menambahkan: 'Adding..',
    menghapus: 'Deleting..',
    verifying: 'Verifying..',
    submitting: 'Submitting...',
  },
);

/** 'Maksimal 20 karakter': a text longer than a field allows (server-side bound). */
export const tooLong = /* @__PURE__ */ twin(
  (max: number) => `Maksimal ${max} karakter`,
  (max) => `At most ${max} characters`,
);
/** Too many entries in a list (social media). */
export const tooManySosmed = /* @__PURE__ */ twin(
  (max: number) => `Maksimal ${max} media sosial`,
  (max) => `At most ${max} social media accounts`,
);

/** Texts the same in both languages: the fixed English words users and scripts know word for word. */
export const SAME_IN_BOTH = [
  'FORM_MSG.required',
  'FORM_MSG.mustBeNumber',
  'FORM_MSG.chooseOption',
  'FORM_MSG.chooseOneOption',
  'FORM_MSG.checkBox',
  'FORM_MSG.passwordMismatch',
  'FORM_MSG.invalidLink',
  'FORM_MSG.invalidPhone',
  'FORM_MSG.illegalName',
  'PROGRESS_MSG.loading',
  'PROGRESS_MSG.loadingData',
  'PROGRESS_MSG.updating',
  'PROGRESS_MSG.resendingVerification',
  'PROGRESS_MSG.adding',
  'PROGRESS_MSG.deleting',
  'PROGRESS_MSG.verifying',
  'PROGRESS_MSG.submitting',
];

/** 'Informatika (S1)': a study program with its level, as lists, filters and dialogs show it. */
export const prodiLabel = (nama: string, jenjang: string) => `${nama} (${jenjang})`;
