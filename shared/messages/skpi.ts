/**
 * The student's SKPI request, checklist and uploaded SKPI. The fixed catalogue texts (skpiRequested,
 * skpiCancelled) live in mahasiswa.ts; these are ours. Every text is defined once in
 * shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';
import { bilingual, twin } from './language';

/** Server answers of the SKPI request routes. */
export const SKPI_MSG = /* @__PURE__ */ bilingual(
  {
    skpiAlreadyRequested: 'SKPI sudah diajukan.',
    skpiNoRequest: 'Belum ada pengajuan SKPI.',
    skpiAcceptedNoCancel: 'Pengajuan SKPI sudah diterima dan tidak dapat dibatalkan.',
    skpiUploaded: 'SKPI berhasil diunggah!',
    skpiUploadNotAccepted: 'SKPI dapat diunggah setelah pengajuan SKPI diterima.',
    skpiNoProdi: 'Mahasiswa ini belum terdaftar pada program studi, sehingga SKPI-nya belum dapat disusun.',
    skpiNoUniversitas: 'Data universitas belum diisi. Lengkapi data universitas sebelum menyusun SKPI.',
  } as const,
  {
    skpiAlreadyRequested: 'The SKPI has already been requested.',
    skpiNoRequest: 'There is no SKPI request yet.',
    skpiAcceptedNoCancel: 'The SKPI request has already been accepted and cannot be cancelled.',
    skpiUploaded: 'The SKPI was uploaded!',
    skpiUploadNotAccepted: 'The SKPI can be uploaded once the SKPI request has been accepted.',
    skpiNoProdi: 'This student is not yet enrolled in a study program, so their SKPI cannot be compiled yet.',
    skpiNoUniversitas: 'The university data has not been filled in. Complete the university data before compiling an SKPI.',
  },
);

/** Refusals of an SKPI number format (shared/domain/skpi-number.ts; the super admin's setting). */
export const SKPI_NUMBER_MSG = /* @__PURE__ */ bilingual(
  {
    skpiNumberFormatLength: 'Format nomor SKPI paling panjang 100 karakter.',
    skpiNumberFormatBraces: 'Kurung kurawal pada format nomor SKPI tidak berpasangan.',
    skpiNumberFormatNoUrut: 'Format nomor SKPI harus memuat {urut}.',
    skpiNumberFormatNotUnique:
      'Format nomor SKPI harus memuat {kode_fakultas} dan {tahun}: nomor urut dimulai kembali di setiap fakultas setiap tahun, sehingga tanpa keduanya satu nomor dapat terbit dua kali.',
  } as const,
  {
    skpiNumberFormatLength: 'The SKPI number format may be at most 100 characters long.',
    skpiNumberFormatBraces: 'The curly braces in the SKPI number format are not paired.',
    skpiNumberFormatNoUrut: 'The SKPI number format must contain {urut}.',
    skpiNumberFormatNotUnique:
      'The SKPI number format must contain {kode_fakultas} and {tahun}: the sequence number starts again in every faculty every year, so without both one number could be issued twice.',
  },
);

/** 'Penanda yang tidak dikenal: {x}': a format naming a placeholder we do not fill. */
export const skpiNumberUnknownPlaceholder = /* @__PURE__ */ twin(
  (names: readonly string[], known: readonly string[]) =>
    `Format nomor SKPI memuat penanda yang tidak dikenal: ${names.map((n) => `{${n}}`).join(', ')}. Penanda yang dapat dipakai: ${known
      .map((n) => `{${n}}`)
      .join(', ')}.`,
  (names, known) =>
    `The SKPI number format contains ${names.length === 1 ? 'an unknown placeholder' : 'unknown placeholders'}: ${names
      .map((n) => `{${n}}`)
      .join(', ')}. The placeholders that can be used: ${known.map((n) => `{${n}}`).join(', ')}.`,
);

/** 'Rubrik yang belum terpenuhi: A, B': why a request is refused. */
export const skpiUnmetRubrics = /* @__PURE__ */ twin(
  (names: readonly string[]) => `Pengajuan SKPI belum dapat dilakukan. Rubrik yang belum terpenuhi: ${names.join(', ')}`,
  (names) => `The SKPI cannot be requested yet. ${names.length === 1 ? 'Rubric' : 'Rubrics'} not yet met: ${names.join(', ')}`,
);

/** Labels the checklist answers carry (Terpenuhi / Kurang, word for word; the request states). */
export const SKPI_STATUS_MSG = /* @__PURE__ */ bilingual(
  {
    statusMet: 'Terpenuhi',
    statusUnmet: 'Kurang',
    requestPending: 'Menunggu',
    requestAccepted: 'Diterima',
  } as const,
  {
    statusMet: 'Met',
    statusUnmet: 'Not met',
    requestPending: 'Pending',
    requestAccepted: 'Accepted',
  },
);

/** The student's SKPI screen /user/skpi; the fixed catalogue texts are in mahasiswa.ts and common.ts. */
export const SKPI_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    pageTitle: 'SKPI',
    statusTitle: 'SKPI Request Status',
    statusLabel: 'Status',
    requestNone: 'Not requested',
    requestButton: 'Request SKPI',
    cancelButton: 'Cancel SKPI Request',
    acceptedNote: 'Your SKPI request has been accepted.',
    waitingNote: 'While the request is pending, your portfolios cannot be changed.',
    requestConfirmTitle: 'Request SKPI',
    requestConfirmBody:
      'Request your SKPI now? While the request is pending, your portfolios cannot be changed. You can cancel the request until it is accepted.',
    cancelConfirmTitle: 'Cancel SKPI Request',
    cancelConfirmBody: 'Cancel the SKPI request? Your portfolios can be changed again.',
    confirmYes: 'Yes',
    confirmNo: 'No',
    refusedTitle: 'The request cannot be made yet',
    documentTitle: 'SKPI Document',
    documentLink: 'View the uploaded SKPI',
    uploadTitle: 'Upload SKPI',
    uploadDescription: 'Upload the SKPI document you have received.',
    uploadField: 'SKPI document',
    get uploadConstraint() {
      return `One PDF file, at most ${UPLOAD_LIMIT}.`;
    },
    uploadChoose: 'Choose file',
    uploadButton: 'Upload SKPI',
    previewButton: 'Preview SKPI',
    previewTitle: 'SKPI Preview',
    previewNote: 'This preview is marked PRATINJAU (preview), has no number or verification code, and is not valid as an SKPI.',
    previewRefusedTitle: 'The preview cannot be shown yet',
    printedNomor: 'SKPI number',
    printedTanggal: 'Issued on',
    printedDownload: 'Download SKPI (PDF)',
    printedVerify: 'SKPI verification page',
    printedVerifyNote: 'Anyone who receives your SKPI can check its authenticity on this page.',
    uploadedTitle: 'Uploaded SKPI',
  },
);

/** Texts the same in both languages: the SKPI's name and the word Status. */
export const SAME_IN_BOTH = ['SKPI_SCREEN_MSG.pageTitle', 'SKPI_SCREEN_MSG.statusLabel'];
