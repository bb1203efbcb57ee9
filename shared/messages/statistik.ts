/**
 * The admin dashboard /admin/dashboard: its cards, the opsi and detail dialogs, the charts' names. The
 * cards, the four options and the 'Admin Prodi' table keep the names users know; the other labels are ours. Every
 * text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { bilingual, twin } from './language';

export const STATISTIK_MSG = /* @__PURE__ */ bilingual(
  {
    // every card
    retry: 'Coba lagi',
    // storage (super admin)
    storageTitle: 'Penyimpanan',
    storageUsed: 'Terpakai',
    storageFree: 'Tersisa',
    storageTotal: 'Kuota',
    // student counts and the opsi dialog (its four options)
    mahasiswaTitle: 'Mahasiswa',
    opsiButton: 'Opsi',
    opsiTitle: 'Opsi Jumlah Mahasiswa',
    opsiApply: 'Terapkan',
    opsiCancel: 'Batal',
    opsiMahasiswa: 'Mahasiswa',
    opsiMahasiswaInfo: 'Semua mahasiswa yang terdaftar',
    opsiAktif: 'Aktif',
    opsiAktifInfo: 'Mahasiswa yang belum lulus',
    opsiSkpi: 'SKPI',
    opsiSkpiInfo: 'Mahasiswa aktif yang telah memenuhi poin SKP',
    opsiKelulusan: 'Kelulusan',
    opsiKelulusanInfo: 'Mahasiswa yang telah lulus (total dikurangi yang belum lulus)',
    sedangDihitungUlang: 'Angka capaian sedang dihitung ulang setelah perubahan rubrik.',
    // unverified portfolios
    portofolioTitle: 'Portofolio belum diverifikasi',
    portofolioLink: 'Buka verifikasi portofolio',
    // weekly logins (super admin)
    loginTitle: 'Login mingguan',
    loginChart: 'Jumlah login per hari dalam tujuh hari terakhir, per jenis akun',
    loginY: 'Jumlah login',
    loginX: 'Hari',
    seriesMahasiswa: 'Mahasiswa',
    seriesVerifikator: 'Verifikator',
    seriesAdminJurusan: 'Admin Jurusan',
    seriesSuperAdmin: 'Super Admin',
    seriesPpk: 'PPK',
    // graduation
    kelulusanTitle: 'Kelulusan',
    kelulusanChart: 'Jumlah mahasiswa lulus per bulan dalam dua belas bulan terakhir',
    kelulusanSeries: 'Lulus',
    kelulusanY: 'Mahasiswa lulus',
    kelulusanX: 'Bulan',
    lulusTahunIni: 'Lulus tahun ini',
    totalMahasiswa: 'Total mahasiswa',
    kelulusanEmpty: 'Belum ada mahasiswa yang lulus dalam dua belas bulan terakhir.',
    // average achievement per portfolio category, and its detail dialog
    capaianTitle: 'Capaian rata-rata per bidang portofolio',
    capaianChart: 'Persentase mahasiswa aktif yang memenuhi setiap bidang portofolio',
    capaianSeries: 'Capaian',
    capaianY: 'Persentase',
    capaianX: 'Bidang portofolio',
    capaianDetail: 'Detail',
    capaianDetailTitle: 'Capaian per sub-rubrik',
    capaianDetailClose: 'Tutup',
    colAnakRubrik: 'Sub-rubrik',
    colRubrik: 'Rubrik',
    colProdi: 'Program Studi',
    colMemenuhi: 'Memenuhi / total',
    colPersen: 'Persentase',
    // the 'Admin Prodi' summary
    adminProdiTitle: 'Admin Prodi',
    colTotal: 'Total',
    colBelumDiverifikasi: 'Belum diverifikasi',
  } as const,
  {
    retry: 'Try again',
    storageTitle: 'Storage',
    storageUsed: 'Used',
    storageFree: 'Free',
    storageTotal: 'Quota',
    mahasiswaTitle: 'Students',
    opsiButton: 'Options',
    opsiTitle: 'Student Count Options',
    opsiApply: 'Apply',
    opsiCancel: 'Cancel',
    opsiMahasiswa: 'Students',
    opsiMahasiswaInfo: 'All registered students',
    opsiAktif: 'Active',
    opsiAktifInfo: 'Students who have not graduated',
    opsiSkpi: 'SKPI',
    opsiSkpiInfo: 'Active students who have met the SKP points',
    opsiKelulusan: 'Graduation',
    opsiKelulusanInfo: 'Students who have graduated (the total minus those who have not)',
    sedangDihitungUlang: 'The achievement figures are being recalculated after a rubric change.',
    portofolioTitle: 'Portfolios awaiting verification',
    portofolioLink: 'Open portfolio verification',
    loginTitle: 'Weekly sign-ins',
    loginChart: 'Sign-ins per day over the last seven days, by account type',
    loginY: 'Sign-ins',
    loginX: 'Day',
    seriesMahasiswa: 'Student',
    seriesVerifikator: 'Verifier',
    seriesAdminJurusan: 'Program Admin',
    seriesSuperAdmin: 'Super Admin',
    seriesPpk: 'PPK',
    kelulusanTitle: 'Graduation',
    kelulusanChart: 'Students graduating per month over the last twelve months',
    kelulusanSeries: 'Graduated',
    kelulusanY: 'Students graduated',
    kelulusanX: 'Month',
    lulusTahunIni: 'Graduated this year',
    totalMahasiswa: 'Total students',
    kelulusanEmpty: 'No students have graduated in the last twelve months.',
    capaianTitle: 'Average achievement per portfolio field',
    capaianChart: 'Percentage of active students who meet each portfolio field',
    capaianSeries: 'Achievement',
    capaianY: 'Percentage',
    capaianX: 'Portfolio field',
    capaianDetail: 'Details',
    capaianDetailTitle: 'Achievement per sub-rubric',
    capaianDetailClose: 'Close',
    colAnakRubrik: 'Sub-rubric',
    colRubrik: 'Rubric',
    colProdi: 'Study Program',
    colMemenuhi: 'Meeting / total',
    colPersen: 'Percentage',
    adminProdiTitle: 'Program Admin',
    colTotal: 'Total',
    colBelumDiverifikasi: 'Awaiting verification',
  },
);

/** Weekday names, Sunday first (Date#getUTCDay order). */
export const HARI_MSG = /* @__PURE__ */ bilingual(['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const, [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]);
/** Their abbreviations, for the narrow screen's axis. */
export const HARI_SINGKAT_MSG = /* @__PURE__ */ bilingual(['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'] as const, [
  'Sun',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
]);
/** Month abbreviations, January first. */
export const BULAN_SINGKAT_MSG = /* @__PURE__ */ bilingual(
  ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const,
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
);

/** 'Diukur pada 23-11-2026'. */
export const diukurPada = /* @__PURE__ */ twin(
  (date: string) => `Diukur pada ${date}`,
  (date) => `Measured on ${date}`,
);
/** '1,2 GB dari 50 GB terpakai'. */
export const storageOf = /* @__PURE__ */ twin(
  (used: string, total: string) => `${used} dari ${total} terpakai`,
  (used, total) => `${used} of ${total} used`,
);
/** Under the number waiting: 'dari 340 portofolio'. */
export const portofolioOf = /* @__PURE__ */ twin(
  (total: string) => `dari ${total} portofolio`,
  (total) => `of ${total} ${total === '1' ? 'portfolio' : 'portfolios'}`,
);
/** The headline of the achievement card: 'Rata-rata 42%'. */
export const capaianAverage = /* @__PURE__ */ twin(
  (percent: string) => `Rata-rata ${percent}`,
  (percent) => `Average ${percent}`,
);
/** A detail row's '12 / 40'. */
export const memenuhiOf = (memenuhi: string, total: string) => `${memenuhi} / ${total}`;
/** The accessible name of a card's program select: 'Program studi untuk Kelulusan'. */
export const prodiSelectOf = /* @__PURE__ */ twin(
  (card: string) => `Program studi untuk ${card}`,
  (card) => `Study program for ${card}`,
);

/** Texts the same in both languages: acronyms, role and column names English shares, the month abbreviations both use. */
export const SAME_IN_BOTH = [
  'STATISTIK_MSG.opsiSkpi',
  'STATISTIK_MSG.seriesSuperAdmin',
  'STATISTIK_MSG.seriesPpk',
  'STATISTIK_MSG.colTotal',
  'BULAN_SINGKAT_MSG.0',
  'BULAN_SINGKAT_MSG.1',
  'BULAN_SINGKAT_MSG.2',
  'BULAN_SINGKAT_MSG.3',
  'BULAN_SINGKAT_MSG.5',
  'BULAN_SINGKAT_MSG.6',
  'BULAN_SINGKAT_MSG.8',
  'BULAN_SINGKAT_MSG.10',
];
