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
