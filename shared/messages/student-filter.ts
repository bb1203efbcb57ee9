/**
 * The student search and Filter popover that the printing list (/admin/cetak-skpi) and the student
 * management (/admin/manajemen-mahasiswa) share: the fixed labels users know (Fakultas,
 * Prodi, Tahun Masuk, Kelulusan with Sudah, Belum; Reset, Terapkan), ours where it names none (the
 * no-choice 'Semua', the SKP range of the student list, the request, rubric and printed states of
 * the printing list).
 */
import { bilingual, sideIn } from './language';
import { SKPI_SCREEN_MSG, SKPI_STATUS_MSG } from './skpi-screen';

export const STUDENT_FILTER_MSG = /* @__PURE__ */ bilingual(
  {
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
    // the request states as the student's own SKPI screen names them (each language's own side, read when defined)
    pengajuanTidak: sideIn(SKPI_SCREEN_MSG, 'id').requestNone,
    pengajuanMenunggu: sideIn(SKPI_STATUS_MSG, 'id').requestPending,
    pengajuanDiterima: sideIn(SKPI_STATUS_MSG, 'id').requestAccepted,
    rubrik: 'Rubrik',
    rubrikSemua: 'Semua',
    rubrikTerpenuhi: sideIn(SKPI_STATUS_MSG, 'id').statusMet,
    rubrikBelum: 'Belum terpenuhi',
    dicetak: 'Status cetak SKPI',
    dicetakSemua: 'Semua',
    dicetakBelum: 'Belum dicetak',
    dicetakSudah: 'Sudah dicetak',
    lulusBelumDicetak: 'Lulus, belum dicetak',
  } as const,
  {
    searchPlaceholder: 'Search students',
    filter: 'Filter',
    fakultas: 'Faculty',
    prodi: 'Study Program',
    tahunMasuk: 'Year of Entry',
    kelulusan: 'Graduation',
    kelulusanNone: 'All',
    kelulusanSudah: 'Graduated',
    kelulusanBelum: 'Not graduated',
    reset: 'Reset',
    terapkan: 'Apply',
    semuaFakultas: 'All faculties',
    semuaProdi: 'All study programs',
    tahunSemua: 'All years',
    skp: 'SKP',
    skpMin: 'Minimum SKP',
    skpMax: 'Maximum SKP',
    skpHint: 'Leave empty for no limit.',
    pengajuan: 'SKPI Request',
    pengajuanSemua: 'All',
    pengajuanTidak: sideIn(SKPI_SCREEN_MSG, 'en').requestNone,
    pengajuanMenunggu: sideIn(SKPI_STATUS_MSG, 'en').requestPending,
    pengajuanDiterima: sideIn(SKPI_STATUS_MSG, 'en').requestAccepted,
    rubrik: 'Rubrics',
    rubrikSemua: 'All',
    rubrikTerpenuhi: sideIn(SKPI_STATUS_MSG, 'en').statusMet,
    rubrikBelum: 'Not yet met',
    dicetak: 'SKPI print status',
    dicetakSemua: 'All',
    dicetakBelum: 'Not printed',
    dicetakSudah: 'Printed',
    lulusBelumDicetak: 'Graduated, not printed',
  },
);

/** Texts the same in both languages: the words English shares and the SKP acronym. */
export const SAME_IN_BOTH = ['STUDENT_FILTER_MSG.filter', 'STUDENT_FILTER_MSG.reset', 'STUDENT_FILTER_MSG.skp'];
