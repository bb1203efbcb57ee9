/**
 * The values of the fields a portfolio and an internal activity share (kegiatan-fields.tsx), as
 * the form holds them (text): empty for a new record, or those of a stored one.
 */
import type { KegiatanFormValues } from '@shared/validation/portofolio';

export const EMPTY_KEGIATAN: KegiatanFormValues = {
  id_bidang_portofolio: '',
  id_rubrik: '',
  id_anak_rubrik: '',
  judul: '',
  judul_inggris: '',
  bobot_skp_portofolio: '',
  tanggal_terbit: '',
};

/** A stored portfolio's or activity's shared fields. */
export function kegiatanValuesOf(
  row: Record<'id_bidang_portofolio' | 'id_rubrik' | 'id_anak_rubrik' | 'bobot_skp_portofolio', number> &
    Pick<KegiatanFormValues, 'judul' | 'tanggal_terbit'> & { judul_inggris: string | null },
): KegiatanFormValues {
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
