/**
 * Verification of portfolios (docs/decisions/0019-verification-queue-and-decision.md): the rules the server enforces,
 * the queue screen, the history, the in-app notifications and the e-mails. The success messages are in
 * admin.ts; everything else here is ours, in Indonesian and English. Every text is defined once in shared/messages/ (see
 * index.ts).
 */
import { englishCount } from './english-count';
import { bilingual, twin } from './language';

export const VERIFIKASI_MSG = /* @__PURE__ */ bilingual(
  {
    verifyNoteRequired: 'Catatan wajib diisi ketika menolak portofolio.',
    verifyNotAwaiting: 'Portofolio ini sudah tidak menunggu verifikasi: sudah diterima atau ditolak. Muat ulang daftar untuk melihat statusnya.',
    verifyStale:
      'Portofolio ini telah diubah oleh mahasiswa atau diputuskan oleh verifikator lain sejak Anda membukanya. Muat ulang untuk melihat versi terbaru.',
    verifyOutOfScope: 'Portofolio ini di luar cakupan verifikasi Anda.',
    verifyNotAssigned: 'Anda belum ditugaskan pada anak rubrik mana pun. Hubungi admin program studi.',
    prodiOutOfScope: 'Anda hanya dapat mengelola data program studi Anda sendiri.',
    statusFilterInvalid: 'Status harus salah satu dari 1, 2, 3, 4 (boleh beberapa, dipisah koma).',
    notifikasiUntilInvalid: 'Waktu tidak valid.',
  } as const,
  {
    verifyNoteRequired: 'A note is required when rejecting a portfolio.',
    verifyNotAwaiting: 'This portfolio is no longer awaiting verification: it has been accepted or rejected. Reload the list to see its status.',
    verifyStale:
      'This portfolio has been changed by the student or decided by another verifier since you opened it. Reload to see the latest version.',
    verifyOutOfScope: 'This portfolio is outside your verification scope.',
    verifyNotAssigned: 'You have not been assigned to any sub-rubric yet. Contact the study program admin.',
    prodiOutOfScope: 'You can only manage the data of your own study program.',
    statusFilterInvalid: 'The status must be one of 1, 2, 3, 4 (several are allowed, separated by commas).',
    notifikasiUntilInvalid: 'Invalid time.',
  },
);

/** The queue screen (/verifikator/portofolio, /admin/portofolio), the verify dialog and the history. */
export const VERIFIKASI_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
    menungguTitle: 'Menunggu Verifikasi',
    menungguDesc: 'Portofolio baru dan yang diubah mahasiswa, yang terlama lebih dulu.',
    diterimaTitle: 'Diterima',
    ditolakTitle: 'Ditolak',
    recentDesc: 'Lima keputusan terakhir.',
    searchJudul: 'Cari judul',
    searchNim: 'Cari NIM',
    searchButton: 'Cari',
    resetFilter: 'Hapus filter',
    emptyMenunggu: 'Tidak ada portofolio yang menunggu verifikasi.',
    emptyMenungguFiltered: 'Tidak ada portofolio yang cocok dengan pencarian.',
    emptyDiterima: 'Belum ada portofolio yang diterima.',
    emptyDitolak: 'Belum ada portofolio yang ditolak.',
    colNim: 'NIM',
    colJudul: 'Judul',
    colAnakRubrik: 'Anak Rubrik',
    colSkp: 'SKP',
    colStatus: 'Status',
    colDiperbarui: 'Diperbarui',
    colAksi: 'Aksi',
    periksa: 'Periksa',
    lihat: 'Lihat',
    // Verify dialog
    dialogTitle: 'Verifikasi Portofolio',
    mahasiswa: 'Mahasiswa',
    prodi: 'Program Studi',
    bidang: 'Bidang',
    rubrik: 'Rubrik',
    anakRubrik: 'Anak Rubrik',
    judul: 'Judul',
    judulInggris: 'Title',
    tanggalTerbit: 'Tanggal Terbit',
    poin: 'Poin SKP',
    jenis: 'Jenis',
    jenisInternal: 'Kegiatan internal',
    jenisEksternal: 'Eksternal',
    bukti: 'Bukti',
    lihatBukti: 'Lihat PDF',
    unduhBukti: 'Unduh PDF',
    tanpaBukti: 'Tidak ada dokumen.',
    catatan: 'Catatan',
    catatanHint: 'Wajib ketika menolak; tampil untuk mahasiswa.',
    terima: 'Terima',
    tolak: 'Tolak',
    hapus: 'Hapus',
    tutup: 'Tutup',
    deleteTitle: 'Hapus Portofolio',
    deleteBody: 'Portofolio ini akan dihapus permanen beserta dokumennya, dan poinnya dikurangi dari mahasiswa. Lanjutkan?',
    batal: 'Batal',
    // History
    riwayatTitle: 'Riwayat',
    riwayatEmpty: 'Belum ada riwayat.',
    riwayatLihat: 'Riwayat',
    aksiDiajukan: 'Diajukan',
    aksiDiubah: 'Diubah',
    aksiDiterima: 'Diterima',
    aksiDitolak: 'Ditolak',
    aksiDihapus: 'Dihapus',
    oleh: 'oleh',
    riwayatLoading: 'Memuat riwayat...',
    riwayatDialogTitle: 'Riwayat Portofolio',
    catatanVerifikator: 'Catatan verifikator',
    dialogLoading: 'Memuat portofolio...',
    // Notifications (bell)
    notifikasiTitle: 'Notifikasi',
    notifikasiEmpty: 'Belum ada notifikasi.',
    notifikasiBell: 'Notifikasi',
    notifikasiLihatPortofolio: 'Lihat portofolio',
    notifikasiLoading: 'Memuat notifikasi...',
    notifikasiBaru: 'Baru',
  } as const,
  {
    menungguTitle: 'Pending Verification',
    menungguDesc: 'New portfolios and those changed by students, oldest first.',
    diterimaTitle: 'Accepted',
    ditolakTitle: 'Rejected',
    recentDesc: 'The last five decisions.',
    searchJudul: 'Search by title',
    searchNim: 'Search by NIM',
    searchButton: 'Search',
    resetFilter: 'Clear filters',
    emptyMenunggu: 'No portfolios are awaiting verification.',
    emptyMenungguFiltered: 'No portfolios match the search.',
    emptyDiterima: 'No portfolios have been accepted yet.',
    emptyDitolak: 'No portfolios have been rejected yet.',
    colNim: 'NIM',
    colJudul: 'Title',
    colAnakRubrik: 'Sub-Rubric',
    colSkp: 'SKP',
    colStatus: 'Status',
    colDiperbarui: 'Updated',
    colAksi: 'Action',
    periksa: 'Review',
    lihat: 'View',
    dialogTitle: 'Portfolio Verification',
    mahasiswa: 'Student',
    prodi: 'Study Program',
    bidang: 'Field',
    rubrik: 'Rubric',
    anakRubrik: 'Sub-Rubric',
    judul: 'Title (Indonesian)',
    judulInggris: 'Title (English)',
    tanggalTerbit: 'Issue Date',
    poin: 'SKP Points',
    jenis: 'Type',
    jenisInternal: 'Internal activity',
    jenisEksternal: 'External',
    bukti: 'Evidence',
    lihatBukti: 'View PDF',
    unduhBukti: 'Download PDF',
    tanpaBukti: 'No document.',
    catatan: 'Note',
    catatanHint: 'Required when rejecting; shown to the student.',
    terima: 'Accept',
    tolak: 'Reject',
    hapus: 'Delete',
    tutup: 'Close',
    deleteTitle: 'Delete Portfolio',
    deleteBody: "This portfolio will be deleted permanently with its document, and its points taken off the student's total. Continue?",
    batal: 'Cancel',
    riwayatTitle: 'History',
    riwayatEmpty: 'No history yet.',
    riwayatLihat: 'History',
    aksiDiajukan: 'Submitted',
    aksiDiubah: 'Changed',
    aksiDiterima: 'Accepted',
    aksiDitolak: 'Rejected',
    aksiDihapus: 'Deleted',
    oleh: 'by',
    riwayatLoading: 'Loading the history...',
    riwayatDialogTitle: 'Portfolio History',
    catatanVerifikator: "Verifier's note",
    dialogLoading: 'Loading the portfolio...',
    notifikasiTitle: 'Notifications',
    notifikasiEmpty: 'No notifications yet.',
    notifikasiBell: 'Notifications',
    notifikasiLihatPortofolio: 'View portfolio',
    notifikasiLoading: 'Loading notifications...',
    notifikasiBaru: 'New',
  },
);

/** 'Ditolak oleh Budi (verifikator), 15-05-2024 10:04': one step of a portfolio's history. */
export const riwayatStep = (aksi: string, nama: string, role: string, waktu: string) =>
  `${aksi} ${VERIFIKASI_SCREEN_MSG.oleh} ${nama} (${role}), ${waktu}`;
/** 'Periksa: Juara 2 Gemastik': a row's button named with its portfolio. */
export const rowActionLabel = (aksi: string, judul: string) => `${aksi}: ${judul}`;
/** 'Budi Santoso (2101010001)': a student with their NIM. */
export const studentLabel = (nama: string, nim: string) => `${nama} (${nim})`;
/**
 * A decision confirmed, naming the portfolio after the server's own words: 'Berhasil menolak
 * portofolio "Juara 1 Lomba" milik Budi Santoso (2101001).'
 */
export const verifyDecided = /* @__PURE__ */ twin(
  (message: string, judul: string, nama: string, nim: string) => `${message} "${judul}" milik ${studentLabel(nama, nim)}.`,
  (message, judul, nama, nim) => `${message}: "${judul}", belonging to ${studentLabel(nama, nim)}.`,
);
/** 'Panitia Kegiatan · SKP 2': the sub-rubric and points line of a queue row on a phone. */
export const anakRubrikPoints = (anak: string, points: number) => `${anak} · ${VERIFIKASI_SCREEN_MSG.colSkp} ${points}`;

/** 'Notifikasi, 3 belum dibaca': the bell's accessible name. */
export const notifikasiUnread = /* @__PURE__ */ twin(
  (n: number) => (n > 0 ? `${VERIFIKASI_SCREEN_MSG.notifikasiBell}, ${n > 99 ? '99+' : n} belum dibaca` : VERIFIKASI_SCREEN_MSG.notifikasiBell),
  (n) => (n > 0 ? `${VERIFIKASI_SCREEN_MSG.notifikasiBell}, ${n > 99 ? '99+' : n} unread` : VERIFIKASI_SCREEN_MSG.notifikasiBell),
);
/** Acceptance refused: the claimed points exceed the sub-rubric's maximum (lowered since the portfolio was sent). */
export const verifyPointsOverMax = /* @__PURE__ */ twin(
  (points: number, max: number) =>
    `Poin portofolio ini (${points}) melebihi maksimal anak rubrik (${max}). Tolak dengan catatan agar mahasiswa memperbaikinya.`,
  (points, max) =>
    `This portfolio's points (${points}) exceed the sub-rubric's maximum (${max}). Reject it with a note so that the student can correct it.`,
);
/** '7 dari maksimal 9': points claimed against the sub-rubric's maximum. */
export const pointsAgainstMax = /* @__PURE__ */ twin(
  (points: number, max: number | null) => (max === null ? `${points}` : `${points} dari maksimal ${max}`),
  (points, max) => (max === null ? `${points}` : `${points} of at most ${max}`),
);

/** The in-app notification texts and the e-mail to the student (HTML and text parts). */
export const NOTIFIKASI_MSG = /* @__PURE__ */ bilingual(
  {
    verifiedTitle: 'Portofolio diterima',
    rejectedTitle: 'Portofolio ditolak',
    deletedTitle: 'Portofolio dihapus admin',
    verifiedBody: (judul: string) => `Portofolio "${judul}" telah diverifikasi dan poinnya dihitung.`,
    rejectedBody: (judul: string) => `Portofolio "${judul}" ditolak. Baca catatan verifikator, perbaiki, lalu ajukan kembali.`,
    deletedBody: (judul: string) => `Portofolio "${judul}" dihapus oleh admin program studi.`,
    mailSubjectOne: (title: string) => `${title}: SKPI`,
    mailSubjectDigest: (n: number) => `${n} pembaruan portofolio Anda: SKPI`,
    mailGreeting: (nama: string) => `Halo ${nama},`,
    mailIntroOne: 'Ada pembaruan pada portofolio Anda:',
    mailIntroDigest: (n: number) => `Ada ${n} pembaruan pada portofolio Anda:`,
    mailStatus: 'Status baru',
    mailCatatan: 'Catatan',
    mailButton: 'Buka halaman portofolio',
    mailFooter: 'Email ini dikirim otomatis oleh sistem SKPI. Anda menerimanya karena portofolio Anda diperiksa.',
  } as const,
  {
    verifiedTitle: 'Portfolio accepted',
    rejectedTitle: 'Portfolio rejected',
    deletedTitle: 'Portfolio deleted by an admin',
    verifiedBody: (judul) => `Your portfolio "${judul}" has been verified and its points are counted.`,
    rejectedBody: (judul) => `Your portfolio "${judul}" was rejected. Read the verifier's note, correct it, then submit it again.`,
    deletedBody: (judul) => `Your portfolio "${judul}" was deleted by the study program admin.`,
    mailSubjectOne: (title) => `${title}: SKPI`,
    mailSubjectDigest: (n) => `${englishCount(n, 'update', 'updates')} to your portfolio: SKPI`,
    mailGreeting: (nama) => `Hello ${nama},`,
    mailIntroOne: 'There is an update to your portfolio:',
    mailIntroDigest: (n) => `There ${n === 1 ? 'is 1 update' : `are ${n} updates`} to your portfolio:`,
    mailStatus: 'New status',
    mailCatatan: 'Note',
    mailButton: 'Open the portfolio page',
    mailFooter: 'This e-mail was sent automatically by the SKPI system. You received it because your portfolio was reviewed.',
  },
);

/** Texts the same in both languages: acronyms, a word English shares, and a subject made of a translated title and the product's name. */
export const SAME_IN_BOTH = [
  'VERIFIKASI_SCREEN_MSG.colNim',
  'VERIFIKASI_SCREEN_MSG.colSkp',
  'VERIFIKASI_SCREEN_MSG.colStatus',
  'NOTIFIKASI_MSG.mailSubjectOne',
];
