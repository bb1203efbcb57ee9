/**
 * The bulk import of students (our own addition):
 * every text is ours. Refusals of a whole file and of single rows, the dialog's labels.
 */

import { UPLOAD_LIMIT } from '../domain/storage-size';

/** API refusals and results of the import routes, by key (spread into MSG). */
export const IMPOR_MSG = {
  uploadWrongCsvType: 'Tipe file yang diupload tidak sesuai! Tipe file yang diterima csv, xlsx',
  imporFileRequired: 'Pilih file CSV atau Excel yang akan diimpor.',
  imporNotText: 'File bukan CSV berenkode UTF-8. Simpan ulang sebagai "CSV UTF-8" lalu unggah kembali.',
  imporNotWorkbook: 'File Excel tidak dapat dibaca. Simpan ulang sebagai .xlsx (Excel Workbook) atau CSV UTF-8 lalu unggah kembali.',
  imporEmpty: 'File tidak berisi baris data.',
  imporUnpackedTooLarge:
    'Isi file Excel terlalu besar setelah dibuka (lebih dari 20 MB). Bagi file menjadi beberapa bagian atau simpan sebagai CSV UTF-8.',
  imporFileChanged: 'File impor berubah setelah diperiksa. Unggah dan periksa ulang file tersebut.',
  imporTooManyRows: 'Paling banyak 10.000 baris dalam satu impor. Bagi file menjadi beberapa bagian.',
  imporNothingToCreate: 'Tidak ada baris yang dapat dibuat. Perbaiki baris yang ditolak lalu unggah kembali.',
  imporChecked: 'File berhasil diperiksa.',
  imporStarted: 'Impor dimulai. Akun dibuat di latar belakang.',
  imporJobNotFound: 'Pekerjaan impor tidak ditemukan.',
  imporJobFailed: 'Impor gagal. Silakan coba lagi.',
  imporJobStarterNotAllowed: 'Impor dihentikan: akun yang memulainya tidak lagi aktif sebagai admin. Tidak ada akun yang dibuat.',
  // reasons of a refused row
  imporNimRequired: 'NIM wajib diisi.',
  imporNimNumeric: 'NIM harus berupa angka (paling banyak 30 digit).',
  imporNamaRequired: 'Nama wajib diisi.',
  imporNamaTooLong: 'Nama paling banyak 100 karakter.',
  imporNamaIllegal: 'Nama hanya boleh berisi huruf, spasi dan tanda petik.',
  imporEmailInvalid: 'E-mail tidak valid.',
  imporNimTaken: 'NIM sudah terdaftar.',
  imporEmailTaken: 'E-mail sudah terdaftar.',
  imporProdiUnknown: 'Program studi tidak dikenal (tulis id, nama, atau "nama (jenjang)" program studi).',
  imporProdiAmbiguous: 'Nama program studi dipakai lebih dari satu jenjang: tulis "nama (jenjang)" atau id program studi.',
  imporProdiInactive: 'Program studi tidak menerima mahasiswa baru (tidak aktif).',
  imporProdiOutOfScope: 'Anda hanya dapat mengimpor mahasiswa program studi Anda sendiri.',
} as const;

/** The columns a file must have (any order; header names compared without case, spaces, '-' and '_'). */
export const IMPOR_COLUMNS_MSG = ['NIM', 'nama', 'e-mail', 'program', 'tahun masuk'] as const;

/** 422: the header lacks these columns. */
export const imporMissingColumns = (columns: readonly string[]) =>
  `Kolom berikut tidak ada di baris judul: ${columns.join(', ')}. Gunakan template impor.`;
/** A refused row's reason: a year out of range. */
export const imporTahunInvalid = (first: number, last: number) => `Tahun masuk harus berupa tahun ${first} sampai ${last}.`;
/** A refused row's reason: the same NIM or e-mail on an earlier line of the file. */
export const imporDuplicateNim = (line: number) => `NIM ganda di dalam file (sama dengan baris ${line}).`;
export const imporDuplicateEmail = (line: number) => `E-mail ganda di dalam file (sama dengan baris ${line}).`;
/** The job's label: the file's name, or the count. */
export const imporJobLabel = (rows: number) => `Impor ${rows} mahasiswa`;

/** The import dialog (ImporDialog). */
export const IMPOR_SCREEN_MSG = {
  title: 'Impor mahasiswa',
  description: 'Unggah file CSV atau Excel (.xlsx) berisi kolom NIM, nama, e-mail, program, tahun masuk. Setiap mahasiswa menerima e-mail aktivasi.',
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
} as const;

/** The progress bar's additional text. */
export const imporProgress = (done: number, total: number) => `${done} dari ${total} baris`;
/** The result line of the dialog. */
export const imporResult = (created: number, refused: number) => `${created} akun dibuat, ${refused} baris ditolak.`;
/** The template's example rows (the dialog builds the CSV from IMPOR_COLUMNS_MSG and these). */
export const IMPOR_TEMPLATE_MSG = [
  ['2201001', 'Budi Santoso', 'budi.santoso@contoh.ac.id', 'Teknik Informatika (S1)', '2022'],
  ['2201002', 'Siti Aminah', 'siti.aminah@contoh.ac.id', '1', '2022'],
] as const;
