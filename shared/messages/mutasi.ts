/**
 * The student's migration (migrasi) and readmission (readmisi) requests. Beyond the fixed
 * 'Terjadi kesalahan', these texts are ours. Every text is defined once in
 * shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';
export type MutasiType = 'migrasi' | 'readmisi';

export const MUTASI_MSG = {
  mutasiNimTaken: 'NIM baru sudah digunakan oleh akun lain.',
  mutasiNimSame: 'NIM baru sama dengan NIM Anda saat ini.',
  mutasiNotWaiting: 'Pengajuan sudah diproses dan tidak dapat diubah atau dibatalkan.',
} as const;

/** 'Pengajuan migrasi berhasil dikirim' and its siblings. */
export const mutasiRequested = (type: MutasiType) => `Pengajuan ${type} berhasil dikirim`;
export const mutasiUpdated = (type: MutasiType) => `Pengajuan ${type} berhasil diperbarui`;
export const mutasiCancelled = (type: MutasiType) => `Pengajuan ${type} berhasil dibatalkan`;
export const mutasiAlreadyRequested = (type: MutasiType) => `Anda sudah memiliki pengajuan ${type} yang sedang menunggu.`;
export const mutasiNone = (type: MutasiType) => `Belum ada pengajuan ${type}.`;

/** The Migrasi tab's cards: labels, statuses and the cancel dialog. */
export const MUTASI_SCREEN_MSG = {
  readmisiTitle: 'Readmisi Akun',
  readmisiDesc: 'Ajukan NIM baru untuk akun Anda setelah kembali aktif kuliah.',
  migrasiTitle: 'Migrasi Akun',
  migrasiDesc: 'Ajukan perpindahan akun ke program studi lain dengan NIM baru.',
  fieldNimBaru: 'NIM Baru',
  fieldNomorIjazah: 'Nomor Ijazah',
  fieldTanggalMasuk: 'Tanggal Masuk',
  fieldBukti: 'Bukti (PDF)',
  // a getter: a template of another module's constant would keep this whole object in every Lambda
  get buktiHint() {
    return `Satu file PDF, maksimal ${UPLOAD_LIMIT}.`;
  },
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
} as const;

/**
 * The admin's side of the requests (the Migration and readmission management screen): the panel, the
 * verification dialog and the student's e-mail of the decision. The success messages are the fixed
 * catalogue's (`migrationAccepted` / `migrationRejected`, ./admin.ts).
 */
export const MUTASI_ADMIN_MSG = {
  mutasiStudentNotFound: 'Mahasiswa dengan NIM tersebut tidak ditemukan.',
  mutasiProdiGone: 'Program studi tujuan sudah tidak aktif; pengajuan tidak dapat diterima.',
} as const;

export const MUTASI_ADMIN_SCREEN_MSG = {
  panelTitle: 'Migrasi & Readmisi',
  panelDesc: 'Pengajuan migrasi dan readmisi yang menunggu verifikasi.',
  back: 'Kembali',
  searchPlaceholder: 'Cari NIM atau nama',
  searchLabel: 'Cari pengajuan',
  colNimLama: 'NIM Lama',
  colNimBaru: 'NIM Baru',
  colNama: 'Nama',
  colProdiLama: 'Prodi Lama',
  colProdiBaru: 'Prodi Baru',
  colAngkatan: 'Angkatan',
  colOpsi: 'Opsi',
  verifikasi: 'Verifikasi',
  empty: 'Tidak ada pengajuan yang menunggu.',
  recentTitle: 'Belum lama diverifikasi',
  recentEmpty: 'Belum ada pengajuan yang diverifikasi.',
  dialogTitle: 'Verifikasi Pengajuan',
  fieldJenis: 'Jenis pengajuan',
  fieldNimLama: 'NIM Lama',
  fieldNimBaru: 'NIM Baru',
  fieldNama: 'Nama',
  fieldProdiLama: 'Prodi Lama',
  fieldProdiBaru: 'Prodi Baru',
  fieldTanggalMasuk: 'Tanggal Masuk',
  fieldNomorIjazah: 'Nomor Ijazah',
  fieldDiajukan: 'Diperbarui',
  fieldBukti: 'Bukti',
  lihatBukti: 'Lihat bukti (PDF)',
  buktiTitle: 'Bukti pengajuan',
  noBukti: 'Tidak ada bukti.',
  terima: 'Terima',
  tolak: 'Tolak',
  menerima: 'Menerima..',
  menolak: 'Menolak..',
  acceptNote:
    'Menerima pengajuan mengganti NIM mahasiswa (dan untuk migrasi, program studi serta tanggal masuknya). NIM lama tidak dapat dipakai masuk lagi.',
  statusDiterima: 'Diterima',
  statusDitolak: 'Ditolak',
  verifiedBy: (nama: string) => `oleh ${nama}`,
  jenisLabel: (type: MutasiType) => (type === 'migrasi' ? 'Migrasi' : 'Readmisi'),
  dash: '-',
} as const;

/** The student's e-mail of the admin's decision. */
export const MUTASI_MAIL_MSG = {
  subject: (type: MutasiType, accepted: boolean) => `Pengajuan ${type} Anda ${accepted ? 'diterima' : 'ditolak'}`,
  accepted: (type: MutasiType, nimBaru: string) =>
    `Pengajuan ${type} Anda telah diterima. Mulai sekarang masuk ke SKPI Portofolio dengan NIM baru Anda: ${nimBaru}. NIM lama tidak dapat dipakai lagi.`,
  rejected: (type: MutasiType) => `Pengajuan ${type} Anda ditolak. Anda dapat mengajukan kembali dengan data dan bukti yang benar.`,
  button: 'Buka SKPI Portofolio',
} as const;
