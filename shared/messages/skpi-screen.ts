/**
 * The student's SKPI page: the request's states and the page's labels.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';
import { bilingual } from './language';

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

/** Texts the same in both languages. */
export const SAME_IN_BOTH = ['SKPI_SCREEN_MSG.statusLabel'];
