/**
 * The refusals of an uploaded file every area shares (its type, an empty, unreadable or missing
 * file), in a catalogue of their own: an area that takes files reads them without the sign-in texts.
 */
import { bilingual } from './language';

export const UPLOAD_MSG = /* @__PURE__ */ bilingual(
  {
    uploadWrongPdfType: 'Tipe file yang diupload tidak sesuai! Tipe file yang diterima pdf',
    uploadWrongCsvType: 'Tipe file yang diupload tidak sesuai! Tipe file yang diterima csv, xlsx',
    uploadPdfUnreadable: 'File PDF rusak atau tidak dapat dibaca. Simpan ulang sebagai PDF lalu unggah kembali.',
    uploadMissing: 'File yang diupload tidak ditemukan atau sudah kedaluwarsa. Silakan unggah ulang.',
    uploadEmpty: 'File yang diupload kosong.',
  } as const,
  {
    uploadWrongPdfType: 'The uploaded file type is not allowed! Accepted file type: pdf',
    uploadWrongCsvType: 'The uploaded file type is not accepted! Accepted file types: csv, xlsx',
    uploadPdfUnreadable: 'The PDF file is damaged or cannot be read. Save it again as a PDF and upload it again.',
    uploadMissing: 'The uploaded file was not found or has expired. Please upload it again.',
    uploadEmpty: 'The uploaded file is empty.',
  },
);
