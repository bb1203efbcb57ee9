/**
 * The portable credential of a printed SKPI (CLR 2.0 / Open Badges 3.0, signed as a VC-JWT): the
 * API's refusals and the download's texts. The download sits on the student's SKPI page and on the
 * bilingual public verification page, so its texts come in Indonesian and English.
 */

import { bilingual } from './language';

/** The API's answers (shared/api/kredensial.ts). */
export const KREDENSIAL_MSG = /* @__PURE__ */ bilingual(
  {
    kredensialNotFound:
      'Kredensial digital untuk dokumen ini tidak tersedia. Dokumen yang dicetak sebelum fitur ini ada tidak memiliki kredensial digital; periksa kembali kodenya.',
    statusListNotFound: 'Daftar status kredensial tidak ditemukan.',
  } as const,
  {
    kredensialNotFound:
      'No digital credential is available for this document. Documents printed before this feature existed have no digital credential; check the code again.',
    statusListNotFound: 'Credential status list not found.',
  },
);

/** The download part (web/src/components/kredensial-download.tsx), by language. */
export const KREDENSIAL_DOWNLOAD_MSG = /* @__PURE__ */ bilingual(
  {
    download: 'Unduh kredensial digital (Open Badges / CLR)',
    help: 'Berkas ini berisi SKPI dalam bentuk kredensial digital yang ditandatangani universitas (1EdTech CLR 2.0 dan Open Badges 3.0). Serahkan kepada pemberi kerja, simpan di dompet kredensial digital, atau kirim ke universitas lain: mereka dapat memeriksa keasliannya dengan kunci publik universitas tanpa menghubungi kami.',
    notAvailable: 'Dokumen ini belum memiliki kredensial digital.',
    failed: 'Kredensial digital tidak dapat diunduh. Coba lagi.',
    fileJson: 'Isi kredensial (.json)',
  } as const,
  {
    download: 'Download digital credential (Open Badges / CLR)',
    help: "This file holds the SKPI as a digital credential signed by the university (1EdTech CLR 2.0 and Open Badges 3.0). Give it to an employer, keep it in a digital credential wallet, or send it to another university: they can check it with the university's public key without contacting us.",
    notAvailable: 'This document has no digital credential yet.',
    failed: 'The digital credential could not be downloaded. Please try again.',
    fileJson: 'Credential content (.json)',
  },
);
