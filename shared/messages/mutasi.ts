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

/** The Migrasi tab's cards (spec 000 sections 2, 4, 5): labels, statuses and the cancel dialog. */
export const MUTASI_TEXT = {
  readmisiTitle: 'Readmisi Akun',
  readmisiDesc: 'Ajukan NIM baru untuk akun anda setelah kembali aktif kuliah.',
  migrasiTitle: 'Migrasi Akun',
  migrasiDesc: 'Ajukan perpindahan akun ke program studi lain dengan NIM baru.',
  fieldNimBaru: 'NIM Baru',
  fieldNomorIjazah: 'Nomor Ijazah',
  fieldTanggalMasuk: 'Tanggal Masuk',
  fieldBukti: 'Bukti (PDF)',
  buktiHint: 'Satu file PDF, maksimal 2MB.',
  buktiKeepHint: 'Kosongkan untuk tetap memakai bukti yang tersimpan.',
  buktiStored: 'Lihat bukti tersimpan',
  buktiUploading: 'Mengunggah bukti...',
  buktiUploaded: 'Bukti berhasil diunggah',
  statusLabel: 'Status pengajuan',
  statusNone: 'Belum ada pengajuan',
  statusWaiting: 'Menunggu',
  statusVerified: 'Diverifikasi',
  statusRejected: 'Ditolak',
  statusUnknown: '...',
  decidedNote: 'Pengajuan sudah diverifikasi; tidak ada yang dapat diubah.',
  submit: 'Ajukan',
  update: 'Update',
  cancel: 'Batalkan Pengajuan',
  cancelConfirmTitle: 'Batalkan pengajuan?',
  cancelConfirmBody: 'Pengajuan dan buktinya akan dihapus.',
  datePlaceholder: 'YYYY/MM/DD',
} as const;
