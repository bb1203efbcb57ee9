/**
 * The admin dashboard /admin/dashboard: its cards, the opsi and detail dialogs, the charts' names. The
 * cards, the four options and the 'Admin Prodi' table keep the names users know; the other labels are ours. Every
 * text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
export const STATISTIK_MSG = {
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
} as const;

/** Indonesian weekday names, Sunday first (Date#getUTCDay order). */
export const HARI_MSG = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
/** Their abbreviations, for the narrow screen's axis. */
export const HARI_SINGKAT_MSG = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'] as const;
/** Indonesian month abbreviations, January first. */
export const BULAN_SINGKAT_MSG = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const;

/** 'Diukur pada 23-11-2026'. */
export const diukurPada = (date: string) => `Diukur pada ${date}`;
/** '1,2 GB dari 50 GB terpakai'. */
export const storageOf = (used: string, total: string) => `${used} dari ${total} terpakai`;
/** Under the number waiting: 'dari 340 portofolio'. */
export const portofolioOf = (total: string) => `dari ${total} portofolio`;
/** The headline of the achievement card: 'Rata-rata 42%'. */
export const capaianAverage = (percent: string) => `Rata-rata ${percent}`;
/** A detail row's '12 / 40'. */
export const memenuhiOf = (memenuhi: string, total: string) => `${memenuhi} / ${total}`;
/** The accessible name of a card's program select: 'Program studi untuk Kelulusan'. */
export const prodiSelectOf = (card: string) => `Program studi untuk ${card}`;
