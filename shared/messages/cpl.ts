/**
 * The CPL screen (/admin/manajemen-cpl): the category grid, the table
 * 'Manajemen Capaian Pembelajaran Lulusan' and their dialogs. The menu, the table and its columns
 * keep the names users know, the success messages are in admin.ts; the rest is ours, in Indonesian. Every text
 * is defined once in shared/messages/ (see index.ts).
 */
import { bilingual, twin } from './language';

export const CPL_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
    gridTitle: 'Bidang CPL',
    gridDescription: 'Kelompok capaian pembelajaran lulusan program studi, menurut urutannya di SKPI.',
    tableTitle: 'Manajemen Capaian Pembelajaran Lulusan',
    colNo: 'No',
    colNama: 'Nama Item (Bahasa)',
    colNamaInggris: 'Item Name (English)',
    colNamaBoth: 'Nama Item (Bahasa) / Item Name (English)',
    colOpsi: 'Opsi',
    add: 'Tambah',
    close: 'Tutup',
    closeLabel: 'Tutup dan kembali ke daftar bidang CPL',
    empty: 'Belum ada CPL pada bidang ini.',
    addPoint: 'Tambah poin',
    edit: 'Ubah',
    delete: 'Hapus',
    bidangAddTitle: 'Tambah Bidang CPL',
    bidangEditTitle: 'Ubah Bidang CPL',
    bidangNama: 'Nama bidang (Bahasa Indonesia)',
    bidangNamaInggris: 'Nama bidang (English)',
    cplAddTitle: 'Tambah CPL',
    cplEditTitle: 'Ubah CPL',
    cplJudul: 'Nama item (Bahasa Indonesia)',
    cplJudulInggris: 'Item name (English)',
    pointAddTitle: 'Tambah Poin CPL',
    pointEditTitle: 'Ubah Poin CPL',
    pointTeks: 'Poin (Bahasa Indonesia)',
    pointTeksInggris: 'Point (English)',
    urutanHint: 'Bilangan bulat 1 sampai 9999, belum dipakai pada tingkat yang sama.',
    deleteBidangBody: 'Bidang CPL berikut akan dihapus. Bidang yang masih berisi CPL tidak dapat dihapus.',
    deleteCplBody: 'CPL berikut akan dihapus beserta seluruh poinnya.',
    deletePointBody: 'Poin CPL berikut akan dihapus.',
  } as const,
  {
    gridTitle: 'CPL Fields',
    gridDescription: "Groups of the study program's graduate learning outcomes, in their order in the SKPI.",
    tableTitle: 'Graduate Learning Outcomes (CPL) Management',
    colNo: 'No.',
    colNama: 'Item Name (Indonesian)',
    colNamaInggris: 'Item Name (English)',
    colNamaBoth: 'Item Name (Indonesian) / Item Name (English)',
    colOpsi: 'Options',
    add: 'Add',
    close: 'Close',
    closeLabel: 'Close and return to the list of CPL fields',
    empty: 'No CPL in this field yet.',
    addPoint: 'Add point',
    edit: 'Edit',
    delete: 'Delete',
    bidangAddTitle: 'Add CPL Field',
    bidangEditTitle: 'Edit CPL Field',
    bidangNama: 'Field name (Indonesian)',
    bidangNamaInggris: 'Field name (English)',
    cplAddTitle: 'Add CPL',
    cplEditTitle: 'Edit CPL',
    cplJudul: 'Item name (Indonesian)',
    cplJudulInggris: 'Item name (English)',
    pointAddTitle: 'Add CPL Point',
    pointEditTitle: 'Edit CPL Point',
    pointTeks: 'Point (Indonesian)',
    pointTeksInggris: 'Point (English)',
    urutanHint: 'A whole number from 1 to 9999, not yet used at the same level.',
    deleteBidangBody: 'The following CPL field will be deleted. A field that still holds CPL cannot be deleted.',
    deleteCplBody: 'The following CPL will be deleted together with all its points.',
    deletePointBody: 'The following CPL point will be deleted.',
  },
);

/** A point's number in the table: its item's urutan, a dot, its own ('2.1'). */
export const cplPointNumber = (itemUrutan: number, pointUrutan: number) => `${itemUrutan}.${pointUrutan}`;
/** What a dialog or confirmation is about: '2. Pengetahuan', '2.1 Menghargai ...'. */
export const cplSubject = (nomor: string, teks: string) => `${nomor} ${teks}`;
/** The heading of the table's category: '1. Sikap (Attitude)'. */
export const cplBidangHeading = (urutan: number, nama: string, namaInggris: string) => `${urutan}. ${nama} (${namaInggris})`;
/** The point dialog's context: which item the point belongs to. */
export const cplPointOf = /* @__PURE__ */ twin(
  (itemUrutan: number, judul: string) => `Poin dari CPL ${itemUrutan}. ${judul}`,
  (itemUrutan, judul) => `A point of CPL ${itemUrutan}. ${judul}`,
);
/** The accessible names of an item's expand toggle: 'Tampilkan poin CPL 2 Menjunjung ...'. */
export const cplPointsShow = /* @__PURE__ */ twin(
  (subject: string) => `Tampilkan poin CPL ${subject}`,
  (subject) => `Show the points of CPL ${subject}`,
);
export const cplPointsHide = /* @__PURE__ */ twin(
  (subject: string) => `Sembunyikan poin CPL ${subject}`,
  (subject) => `Hide the points of CPL ${subject}`,
);

/** Texts the same in both languages: the labels of the English names, already in English. */
export const SAME_IN_BOTH = ['CPL_SCREEN_MSG.colNamaInggris', 'CPL_SCREEN_MSG.cplJudulInggris', 'CPL_SCREEN_MSG.pointTeksInggris'];
