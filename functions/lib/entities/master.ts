/**
 * Master data: the university (singleton `UNIVERSITAS`: names, accreditation, rector, the SKPI
 * number format `format_nomor_skpi`, `logo_universitas`, `profil_publik_bawaan`), faculties
 * (`FAKULTAS#<id>`, GSI1 `FAKULTAS` / `ID#<id>`; `kode_fakultas` unique by its guard
 * `KODEFAKULTAS#<KODE>`, whose `owner` is the faculty's id) and study programs (`PRODI#<id>`,
 * GSI1 `PRODI` / `ID#<id>`, GSI2 `FAKULTAS#<f>#PRODI` / `ID#<id>`). Writer: functions/domain/master/repo.ts.
 */
import type { JenisPendidikan } from '@shared/domain/kkni';
import { item, type Key } from './key';

export const masterKeys = {
  universitas: (): Key => ({ PK: 'UNIVERSITAS', SK: 'UNIVERSITAS' }),
  fakultas: (id: number) => item('FAKULTAS', id),
  /** Unique constraint: a faculty's code (`kode_fakultas`, upper case); attribute `owner`: the faculty's id. */
  kodeFakultas: (kode: string): Key => ({ PK: `KODEFAKULTAS#${kode.toUpperCase()}`, SK: 'KODEFAKULTAS' }),
  /** GSI1: all faculties. */
  fakultasList: () => 'FAKULTAS',
  prodi: (id: number) => item('PRODI', id),
  /** GSI1: all study programs; GSI2: the programs of a faculty. */
  prodiList: () => 'PRODI',
  prodiByFakultas: (idFakultas: number) => `FAKULTAS#${idFakultas}#PRODI`,
} as const;

export interface FakultasItem {
  id_fakultas: number;
  nama_fakultas: string;
  nama_fakultas_inggris: string;
  nama_dekan: string;
  nomor_pegawai_dekan: string;
  /**
   * The short code printed in the SKPI number (`{kode_fakultas}`), upper case, unique among the
   * faculties (a `masterKeys.kodeFakultas` guard item written with the faculty); absent on records
   * written before it (read as null: the faculty prints no SKPI until it has one).
   */
  kode_fakultas?: string | null;
  /**
   * The chain of approvals before an SKPI of the faculty is sealed: positions in order
   * (docs/decisions/0056-pengesahan.md); absent or empty: sealed at print.
   */
  tahap_pengesahan?: string[];
  is_active: boolean;
  version: number;
}

/**
 * The SKPI's program facts (docs/decisions/0024-skpi-facts-on-master-records.md), each Indonesian and English;
 * optional because records written before them lack them (read as null; `jenis_pendidikan` then
 * follows the level, shared/domain/kkni.ts).
 */
export interface ProdiFacts {
  gelar_inggris?: string | null;
  jenis_pendidikan?: JenisPendidikan;
  persyaratan_penerimaan?: string | null;
  persyaratan_penerimaan_inggris?: string | null;
  bahasa_pengantar?: string | null;
  bahasa_pengantar_inggris?: string | null;
  sistem_penilaian?: string | null;
  sistem_penilaian_inggris?: string | null;
  lama_studi?: string | null;
  lama_studi_inggris?: string | null;
  jenjang_lanjutan?: string | null;
  jenjang_lanjutan_inggris?: string | null;
  status_profesi?: string | null;
  status_profesi_inggris?: string | null;
}

export interface ProdiItem extends ProdiFacts {
  id_prodi: number;
  id_fakultas: number;
  nama_prodi: string;
  nama_prodi_inggris: string;
  nama_kaprodi: string;
  jenjang: string;
  gelar: string;
  status_akreditasi: string;
  no_sk_akreditasi_prodi: string;
  is_active: boolean;
  /** The program's `id_prodi` in the university's Neo Feeder, once the super admin confirmed the mapping (functions/domain/feeder/prodi.ts). */
  id_prodi_feeder?: string | null;
  version: number;
}

export interface UniversitasItem {
  nama_universitas: string;
  nama_universitas_inggris: string;
  status_akreditasi: string;
  no_sk_akreditasi_universitas: string;
  alamat_universitas: string;
  nama_rektor: string;
  /** The SKPI's extra facts: the rector's NIP/NIDN and the establishment decree (SK pendirian). */
  nomor_pegawai_rektor?: string | null;
  no_sk_pendirian?: string | null;
  /** YYYY-MM-DD */
  tanggal_sk_pendirian?: string | null;
  /** The city printed as the SKPI's place of legalisation. */
  kota_universitas?: string | null;
  /** The SKPI number format (shared/domain/skpi-number.ts); absent or null: the default. */
  format_nomor_skpi?: string | null;
  /** The logo printed on the SKPI header: a key of the documents bucket (PNG or JPEG), or null/absent (an emblem is drawn). */
  logo_universitas?: string | null;
  /** Whether a student account made from now on starts with a public profile; absent: true. */
  profil_publik_bawaan?: boolean;
  version: number;
}
