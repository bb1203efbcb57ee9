/**
 * The bulk import of students (our own addition):
 * every text is ours. Refusals of a whole file and of single rows, the dialog's labels.
 */

import { englishCount } from './english-count';
import { bilingual, twin } from './language';

/** API refusals and results of the import routes, by key (spread into MSG). */
export const IMPOR_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    imporFileRequired: 'Choose the CSV or Excel file to import.',
    imporNotText: 'The file is not a UTF-8 encoded CSV. Save it again as "CSV UTF-8" and upload it again.',
    imporNotWorkbook: 'The Excel file cannot be read. Save it again as .xlsx (Excel Workbook) or CSV UTF-8 and upload it again.',
    imporEmpty: 'The file has no data rows.',
    imporUnpackedTooLarge:
      'The content of the Excel file is too large once opened (more than 20 MB). Split the file into several parts or save it as CSV UTF-8.',
    imporFileChanged: 'The import file changed after it was checked. Upload the file and check it again.',
    imporTooManyRows: 'At most 10,000 rows in one import. Split the file into several parts.',
    imporNothingToCreate: 'No row can be created. Correct the refused rows and upload the file again.',
    imporChecked: 'The file was checked.',
    imporStarted: 'The import has started. The accounts are being created in the background.',
    imporJobNotFound: 'Import job not found.',
    imporJobFailed: 'The import failed. Please try again.',
    imporJobStarterNotAllowed: 'Import stopped: the account that started it is no longer an active admin. No account was created.',
    imporNimRequired: 'The NIM is required.',
    imporNimNumeric: 'The NIM must be a number (at most 30 digits).',
    imporNamaRequired: 'The name is required.',
    imporNamaTooLong: 'The name may be at most 100 characters.',
    imporNamaIllegal: 'The name may contain only letters, spaces and apostrophes.',
    imporEmailInvalid: 'The e-mail is not valid.',
    imporNimTaken: 'The NIM is already registered.',
    imporEmailTaken: 'The e-mail is already registered.',
    imporProdiUnknown: 'Unknown study program (write the study program\'s id, name, or "name (level)").',
    imporProdiAmbiguous: 'The study program name is used for more than one level: write "name (level)" or the study program\'s id.',
    imporProdiInactive: 'The study program does not accept new students (inactive).',
    imporProdiOutOfScope: 'You can only import students of your own study program.',
  },
);

/**
 * The columns a file must have (any order; header names compared without case, spaces, '-' and '_').
 * The same in English: they are the header names the import reads (functions/domain/impor/csv.ts),
 * so the English template writes the names every file, old and new, is read by.
 */
export const IMPOR_COLUMNS_MSG = /* @__PURE__ */ bilingual(['NIM', 'nama', 'e-mail', 'program', 'tahun masuk'] as const, [
  'NIM',
  'nama',
  'e-mail',
  'program',
  'tahun masuk',
]);

/** 422: the header lacks these columns. */
export const imporMissingColumns = /* @__PURE__ */ twin(
  (columns: readonly string[]) => `Kolom berikut tidak ada di baris judul: ${columns.join(', ')}. Gunakan template impor.`,
  (columns) => `The header row lacks ${columns.length === 1 ? 'this column' : 'these columns'}: ${columns.join(', ')}. Use the import template.`,
);
/** A refused row's reason: a year out of range. */
export const imporTahunInvalid = /* @__PURE__ */ twin(
  (first: number, last: number) => `Tahun masuk harus berupa tahun ${first} sampai ${last}.`,
  (first, last) => `The year of entry must be a year from ${first} to ${last}.`,
);
/** A refused row's reason: the same NIM or e-mail on an earlier line of the file. */
export const imporDuplicateNim = /* @__PURE__ */ twin(
  (line: number) => `NIM ganda di dalam file (sama dengan baris ${line}).`,
  (line) => `Duplicate NIM in the file (the same as line ${line}).`,
);
export const imporDuplicateEmail = /* @__PURE__ */ twin(
  (line: number) => `E-mail ganda di dalam file (sama dengan baris ${line}).`,
  (line) => `Duplicate e-mail in the file (the same as line ${line}).`,
);
/** The job's label: the file's name, or the count. */
export const imporJobLabel = /* @__PURE__ */ twin(
  (rows: number) => `Impor ${rows} mahasiswa`,
  (rows) => `Import of ${englishCount(rows, 'student', 'students')}`,
);

/**
 * Texts the same in both languages: the column names the import reads (an uploaded file keeps
 * them whatever its uploader's language), the NIM, and the template's example values but its
 * addresses (a NIM, a person's name, a program as recorded, a year).
 */
export const SAME_IN_BOTH = ['IMPOR_COLUMNS_MSG.0', 'IMPOR_COLUMNS_MSG.1', 'IMPOR_COLUMNS_MSG.2', 'IMPOR_COLUMNS_MSG.3', 'IMPOR_COLUMNS_MSG.4'];
