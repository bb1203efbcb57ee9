/**
 * Users of every role (mahasiswa, verifikator, ppk, admin jurusan, super admin): the user item
 * `USER#<ulid>` / `USER` with biodata, the embedded `sosmed` list, kemahasiswaan, the `skp` and
 * `jumlah_portofolio` totals, the password hash (empty until an account made without one is
 * activated or reset) and `token_version`; and its unique constraints `NIM#<NIM>` (also the staff
 * username) and `EMAIL#<email>` (lower case), written with the user in one transaction.
 * GSI1 `ROLE#<ROLE>#PRODI#<p or 0>` / `NIM#<nim>`, GSI2 `ROLE#<ROLE>` / `NIM#<nim>`, and for a
 * student with a program and a `tanggal_masuk` GSI3 `MHS#PRODI#<p>#ANGKATAN#<yyyy>` and GSI4
 * `MHS#ANGKATAN#<yyyy>` / `NIM#<nim>` (`userIndexAttributes` below: every
 * writer of `id_prodi`, `tanggal_masuk` or `nim` keeps all four). Several domains read the user
 * item; its type lives here so none imports another's repository for it. A NIM change is one
 * transaction that deletes the old `NIM#` item and puts the new one (functions/domain/users/move.ts);
 * everything else is keyed by the immutable user id, so nothing else moves with it.
 */

import type { Bahasa } from '@shared/messages/language';
import type { Role } from '@shared/api/contract';
import { item, type Key } from './key';

export const userKeys = {
  user: (userId: string) => item('USER', userId),
  /** Unique constraint: NIM (also the admins' and verifiers' username). */
  nim: (nim: string): Key => ({ PK: `NIM#${nim.toUpperCase()}`, SK: 'NIM' }),
  /** Unique constraint: e-mail, compared in lower case. */
  email: (email: string): Key => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  /** GSI1: users of a role in a prodi, by NIM. */
  usersByRoleProdi: (role: string, idProdi: number | null) => `ROLE#${role.toUpperCase()}#PRODI#${idProdi ?? 0}`,
  /** GSI2: users of a role across the university, by NIM. */
  usersByRole: (role: string) => `ROLE#${role.toUpperCase()}`,
  userSortByNim: (nim: string) => `NIM#${nim.toUpperCase()}`,
  /** GSI3: the students of a program who entered in a year (the year of tanggal_masuk), by NIM. */
  studentsByProdiAngkatan: (idProdi: number, year: number) => `MHS#PRODI#${idProdi}#ANGKATAN#${year}`,
  /** GSI4: the students of every program who entered in a year, by NIM. */
  studentsByAngkatan: (year: number) => `MHS#ANGKATAN#${year}`,
} as const;

/** The year of entry (angkatan): the year of tanggal_masuk, or null. */
export function angkatanOf(tanggalMasuk: string | null | undefined): number | null {
  const year = tanggalMasuk ? Number(tanggalMasuk.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) ? year : null;
}

/** The user attributes the GSIs list a user by (every writer of them keeps the GSI attributes with userIndexAttributes). */
export type IndexedUser = Pick<UserItem, 'role' | 'id_prodi' | 'nim' | 'tanggal_masuk'>;

/**
 * GSI attributes that list a user by role (and prodi), ordered by NIM; a student with a program and
 * an entry date also by program and year (GSI3) and by year (GSI4), the student list's filters
 * (functions/domain/users/list-repo.ts). `GSI3PK` etc. are absent (null here: a writer REMOVEs them) otherwise.
 */
export function userIndexAttributes(u: IndexedUser) {
  const year = u.role === 'mahasiswa' ? angkatanOf(u.tanggal_masuk) : null;
  const sort = userKeys.userSortByNim(u.nim);
  return {
    GSI1PK: userKeys.usersByRoleProdi(u.role, u.id_prodi),
    GSI1SK: sort,
    GSI2PK: userKeys.usersByRole(u.role),
    GSI2SK: sort,
    ...(year !== null && u.id_prodi !== null
      ? { GSI3PK: userKeys.studentsByProdiAngkatan(u.id_prodi, year), GSI3SK: sort, GSI4PK: userKeys.studentsByAngkatan(year), GSI4SK: sort }
      : {}),
  };
}

/**
 * The update of every GSI attribute of a user to what userIndexAttributes gives for `u` (SET those
 * it gives, REMOVE the others), for an UpdateItem: its SET and REMOVE clauses and values.
 */
export function userIndexUpdate(u: IndexedUser): { set: string[]; remove: string[]; values: Record<string, string> } {
  const attrs: Record<string, string> = userIndexAttributes(u);
  const all = ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'GSI4PK', 'GSI4SK'];
  return {
    set: all.filter((a) => attrs[a] !== undefined).map((a) => `${a} = :ix${a}`),
    remove: all.filter((a) => attrs[a] === undefined),
    values: Object.fromEntries(all.filter((a) => attrs[a] !== undefined).map((a) => [`:ix${a}`, attrs[a] as string])),
  };
}

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
  /** The language the account chose for its screens, answers and e-mails; absent: never chose (Indonesian). */
  bahasa?: Bahasa;
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
   * A pimpinan (docs/decisions/0054-pengesahan.md): the position held, the scope (a program in
   * `id_prodi`, or a faculty here) and the NIP/NIDN printed when they legalise an SKPI.
   */
  jabatan?: string | null;
  id_fakultas?: number | null;
  nomor_pegawai?: string | null;
  /** The Neo Feeder registration this student is linked to (one NIM in one program; its constraint item is feederKeys.registrasi). */
  id_registrasi_mahasiswa?: string | null;
  /** The Feeder's student status as last synced ('Aktif', 'Cuti', 'Lulus', ...). */
  status_mahasiswa?: string | null;
  /** The yudisium decree of the graduation, and the final GPA, from the Feeder. */
  nomor_sk_yudisium?: string | null;
  tanggal_sk_yudisium?: string | null;
  ipk?: number | null;
  /** The values the last Feeder sync wrote (or found equal): a field that differs from them was changed by hand since. */
  feeder_sinkron?: FeederSnapshot | null;
}

/** The synced fields as the last sync left them (functions/domain/feeder/plan.ts compares them). */
export interface FeederSnapshot {
  nama?: string | null;
  tempat_lahir?: string | null;
  tanggal_lahir?: string | null;
  jenis_kelamin?: 0 | 1 | null;
  tanggal_masuk?: string | null;
  status_mahasiswa?: string | null;
  /** The Feeder person (`id_mahasiswa`) and its list row's `last_update`, to read the biodata again only when it moved. */
  id_mahasiswa?: string | null;
  last_update?: string | null;
  at: string;
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
