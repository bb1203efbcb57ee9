/**
 * The SKPI printing area (the Cetak SKPI screen): the fixed catalogue texts word for word (the override
 * confirmation, the period messages that reuse the internal-activity wording), and ours. The public verification page's texts are in ./keaslian.ts.
 */
import { KATEGORI_PENCABUTAN_LABEL } from '../domain/segel';
import { STUDENT_FILTER_MSG } from './student-filter';

/** 'Kesalahan data, Diterbitkan ulang, Kelulusan dibatalkan atau Alasan lain': the revocation categories, from their labels. */
const KATEGORI_CHOICES = (() => {
  const labels = Object.values(KATEGORI_PENCABUTAN_LABEL).map((l) => l.id);
  return `${labels.slice(0, -1).join(', ')} atau ${labels.at(-1)}`;
})();

/** API refusals and results of the printing routes, by key (spread into MSG). */
export const CETAK_MSG = {
  overrideInvalid: 'Nilai override harus 0 atau 1.',
  periodeRequired: 'Pilih periode kelulusan.',
  periodeNotFound: 'Periode kelulusan tidak ditemukan.',
  periodeNumberRequired: 'Isi nomor periode (1 sampai 99).',
  angkatanInvalid: 'Angkatan harus berupa tahun, misalnya 2022.',
  kelulusanInvalid: 'Kelulusan harus kosong, 0 atau 1.',
  pengajuanInvalid: 'Pengajuan harus kosong, tidak, menunggu atau diterima.',
  rubrikInvalid: 'Rubrik harus kosong, 0 atau 1.',
  dicetakInvalid: 'Dicetak harus kosong, 0 atau 1.',
  nimRequired: 'Isi minimal satu NIM.',
  tooManyNim: 'Paling banyak 2000 NIM dalam satu cetak massal.',
  prodiRequired: 'Pilih program studi.',
  tahunMasukRequired: 'Pilih tahun masuk.',
  alasanRequired: 'Isi alasan pencabutan SKPI.',
  kategoriInvalid: `Kategori pencabutan tidak dikenal. Pilih salah satu: ${KATEGORI_CHOICES}.`,
  periodeAdded: 'Data kegiatan berhasil ditambahkan!',
  periodeDeleted: 'Data kegiatan berhasil dihapus!',
  periodeDuplicate: 'Periode dengan nomor ini sudah ada pada tahun akademik yang sama.',
  skpiOtherProdi: 'Anda hanya dapat mencetak SKPI mahasiswa program studi Anda sendiri.',
  skpiNotPrinted: 'SKPI mahasiswa ini belum dicetak.',
  skpiRevoked: 'SKPI berhasil dicabut.',
  ijazahInvalid: 'Nomor ijazah nasional hanya boleh berisi huruf, angka, titik, garis miring dan tanda hubung.',
  ijazahSaved: 'Nomor ijazah nasional berhasil disimpan!',
  skpiNoKodeFakultas: 'Kode fakultas belum diisi. Lengkapi kode fakultas pada Manajemen Universitas sebelum mencetak SKPI.',
  skpiNumberBusy: 'Nomor SKPI sedang dipakai oleh pencetakan lain. Silakan coba lagi.',
  skpiJobNotFound: 'Pekerjaan cetak tidak ditemukan.',
  skpiJobFailed: 'Cetak massal gagal. Silakan coba lagi.',
  skpiChunkFailed: 'Gagal dicetak setelah dicoba ulang. Silakan cetak ulang mahasiswa ini.',
  skpiJobStarterNotAllowed:
    'Cetak massal dihentikan: akun yang memulainya tidak lagi aktif sebagai admin dengan akses ke program studi ini. Tidak ada SKPI yang dicetak.',
  skpiBulkEmpty: 'Tidak ada mahasiswa yang sesuai dengan pilihan ini.',
  keaslianNotFound: 'Dokumen tidak ditemukan. Periksa kembali kode pada SKPI Anda.',
} as const;

/** 409 on deleting a period that printed SKPI use: says how many. */
export const periodeInUse = (count: number) => `Periode kelulusan tidak dapat dihapus karena dipakai oleh ${count} SKPI yang sudah dicetak.`;
/** 422 naming the NIM of a bulk print that are no students (or not the admin's). */
export const skpiUnknownNims = (nims: readonly string[]) =>
  `NIM berikut tidak ditemukan${nims.length > 10 ? ` (${nims.length} NIM)` : ''}: ${nims.slice(0, 10).join(', ')}${nims.length > 10 ? ', …' : ''}.`;
/** 202 job labels. */
export const jobLabelNims = (count: number) => `${count} NIM`;
export const jobLabelProdi = (prodi: string, tahun: number) => `${prodi} angkatan ${tahun}`;

/**
 * The printing screen /admin/cetak-skpi (the fixed labels users know, word for word, and ours),
 * with the search and Filter popover shared with the student management: joined by an Object.assign marked pure,
 * not a spread, which esbuild would keep in every Lambda that imports this file.
 */
export const CETAK_SCREEN_MSG = /* @__PURE__ */ Object.assign({}, STUDENT_FILTER_MSG, {
  title: 'Cetak SKPI',
  periode: 'Periode',
  advancedPrint: 'Advanced Print',
  colPilih: 'Pilih',
  colNim: 'NIM',
  colNama: 'Nama',
  colProdi: 'Program Studi',
  colAngkatan: 'Angkatan',
  colKelulusan: 'Kelulusan',
  colOpsi: 'Opsi',
  preview: 'Preview',
  cetak: 'Cetak',
  hapus: 'Hapus',
  pilihSemua: 'Pilih Semua',
  cetakPilihan: 'Cetak Pilihan',
  lulus: 'LULUS',
  belumLulus: 'BELUM LULUS',
  overrideNewPrint: 'Override New Print',
  overrideConfirm: 'Apakah anda yakin akan override print?',
  overrideHint:
    'Cetak SKPI baru walaupun mahasiswa sudah memiliki SKPI yang sah: SKPI lama menjadi DIGANTIKAN dan SKPI baru mendapat nomor baru. Tanpa pilihan ini, SKPI yang sudah dicetak diberikan kembali tanpa perubahan.',
  printGraduates:
    'Mahasiswa yang SKPI-nya dicetak dicatat lulus pada tanggal periode kelulusan yang dipilih, dan pengajuan SKPI-nya menjadi Diterima; mahasiswa yang belum mengajukan dibuatkan pengajuan berstatus Diterima.',
  tabNim: 'Nomor Mahasiswa',
  tabProdi: 'Program Studi',
  nimHint: 'Pisahkan NIM dengan koma atau spasi. Satu NIM dicetak langsung; beberapa NIM dicetak massal.',
  prodiAllHint: 'Semua SKPI yang sesuai dengan pilihan ini akan dicetak.',
  periodeDialog: 'Periode Kelulusan',
  tanggal: 'Tanggal',
  nomorPeriode: 'Periode',
  revokeTitle: 'Cabut SKPI',
  revokeAsk: 'SKPI yang dicabut tetap tercatat dan halaman verifikasinya menyatakan DICABUT beserta kategori dan tanggal pencabutan.',
  alasan: 'Alasan pencabutan',
  alasanHint: 'Hanya terlihat oleh admin; halaman verifikasi publik tidak menampilkannya.',
  kategori: 'Kategori pencabutan',
  kategoriHint: 'Ditampilkan pada halaman verifikasi publik.',
  jobs: 'Cetak massal',
  jobQueued: 'Menunggu',
  jobRunning: 'Berjalan',
  jobDone: 'Selesai',
  jobFailed: 'Gagal',
  unduhZip: 'Unduh skpi.zip',
  dokumen: 'Dokumen SKPI',
  ijazah: 'Nomor Ijazah Nasional',
  ubahIjazah: 'Ubah Nomor Ijazah',
  statusSah: 'SAH',
  statusDicabut: 'DICABUT',
  statusDigantikan: 'DIGANTIKAN',
  statusDraf: 'DRAF',
  statusDibatalkan: 'DIBATALKAN',
  // ours
  printTitle: 'Cetak SKPI',
  printSelectedTitle: 'Cetak SKPI Pilihan',
  periodePlaceholder: 'Pilih periode kelulusan',
  periodeEmpty: 'Belum ada periode kelulusan. Tambahkan periode melalui tombol Periode.',
  mencetak: 'Mencetak..',
  printed: 'SKPI berhasil dicetak.',
  bukaPdf: 'Buka PDF',
  bulkStarted: 'Cetak massal dimulai. Pantau kemajuannya pada daftar cetak massal.',
  clearSelection: 'Kosongkan pilihan',
  nomorSkpi: 'No. SKPI',
  lainnya: 'Lainnya',
  revokeSubmit: 'Cabut SKPI',
  mencabut: 'Mencabut..',
  colStatus: 'Status',
  colNomor: 'Nomor',
  colTanggalTerbit: 'Tanggal terbit',
  colPeriode: 'Periode',
  halamanVerifikasi: 'Halaman verifikasi',
  riwayat: 'Riwayat',
  aksiTerbit: 'Diterbitkan',
  aksiDigantikan: 'Digantikan',
  aksiDicabut: 'Dicabut',
  aksiDraf: 'Dicetak sebagai draf',
  aksiDisetujui: 'Disetujui',
  aksiDikembalikan: 'Dikembalikan',
  aksiDicetakUlang: 'Dicetak ulang',
  aksiDibatalkan: 'Dibatalkan',
  alasanDicabut: 'Alasan pencabutan',
  digantikanOleh: 'Digantikan oleh',
  dokumenEmpty: 'Belum ada SKPI yang dicetak untuk mahasiswa ini.',
  previewTitle: 'Preview SKPI',
  colLabel: 'Periode Kelulusan',
  colJumlah: 'SKPI tercetak',
  tambahPeriode: 'Tambah Periode',
  simpan: 'Simpan',
  hapusPeriode: 'Hapus periode',
  advancedSubmit: 'Cetak',
  nimLabel: 'NIM',
  prodiPlaceholder: 'Pilih program studi',
  fakultasPlaceholder: 'Pilih fakultas',
  jobsEmpty: 'Belum ada cetak massal.',
  empty: 'Belum ada mahasiswa.',
  noMatch: 'Tidak ada mahasiswa yang sesuai dengan pencarian.',
} as const);

/** 'Cetak SKPI Budi Santoso (2201001)' and the like: whom a dialog is about. */
export const cetakStudent = (nama: string, nim: string) => `${nama} (${nim})`;
/** '3 mahasiswa dipilih'. */
export const cetakSelected = (count: number) => `${count} mahasiswa dipilih`;
/** A graduation period to choose: '2025/2026 - periode 2 (14 Maret 2026)'. */
export const periodeOption = (label: string, tanggal: string) => `${label} (${tanggal})`;
/** The notice of a bulk print seen to its end. */
export const jobSelesai = (label: string) => `Cetak massal ${label} selesai. skpi.zip siap diunduh.`;
/** '12 dari 40' under a job's progress bar. */
export const jobProgress = (done: number, total: number) => `${done} dari ${total}`;
/** Names in a dialog: 'Budi (2201001), Ani (2201002) dan 3 lainnya'. */
export const cetakNames = (names: readonly string[], total: number) =>
  total > names.length ? `${names.join(', ')} dan ${total - names.length} lainnya` : names.join(', ');
/** What printing does to the students who never asked (the print dialogs name them). */
export const cetakBelumMengajukan = (count: number, names: string, tanggal: string | null) =>
  `${count} mahasiswa belum mengajukan SKPI: ${names}. Mencetak akan membuatkan pengajuan SKPI berstatus Diterima dan mencatat mereka lulus pada ${tanggal ?? 'tanggal periode kelulusan yang dipilih'}.`;
/** The students printed although their rubrics are not met. */
export const cetakRubrikBelum = (count: number, names: string) =>
  `${count} mahasiswa belum memenuhi semua rubrik program studinya: ${names}. SKPI mereka tetap dapat dicetak.`;
/** The row menu's accessible name. */
export const cetakRowMenu = (nama: string) => `${CETAK_SCREEN_MSG.lainnya} ${nama}`;
/** A history line: 'Diterbitkan oleh Admin Teknik, 15 Mei 2026 10.04'. */
export const dokumenRiwayatLine = (aksi: string, oleh: string, waktu: string) => `${aksi} oleh ${oleh}, ${waktu}`;
