/**
 * Texts of the master-data screens shared by several pages (the CPL management screen, the Rubric
 * management screen, the Internal activities screen): the program panel and its picker, the
 * category grid. Every text is defined once in shared/messages/ (see index.ts).
 */
import { bilingual } from './language';

export const MASTER_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    programPanelTitle: 'Study Program',
    programNotChosen: 'No study program chosen yet.',
    changeProgram: 'Change Program',
    pickFakultas: 'Choose Faculty',
    pickProdi: 'Choose Study Program',
    pickerBack: 'Back to the list of faculties',
    pickerWarning:
      "You are about to manage data at the level of a program admin. Make sure the changes have been approved by that study program's admin.",
    pickerMustChoose: 'Choose a study program first.',
    pickerNoFakultas: 'No faculties yet.',
    pickerNoProdi: 'This faculty has no study programs yet.',
    inactive: 'Inactive',
    fakultasLabel: 'Faculty',
    categoryAdd: 'Add',
    categoryPick: 'Choose',
    categoryEdit: 'Edit',
    categoryDelete: 'Delete',
    categoryMenu: 'Options',
    categoryEmpty: 'No categories yet.',
    urutanLabel: 'Order on the SKPI',
    prodiSelectLabel: 'Study program',
    prodiSelectAll: 'All study programs',
  },
);
