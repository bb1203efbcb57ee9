/**
 * The stored shapes of the entities that several domains read or derive from: the user item and
 * the portfolio item. Their repositories own the writes; the projections (./projections/) and other
 * domains' services read these types from here, so no domain imports another's repository for a type.
 */
import type { Role } from '@shared/api/contract';

export interface Sosmed {
  jenis_sosmed: string;
  nama: string;
  link_sosmed: string;
}

export interface UserItem {
  id: string;
  nim: string;
  email: string;
  role: Role;
  id_prodi: number | null;
  nama: string;
  password_hash: string;
  token_version: number;
  /** Sessions ended by their logout before they expire: session id → its expiry (epoch seconds); expired ones are pruned. */
  revoked_sessions?: Record<string, number>;
  /** A staff member's new e-mail address until it is confirmed through the link sent to it (sign-in codes go to `email` meanwhile). */
  email_baru?: string | null;
  is_active: boolean;
  email_verified_at: string | null;
  is_data_complete: boolean;
  /**
   * Students: whether the profile and portfolios are public (search, /profile/{nim}); the
   * student's choice (UU 27/2022), the university's default when the account is made. Absent
   * (accounts made before the choice existed): public.
   */
  profil_publik?: boolean;
  created_at: string;
  updated_at: string;
  version: number;
  // biodata (students; optional for staff)
  foto_profil?: string | null;
  kewarganegaraan?: number | null;
  nik?: string | null;
  agama?: string | null;
  jenis_kelamin?: 0 | 1 | null;
  alamat?: string | null;
  kode_pos?: string | null;
  id_provinsi?: number | null;
  id_kota?: number | null;
  tempat_lahir?: string | null;
  tanggal_lahir?: string | null;
  no_telepon_asal?: string | null;
  no_hp?: string | null;
  bio?: string | null;
  sosmed?: Sosmed[];
  tanggal_masuk?: string | null;
  tanggal_lulus?: string | null;
  is_graduated?: boolean;
  /** The period of the SKPI print that graduated the student. */
  id_periode_kelulusan?: number | null;
  /** National diploma number (PIN, PDDikti), printed in the SKPI's section 1. */
  nomor_ijazah_nasional?: string | null;
  /** The student's printed, valid SKPI (functions/domain/cetak/repo.ts), or null. */
  skpi_dokumen?: { kode: string; nomor: string; tanggal_terbit: string } | null;
  skp?: number;
  jumlah_portofolio?: number;
  /**
   * A pimpinan (docs/decisions/0053-pengesahan.md): the position held, the scope (a program in
   * `id_prodi`, or a faculty here) and the NIP/NIDN printed when they legalise an SKPI.
   */
  jabatan?: string | null;
  id_fakultas?: number | null;
  nomor_pegawai?: string | null;
}

/** The biodata and contact fields a student fills in at activation and edits on the profile. */
export type BiodataField =
  | 'kewarganegaraan'
  | 'nik'
  | 'agama'
  | 'jenis_kelamin'
  | 'alamat'
  | 'kode_pos'
  | 'id_provinsi'
  | 'id_kota'
  | 'tempat_lahir'
  | 'tanggal_lahir'
  | 'no_telepon_asal'
  | 'no_hp'
  | 'bio'
  | 'sosmed';

/** 1 Menunggu, 2 Terverifikasi, 3 Diubah, 4 Tertolak (spec: id_status_portofolio). */
export type StatusPortofolio = 1 | 2 | 3 | 4;

export interface PortofolioItem {
  id_portofolio: number;
  /** Owner (student's user id). */
  user_id: string;
  /** The owner's prodi when the portfolio was written (the verification queues of that prodi). */
  id_prodi: number;
  id_bidang_portofolio: number;
  id_rubrik: number;
  id_anak_rubrik: number;
  /** Set when the portfolio is an internal activity (kegiatan internal). */
  id_kegiatan_ppk: number | null;
  judul: string;
  judul_inggris: string | null;
  bobot_skp_portofolio: number;
  /** YYYY-MM-DD */
  tanggal_terbit: string;
  /** Object key of the evidence PDF in the documents bucket. */
  dokumen_portofolio: string | null;
  id_status_portofolio: StatusPortofolio;
  showed: boolean;
  /** Who verified or rejected it last (user id and name at the time), and when (null until decided). */
  verified_by: string | null;
  verified_by_nama?: string | null;
  verified_at: string | null;
  /** The note of the latest decision (required on a rejection); absent on items from before verification. */
  catatan?: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}
