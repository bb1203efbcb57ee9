/**
 * The name of every page and area, as the menus, the tabs' titles and the pages' headers show it.
 * The route registry, loaded with every page, reads these alone, so no area's screen texts come
 * with the first load.
 */
import { bilingual } from './language';

export const PAGE_NAME_MSG = /* @__PURE__ */ bilingual(
  {
    profile: 'Profil',
    register: 'Registrasi Akun',
    activation: 'Aktivasi Akun',
    otp: 'Verifikasi OTP',
    sso: 'Masuk dengan Akun Kampus',
    forgotPassword: 'Lupa Password',
    resetPassword: 'Buat Password Baru',
    emailConfirm: 'Konfirmasi Email Baru',
    adminProfile: 'Profil Admin',
    mahasiswa: 'Manajemen Mahasiswa',
    pengesahan: 'Menunggu Pengesahan',
    areaPimpinan: 'Pimpinan',
    verifikasi: 'Verifikasi Portofolio',
    universitas: 'Manajemen Universitas',
    prodi: 'Manajemen Prodi',
    portofolio: 'Portofolio',
    staf: 'Manajemen Admin',
    skpi: 'SKPI',
    feeder: 'Sinkronisasi Neo Feeder',
    audit: 'Log Audit',
    cpl: 'Manajemen CPL',
    dashboard: 'Dashboard',
    ppk: 'Kegiatan Internal',
    rubrik: 'Manajemen Rubrik',
    cetak: 'Cetak SKPI',
    keaslian: 'Verifikasi SKPI',
  } as const,
  {
    profile: 'Profile',
    register: 'Account Registration',
    activation: 'Account Activation',
    otp: 'OTP Verification',
    sso: 'Sign in with Campus Account',
    forgotPassword: 'Forgot Password',
    resetPassword: 'Create a New Password',
    emailConfirm: 'Confirm New E-mail',
    adminProfile: 'Admin Profile',
    mahasiswa: 'Student Management',
    pengesahan: 'Awaiting Endorsement',
    areaPimpinan: 'Officials',
    verifikasi: 'Portfolio Verification',
    universitas: 'University Management',
    prodi: 'Study Program Management',
    portofolio: 'Portfolio',
    staf: 'Admin Management',
    skpi: 'SKPI',
    feeder: 'Neo Feeder Sync',
    audit: 'Audit Log',
    cpl: 'Learning Outcomes (CPL)',
    dashboard: 'Dashboard',
    ppk: 'Internal Activities',
    rubrik: 'Rubric Management',
    cetak: 'Print SKPI',
    keaslian: 'SKPI verification',
  },
);

/** Names the same in both languages. */
export const SAME_IN_BOTH = ['PAGE_NAME_MSG.skpi', 'PAGE_NAME_MSG.dashboard'];
