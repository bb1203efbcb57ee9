/**
 * The student's migration (migrasi) and readmission (readmisi) requests. Beyond the fixed
 * 'Terjadi kesalahan', these texts are ours. Every text is defined once in
 * shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { bilingual, twin } from './language';

export type MutasiType = 'migrasi' | 'readmisi';

/** A request's kind as an English sentence names it: 'migration', 'readmission'. */
const typeName = (type: MutasiType) => (type === 'migrasi' ? 'migration' : 'readmission');
/** The same at the start of a sentence: 'Migration', 'Readmission'. */
export const MutasiTypeEnglish = (type: MutasiType) => (type === 'migrasi' ? 'Migration' : 'Readmission');

export const MUTASI_MSG = /* @__PURE__ */ bilingual(
  {
    mutasiNimTaken: 'NIM baru sudah digunakan oleh akun lain.',
    mutasiNimSame: 'NIM baru sama dengan NIM Anda saat ini.',
    mutasiNotWaiting: 'Pengajuan sudah diproses dan tidak dapat diubah atau dibatalkan.',
  } as const,
  {
    mutasiNimTaken: 'The new NIM is already used by another account.',
    mutasiNimSame: 'The new NIM is the same as your current NIM.',
    mutasiNotWaiting: 'The request has already been processed and can no longer be changed or cancelled.',
  },
);

/** 'Pengajuan migrasi berhasil dikirim' and its siblings. */
export const mutasiRequested = /* @__PURE__ */ twin(
  (type: MutasiType) => `Pengajuan ${type} berhasil dikirim`,
  (type) => `${MutasiTypeEnglish(type)} request sent`,
);
export const mutasiUpdated = /* @__PURE__ */ twin(
  (type: MutasiType) => `Pengajuan ${type} berhasil diperbarui`,
  (type) => `${MutasiTypeEnglish(type)} request updated`,
);
export const mutasiCancelled = /* @__PURE__ */ twin(
  (type: MutasiType) => `Pengajuan ${type} berhasil dibatalkan`,
  (type) => `${MutasiTypeEnglish(type)} request cancelled`,
);
export const mutasiAlreadyRequested = /* @__PURE__ */ twin(
  (type: MutasiType) => `Anda sudah memiliki pengajuan ${type} yang sedang menunggu.`,
  (type) => `You already have a pending ${typeName(type)} request.`,
);
export const mutasiNone = /* @__PURE__ */ twin(
  (type: MutasiType) => `Belum ada pengajuan ${type}.`,
  (type) => `No ${typeName(type)} request yet.`,
);

/**
 * The admin's side of the requests (the Migration and readmission management screen): the panel, the
 * verification dialog and the student's e-mail of the decision. The success messages are the fixed
 * catalogue's (`migrationAccepted` / `migrationRejected`, ./admin.ts).
 */
export const MUTASI_ADMIN_MSG = /* @__PURE__ */ bilingual(
  {
    mutasiStudentNotFound: 'Mahasiswa dengan NIM tersebut tidak ditemukan.',
    mutasiProdiGone: 'Program studi tujuan sudah tidak aktif; pengajuan tidak dapat diterima.',
  } as const,
  {
    mutasiStudentNotFound: 'No student has that NIM.',
    mutasiProdiGone: 'The target study program is no longer active; the request cannot be accepted.',
  },
);

/** The student's e-mail of the admin's decision. */
export const MUTASI_MAIL_MSG = /* @__PURE__ */ bilingual(
  {
    subject: (type: MutasiType, accepted: boolean) => `Pengajuan ${type} Anda ${accepted ? 'diterima' : 'ditolak'}`,
    accepted: (type: MutasiType, nimBaru: string) =>
      `Pengajuan ${type} Anda telah diterima. Mulai sekarang masuk ke SKPI Portofolio dengan NIM baru Anda: ${nimBaru}. NIM lama tidak dapat dipakai lagi.`,
    rejected: (type: MutasiType) => `Pengajuan ${type} Anda ditolak. Anda dapat mengajukan kembali dengan data dan bukti yang benar.`,
    button: 'Buka SKPI Portofolio',
  } as const,
  {
    subject: (type, accepted) => `Your ${typeName(type)} request has been ${accepted ? 'accepted' : 'rejected'}`,
    accepted: (type, nimBaru) =>
      `Your ${typeName(type)} request has been accepted. From now on, sign in to SKPI Portfolio with your new NIM: ${nimBaru}. The old NIM can no longer be used.`,
    rejected: (type) => `Your ${typeName(type)} request has been rejected. You can submit a new request with correct data and evidence.`,
    button: 'Open SKPI Portfolio',
  },
);
