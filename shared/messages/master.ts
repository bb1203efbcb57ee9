/**
 * Texts of the master-data screens shared by several pages (the CPL management screen, the Rubric
 * management screen, the Internal activities screen): the program panel and its picker, the
 * category grid. Every text is defined once in shared/messages/ (see index.ts).
 */
export const MASTER_MSG = {
  programPanelTitle: 'Program Studi',
  programNotChosen: 'Belum ada program studi yang dipilih.',
  changeProgram: 'Ganti Prodi',
  pickFakultas: 'Pilih Fakultas',
  pickProdi: 'Pilih Program Studi',
  pickerBack: 'Kembali ke daftar fakultas',
  pickerWarning:
    'Anda akan mengelola data pada tingkat admin program studi. Pastikan perubahan telah disetujui oleh admin program studi yang bersangkutan.',
  pickerMustChoose: 'Pilih program studi terlebih dahulu.',
  pickerNoFakultas: 'Belum ada fakultas.',
  pickerNoProdi: 'Fakultas ini belum memiliki program studi.',
  inactive: 'Non-Aktif',
  fakultasLabel: 'Fakultas',
  categoryAdd: 'Tambah',
  categoryPick: 'Pilih',
  categoryEdit: 'Ubah',
  categoryDelete: 'Hapus',
  categoryMenu: 'Opsi',
  categoryEmpty: 'Belum ada kategori.',
  urutanLabel: 'Urutan di SKPI',
  // the program select of lists and statistics (every program, or one)
  prodiSelectLabel: 'Program studi',
  prodiSelectAll: 'Semua program studi',
} as const;

/** The accessible name of a category card's menu. */
export const categoryMenuLabel = (nama: string) => `Opsi ${nama}`;
