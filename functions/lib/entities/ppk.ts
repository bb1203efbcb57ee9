/**
 * Internal activities (kegiatan internal, `PPK#<id>`: `dokumen_ppk` key, `jumlah_portofolio` of
 * the portfolios that chose it): GSI1 `PRODI#<p>#PPK` / `ID#<id>`, GSI2 `ANAK#<a>#PPK` / `ID#<id>`.
 * Writer: functions/domain/ppk/repo.ts (the count: functions/lib/projections/kegiatan.ts).
 */
import { item } from './key';

export const ppkKeys = {
  kegiatan: (id: number) => item('PPK', id),
  /** GSI1: internal activities of a prodi; GSI2: of a sub-rubric. */
  kegiatanByProdi: (idProdi: number) => `PRODI#${idProdi}#PPK`,
  kegiatanByAnak: (idAnak: number) => `ANAK#${idAnak}#PPK`,
} as const;

export interface KegiatanItem {
  id_kegiatan_ppk: number;
  id_prodi: number;
  id_bidang_portofolio: number;
  id_rubrik: number;
  id_anak_rubrik: number;
  judul: string;
  judul_inggris: string | null;
  bobot_skp_portofolio: number;
  /** YYYY-MM-DD */
  tanggal_terbit: string;
  /** Object key of the activity's document in the documents bucket. */
  dokumen_ppk: string | null;
  /** Portfolios that chose the activity (absent: none yet). */
  jumlah_portofolio?: number;
  version: number;
  created_at: string;
  updated_at: string;
}
