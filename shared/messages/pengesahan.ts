/**
 * Endorsement before the seal (pengesahan, docs/decisions/0053-pengesahan.md): the answers of the
 * approval routes, the refusals of the stage machine, the notifications of each step, the approvers'
 * daily mail, and the faculty chain's and the leadership accounts' refusals. Ours: the product
 * specification has no approval.
 */

/** The server's answers and refusals of the approval routes (spread into MSG). */
export const PENGESAHAN_MSG = {
  // the approver's actions
  pengesahanApproved: 'SKPI berhasil disetujui dan diteruskan ke tahap berikutnya.',
  pengesahanSealed: 'SKPI berhasil disahkan: dokumen telah disegel, kredensial diterbitkan dan halaman verifikasinya aktif.',
  pengesahanReturned: 'SKPI berhasil dikembalikan kepada admin pencetak.',
  pengesahanReprinted: 'Draf SKPI berhasil dicetak ulang dengan nomor yang sama dan diajukan kembali dari tahap pertama.',
  pengesahanCancelled: 'Draf SKPI berhasil dibatalkan.',
  catatanRequired: 'Isi catatan: tuliskan apa yang perlu diperbaiki.',
  // refusals of the stage machine
  pengesahanNotFound: 'Draf SKPI tidak ditemukan.',
  pengesahanNotWaiting: 'SKPI ini tidak sedang menunggu pengesahan.',
  pengesahanNotReturned: 'Draf SKPI ini tidak sedang dikembalikan, sehingga tidak dapat dicetak ulang.',
  pengesahanNotOpen: 'Draf SKPI ini sudah disahkan atau dibatalkan.',
  pengesahanNotYourStage: 'SKPI ini tidak sedang menunggu pada tahap jabatan Anda.',
  pengesahanOutOfScope: 'SKPI ini bukan dari program studi atau fakultas dalam lingkup Anda.',
  pengesahanOwnPrint: 'Anda tidak dapat mengesahkan SKPI yang Anda cetak sendiri.',
  pengesahanAlreadyActed: 'Tahap ini sudah diproses oleh pimpinan lain. Muat ulang daftar untuk melihat keadaannya sekarang.',
  pengesahanWaitingDraft: 'SKPI mahasiswa ini sedang menunggu pengesahan. Cetak ulang hanya dapat dilakukan setelah draf dikembalikan.',
  pengesahanOtherProdi: 'Anda hanya dapat mengelola draf SKPI mahasiswa program studi Anda sendiri.',
  pengesahanNoHolder: 'Belum ada akun pimpinan untuk tahap ini. Tambahkan akun pimpinan dengan jabatan tersebut sebelum mencetak.',
  pengesahanBulkEmpty: 'Tidak ada SKPI yang menunggu pengesahan Anda dengan saringan ini.',
  pengesahanJobNotFound: 'Proses pengesahan massal tidak ditemukan.',
  pengesahanJobFailed: 'Pengesahan massal gagal. Silakan coba lagi.',
  // the faculty chain
  tahapDuplicate: 'Setiap jabatan hanya boleh muncul sekali dalam rantai pengesahan.',
  tahapTooMany: 'Rantai pengesahan paling banyak 5 tahap.',
  tahapChanged:
    'Data fakultas berhasil diubah! Rantai pengesahan yang baru berlaku untuk SKPI yang dicetak setelah ini; draf yang sudah dicetak tetap melalui rantai lamanya.',
  // leadership accounts
  jabatanRequired: 'Isi jabatan pimpinan.',
  lingkupRequired: 'Pilih lingkup pimpinan: satu program studi atau satu fakultas.',
  lingkupOne: 'Pilih salah satu lingkup saja: program studi atau fakultas.',
  fakultasNotFound: 'Fakultas tidak ditemukan.',
  periodeFilterInvalid: 'Periode kelulusan tidak valid.',
} as const;

/** The notifications of each step (in-app; the admin's also by the notification mail). */
export const PENGESAHAN_NOTIF_MSG = {
  menungguJudul: 'SKPI menunggu pengesahan Anda',
  menunggu: (nama: string, nim: string, nomor: string, tahap: string) =>
    `SKPI ${nomor} milik ${nama} (${nim}) menunggu pengesahan Anda sebagai ${tahap}.`,
  dikembalikanJudul: 'SKPI dikembalikan',
  dikembalikan: (nama: string, nim: string, nomor: string, oleh: string, tahap: string) =>
    `SKPI ${nomor} milik ${nama} (${nim}) dikembalikan oleh ${oleh} (${tahap}). Perbaiki lalu cetak ulang, atau batalkan drafnya.`,
  disetujuiJudul: 'SKPI disetujui satu tahap',
  disetujui: (nama: string, nim: string, nomor: string, oleh: string, tahap: string) =>
    `SKPI ${nomor} milik ${nama} (${nim}) disetujui oleh ${oleh} (${tahap}) dan diteruskan ke tahap berikutnya.`,
  disahkanJudul: 'SKPI telah disahkan',
  disahkan: (nama: string, nim: string, nomor: string, oleh: string) =>
    `SKPI ${nomor} milik ${nama} (${nim}) telah disahkan oleh ${oleh}: dokumen tersegel dan halaman verifikasinya aktif.`,
} as const;

/** The approvers' daily mail: what waits for them. */
export const PENGESAHAN_MAIL_MSG = {
  subject: (jumlah: number) => `${jumlah} SKPI menunggu pengesahan Anda`,
  intro: (nama: string, jabatan: string) => `Yth. ${nama} (${jabatan}), SKPI berikut menunggu pengesahan Anda:`,
  line: (namaProdi: string, jumlah: number) => `${namaProdi}: ${jumlah} SKPI`,
  button: 'Buka Daftar Pengesahan',
  footer: 'Email ini dikirim paling banyak sekali sehari selama masih ada SKPI yang menunggu Anda.',
} as const;

/** A bulk approval job's label ('Pengesahan Manajemen, periode 1 2026' and the like) and its skip note. */
export const pengesahanJobLabel = (jumlah: number, saringan: string | null) => `Pengesahan ${jumlah} SKPI${saringan ? ` (${saringan})` : ''}`;
export const pengesahanSkipped = (jumlah: number) =>
  `${jumlah} SKPI dilewati karena tidak lagi menunggu pada tahap Anda (sudah diproses atau dikembalikan).`;

/** The English title the SKPI prints beneath a known position (a free title is printed in Indonesian only). */
export const JABATAN_INGGRIS_MSG: Record<string, string> = {
  'Ketua Program Studi': 'Head of Study Program',
  'Sekretaris Program Studi': 'Secretary of Study Program',
  'Wakil Dekan Bidang Akademik': 'Vice Dean for Academic Affairs',
  Dekan: 'Dean',
};
