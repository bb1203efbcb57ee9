/**
 * The student's SKPI request, checklist and uploaded SKPI. The fixed catalogue texts (skpiRequested,
 * skpiCancelled) live in mahasiswa.ts; these are ours. Every text is defined once in
 * shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';

/** Server answers of the SKPI request routes. */
export const SKPI_MSG = {
  skpiAlreadyRequested: 'SKPI sudah diajukan.',
  skpiNoRequest: 'Belum ada pengajuan SKPI.',
  skpiAcceptedNoCancel: 'Pengajuan SKPI sudah diterima dan tidak dapat dibatalkan.',
  skpiUploaded: 'SKPI berhasil diunggah!',
  skpiUploadNotAccepted: 'SKPI dapat diunggah setelah pengajuan SKPI diterima.',
  skpiNoProdi: 'Mahasiswa ini belum terdaftar pada program studi, sehingga SKPI-nya belum dapat disusun.',
  skpiNoUniversitas: 'Data universitas belum diisi. Lengkapi data universitas sebelum menyusun SKPI.',
} as const;

/** Refusals of an SKPI number format (shared/domain/skpi-number.ts; the super admin's setting). */
export const SKPI_NUMBER_MSG = {
  skpiNumberFormatLength: 'Format nomor SKPI paling panjang 100 karakter.',
  skpiNumberFormatBraces: 'Kurung kurawal pada format nomor SKPI tidak berpasangan.',
  skpiNumberFormatNoUrut: 'Format nomor SKPI harus memuat {urut}.',
  skpiNumberFormatNotUnique:
    'Format nomor SKPI harus memuat {kode_fakultas} dan {tahun}: nomor urut dimulai kembali di setiap fakultas setiap tahun, sehingga tanpa keduanya satu nomor dapat terbit dua kali.',
} as const;

/** 'Penanda yang tidak dikenal: {x}': a format naming a placeholder we do not fill. */
export const skpiNumberUnknownPlaceholder = (names: readonly string[], known: readonly string[]) =>
  `Format nomor SKPI memuat penanda yang tidak dikenal: ${names.map((n) => `{${n}}`).join(', ')}. Penanda yang dapat dipakai: ${known
    .map((n) => `{${n}}`)
    .join(', ')}.`;

/** 'Rubrik yang belum terpenuhi: A, B': why a request is refused. */
export const skpiUnmetRubrics = (names: readonly string[]) =>
  `Pengajuan SKPI belum dapat dilakukan. Rubrik yang belum terpenuhi: ${names.join(', ')}`;

/** Labels the checklist answers carry (Terpenuhi / Kurang, word for word; the request states). */
export const SKPI_STATUS_MSG = {
  statusMet: 'Terpenuhi',
  statusUnmet: 'Kurang',
  requestPending: 'Menunggu',
  requestAccepted: 'Diterima',
} as const;

/** The student's SKPI screen /user/skpi; the fixed catalogue texts are in mahasiswa.ts and common.ts. */
export const SKPI_SCREEN_MSG = {
  pageTitle: 'SKPI',
  statusTitle: 'Status Pengajuan SKPI',
  statusLabel: 'Status',
  requestNone: 'Belum diajukan',
  requestButton: 'Ajukan Cetak SKPI',
  cancelButton: 'Batalkan Cetak SKPI',
  acceptedNote: 'Pengajuan SKPI Anda telah diterima.',
  waitingNote: 'Selama pengajuan menunggu, portofolio Anda tidak dapat diubah.',
  requestConfirmTitle: 'Ajukan Cetak SKPI',
  requestConfirmBody:
    'Ajukan cetak SKPI sekarang? Selama pengajuan menunggu, portofolio Anda tidak dapat diubah. Anda dapat membatalkan pengajuan selama belum diterima.',
  cancelConfirmTitle: 'Batalkan Cetak SKPI',
  cancelConfirmBody: 'Batalkan pengajuan cetak SKPI? Portofolio Anda dapat diubah kembali.',
  confirmYes: 'Ya',
  confirmNo: 'Tidak',
  refusedTitle: 'Pengajuan belum dapat dilakukan',
  documentTitle: 'Dokumen SKPI',
  documentLink: 'Lihat SKPI yang diunggah',
  uploadTitle: 'Unggah SKPI',
  uploadDescription: 'Unggah dokumen SKPI yang telah Anda terima.',
  uploadField: 'Dokumen SKPI',
  // a getter: a template of another module's constant would keep this whole object in every Lambda
  get uploadConstraint() {
    return `Satu file PDF, maksimal ${UPLOAD_LIMIT}.`;
  },
  uploadChoose: 'Pilih file',
  uploadButton: 'Unggah SKPI',
  previewButton: 'Pratinjau SKPI',
  previewTitle: 'Pratinjau SKPI',
  previewNote: 'Pratinjau ini bertanda PRATINJAU, tanpa nomor dan kode verifikasi, dan tidak berlaku sebagai SKPI.',
  previewRefusedTitle: 'Pratinjau belum dapat ditampilkan',
  printedNomor: 'Nomor SKPI',
  printedTanggal: 'Tanggal terbit',
  printedDownload: 'Unduh SKPI (PDF)',
  printedVerify: 'Halaman verifikasi SKPI',
  printedVerifyNote: 'Siapa pun yang menerima SKPI Anda dapat memeriksa keasliannya di halaman ini.',
  uploadedTitle: 'SKPI yang diunggah',
} as const;
