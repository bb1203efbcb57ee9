/**
 * Everything one SKPI prints, as plain data (no repository is reached from the builder):
 * assembled from the records by functions/domain/skpi/document-data.ts, or written by hand in a
 * test. Field names are the records' own where a record holds the fact; a field the records do
 * not hold yet is optional and prints '-' (docs/decisions/0028-skpi-document.md).
 * Dates are YYYY-MM-DD.
 */
import type { JenisPendidikan } from '@shared/domain/kkni';

/** A text in Indonesian with its English twin (null when the record has none: the Indonesian is printed alone). */
export interface Bilingual {
  id: string;
  en: string | null;
}

export interface SkpiUniversitas {
  nama_universitas: string;
  nama_universitas_inggris: string;
  alamat_universitas: string;
  status_akreditasi: string;
  no_sk_akreditasi_universitas: string;
  no_sk_pendirian: string | null;
  tanggal_sk_pendirian: string | null;
  /**
   * The university's logo, PNG or JPEG bytes (told apart by their signature, `logoFormat`); without
   * one, or with bytes of neither, the header draws an emblem with the university's initials.
   */
  logo?: Uint8Array | null;
}

export interface SkpiFakultas {
  nama_fakultas: string;
  nama_fakultas_inggris: string;
  /** The dean signs (Permenristekdikti 59/2018 article 11). */
  nama_dekan: string;
  /** The dean's NIP (18 digits), NUPTK (16) or NIDN (10). */
  nomor_pegawai_dekan: string;
}

export interface SkpiProdi {
  nama_prodi: string;
  nama_prodi_inggris: string;
  /** D3, D4, S1, S2, S3, Profesi. */
  jenjang: string;
  /** Derived from `jenjang` (shared/domain/kkni.ts); null for a level outside the list. */
  jenjang_kkni: number | null;
  /** The degree with its abbreviation, e.g. 'Sarjana Komputer (S.Kom.)'. */
  gelar: string;
  gelar_inggris: string | null;
  jenis_pendidikan: JenisPendidikan;
  status_akreditasi: string;
  no_sk_akreditasi_prodi: string;
  persyaratan_penerimaan: Bilingual | null;
  bahasa_pengantar: Bilingual | null;
  sistem_penilaian: Bilingual | null;
  lama_studi: Bilingual | null;
  jenjang_lanjutan: Bilingual | null;
  status_profesi: Bilingual | null;
}

export interface SkpiMahasiswa {
  nama: string;
  nim: string;
  tempat_lahir: string | null;
  tanggal_lahir: string | null;
  tanggal_masuk: string | null;
  tanggal_lulus: string | null;
  /** The national diploma number (PIN/NINA); no record holds it yet. */
  nomor_ijazah_nasional?: string | null;
}

/** One CPL item with its points, in `urutan_di_skpi` order. */
export interface SkpiCpl {
  judul: Bilingual;
  points: Bilingual[];
}

/** A CPL category of the program with its items, in `urutan_di_skpi` order. */
export interface SkpiBidangCpl {
  nama: Bilingual;
  items: SkpiCpl[];
}

/** One verified portfolio: both titles and its date. */
export interface SkpiPortofolio {
  judul: string;
  judul_inggris: string | null;
  tanggal_terbit: string;
  /** Its SKP points: the PDF does not print them; the credential carries them (`creditsEarned`). */
  bobot_skp?: number | null;
}

/** A portfolio category (university-wide, `urutan_di_skpi` order) with the student's verified portfolios in it. */
export interface SkpiBidangPortofolio {
  nama: Bilingual;
  portofolio: SkpiPortofolio[];
}

/** What identifies this issue of the document; a preview prints none of the number, code and QR. */
export interface SkpiPenerbitan {
  /** The SKPI number (shared/domain/skpi-number.ts); null in a preview. */
  nomor: string | null;
  /** The document's unguessable code; null in a preview. */
  kode: string | null;
  /** The verification address the QR code holds (`.../verifikasi/{kode}`); null in a preview. */
  url_verifikasi: string | null;
  /** Date of issue, printed beside the place of legalisation. */
  tanggal_terbit: string;
  /** Place of legalisation: the university's city (`kota_universitas`); without one the date is printed alone. */
  tempat?: string | null;
  /**
   * The approval of the last stage of the faculty's chain (docs/decisions/0056-pengesahan.md): the
   * legalisation names this approver, 'Disahkan secara elektronik' and the time, in place of the
   * space for a signature. Absent: no chain (the dean's block with room to sign), or a draft.
   */
  pengesahan?: SkpiPengesahan | null;
}

/** Who legalised the SKPI electronically, and when. */
export interface SkpiPengesahan {
  nama: string;
  /** The position as printed: the Indonesian and, for a usual position, its English. */
  jabatan: Bilingual;
  /** NIP/NIDN, when recorded. */
  nomor_pegawai: string | null;
  /** ISO date-time of the approval. */
  waktu: string;
}

export interface SkpiDocumentData {
  universitas: SkpiUniversitas;
  fakultas: SkpiFakultas;
  prodi: SkpiProdi;
  mahasiswa: SkpiMahasiswa;
  /** Section 3A: the program's CPL categories in order (those without items are left out). */
  cpl: SkpiBidangCpl[];
  /** Section 3B: the portfolio categories in order, each with the student's verified portfolios (empty ones are not printed). */
  portofolio: SkpiBidangPortofolio[];
  penerbitan: SkpiPenerbitan;
}

export interface BuildOptions {
  /** A preview: 'PRATINJAU' across every page, no number, no code, no QR code. */
  preview: boolean;
  /**
   * A draft waiting for its chain's approvals: 'DRAF' across every page, the number printed, no
   * code and no QR code (the verification page is not live before the last approval).
   */
  draft?: boolean;
}

/** The image format of logo bytes by their signature: PNG (89 50 4E 47), JPEG (FF D8 FF), else null. */
export function logoFormat(bytes: Uint8Array | null | undefined): 'png' | 'jpeg' | null {
  if (!bytes || bytes.length < 4) return null;
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}
