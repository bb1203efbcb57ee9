/**
 * The bulk student import's screen texts: the dialog, its progress and result, the template's notes.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';
import { englishCount } from './english-count';
import { bilingual, twin } from './language';

/** The import dialog (ImporDialog). */
export const IMPOR_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
    title: 'Impor mahasiswa',
    description:
      'Unggah file CSV atau Excel (.xlsx) berisi kolom NIM, nama, e-mail, program, tahun masuk. Setiap mahasiswa menerima e-mail aktivasi.',
    file: 'File CSV atau Excel',
    // a getter: a template of another module's constant would keep this whole object in every Lambda
    get fileConstraint() {
      return `CSV UTF-8 (pemisah koma atau titik koma) atau Excel .xlsx (lembar pertama), paling besar ${UPLOAD_LIMIT}.`;
    },
    template: 'Unduh template',
    templateFile: 'template-impor-mahasiswa.csv',
    check: 'Periksa',
    checking: 'Memeriksa file…',
    confirm: 'Konfirmasi',
    close: 'Selesai',
    cancel: 'Batal',
    again: 'Impor file lain',
    rows: 'Baris data',
    willCreate: 'Akan dibuat',
    refused: 'Ditolak',
    created: 'Dibuat',
    refusedTitle: 'Baris yang ditolak',
    refusedNone: 'Tidak ada baris yang ditolak.',
    colLine: 'Baris',
    colNim: 'NIM',
    colReason: 'Alasan',
    progress: 'Membuat akun',
    done: 'Impor selesai.',
    failed: 'Impor gagal.',
  } as const,
  {
    title: 'Import students',
    description:
      'Upload a CSV or Excel (.xlsx) file with the columns NIM, nama, e-mail, program, tahun masuk (year of entry). Each student receives an activation e-mail.',
    file: 'CSV or Excel file',
    get fileConstraint() {
      return `CSV UTF-8 (comma or semicolon separated) or Excel .xlsx (first sheet), at most ${UPLOAD_LIMIT}.`;
    },
    template: 'Download template',
    templateFile: 'student-import-template.csv',
    check: 'Check',
    checking: 'Checking the file…',
    confirm: 'Confirm',
    close: 'Done',
    cancel: 'Cancel',
    again: 'Import another file',
    rows: 'Data rows',
    willCreate: 'To be created',
    refused: 'Refused',
    created: 'Created',
    refusedTitle: 'Refused rows',
    refusedNone: 'No rows were refused.',
    colLine: 'Row',
    colNim: 'NIM',
    colReason: 'Reason',
    progress: 'Creating accounts',
    done: 'Import finished.',
    failed: 'The import failed.',
  },
);

/** The progress bar's additional text. */
export const imporProgress = /* @__PURE__ */ twin(
  (done: number, total: number) => `${done} dari ${total} baris`,
  (done, total) => `${done} of ${englishCount(total, 'row', 'rows')}`,
);
/** The result line of the dialog. */
export const imporResult = /* @__PURE__ */ twin(
  (created: number, refused: number) => `${created} akun dibuat, ${refused} baris ditolak.`,
  (created, refused) => `${englishCount(created, 'account', 'accounts')} created, ${englishCount(refused, 'row', 'rows')} refused.`,
);
/**
 * The template's example rows (the dialog builds the CSV from IMPOR_COLUMNS_MSG and these). In
 * English only the example addresses change: a program is written as the university records it.
 */
export const IMPOR_TEMPLATE_MSG = /* @__PURE__ */ bilingual(
  [
    ['2201001', 'Budi Santoso', 'budi.santoso@contoh.ac.id', 'Teknik Informatika (S1)', '2022'],
    ['2201002', 'Siti Aminah', 'siti.aminah@contoh.ac.id', '1', '2022'],
  ] as const,
  [
    ['2201001', 'Budi Santoso', 'budi.santoso@example.ac.id', 'Teknik Informatika (S1)', '2022'],
    ['2201002', 'Siti Aminah', 'siti.aminah@example.ac.id', '1', '2022'],
  ],
);

/** Texts the same in both languages. */
export const SAME_IN_BOTH = [
  'IMPOR_SCREEN_MSG.colNim',
  'IMPOR_TEMPLATE_MSG.0.0',
  'IMPOR_TEMPLATE_MSG.0.1',
  'IMPOR_TEMPLATE_MSG.0.3',
  'IMPOR_TEMPLATE_MSG.0.4',
  'IMPOR_TEMPLATE_MSG.1.0',
  'IMPOR_TEMPLATE_MSG.1.1',
  'IMPOR_TEMPLATE_MSG.1.3',
  'IMPOR_TEMPLATE_MSG.1.4',
];
