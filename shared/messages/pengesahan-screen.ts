/**
 * Endorsement before the seal, the screens: the officials' waiting list, the leadership accounts,
 * the faculty chain and the printing admin's view of a draft (re-exported by pengesahan.ts, where
 * the area's other texts are).
 */
import { englishCount as counted } from './english-count';
import { bilingual, twin } from './language';

/** The screens' own words. */
export const PENGESAHAN_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
    // the pimpinan's area and home
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
    reprintBody:
      'Draf dicetak ulang dari data mahasiswa saat ini dengan nomor yang sama, lalu diajukan kembali dari tahap pertama rantai pengesahan.',
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
  } as const,
  {
    pageDesc:
      'SKPIs awaiting your endorsement at the stage of your position. An SKPI approved at the last stage is sealed at once and becomes valid.',
    colPilih: 'Select',
    colNim: 'NIM',
    colNama: 'Name',
    colProdi: 'Study Program',
    colTahap: 'Stage',
    colNomor: 'Number',
    colPeriode: 'Period',
    colDicetak: 'Printed by',
    colOpsi: 'Options',
    lihat: 'View',
    setujui: 'Approve',
    kembalikan: 'Return',
    empty: 'No SKPIs await your endorsement.',
    noMatch: 'No SKPIs await your endorsement with this filter.',
    filterProdi: 'Study Program',
    semuaProdi: 'All study programs',
    filterPeriode: 'Graduation period',
    semuaPeriode: 'All periods',
    pilihHalaman: 'Select All on This Page',
    setujuiPilihan: 'Approve Selected',
    setujuiSemua: 'Approve All',
    clearSelection: 'Clear selection',
    drafTitle: 'SKPI Draft',
    approveTitle: 'Approve SKPI?',
    approveBody:
      'The following SKPI is approved at your stage and passed on to the next stage. At the last stage the SKPI is sealed at once, its credential issued and its verification page made live.',
    returnTitle: 'Return SKPI',
    returnAsk: 'The SKPI is returned to the printing admin with your note. The admin reprints it after correcting it, or cancels the draft.',
    fieldCatatan: 'Note',
    catatanHint: 'What needs correcting before the SKPI is reprinted.',
    menyetujui: 'Approving..',
    mengembalikan: 'Returning..',
    bulkTitle: 'Approve All Waiting SKPIs',
    bulkAsk: "The following SKPIs await your endorsement with the list's current filter. All of them are approved at your stage as one process.",
    bulkSelectedTitle: 'Approve Selected SKPIs',
    bulkSelectedAsk: 'The following selected SKPIs are approved at your stage one by one.',
    bulkCounting: 'Counting the waiting SKPIs..',
    bulkTotal: 'Number of SKPIs',
    bulkPerProdi: 'Per study program',
    bulkFilter: 'Filter',
    bulkNoFilter: 'All SKPIs waiting for you',
    bulkStarted: 'Bulk endorsement started. Its progress is shown above the list.',
    jobs: 'Bulk endorsement',
    tutup: 'Close',
    pimpinanTitle: 'Officials',
    pimpinanDesc:
      "Officials who endorse SKPIs before they are sealed, following the faculty's endorsement chain: the position decides the stage held, the scope decides which students' SKPIs.",
    pimpinanEmpty: 'No official accounts yet.',
    colJabatan: 'Position',
    colLingkup: 'Scope',
    addPimpinanTitle: 'Add Official',
    editPimpinanTitle: 'Edit Official',
    fieldJabatan: 'Position',
    fieldJabatanHint: "Choose a position or type another one, as in the stages of the faculty's endorsement chain.",
    jabatanPlaceholder: 'Choose or type a position',
    fieldLingkup: 'Scope',
    fieldLingkupHint: 'The SKPIs of students of this study program or faculty that this account endorses.',
    lingkupProdi: 'One study program',
    lingkupFakultas: 'One faculty',
    fieldFakultas: 'Faculty',
    fakultasPlaceholder: 'Choose a faculty',
    fieldNomorPegawai: 'NIP/NIDN',
    fieldNomorPegawaiHint: "May be left empty. Printed beneath the signatory's name in the SKPI's endorsement section.",
    deletePimpinanBody: 'The following official account will be deleted and can no longer sign in; the endorsements it has given stay on record.',
    tahapTitle: 'Endorsement Chain',
    tahapDesc:
      "The positions that endorse the SKPIs of this faculty's students, in order, before the SKPI is sealed. The holder of the last stage becomes the signatory in the SKPI's endorsement section.",
    tahapNone: 'Endorsed at print',
    tahapNoneHint: 'Without an endorsement chain, the SKPI is sealed and valid as soon as it is printed.',
    tahapNew: 'Position of the new stage',
    tahapAdd: 'Add Stage',
    tahapNewPrintsOnly:
      'A change to the chain applies only to SKPIs printed after it is saved; drafts already printed keep going through their old chain.',
    drafDikembalikan: 'Draft returned',
    cetakUlang: 'Reprint Draft',
    batalkanDraf: 'Cancel Draft',
    reprintTitle: 'Reprint the SKPI draft?',
    reprintBody:
      "The draft is reprinted from the student's current data with the same number, then submitted again from the first stage of the endorsement chain.",
    cancelTitle: 'Cancel SKPI Draft',
    cancelAsk: 'The draft is cancelled and stays on record; its number is not used again. A valid SKPI the student already holds remains valid.',
    fieldAlasanBatal: 'Reason for cancelling (optional)',
    membatalkan: 'Cancelling..',
    mencetakUlang: 'Reprinting..',
    tahapan: 'Endorsement',
    tahapDisetujui: 'Approved',
    tahapMenunggu: 'Pending',
    tahapBelum: 'Not yet',
    catatanPengembalian: 'Return note',
  },
);

/** 'Dekan (tahap 2 dari 2)': a stage and its place in the chain. */
export const tahapKe = /* @__PURE__ */ twin(
  (tahap: string, ke: number, jumlah: number) => `${tahap} (tahap ${ke} dari ${jumlah})`,
  (tahap, ke, jumlah) => `${tahap} (stage ${ke} of ${jumlah})`,
);
/** A single print that made a draft (its faculty has a chain). */
export const drafDicetak = /* @__PURE__ */ twin(
  (tahap: string) => `Draf SKPI berhasil dicetak dan menunggu pengesahan ${tahap}.`,
  (tahap) => `SKPI draft printed; it awaits endorsement by ${tahap}.`,
);
/** The print list's state of a waiting draft. */
export const drafMenunggu = /* @__PURE__ */ twin(
  (tahap: string | null) => (tahap ? `Draf: menunggu ${tahap}` : 'Draf: menunggu pengesahan'),
  (tahap) => (tahap ? `Draft: awaiting ${tahap}` : 'Draft: awaiting endorsement'),
);
/** Who returned a draft, and when. */
export const dikembalikanOleh = /* @__PURE__ */ twin(
  (oleh: string, waktu: string) => `Dikembalikan oleh ${oleh}, ${waktu}`,
  (oleh, waktu) => `Returned by ${oleh}, ${waktu}`,
);
/** A stage of the chain editor: its place, and the accessible names of its buttons. */
export const tahapUrutan = /* @__PURE__ */ twin(
  (ke: number) => `Tahap ${ke}`,
  (ke) => `Stage ${ke}`,
);
export const tahapNaik = /* @__PURE__ */ twin(
  (jabatan: string) => `Naikkan ${jabatan}`,
  (jabatan) => `Move ${jabatan} up`,
);
export const tahapTurun = /* @__PURE__ */ twin(
  (jabatan: string) => `Turunkan ${jabatan}`,
  (jabatan) => `Move ${jabatan} down`,
);
export const tahapHapus = /* @__PURE__ */ twin(
  (jabatan: string) => `Hapus ${jabatan} dari rantai`,
  (jabatan) => `Remove ${jabatan} from the chain`,
);
/** The choice of a typed position in a position field. */
export const jabatanLain = /* @__PURE__ */ twin(
  (jabatan: string) => `Gunakan "${jabatan}"`,
  (jabatan) => `Use "${jabatan}"`,
);
/** A row's buttons and checkbox, named after the student. */
export const pengesahanStudent = (nama: string, nim: string) => `${nama} (${nim})`;
export const pengesahanRowAction = (aksi: string, nama: string, nim: string) => `${aksi} ${nama} (${nim})`;
/** '3 SKPI dipilih'. */
export const pengesahanSelected = /* @__PURE__ */ twin(
  (jumlah: number) => `${jumlah} SKPI dipilih`,
  (jumlah) => `${counted(jumlah, 'SKPI', 'SKPIs')} selected`,
);
/** The bulk approval's button: 'Setujui 12 SKPI'. */
export const setujuiJumlah = /* @__PURE__ */ twin(
  (jumlah: number) => `Setujui ${jumlah} SKPI`,
  (jumlah) => `Approve ${counted(jumlah, 'SKPI', 'SKPIs')}`,
);
/** A program's count in the bulk summary. */
export const jumlahSkpi = /* @__PURE__ */ twin(
  (jumlah: number) => `${jumlah} SKPI`,
  (jumlah) => counted(jumlah, 'SKPI', 'SKPIs'),
);
/** The end of a bulk approval (its label says what was asked; a skip note follows apart). */
export const pengesahanMassalSelesai = /* @__PURE__ */ twin(
  (label: string) => `${label} selesai.`,
  (label) => `${label} finished.`,
);
/** The end of the chosen rows' approval, one call each: how many were approved, and why the rest were not. */
export const pengesahanPilihanSelesai = /* @__PURE__ */ twin(
  (disetujui: number, total: number) => `${disetujui} dari ${total} SKPI pilihan disetujui.`,
  (disetujui, total) => `${disetujui} of ${counted(total, 'selected SKPI', 'selected SKPIs')} approved.`,
);
/** A job label for the chosen rows' approval. */
export const pengesahanPilihanLabel = /* @__PURE__ */ twin(
  (jumlah: number) => `Pengesahan ${jumlah} SKPI pilihan`,
  (jumlah) => `Endorsement of ${counted(jumlah, 'selected SKPI', 'selected SKPIs')}`,
);

/** Texts the same in both languages: acronyms the product keeps. */
export const SAME_IN_BOTH = ['PENGESAHAN_SCREEN_MSG.colNim', 'PENGESAHAN_SCREEN_MSG.fieldNomorPegawai'];
