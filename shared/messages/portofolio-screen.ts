/**
 * The student's portfolio pages' texts: the list, the form, the rows' menus.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';
import { bilingual, twin } from './language';

/**
 * The student's portfolio screen (/user/portofolio): the fixed labels students know (columns,
 * statuses, 'Pilih Semua') and ours (docs/decisions/0015-student-portfolios.md).
 */
export const PORTOFOLIO_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    bidangTitle: 'Choose a Portfolio Field',
    bidangDesc: 'Choose a field to see and add portfolios, or Select All to see every portfolio.',
    pilihSemua: 'Select All',
    semuaBidang: 'All Fields',
    semuaBidangInggris: 'All Fields',
    jumlahPortofolio: 'Number of Portfolios',
    totalSkp: 'Total SKP',
    totalSkpHint: 'verified',
    bidangEmpty: 'No portfolio fields yet.',
    colNo: 'No.',
    colJudul: 'Title',
    colAnakRubrik: 'Sub-rubric',
    colSkp: 'SKP',
    colTanggal: 'Date',
    colStatus: 'Verification Status',
    colDitampilkan: 'Shown',
    colOpsi: 'Options',
    tableEmpty: 'No portfolios yet.',
    tambah: 'Add',
    tutup: 'Close',
    tutupLabel: 'Close the portfolio list and go back to the choice of field',
    statusMenunggu: 'Pending',
    statusTerverifikasi: 'Verified',
    statusDiubah: 'Changed',
    statusTertolak: 'Rejected',
    statusUnknown: '...',
    actionView: 'View PDF',
    actionEdit: 'Edit',
    actionDelete: 'Delete',
    actionHide: 'Hide',
    actionShow: 'Show',
    deleteTitle: 'Delete Portfolio',
    deleteBody: 'The following portfolio will be deleted with its document. Continue?',
    batal: 'Cancel',
    hapus: 'Delete',
    viewerTitle: 'Portfolio Evidence',
    viewerFrame: 'PDF document of the portfolio evidence',
    download: 'Download PDF',
    addTitle: 'Add Portfolio',
    editTitle: 'Edit Portfolio',
    fieldBidang: 'Portfolio Field',
    fieldRubrik: 'Rubric',
    fieldAnakRubrik: 'Sub-rubric',
    fieldJenis: 'Portfolio Type',
    jenisEksternal: 'External',
    jenisEksternalDesc: 'An activity outside the campus: fill in the details and upload PDF evidence.',
    jenisInternal: 'Internal',
    jenisInternalDesc: 'A campus activity registered under the sub-rubric.',
    fieldKegiatan: 'Internal Activity',
    kegiatanEmpty: 'No internal activities under this sub-rubric yet.',
    chooseAnakFirst: 'Choose a sub-rubric first',
    fieldJudul: 'Title',
    fieldJudulInggris: 'Title (English)',
    optional: 'optional',
    fieldTanggal: 'Date Issued',
    fieldBukti: 'Evidence (PDF)',
    get buktiHint() {
      return `One PDF file, at most ${UPLOAD_LIMIT}.`;
    },
    buktiKeep: 'The current document stays in use if you choose no new file.',
    buktiCurrent: 'View the current document',
    buktiInternal: "An internal activity's evidence is the activity's document.",
    chooseFile: 'Choose a PDF file',
    fieldPoin: 'SKP Points',
    kirim: 'Add',
    update: 'Save',
  },
);

/** 'Poin SKP (maks. 15)': the points label with the chosen sub-rubric's maximum (not enforced by the form). */
export const pointsLabel = /* @__PURE__ */ twin(
  (max: number | null) => (max === null ? PORTOFOLIO_SCREEN_MSG.fieldPoin : `${PORTOFOLIO_SCREEN_MSG.fieldPoin} (maks. ${max})`),
  (max) => (max === null ? PORTOFOLIO_SCREEN_MSG.fieldPoin : `${PORTOFOLIO_SCREEN_MSG.fieldPoin} (max. ${max})`),
);
/** 'Tanggal: 15-05-2024': the chosen date, written DD-MM-YYYY. */
export const chosenDate = /* @__PURE__ */ twin(
  (ddmmyyyy: string) => `Tanggal: ${ddmmyyyy}`,
  (ddmmyyyy) => `Date: ${ddmmyyyy}`,
);

/**
 * The portfolio list's state and the reasons an action is off (ours, beside the fixed column
 * labels): the show/hide control says what the row is ('Ditampilkan' / 'Disembunyikan'),
 * the verifier's note opens from the status, the row's actions sit in one menu.
 */
export const PORTOFOLIO_ROW_MSG = /* @__PURE__ */ bilingual(
  {
    shownState: 'Ditampilkan',
    hiddenState: 'Disembunyikan',
    catatanOpen: 'Lihat catatan',
    noDocument: 'Portofolio ini belum memiliki dokumen.',
  } as const,
  {
    shownState: 'Shown',
    hiddenState: 'Hidden',
    catatanOpen: 'View note',
    noDocument: 'This portfolio has no document yet.',
  },
);

/** Texts the same in both languages. */
export const SAME_IN_BOTH = [
  'PORTOFOLIO_SCREEN_MSG.semuaBidangInggris',
  'PORTOFOLIO_SCREEN_MSG.totalSkp',
  'PORTOFOLIO_SCREEN_MSG.colSkp',
  'PORTOFOLIO_SCREEN_MSG.statusUnknown',
  'PORTOFOLIO_SCREEN_MSG.jenisInternal',
];
