/**
 * Endorsement before the seal (pengesahan, docs/decisions/0056-pengesahan.md): the answers of the
 * approval routes, the refusals of the stage machine, the notifications of each step, the approvers'
 * daily mail, and the faculty chain's and the leadership accounts' refusals. All ours: no wording
 * of these is fixed elsewhere.
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

// ---------------------------------------------------------------------------------------------
// The screens: the pimpinan's waiting list, the leadership accounts, the faculty chain, the
// printing admin's view of a draft, and the chain on the public verification page
// ---------------------------------------------------------------------------------------------

/** The screens' own words. */
export const PENGESAHAN_SCREEN_MSG = {
  // the pimpinan's area and home
  areaPimpinan: 'Pimpinan',
  pageTitle: 'Menunggu Pengesahan',
  pageDesc: 'SKPI yang menunggu pengesahan Anda pada tahap jabatan Anda. SKPI yang disetujui pada tahap terakhir langsung disegel dan sah.',
  colPilih: 'Pilih',
  colNim: 'NIM',
  colNama: 'Nama',
  colProdi: 'Program Studi',
  colTahap: 'Tahap',
  colNomor: 'Nomor',
  colPeriode: 'Periode',
  colDicetak: 'Dicetak oleh',
  colOpsi: 'Opsi',
  lihat: 'Lihat',
  setujui: 'Setujui',
  kembalikan: 'Kembalikan',
  empty: 'Tidak ada SKPI yang menunggu pengesahan Anda.',
  noMatch: 'Tidak ada SKPI yang menunggu pengesahan Anda dengan saringan ini.',
  filterProdi: 'Program Studi',
  semuaProdi: 'Semua program studi',
  filterPeriode: 'Periode kelulusan',
  semuaPeriode: 'Semua periode',
  pilihHalaman: 'Pilih Semua di Halaman Ini',
  setujuiPilihan: 'Setujui Pilihan',
  setujuiSemua: 'Setujui Semua',
  clearSelection: 'Kosongkan pilihan',
  drafTitle: 'Draf SKPI',
  approveTitle: 'Setujui SKPI?',
  approveBody:
    'SKPI berikut disetujui pada tahap Anda dan diteruskan ke tahap berikutnya. Pada tahap terakhir SKPI langsung disegel, kredensialnya diterbitkan dan halaman verifikasinya aktif.',
  returnTitle: 'Kembalikan SKPI',
  returnAsk: 'SKPI dikembalikan kepada admin pencetak bersama catatan Anda. Admin mencetak ulang setelah memperbaikinya, atau membatalkan drafnya.',
  fieldCatatan: 'Catatan',
  catatanHint: 'Apa yang perlu diperbaiki sebelum SKPI dicetak ulang.',
  menyetujui: 'Menyetujui..',
  mengembalikan: 'Mengembalikan..',
  bulkTitle: 'Setujui Semua SKPI yang Menunggu',
  bulkAsk: 'SKPI berikut menunggu pengesahan Anda dengan saringan daftar saat ini. Semuanya disetujui pada tahap Anda sebagai satu proses.',
  bulkSelectedTitle: 'Setujui SKPI Pilihan',
  bulkSelectedAsk: 'SKPI pilihan berikut disetujui pada tahap Anda satu per satu.',
  bulkCounting: 'Menghitung SKPI yang menunggu..',
  bulkTotal: 'Jumlah SKPI',
  bulkPerProdi: 'Per program studi',
  bulkFilter: 'Saringan',
  bulkNoFilter: 'Semua SKPI yang menunggu Anda',
  bulkStarted: 'Pengesahan massal dimulai. Kemajuannya tampil di atas daftar.',
  jobs: 'Pengesahan massal',
  tutup: 'Tutup',
  // the leadership accounts (Manajemen Admin)
  pimpinanTitle: 'Pimpinan',
  pimpinanDesc:
    'Pejabat yang mengesahkan SKPI sebelum disegel, menurut rantai pengesahan fakultas: jabatan menentukan tahap yang dipegang, lingkup menentukan SKPI mahasiswa mana.',
  pimpinanEmpty: 'Belum ada akun pimpinan.',
  colJabatan: 'Jabatan',
  colLingkup: 'Lingkup',
  addPimpinanTitle: 'Tambah Pimpinan',
  editPimpinanTitle: 'Ubah Pimpinan',
  fieldJabatan: 'Jabatan',
  fieldJabatanHint: 'Pilih salah satu jabatan atau tulis jabatan lain, sama seperti tahap pada rantai pengesahan fakultas.',
  jabatanPlaceholder: 'Pilih atau tulis jabatan',
  fieldLingkup: 'Lingkup',
  fieldLingkupHint: 'SKPI mahasiswa program studi atau fakultas ini yang disahkan akun ini.',
  lingkupProdi: 'Satu program studi',
  lingkupFakultas: 'Satu fakultas',
  fieldFakultas: 'Fakultas',
  fakultasPlaceholder: 'Pilih fakultas',
  fieldNomorPegawai: 'NIP/NIDN',
  fieldNomorPegawaiHint: 'Boleh dikosongkan. Dicetak di bawah nama penanda tangan pada bagian pengesahan SKPI.',
  deletePimpinanBody: 'Akun pimpinan berikut akan dihapus dan tidak dapat lagi masuk; pengesahan yang sudah diberikannya tetap tercatat.',
  // the faculty's chain
  tahapTitle: 'Rantai Pengesahan',
  tahapDesc:
    'Jabatan yang mengesahkan SKPI mahasiswa fakultas ini, berurutan, sebelum SKPI disegel. Pemegang tahap terakhir menjadi penanda tangan pada bagian pengesahan SKPI.',
  tahapNone: 'Disahkan saat dicetak',
  tahapNoneHint: 'Tanpa rantai pengesahan, SKPI langsung disegel dan sah saat dicetak.',
  tahapNew: 'Jabatan tahap baru',
  tahapAdd: 'Tambah Tahap',
  tahapNewPrintsOnly:
    'Perubahan rantai hanya berlaku untuk SKPI yang dicetak setelah disimpan; draf yang sudah dicetak tetap melalui rantai lamanya.',
  // the printing admin's view of a draft
  drafDikembalikan: 'Draf dikembalikan',
  cetakUlang: 'Cetak Ulang Draf',
  batalkanDraf: 'Batalkan Draf',
  reprintTitle: 'Cetak ulang draf SKPI?',
  reprintBody: 'Draf dicetak ulang dari data mahasiswa saat ini dengan nomor yang sama, lalu diajukan kembali dari tahap pertama rantai pengesahan.',
  cancelTitle: 'Batalkan Draf SKPI',
  cancelAsk: 'Draf dibatalkan dan tetap tercatat; nomornya tidak dipakai lagi. SKPI sah yang sudah dimiliki mahasiswa tetap berlaku.',
  fieldAlasanBatal: 'Alasan pembatalan (opsional)',
  membatalkan: 'Membatalkan..',
  mencetakUlang: 'Mencetak ulang..',
  tahapan: 'Pengesahan',
  tahapDisetujui: 'Disetujui',
  tahapMenunggu: 'Menunggu',
  tahapBelum: 'Belum',
  catatanPengembalian: 'Catatan pengembalian',
} as const;

/** 'Dekan (tahap 2 dari 2)': a stage and its place in the chain. */
export const tahapKe = (tahap: string, ke: number, jumlah: number) => `${tahap} (tahap ${ke} dari ${jumlah})`;
/** A single print that made a draft (its faculty has a chain). */
export const drafDicetak = (tahap: string) => `Draf SKPI berhasil dicetak dan menunggu pengesahan ${tahap}.`;
/** The print list's state of a waiting draft. */
export const drafMenunggu = (tahap: string | null) => (tahap ? `Draf: menunggu ${tahap}` : 'Draf: menunggu pengesahan');
/** Who returned a draft, and when. */
export const dikembalikanOleh = (oleh: string, waktu: string) => `Dikembalikan oleh ${oleh}, ${waktu}`;
/** A stage of the chain editor: its place, and the accessible names of its buttons. */
export const tahapUrutan = (ke: number) => `Tahap ${ke}`;
export const tahapNaik = (jabatan: string) => `Naikkan ${jabatan}`;
export const tahapTurun = (jabatan: string) => `Turunkan ${jabatan}`;
export const tahapHapus = (jabatan: string) => `Hapus ${jabatan} dari rantai`;
/** The choice of a typed position in a position field. */
export const jabatanLain = (jabatan: string) => `Gunakan "${jabatan}"`;
/** A row's buttons and checkbox, named after the student. */
export const pengesahanStudent = (nama: string, nim: string) => `${nama} (${nim})`;
export const pengesahanRowAction = (aksi: string, nama: string, nim: string) => `${aksi} ${nama} (${nim})`;
/** '3 SKPI dipilih'. */
export const pengesahanSelected = (jumlah: number) => `${jumlah} SKPI dipilih`;
/** The bulk approval's button: 'Setujui 12 SKPI'. */
export const setujuiJumlah = (jumlah: number) => `Setujui ${jumlah} SKPI`;
/** A program's count in the bulk summary. */
export const jumlahSkpi = (jumlah: number) => `${jumlah} SKPI`;
/** The end of a bulk approval (its label says what was asked; a skip note follows apart). */
export const pengesahanMassalSelesai = (label: string) => `${label} selesai.`;
/** The end of the chosen rows' approval, one call each: how many were approved, and why the rest were not. */
export const pengesahanPilihanSelesai = (disetujui: number, total: number) => `${disetujui} dari ${total} SKPI pilihan disetujui.`;
/** A job label for the chosen rows' approval. */
export const pengesahanPilihanLabel = (jumlah: number) => `Pengesahan ${jumlah} SKPI pilihan`;

/** The chain on the public verification page, in Indonesian and English. */
export const PENGESAHAN_BAHASA_MSG = {
  id: {
    judul: 'Pengesahan',
    keterangan: 'Pejabat yang mengesahkan SKPI ini secara elektronik, berurutan, sebelum disegel.',
    tahap: 'Tahap',
    nama: 'Nama',
    jabatan: 'Jabatan',
    waktu: 'Disahkan pada',
    daftar: 'Rantai pengesahan',
  },
  en: {
    judul: 'Legalisation',
    keterangan: 'The officials who legalised this SKPI electronically, in order, before it was sealed.',
    tahap: 'Stage',
    nama: 'Name',
    jabatan: 'Position',
    waktu: 'Approved on',
    daftar: 'Chain of legalisation',
  },
} as const;
