/**
 * Verification of portfolios (docs/decisions/0019-verification-queue-and-decision.md): the rules the server enforces,
 * the queue screen, the history, the in-app notifications and the e-mails. The success messages are in
 * admin.ts; everything else here is ours, in Indonesian. Every text is defined once in shared/messages/ (see
 * index.ts).
 */
export const VERIFIKASI_MSG = {
  verifyNoteRequired: 'Catatan wajib diisi ketika menolak portofolio.',
  verifyNotAwaiting: 'Portofolio ini sudah tidak menunggu verifikasi: sudah diterima atau ditolak. Muat ulang daftar untuk melihat statusnya.',
  verifyStale:
    'Portofolio ini telah diubah oleh mahasiswa atau diputuskan oleh verifikator lain sejak Anda membukanya. Muat ulang untuk melihat versi terbaru.',
  verifyOutOfScope: 'Portofolio ini di luar cakupan verifikasi Anda.',
  verifyNotAssigned: 'Anda belum ditugaskan pada anak rubrik mana pun. Hubungi admin program studi.',
  prodiOutOfScope: 'Anda hanya dapat mengelola data program studi Anda sendiri.',
  statusFilterInvalid: 'Status harus salah satu dari 1, 2, 3, 4 (boleh beberapa, dipisah koma).',
  notifikasiUntilInvalid: 'Waktu tidak valid.',
} as const;

/** The queue screen (/verifikator/portofolio, /admin/portofolio), the verify dialog and the history. */
export const VERIFIKASI_SCREEN_MSG = {
  pageTitle: 'Verifikasi Portofolio',
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
} as const;

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
export const verifyDecided = (message: string, judul: string, nama: string, nim: string) => `${message} "${judul}" milik ${studentLabel(nama, nim)}.`;
/** 'Panitia Kegiatan · SKP 2': the sub-rubric and points line of a queue row on a phone. */
export const anakRubrikPoints = (anak: string, points: number) => `${anak} · ${VERIFIKASI_SCREEN_MSG.colSkp} ${points}`;
/** 'Informatika (S1)': a study program with its level, as the queue's filter and the dialog show it. */
export const prodiLabel = (nama: string, jenjang: string) => `${nama} (${jenjang})`;

/** 'Notifikasi, 3 belum dibaca': the bell's accessible name. */
export const notifikasiUnread = (n: number) =>
  n > 0 ? `${VERIFIKASI_SCREEN_MSG.notifikasiBell}, ${n > 99 ? '99+' : n} belum dibaca` : VERIFIKASI_SCREEN_MSG.notifikasiBell;
/** Acceptance refused: the claimed points exceed the sub-rubric's maximum (lowered since the portfolio was sent). */
export const verifyPointsOverMax = (points: number, max: number) =>
  `Poin portofolio ini (${points}) melebihi maksimal anak rubrik (${max}). Tolak dengan catatan agar mahasiswa memperbaikinya.`;
/** '7 dari maksimal 9': points claimed against the sub-rubric's maximum. */
export const pointsAgainstMax = (points: number, max: number | null) => (max === null ? `${points}` : `${points} dari maksimal ${max}`);

/** The in-app notification texts and the e-mail to the student (Indonesian; HTML and text parts). */
export const NOTIFIKASI_MSG = {
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
} as const;
