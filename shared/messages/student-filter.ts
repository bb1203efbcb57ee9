/**
 * The student search and Filter popover that the printing list (/admin/cetak-skpi) and the student
 * management (/admin/manajemen-mahasiswa) share: the fixed labels users know (Fakultas,
 * Prodi, Tahun Masuk, Kelulusan with Sudah, Belum; Reset, Terapkan), ours where it names none (the
 * no-choice 'Semua', the SKP range of the student list, the request, rubric and printed states of
 * the printing list).
 */
import { SKPI_SCREEN_MSG, SKPI_STATUS_MSG } from './skpi';

export const STUDENT_FILTER_MSG = {
  searchPlaceholder: 'Cari mahasiswa',
  filter: 'Filter',
  fakultas: 'Fakultas',
  prodi: 'Prodi',
  tahunMasuk: 'Tahun Masuk',
  kelulusan: 'Kelulusan',
  kelulusanNone: 'Semua',
  kelulusanSudah: 'Sudah',
  kelulusanBelum: 'Belum',
  reset: 'Reset',
  terapkan: 'Terapkan',
  // ours
  semuaFakultas: 'Semua fakultas',
  semuaProdi: 'Semua prodi',
  tahunSemua: 'Semua tahun',
  skp: 'SKP',
  skpMin: 'SKP minimal',
  skpMax: 'SKP maksimal',
  skpHint: 'Kosongkan untuk tanpa batas.',
  pengajuan: 'Pengajuan SKPI',
  pengajuanSemua: 'Semua',
  // the request states as the student's own SKPI screen names them
  pengajuanTidak: SKPI_SCREEN_MSG.requestNone,
  pengajuanMenunggu: SKPI_STATUS_MSG.requestPending,
  pengajuanDiterima: SKPI_STATUS_MSG.requestAccepted,
  rubrik: 'Rubrik',
  rubrikSemua: 'Semua',
  rubrikTerpenuhi: SKPI_STATUS_MSG.statusMet,
  rubrikBelum: 'Belum terpenuhi',
  dicetak: 'Status cetak SKPI',
  dicetakSemua: 'Semua',
  dicetakBelum: 'Belum dicetak',
  dicetakSudah: 'Sudah dicetak',
  lulusBelumDicetak: 'Lulus, belum dicetak',
} as const;
