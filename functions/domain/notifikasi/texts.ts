/**
 * What a notification says, built when it is read: a notification stores its kind (`jenis`) and
 * the values of the change (`nilai`: the portfolio's title, the SKPI's number and owner, the
 * approver, the stage), and its title and text are written from them in the language in force,
 * the reader's (the bell: the request's; the mail: the recipient account's). A portfolio's title
 * reads in English where the student gave one. A notification stored before the values were
 * (its `judul` and `isi` as text) reads as it was stored.
 */

import type { notifikasiView } from '@shared/api/notifikasi';
import { currentLanguage } from '@shared/messages/language';
import { PENGESAHAN_NOTIF_MSG } from '@shared/messages/pengesahan';
import { NOTIFIKASI_MSG } from '@shared/messages/verifikasi';
import type { z } from 'zod';

/** The kinds of notification (the bell's `jenis`). */
export type JenisNotifikasi = z.output<typeof notifikasiView>['jenis'];

/** A portfolio's change: its title (and its English title, when the student gave one). */
export interface NilaiPortofolio {
  judul: string;
  judul_inggris: string | null;
}

/** A draft SKPI's step: its number, its student, and who acted at which stage (where the kind says). */
export interface NilaiDraf {
  nomor: string;
  nama: string;
  nim: string;
}

/** The values each kind of notification is written from. */
export interface NilaiOf {
  'portofolio-diterima': NilaiPortofolio;
  'portofolio-ditolak': NilaiPortofolio;
  'portofolio-dihapus': NilaiPortofolio;
  'pengesahan-menunggu': NilaiDraf & { tahap: string };
  'pengesahan-dikembalikan': NilaiDraf & { oleh: string; tahap: string };
  'pengesahan-disetujui': NilaiDraf & { oleh: string; tahap: string };
  'pengesahan-disahkan': NilaiDraf & { oleh: string };
}

/** A kind with its values, as a change records it. */
export type Pesan = { [J in JenisNotifikasi]: { jenis: J; nilai: NilaiOf[J] } }[JenisNotifikasi];

export interface NotifikasiTeks {
  judul: string;
  isi: string;
}

/** The title a reader sees: the English one in English, where there is one. */
const titleOf = (v: NilaiPortofolio) => (currentLanguage() === 'en' && v.judul_inggris?.trim() ? v.judul_inggris : v.judul);

const WRITERS: { [J in JenisNotifikasi]: (v: NilaiOf[J]) => NotifikasiTeks } = {
  'portofolio-diterima': (v) => ({ judul: NOTIFIKASI_MSG.verifiedTitle, isi: NOTIFIKASI_MSG.verifiedBody(titleOf(v)) }),
  'portofolio-ditolak': (v) => ({ judul: NOTIFIKASI_MSG.rejectedTitle, isi: NOTIFIKASI_MSG.rejectedBody(titleOf(v)) }),
  'portofolio-dihapus': (v) => ({ judul: NOTIFIKASI_MSG.deletedTitle, isi: NOTIFIKASI_MSG.deletedBody(titleOf(v)) }),
  'pengesahan-menunggu': (v) => ({
    judul: PENGESAHAN_NOTIF_MSG.menungguJudul,
    isi: PENGESAHAN_NOTIF_MSG.menunggu(v.nama, v.nim, v.nomor, v.tahap),
  }),
  'pengesahan-dikembalikan': (v) => ({
    judul: PENGESAHAN_NOTIF_MSG.dikembalikanJudul,
    isi: PENGESAHAN_NOTIF_MSG.dikembalikan(v.nama, v.nim, v.nomor, v.oleh, v.tahap),
  }),
  'pengesahan-disetujui': (v) => ({
    judul: PENGESAHAN_NOTIF_MSG.disetujuiJudul,
    isi: PENGESAHAN_NOTIF_MSG.disetujui(v.nama, v.nim, v.nomor, v.oleh, v.tahap),
  }),
  'pengesahan-disahkan': (v) => ({
    judul: PENGESAHAN_NOTIF_MSG.disahkanJudul,
    isi: PENGESAHAN_NOTIF_MSG.disahkan(v.nama, v.nim, v.nomor, v.oleh),
  }),
};

/** A stored notification: its kind and values, or (stored before the values were) its text. */
export interface Tersimpan {
  jenis: JenisNotifikasi;
  nilai?: unknown;
  judul?: string;
  isi?: string;
}

/** The title and text of a notification in the language in force. */
export function notifikasiTeks(n: Tersimpan): NotifikasiTeks {
  if (n.nilai !== undefined && n.nilai !== null) {
    const write = WRITERS[n.jenis] as (v: unknown) => NotifikasiTeks;
    return write(n.nilai);
  }
  return { judul: n.judul ?? '', isi: n.isi ?? '' };
}
