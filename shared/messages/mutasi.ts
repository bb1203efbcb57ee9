/**
 * The student's migration (migrasi) and readmission (readmisi) requests. Beyond the fixed
 * 'Terjadi kesalahan', these texts are ours. Every text is defined once in
 * shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';
import { bilingual, twin } from './language';

export type MutasiType = 'migrasi' | 'readmisi';

/** A request's kind as an English sentence names it: 'migration', 'readmission'. */
const typeName = (type: MutasiType) => (type === 'migrasi' ? 'migration' : 'readmission');
/** The same at the start of a sentence: 'Migration', 'Readmission'. */
const TypeName = (type: MutasiType) => (type === 'migrasi' ? 'Migration' : 'Readmission');

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
  (type) => `${TypeName(type)} request sent`,
);
export const mutasiUpdated = /* @__PURE__ */ twin(
  (type: MutasiType) => `Pengajuan ${type} berhasil diperbarui`,
  (type) => `${TypeName(type)} request updated`,
);
export const mutasiCancelled = /* @__PURE__ */ twin(
  (type: MutasiType) => `Pengajuan ${type} berhasil dibatalkan`,
  (type) => `${TypeName(type)} request cancelled`,
);
export const mutasiAlreadyRequested = /* @__PURE__ */ twin(
  (type: MutasiType) => `Anda sudah memiliki pengajuan ${type} yang sedang menunggu.`,
  (type) => `You already have a pending ${typeName(type)} request.`,
);
export const mutasiNone = /* @__PURE__ */ twin(
  (type: MutasiType) => `Belum ada pengajuan ${type}.`,
  (type) => `No ${typeName(type)} request yet.`,
);

/** The Migrasi tab's cards: labels, statuses and the cancel dialog. */
export const MUTASI_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    readmisiTitle: 'Account Readmission',
    readmisiDesc: 'Request a new NIM for your account after returning to active study.',
    migrasiTitle: 'Account Migration',
    migrasiDesc: 'Request to move your account to another study program with a new NIM.',
    fieldNimBaru: 'New NIM',
    fieldNomorIjazah: 'Diploma Number',
    fieldTanggalMasuk: 'Date of Entry',
    fieldBukti: 'Evidence (PDF)',
    get buktiHint() {
      return `One PDF file, at most ${UPLOAD_LIMIT}.`;
    },
    buktiKeepHint: 'Leave empty to keep the stored evidence.',
    buktiStored: 'View the stored evidence',
    buktiUploading: 'Uploading the evidence...',
    buktiUploaded: 'Evidence uploaded',
    statusLabel: 'Request status',
    statusNone: 'No request yet',
    statusWaiting: 'Pending',
    statusVerified: 'Verified',
    statusRejected: 'Rejected',
    statusUnknown: '...',
    decidedNote: 'The request has been verified; nothing can be changed.',
    submit: 'Submit',
    update: 'Update',
    cancel: 'Cancel Request',
    cancelConfirmTitle: 'Cancel the request?',
    cancelConfirmBody: 'The request and its evidence will be deleted.',
  },
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

export const MUTASI_ADMIN_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    panelTitle: 'Migration & Readmission',
    panelDesc: 'Migration and readmission requests awaiting verification.',
    back: 'Back',
    searchPlaceholder: 'Search by NIM or name',
    searchLabel: 'Search requests',
    colNimLama: 'Old NIM',
    colNimBaru: 'New NIM',
    colNama: 'Name',
    colProdiLama: 'Old Study Program',
    colProdiBaru: 'New Study Program',
    colAngkatan: 'Cohort',
    colOpsi: 'Options',
    verifikasi: 'Verify',
    empty: 'No requests are pending.',
    recentTitle: 'Recently verified',
    recentEmpty: 'No requests have been verified yet.',
    dialogTitle: 'Verify Request',
    fieldJenis: 'Request type',
    fieldNimLama: 'Old NIM',
    fieldNimBaru: 'New NIM',
    fieldNama: 'Name',
    fieldProdiLama: 'Old Study Program',
    fieldProdiBaru: 'New Study Program',
    fieldTanggalMasuk: 'Date of Entry',
    fieldNomorIjazah: 'Diploma Number',
    fieldDiajukan: 'Updated',
    fieldBukti: 'Evidence',
    lihatBukti: 'View evidence (PDF)',
    buktiTitle: 'Request evidence',
    noBukti: 'No evidence.',
    terima: 'Accept',
    tolak: 'Reject',
    menerima: 'Accepting..',
    menolak: 'Rejecting..',
    acceptNote:
      "Accepting the request replaces the student's NIM (and, for a migration, their study program and date of entry). The old NIM can no longer be used to sign in.",
    statusDiterima: 'Accepted',
    statusDitolak: 'Rejected',
    verifiedBy: (nama) => `by ${nama}`,
    jenisLabel: TypeName,
    dash: '-',
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

/** The fixed English button word, and the empty value's placeholders. */
export const SAME_IN_BOTH = ['MUTASI_SCREEN_MSG.update', 'MUTASI_SCREEN_MSG.statusUnknown', 'MUTASI_ADMIN_SCREEN_MSG.dash'];
