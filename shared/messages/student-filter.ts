/**
 * The student search and Filter popover that the printing list (/admin/cetak-skpi) and the
 * student management (/admin/manajemen-mahasiswa) share (spec 001 sections 2, 5, 9): the labels
 * the product specification names (Fakultas, Prodi, Tahun Masuk, Kelulusan with '-', Sudah, Belum; Reset,
 * Terapkan), ours where it names none (the SKP range of the student list).
 */
export const STUDENT_FILTER_TEXT = {
  searchPlaceholder: 'Cari mahasiswa',
  filter: 'Filter',
  fakultas: 'Fakultas',
  prodi: 'Prodi',
  tahunMasuk: 'Tahun Masuk',
  kelulusan: 'Kelulusan',
  kelulusanNone: '-',
  kelulusanSudah: 'Sudah',
  kelulusanBelum: 'Belum',
  reset: 'Reset',
  terapkan: 'Terapkan',
  // ours, where the product specification shows none
  semuaFakultas: 'Semua fakultas',
  semuaProdi: 'Semua prodi',
  tahunSemua: 'Semua tahun',
  skp: 'SKP',
  skpMin: 'SKP minimal',
  skpMax: 'SKP maksimal',
  skpHint: 'Kosongkan untuk tanpa batas.',
} as const;
