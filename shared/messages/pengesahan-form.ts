/**
 * The refusals of endorsement's fields (a faculty's chain of stages, a leadership account's position
 * and scope, a return note, the waiting list's filter) and the answer to a changed chain, apart from
 * the approval routes' catalogue (pengesahan.ts): the faculty and staff forms of the admin area read
 * these alone.
 */

import { bilingual } from './language';

export const PENGESAHAN_FORM_MSG = /* @__PURE__ */ bilingual(
  {
    catatanRequired: 'Isi catatan: tuliskan apa yang perlu diperbaiki.',
    tahapDuplicate: 'Setiap jabatan hanya boleh muncul sekali dalam rantai pengesahan.',
    tahapTooMany: 'Rantai pengesahan paling banyak 5 tahap.',
    tahapChanged:
      'Data fakultas berhasil diubah! Rantai pengesahan yang baru berlaku untuk SKPI yang dicetak setelah ini; draf yang sudah dicetak tetap melalui rantai lamanya.',
    jabatanRequired: 'Isi jabatan pimpinan.',
    lingkupRequired: 'Pilih lingkup pimpinan: satu program studi atau satu fakultas.',
    lingkupOne: 'Pilih salah satu lingkup saja: program studi atau fakultas.',
    fakultasNotFound: 'Fakultas tidak ditemukan.',
    periodeFilterInvalid: 'Periode kelulusan tidak valid.',
  } as const,
  {
    catatanRequired: 'Fill in the note: write what needs correcting.',
    tahapDuplicate: 'Each position may appear only once in the endorsement chain.',
    tahapTooMany: 'The endorsement chain has at most 5 stages.',
    tahapChanged:
      'Faculty data changed! The new endorsement chain applies to SKPIs printed from now on; drafts already printed keep going through their old chain.',
    jabatanRequired: "Fill in the official's position.",
    lingkupRequired: "Choose the official's scope: one study program or one faculty.",
    lingkupOne: 'Choose only one scope: a study program or a faculty.',
    fakultasNotFound: 'Faculty not found.',
    periodeFilterInvalid: 'Invalid graduation period.',
  },
);
