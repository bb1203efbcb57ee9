/**
 * The SKPI printing page's texts (/admin/cetak-skpi): its labels, the job's progress and the rows' actions.
 */
import { englishCount } from './english-count';
import { bilingual, merged, twin } from './language';
import { STUDENT_FILTER_MSG } from './student-filter';

/**
 * The printing screen /admin/cetak-skpi (the fixed labels users know, word for word, and ours),
 * with the search and Filter popover shared with the student management: joined by `merged` (a spread would
 * copy one language) marked pure, which esbuild would otherwise keep in every Lambda that imports this file.
 */
export const CETAK_SCREEN_MSG = /* @__PURE__ */ merged(
  STUDENT_FILTER_MSG,
  /* @__PURE__ */ bilingual(
    {
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
    } as const,
    {
      periode: 'Period',
      advancedPrint: 'Advanced Print',
      colPilih: 'Select',
      colNim: 'NIM',
      colNama: 'Name',
      colProdi: 'Study Program',
      colAngkatan: 'Cohort',
      colKelulusan: 'Graduation',
      colOpsi: 'Options',
      preview: 'Preview',
      cetak: 'Print',
      hapus: 'Delete',
      pilihSemua: 'Select All',
      cetakPilihan: 'Print Selected',
      lulus: 'GRADUATED',
      belumLulus: 'NOT GRADUATED',
      overrideNewPrint: 'Override New Print',
      overrideConfirm: 'Are you sure you want to override the print?',
      overrideHint:
        'Print a new SKPI even when the student already has a valid one: the old SKPI becomes SUPERSEDED and the new one gets a new number. Without this option, an SKPI already printed is given again unchanged.',
      printGraduates:
        'Students whose SKPI is printed are recorded as graduated on the date of the chosen graduation period, and their SKPI request becomes Accepted; students who have not requested one get a request with the status Accepted.',
      tabNim: 'Student Number',
      tabProdi: 'Study Program',
      nimHint: 'Separate NIMs with commas or spaces. One NIM is printed at once; several NIMs are printed in bulk.',
      prodiAllHint: 'Every SKPI matching this choice will be printed.',
      periodeDialog: 'Graduation Period',
      tanggal: 'Date',
      nomorPeriode: 'Period',
      revokeTitle: 'Revoke SKPI',
      revokeAsk: 'A revoked SKPI stays on record, and its verification page states REVOKED with the category and date of revocation.',
      alasan: 'Reason for revocation',
      alasanHint: 'Seen only by admins; the public verification page does not show it.',
      kategori: 'Revocation category',
      kategoriHint: 'Shown on the public verification page.',
      jobs: 'Bulk prints',
      jobQueued: 'Pending',
      jobRunning: 'Running',
      jobDone: 'Done',
      jobFailed: 'Failed',
      unduhZip: 'Download skpi.zip',
      dokumen: 'SKPI Documents',
      ijazah: 'National Diploma Number',
      ubahIjazah: 'Change Diploma Number',
      statusSah: 'VALID',
      statusDicabut: 'REVOKED',
      statusDigantikan: 'SUPERSEDED',
      statusDraf: 'DRAFT',
      statusDibatalkan: 'CANCELLED',
      printTitle: 'Print SKPI',
      printSelectedTitle: 'Print Selected SKPIs',
      periodePlaceholder: 'Choose a graduation period',
      periodeEmpty: 'No graduation periods yet. Add a period with the Period button.',
      mencetak: 'Printing..',
      printed: 'SKPI printed.',
      bukaPdf: 'Open PDF',
      bulkStarted: 'Bulk print started. Follow its progress in the list of bulk prints.',
      clearSelection: 'Clear selection',
      nomorSkpi: 'SKPI No.',
      lainnya: 'More',
      revokeSubmit: 'Revoke SKPI',
      mencabut: 'Revoking..',
      colStatus: 'Status',
      colNomor: 'Number',
      colTanggalTerbit: 'Issued on',
      colPeriode: 'Period',
      halamanVerifikasi: 'Verification page',
      riwayat: 'History',
      aksiTerbit: 'Issued',
      aksiDigantikan: 'Superseded',
      aksiDicabut: 'Revoked',
      aksiDraf: 'Printed as a draft',
      aksiDisetujui: 'Approved',
      aksiDikembalikan: 'Returned',
      aksiDicetakUlang: 'Reprinted',
      aksiDibatalkan: 'Cancelled',
      alasanDicabut: 'Reason for revocation',
      digantikanOleh: 'Superseded by',
      dokumenEmpty: 'No SKPI has been printed for this student yet.',
      previewTitle: 'SKPI Preview',
      colLabel: 'Graduation Period',
      colJumlah: 'SKPIs printed',
      tambahPeriode: 'Add Period',
      simpan: 'Save',
      hapusPeriode: 'Delete period',
      advancedSubmit: 'Print',
      nimLabel: 'NIM',
      prodiPlaceholder: 'Choose a study program',
      fakultasPlaceholder: 'Choose a faculty',
      jobsEmpty: 'No bulk prints yet.',
      empty: 'No students yet.',
      noMatch: 'No students match the search.',
    },
  ),
);

/** 'Cetak SKPI Budi Santoso (2201001)' and the like: whom a dialog is about. */
export const cetakStudent = (nama: string, nim: string) => `${nama} (${nim})`;
/** '3 mahasiswa dipilih'. */
export const cetakSelected = /* @__PURE__ */ twin(
  (count: number) => `${count} mahasiswa dipilih`,
  (count) => `${englishCount(count, 'student', 'students')} selected`,
);
/** A graduation period to choose: '2025/2026 - periode 2 (14 Maret 2026)'. */
export const periodeOption = (label: string, tanggal: string) => `${label} (${tanggal})`;
/** The notice of a bulk print seen to its end. */
export const jobSelesai = /* @__PURE__ */ twin(
  (label: string) => `Cetak massal ${label} selesai. skpi.zip siap diunduh.`,
  (label) => `Bulk print ${label} finished. skpi.zip is ready to download.`,
);
/** '12 dari 40' under a job's progress bar. */
export const jobProgress = /* @__PURE__ */ twin(
  (done: number, total: number) => `${done} dari ${total}`,
  (done, total) => `${done} of ${total}`,
);
/** Names in a dialog: 'Budi (2201001), Ani (2201002) dan 3 lainnya'. */
export const cetakNames = /* @__PURE__ */ twin(
  (names: readonly string[], total: number) => (total > names.length ? `${names.join(', ')} dan ${total - names.length} lainnya` : names.join(', ')),
  (names, total) => (total > names.length ? `${names.join(', ')} and ${total - names.length} more` : names.join(', ')),
);
/** What printing does to the students who never asked (the print dialogs name them). */
export const cetakBelumMengajukan = /* @__PURE__ */ twin(
  (count: number, names: string, tanggal: string | null) =>
    `${count} mahasiswa belum mengajukan SKPI: ${names}. Mencetak akan membuatkan pengajuan SKPI berstatus Diterima dan mencatat mereka lulus pada ${tanggal ?? 'tanggal periode kelulusan yang dipilih'}.`,
  (count, names, tanggal) =>
    `${englishCount(count, 'student has', 'students have')} not requested an SKPI: ${names}. Printing will create an SKPI request with the status Accepted and record them as graduated on ${tanggal ?? 'the date of the chosen graduation period'}.`,
);
/** The students printed although their rubrics are not met. */
export const cetakRubrikBelum = /* @__PURE__ */ twin(
  (count: number, names: string) => `${count} mahasiswa belum memenuhi semua rubrik program studinya: ${names}. SKPI mereka tetap dapat dicetak.`,
  (count, names) =>
    `${englishCount(count, 'student has', 'students have')} not met every rubric of their study program: ${names}. Their SKPI can still be printed.`,
);
/** The row menu's accessible name. */
export const cetakRowMenu = (nama: string) => `${CETAK_SCREEN_MSG.lainnya} ${nama}`;
/** A history line: 'Diterbitkan oleh Admin Teknik, 15 Mei 2026 10.04'. */
export const dokumenRiwayatLine = /* @__PURE__ */ twin(
  (aksi: string, oleh: string, waktu: string) => `${aksi} oleh ${oleh}, ${waktu}`,
  (aksi, oleh, waktu) => `${aksi} by ${oleh}, ${waktu}`,
);

/** Texts the same in both languages. */
export const SAME_IN_BOTH = [
  'CETAK_SCREEN_MSG.filter',
  'CETAK_SCREEN_MSG.reset',
  'CETAK_SCREEN_MSG.skp',
  'CETAK_SCREEN_MSG.advancedPrint',
  'CETAK_SCREEN_MSG.preview',
  'CETAK_SCREEN_MSG.overrideNewPrint',
  'CETAK_SCREEN_MSG.colNim',
  'CETAK_SCREEN_MSG.nimLabel',
  'CETAK_SCREEN_MSG.colStatus',
];
