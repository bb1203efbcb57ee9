/**
 * The values of the fields a portfolio and an internal activity share (kegiatan-fields.tsx), as
 * the form holds them (text): empty for a new record, or those of a stored one.
 */

/** The shared fields, as text (a type, not an interface: a form's values are a record). */
export type KegiatanValues = {
  id_bidang_portofolio: string;
  id_rubrik: string;
  id_anak_rubrik: string;
  judul: string;
  judul_inggris: string;
  bobot_skp_portofolio: string;
  /** YYYY-MM-DD */
  tanggal_terbit: string;
};

export const EMPTY_KEGIATAN: KegiatanValues = {
  id_bidang_portofolio: '',
  id_rubrik: '',
  id_anak_rubrik: '',
  judul: '',
  judul_inggris: '',
  bobot_skp_portofolio: '',
  tanggal_terbit: '',
};

/** A stored portfolio's or activity's shared fields. */
export function kegiatanValuesOf(row: {
  id_bidang_portofolio: number;
  id_rubrik: number;
  id_anak_rubrik: number;
  judul: string;
  judul_inggris: string | null;
  bobot_skp_portofolio: number;
  tanggal_terbit: string;
}): KegiatanValues {
  return {
    id_bidang_portofolio: String(row.id_bidang_portofolio),
    id_rubrik: String(row.id_rubrik),
    id_anak_rubrik: String(row.id_anak_rubrik),
    judul: row.judul,
    judul_inggris: row.judul_inggris ?? '',
    bobot_skp_portofolio: String(row.bobot_skp_portofolio),
    tanggal_terbit: row.tanggal_terbit,
  };
}
