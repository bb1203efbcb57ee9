/**
 * The student's portfolios and the catalog they are written against (rubrics, sub-rubrics,
 * internal activities): the rules the server enforces, in Indonesian (ours;
 * docs/decisions/0015-student-portfolios.md).
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';
export const PORTOFOLIO_MSG = {
  portfolioNotOwner: 'Anda hanya dapat mengakses portofolio milik Anda sendiri.',
  portfolioNotFound: 'Portofolio tidak ditemukan.',
  portfolioNimMismatch: 'NIM tidak sesuai dengan alamat portofolio.',
  portfolioLocked: 'Portofolio tidak dapat diubah selama pengajuan SKPI menunggu. Batalkan pengajuan untuk mengubahnya.',
  portfolioVerifiedNoDelete: 'Portofolio yang sudah terverifikasi tidak dapat dihapus.',
  portfolioHidden: 'Portofolio disembunyikan',
  portfolioShown: 'Portofolio ditampilkan',
  portfolioPointsInvalid: 'Poin SKP harus bilangan bulat lebih dari 0',
  anakRubrikNotFound: 'Anak rubrik tidak ditemukan.',
  anakRubrikOtherProdi: 'Anak rubrik ini bukan milik program studi Anda.',
  kegiatanNotFound: 'Kegiatan internal tidak ditemukan.',
  kegiatanOtherAnak: 'Kegiatan internal ini bukan bagian dari anak rubrik yang dipilih.',
  rubrikNotFound: 'Rubrik tidak ditemukan.',
  bidangPortofolioNotFound: 'Bidang portofolio tidak ditemukan.',
  catalogOtherProdi: 'Anda hanya dapat melihat rubrik program studi Anda sendiri.',
} as const;

/** Points above the sub-rubric's maximum (`bobot_maksimal_skp_tiap_portofolio`). */
export const portfolioPointsOverMax = (max: number) => `Maksimal ${max} poin SKP untuk setiap portofolio pada anak rubrik ini`;

/**
 * The student's portfolio screen (/user/portofolio): the fixed labels students know (columns,
 * statuses, 'Pilih Semua') and ours (docs/decisions/0015-student-portfolios.md).
 */
export const PORTOFOLIO_SCREEN_MSG = {
  pageTitle: 'Portofolio',
  // Field (bidang) choice
  bidangTitle: 'Pilih Bidang Portofolio',
  bidangDesc: 'Pilih satu bidang untuk melihat dan menambah portofolio, atau Pilih Semua untuk melihat seluruh portofolio.',
  pilihSemua: 'Pilih Semua',
  semuaBidang: 'Semua Bidang',
  semuaBidangInggris: 'All Fields',
  jumlahPortofolio: 'Jumlah Portofolio',
  totalSkp: 'Total SKP',
  totalSkpHint: 'terverifikasi',
  bidangEmpty: 'Belum ada bidang portofolio.',
  // Table
  colNo: 'No',
  colJudul: 'Judul',
  colAnakRubrik: 'Anak Rubrik',
  colSkp: 'SKP',
  colTanggal: 'Tanggal',
  colStatus: 'Status Verifikasi',
  colDitampilkan: 'Ditampilkan',
  colOpsi: 'Opsi',
  tableEmpty: 'Belum ada portofolio.',
  tambah: 'Tambah',
  tutup: 'Tutup',
  tutupLabel: 'Tutup daftar portofolio, kembali ke pilihan bidang',
  statusMenunggu: 'Menunggu',
  statusTerverifikasi: 'Terverifikasi',
  statusDiubah: 'Diubah',
  statusTertolak: 'Tertolak',
  statusUnknown: '...',
  actionView: 'Lihat PDF',
  actionEdit: 'Ubah',
  actionDelete: 'Hapus',
  actionHide: 'Sembunyikan',
  actionShow: 'Tampilkan',
  // Delete confirmation
  deleteTitle: 'Hapus Portofolio',
  deleteBody: 'Portofolio berikut akan dihapus beserta dokumennya. Lanjutkan?',
  batal: 'Batal',
  hapus: 'Hapus',
  // PDF viewer
  viewerTitle: 'Bukti Portofolio',
  viewerFrame: 'Dokumen PDF bukti portofolio',
  download: 'Unduh PDF',
  // Add / edit dialog
  addTitle: 'Tambah Portofolio',
  editTitle: 'Ubah Portofolio',
  fieldBidang: 'Bidang Portofolio',
  fieldRubrik: 'Rubrik',
  fieldAnakRubrik: 'Anak Rubrik',
  fieldJenis: 'Jenis Portofolio',
  jenisEksternal: 'Eksternal',
  jenisEksternalDesc: 'Kegiatan di luar kampus: isi data dan unggah bukti PDF.',
  jenisInternal: 'Internal',
  jenisInternalDesc: 'Kegiatan internal kampus yang terdaftar pada anak rubrik.',
  fieldKegiatan: 'Kegiatan Internal',
  kegiatanEmpty: 'Belum ada kegiatan internal pada anak rubrik ini.',
  chooseAnakFirst: 'Pilih anak rubrik terlebih dahulu',
  fieldJudul: 'Judul',
  fieldJudulInggris: 'Judul (Bahasa Inggris)',
  optional: 'opsional',
  fieldTanggal: 'Tanggal Terbit',
  fieldBukti: 'Bukti (PDF)',
  // a getter: a template of another module's constant would keep this whole object in every Lambda
  get buktiHint() {
    return `Satu file PDF, maksimal ${UPLOAD_LIMIT}.`;
  },
  buktiKeep: 'Dokumen saat ini tetap dipakai bila tidak memilih file baru.',
  buktiCurrent: 'Lihat dokumen saat ini',
  buktiInternal: 'Bukti kegiatan internal mengikuti dokumen kegiatan.',
  chooseFile: 'Pilih file PDF',
  fieldPoin: 'Poin SKP',
  kirim: 'Tambah',
  update: 'Simpan',
} as const;

/** 'Poin SKP (maks. 15)': the points label with the chosen sub-rubric's maximum (not enforced by the form). */
export const pointsLabel = (max: number | null) =>
  max === null ? PORTOFOLIO_SCREEN_MSG.fieldPoin : `${PORTOFOLIO_SCREEN_MSG.fieldPoin} (maks. ${max})`;
/** 'Tanggal: 15-05-2024': the chosen date, written DD-MM-YYYY. */
export const chosenDate = (ddmmyyyy: string) => `Tanggal: ${ddmmyyyy}`;

/**
 * The portfolio list's state and the reasons an action is off (ours, beside the fixed column
 * labels): the show/hide control says what the row is ('Ditampilkan' / 'Disembunyikan'),
 * the verifier's note opens from the status, the row's actions sit in one menu.
 */
export const PORTOFOLIO_ROW_MSG = {
  shownState: 'Ditampilkan',
  hiddenState: 'Disembunyikan',
  catatanOpen: 'Lihat catatan',
  noDocument: 'Portofolio ini belum memiliki dokumen.',
} as const;

/** The row menu's name, read by screen readers: 'Opsi Juara 2 Gemastik'. */
export const portofolioRowMenu = (judul: string) => `Opsi ${judul}`;
