/**
 * The student's migration (migrasi) and readmission (readmisi) requests (spec 000 sections 2-5, 7).
 * The spec shows no texts for them beyond 'Terjadi kesalahan'; these are ours.
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
export type MutasiType = 'migrasi' | 'readmisi';

export const MUTASI_MSG = {
  mutasiNimTaken: 'NIM baru sudah digunakan oleh akun lain.',
  mutasiNimSame: 'NIM baru sama dengan NIM anda saat ini.',
  mutasiNotWaiting: 'Pengajuan sudah diproses dan tidak dapat diubah atau dibatalkan.',
} as const;

/** 'Pengajuan migrasi berhasil dikirim' and its siblings. */
export const mutasiRequested = (type: MutasiType) => `Pengajuan ${type} berhasil dikirim`;
export const mutasiUpdated = (type: MutasiType) => `Pengajuan ${type} berhasil diperbarui`;
export const mutasiCancelled = (type: MutasiType) => `Pengajuan ${type} berhasil dibatalkan`;
export const mutasiAlreadyRequested = (type: MutasiType) => `Anda sudah memiliki pengajuan ${type} yang sedang menunggu.`;
export const mutasiNone = (type: MutasiType) => `Belum ada pengajuan ${type}.`;
