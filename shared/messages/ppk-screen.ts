/**
 * The internal activities page's texts (/admin/kegiatan-internal, PPK).
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';
import { englishCount } from './english-count';
import { bilingual, twin } from './language';

/** The internal-activity screen (/admin/kegiatan-internal): the fixed labels users know and ours. */
export const PPK_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
    tableTitle: 'Daftar Kegiatan Internal',
    colId: 'ID',
    colJudul: 'Nama Kegiatan',
    colJudulInggris: 'Activity Name',
    colAnakRubrik: 'Sub-Rubrik',
    colSkp: 'SKP',
    colTanggal: 'Tanggal',
    colOpsi: 'Opsi',
    tambah: 'Tambah',
    ubah: 'Ubah',
    hapus: 'Hapus',
    lihatPdf: 'Lihat PDF',
    empty: 'Belum ada kegiatan internal pada program studi ini.',
    addTitle: 'Tambah Kegiatan Internal',
    editTitle: 'Ubah Kegiatan Internal',
    fieldBidang: 'Bidang Portofolio',
    fieldRubrik: 'Rubrik',
    fieldAnakRubrik: 'Sub-Rubrik',
    fieldJudul: 'Nama Kegiatan',
    fieldJudulInggris: 'Activity Name',
    fieldTanggal: 'Tanggal Terbit',
    fieldDokumen: 'Dokumen Kegiatan (PDF)',
    // a getter: a template of another module's constant would keep this whole object in every Lambda
    get dokumenHint() {
      return `Satu file PDF, maksimal ${UPLOAD_LIMIT}.`;
    },
    dokumenKeep: 'Biarkan kosong untuk tetap memakai dokumen saat ini.',
    dokumenCurrent: 'Lihat dokumen saat ini',
    deleteBody: 'Kegiatan ini akan dihapus beserta dokumennya.',
    pdfTitle: 'Dokumen Kegiatan',
    chosenBy: (count: number) => `Dipilih oleh ${count} portofolio mahasiswa.`,
  } as const,
  {
    tableTitle: 'Internal Activities',
    colId: 'ID',
    colJudul: 'Activity Name (Indonesian)',
    colJudulInggris: 'Activity Name (English)',
    colAnakRubrik: 'Sub-Rubric',
    colSkp: 'SKP',
    colTanggal: 'Date',
    colOpsi: 'Options',
    tambah: 'Add',
    ubah: 'Edit',
    hapus: 'Delete',
    lihatPdf: 'View PDF',
    empty: 'This study program has no internal activities yet.',
    addTitle: 'Add Internal Activity',
    editTitle: 'Edit Internal Activity',
    fieldBidang: 'Portfolio Field',
    fieldRubrik: 'Rubric',
    fieldAnakRubrik: 'Sub-Rubric',
    fieldJudul: 'Activity Name (Indonesian)',
    fieldJudulInggris: 'Activity Name (English)',
    fieldTanggal: 'Issue Date',
    fieldDokumen: 'Activity Document (PDF)',
    get dokumenHint() {
      return `One PDF file, at most ${UPLOAD_LIMIT}.`;
    },
    dokumenKeep: 'Leave empty to keep the current document.',
    dokumenCurrent: 'View the current document',
    deleteBody: 'This activity will be deleted together with its document.',
    pdfTitle: 'Activity Document',
    chosenBy: (count) => `Chosen by ${englishCount(count, 'student portfolio', 'student portfolios')}.`,
  },
);

/** The accessible name of a chosen file's remove button. */
export const removeFileLabel = /* @__PURE__ */ twin(
  (name: string) => `Hapus file ${name}`,
  (name) => `Remove file ${name}`,
);

/** Texts the same in both languages. */
export const SAME_IN_BOTH = ['PPK_SCREEN_MSG.colId', 'PPK_SCREEN_MSG.colSkp'];
