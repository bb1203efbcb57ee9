/**
 * Tolerant parsing of the Feeder's rows (docs/decisions/0052-neo-feeder-sync.md): a value may come
 * as a string or a number; '-', '' and null mean none; dates come as `DD-MM-YYYY` or `YYYY-MM-DD`
 * (a time after them is ignored); an IPK with float noise or as text is rounded to two decimals;
 * the diploma number stays text; unknown keys are ignored. A registration row without a NIM or an
 * `id_registrasi_mahasiswa` is skipped with its reason.
 */
import { FEEDER_MSG } from '@shared/messages/feeder';

type Raw = Record<string, unknown>;

/** Text, trimmed; none for null, '', '-' and anything that is not a string or a finite number. */
export function text(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t === '' || t === '-' ? null : t;
}

const validDate = (y: number, m: number, d: number) => {
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
};

/** A date as YYYY-MM-DD, from `DD-MM-YYYY`, `DD/MM/YYYY` or `YYYY-MM-DD` (a time after it ignored); none otherwise. */
export function date(value: unknown): string | null {
  const t = text(value);
  if (!t) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(t);
  let [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  if (!m) {
    m = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?:[ T].*)?$/.exec(t);
    if (!m) return null;
    [y, mo, d] = [Number(m[3]), Number(m[2]), Number(m[1])];
  }
  if (!validDate(y, mo, d)) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** An IPK rounded to two decimals (3.5999999999999996 → 3.6, "3.50" → 3.5); none for 0, blank or out of 0-4. */
export function ipk(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0 || n > 4) return null;
  return Math.round(n * 100) / 100;
}

/** L (laki-laki) 0, P (perempuan) 1. */
export function jenisKelamin(value: unknown): 0 | 1 | null {
  const t = text(value)?.toUpperCase();
  return t === 'L' ? 0 : t === 'P' ? 1 : null;
}

/** The student status letters and their names. */
const STATUS_NAMES: Record<string, string> = { A: 'Aktif', C: 'Cuti', N: 'Non-Aktif', L: 'Lulus', D: 'Drop Out', K: 'Keluar' };

/** The status's name as sent, else the name of its letter. */
export function statusMahasiswa(row: Raw): string | null {
  const name = text(row.nama_status_mahasiswa);
  if (name) return name;
  const letter = text(row.id_status_mahasiswa)?.toUpperCase();
  return letter ? (STATUS_NAMES[letter] ?? letter) : null;
}

/**
 * The first day of an entry period `YYYYS` (`20231` the odd semester of 2023/2024: 2023-09-01;
 * `20232` the even one: 2024-02-01); none for anything else.
 */
export function periodStart(value: unknown): string | null {
  const t = text(value);
  const m = t ? /^(\d{4})([123])$/.exec(t) : null;
  if (!m) return null;
  const year = Number(m[1]);
  return m[2] === '1' ? `${year}-09-01` : `${year + 1}-02-01`;
}

/** The period `YYYYS` a date falls in (September to January odd, February to August even). */
export function periodOf(isoDate: string): string | null {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(isoDate);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month >= 9) return `${year}1`;
  if (month === 1) return `${year - 1}1`;
  return `${year - 1}2`;
}

export interface FeederProdi {
  id_prodi: string;
  kode_program_studi: string | null;
  nama_program_studi: string;
  jenjang: string | null;
  status: string | null;
}

export interface FeederMahasiswa {
  id_registrasi_mahasiswa: string;
  id_mahasiswa: string | null;
  nim: string;
  nama: string | null;
  jenis_kelamin: 0 | 1 | null;
  tanggal_lahir: string | null;
  id_prodi: string | null;
  nama_program_studi: string | null;
  /** The entry period's first day. */
  tanggal_masuk: string | null;
  status_mahasiswa: string | null;
  last_update: string | null;
}

export interface FeederBiodata {
  tempat_lahir: string | null;
  tanggal_lahir: string | null;
  jenis_kelamin: 0 | 1 | null;
  email: string | null;
}

export interface FeederLulus {
  id_registrasi_mahasiswa: string;
  nim: string | null;
  nama: string | null;
  id_prodi: string | null;
  /** `id_jenis_keluar` 1: graduated (any other is an exit the sync does not write). */
  lulus: boolean;
  tanggal_lulus: string | null;
  nomor_sk_yudisium: string | null;
  tanggal_sk_yudisium: string | null;
  ipk: number | null;
  nomor_ijazah_nasional: string | null;
}

/** A row that cannot be used, with what identifies it and why. */
export interface SkippedRow {
  skip: string;
  nim: string | null;
  nama: string | null;
  id_registrasi_mahasiswa: string | null;
  nama_program_studi: string | null;
}

const isRaw = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A GetProdi row; none without an id or a name. */
export function parseProdi(value: unknown): FeederProdi | null {
  if (!isRaw(value)) return null;
  const id = text(value.id_prodi);
  const nama = text(value.nama_program_studi);
  if (!id || !nama) return null;
  return {
    id_prodi: id,
    kode_program_studi: text(value.kode_program_studi),
    nama_program_studi: nama,
    jenjang: text(value.nama_jenjang_pendidikan) ?? text(value.id_jenjang_pendidikan),
    status: text(value.status),
  };
}

/** A GetListMahasiswa row, or why it is skipped. */
export function parseMahasiswa(value: unknown): FeederMahasiswa | SkippedRow {
  const row: Raw = isRaw(value) ? value : {};
  const nim = text(row.nim);
  const id = text(row.id_registrasi_mahasiswa);
  const nama = text(row.nama_mahasiswa);
  const namaProdi = text(row.nama_program_studi);
  if (!id) return { skip: FEEDER_MSG.skipNoRegistrasi, nim, nama, id_registrasi_mahasiswa: null, nama_program_studi: namaProdi };
  if (!nim) return { skip: FEEDER_MSG.skipNoNim, nim: null, nama, id_registrasi_mahasiswa: id, nama_program_studi: namaProdi };
  return {
    id_registrasi_mahasiswa: id,
    id_mahasiswa: text(row.id_mahasiswa),
    nim,
    nama,
    jenis_kelamin: jenisKelamin(row.jenis_kelamin),
    tanggal_lahir: date(row.tanggal_lahir),
    id_prodi: text(row.id_prodi),
    nama_program_studi: namaProdi,
    tanggal_masuk: periodStart(row.id_periode ?? row.id_periode_masuk),
    status_mahasiswa: statusMahasiswa(row),
    last_update: text(row.last_update),
  };
}

/** A GetBiodataMahasiswa row (the first of its answer); every field none when absent. */
export function parseBiodata(value: unknown): FeederBiodata {
  const row: Raw = isRaw(value) ? value : {};
  const email = text(row.email);
  return {
    tempat_lahir: text(row.tempat_lahir),
    tanggal_lahir: date(row.tanggal_lahir),
    jenis_kelamin: jenisKelamin(row.jenis_kelamin),
    email: email ? email.toLowerCase() : null,
  };
}

/** A GetDetailMahasiswaLulusDO row; none without an `id_registrasi_mahasiswa`. */
export function parseLulus(value: unknown): FeederLulus | null {
  if (!isRaw(value)) return null;
  const id = text(value.id_registrasi_mahasiswa);
  if (!id) return null;
  return {
    id_registrasi_mahasiswa: id,
    nim: text(value.nim),
    nama: text(value.nama_mahasiswa),
    id_prodi: text(value.id_prodi),
    lulus: text(value.id_jenis_keluar) === '1',
    tanggal_lulus: date(value.tanggal_keluar),
    nomor_sk_yudisium: text(value.nomor_sk_yudisium),
    tanggal_sk_yudisium: date(value.tanggal_sk_yudisium),
    ipk: ipk(value.ipk),
    nomor_ijazah_nasional: text(value.nomor_ijazah),
  };
}

export const isSkipped = (row: FeederMahasiswa | SkippedRow): row is SkippedRow => 'skip' in row;
