/**
 * What an audit snapshot may keep, per kind of target (functions/lib/audit.ts passes every entry's
 * before and after through `auditSnapshots`). Entries are kept for years under a compliance lock and
 * never erased, so they hold what an auditor needs (ids, NIM, name, role, program, status, what
 * changed) and none of a person's own data (UU 27/2022 on personal data): no NIK, religion, birth
 * place or date, address, phone, parents, photo or document keys, password hashes, sessions.
 *
 * The lists name what is kept; anything else is left out, so a field added to a record later stays
 * out of the log until someone lists it here. A field left out that an update changed is named
 * without its values: the after snapshot says `<field>: "diubah"` (AUDIT_HIDDEN_CHANGE) and the
 * before snapshot leaves it out. A creation or deletion keeps only the listed fields.
 */

import { same } from '@shared/domain/audit';

/** The value a left-out field gets in the after snapshot when the write changed it. */
export const AUDIT_HIDDEN_CHANGE = 'diubah';

/** A list: each kept field, `true` for its whole value or the list of a nested record's kept fields. */
export interface AuditFields {
  readonly [field: string]: true | AuditFields;
}

const all = (...names: string[]): AuditFields => Object.fromEntries(names.map((n) => [n, true]));

/** Bookkeeping every record carries. */
const RECORD = ['type', 'version', 'created_at', 'updated_at'];

/** An account: who it is and what it may do; never its biodata, contact details, photo, password or sessions. */
const USER: AuditFields = {
  ...all(...RECORD, 'id', 'nim', 'nama', 'email', 'email_baru', 'role', 'id_prodi', 'is_active', 'email_verified_at', 'is_data_complete'),
  ...all('profil_publik', 'tanggal_masuk', 'tanggal_lulus', 'is_graduated', 'id_periode_kelulusan', 'skpi_dokumen', 'skp', 'jumlah_portofolio'),
  // the staff's assigned sub-rubrics, the own-account change's flag (never the password)
  ...all('id_anak_rubrik', 'password_changed', 'nomor_ijazah_nasional'),
  // the Neo Feeder sync's link and academic facts (never the snapshot: it holds the birth place and date)
  ...all('id_registrasi_mahasiswa', 'status_mahasiswa', 'nomor_sk_yudisium', 'tanggal_sk_yudisium'),
  // a pimpinan's position and faculty scope (decision 0056; the NIP/NIDN is their own data, left out)
  ...all('jabatan', 'id_fakultas'),
  // a migration or readmission decided on the account (its request without the proof's file key)
  request: all(
    ...RECORD,
    'jenis',
    'user_id',
    'nim_lama',
    'id_prodi_asal',
    'id_prodi',
    'nim_baru',
    'prodi',
    'tanggal_masuk',
    'id_status',
    'verified_at',
    'verified_by',
  ),
};

/** Every kind of audit target and what its snapshots keep. */
export const AUDIT_FIELDS = {
  user: USER,
  portofolio: all(
    ...RECORD,
    'id_portofolio',
    'user_id',
    'id_prodi',
    'id_bidang_portofolio',
    'id_rubrik',
    'id_anak_rubrik',
    'id_kegiatan_ppk',
    'judul',
    'judul_inggris',
    'bobot_skp_portofolio',
    'tanggal_terbit',
    'id_status_portofolio',
    'showed',
    'verified_by',
    'verified_by_nama',
    'verified_at',
    'catatan',
  ),
  // with the chain of approvals (decision 0056): the stage, its approver, the round and the return's note
  'skpi-dokumen': all(
    ...RECORD,
    'kode',
    'nomor',
    'nim',
    'periode',
    'sha256',
    'status',
    'digantikan_oleh',
    'alasan',
    'kategori',
    'tahap',
    'oleh',
    'jabatan',
    'putaran',
    'catatan',
  ),
  periode: all(...RECORD, 'id_periode_kelulusan', 'tanggal', 'periode', 'jumlah_dokumen'),
  ekspor: all('daftar', 'format', 'filter', 'baris'),
  impor: all('file', 'nama_file', 'baris', 'dibuat', 'ditolak'),
  // the Neo Feeder connection (never its password: only whether one is stored) and a sync's outcome
  feeder: all(
    ...RECORD,
    'base_url',
    'username',
    'password_tersimpan',
    'sinkron_malam',
    'jenis_sinkron',
    'baru',
    'berubah',
    'lulus',
    'konflik',
    'dilewati',
    'diterapkan',
  ),
  universitas: all(
    ...RECORD,
    'nama_universitas',
    'nama_universitas_inggris',
    'status_akreditasi',
    'no_sk_akreditasi_universitas',
    'alamat_universitas',
    'nama_rektor',
    'nomor_pegawai_rektor',
    'no_sk_pendirian',
    'tanggal_sk_pendirian',
    'kota_universitas',
    'format_nomor_skpi',
    'logo_universitas',
    'profil_publik_bawaan',
  ),
  fakultas: all(
    ...RECORD,
    'id_fakultas',
    'nama_fakultas',
    'nama_fakultas_inggris',
    'nama_dekan',
    'nomor_pegawai_dekan',
    'kode_fakultas',
    'tahap_pengesahan',
    'is_active',
  ),
  prodi: all(
    ...RECORD,
    'id_prodi',
    'id_fakultas',
    'nama_prodi',
    'nama_prodi_inggris',
    'nama_kaprodi',
    'jenjang',
    'gelar',
    'status_akreditasi',
    'no_sk_akreditasi_prodi',
    'is_active',
    'gelar_inggris',
    'jenis_pendidikan',
    'persyaratan_penerimaan',
    'persyaratan_penerimaan_inggris',
    'bahasa_pengantar',
    'bahasa_pengantar_inggris',
    'sistem_penilaian',
    'sistem_penilaian_inggris',
    'lama_studi',
    'lama_studi_inggris',
    'jenjang_lanjutan',
    'jenjang_lanjutan_inggris',
    'status_profesi',
    'status_profesi_inggris',
    'id_prodi_feeder',
  ),
  bidang_portofolio: all(...RECORD, 'id_bidang_portofolio', 'urutan_di_skpi', 'nama_bidang_portofolio', 'nama_bidang_portofolio_inggris'),
  rubrik: all(...RECORD, 'id_rubrik', 'id_prodi', 'id_bidang_portofolio', 'nama_rubrik', 'syarat_minimal_skp'),
  anak_rubrik: all(
    ...RECORD,
    'id_anak_rubrik',
    'id_rubrik',
    'id_prodi',
    'id_bidang_portofolio',
    'nama_anak_rubrik',
    'nama_anak_rubrik_inggris',
    'bobot_maksimal_skp_tiap_portofolio',
    'syarat_minimal_skp',
    'verifikator',
  ),
  bidang_cpl: all(...RECORD, 'id_bidang_cpl', 'id_prodi', 'urutan_di_skpi', 'nama_bidang_cpl_indonesia', 'nama_bidang_cpl_inggris', 'jumlah_cpl'),
  cpl: all(
    ...RECORD,
    'id_cpl',
    'id_prodi',
    'id_bidang_cpl',
    'urutan_di_skpi',
    'judul_cpl_indonesia',
    'judul_cpl_inggris',
    'jumlah_point',
    'point_cpl',
  ),
  point_cpl: all(...RECORD, 'id_point_cpl', 'id_cpl', 'urutan_di_skpi', 'point_cpl_indonesia', 'point_cpl_inggris'),
  ppk: all(
    ...RECORD,
    'id_kegiatan_ppk',
    'id_prodi',
    'id_bidang_portofolio',
    'id_rubrik',
    'id_anak_rubrik',
    'judul',
    'judul_inggris',
    'bobot_skp_portofolio',
    'tanggal_terbit',
    'dokumen_ppk',
    'jumlah_portofolio',
  ),
} as const satisfies Record<string, AuditFields>;

/** A kind of audit target: a new kind is added to AUDIT_FIELDS with what its snapshots keep. */
export type AuditKind = keyof typeof AUDIT_FIELDS;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The kept fields of one value (a record is cut to `fields`; anything else is kept as it is). */
function kept(value: unknown, fields: AuditFields): unknown {
  if (!isRecord(value)) return value ?? null;
  const out: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(fields)) {
    if (!(name in value) || value[name] === undefined) continue;
    out[name] = rule === true ? value[name] : isRecord(value[name]) ? kept(value[name], rule) : value[name];
  }
  return out;
}

/** A record's fields that the list leaves out (nested lists: the nested record's, as `outer.inner`). */
function hiddenChanges(before: Record<string, unknown>, after: Record<string, unknown>, fields: AuditFields, prefix = ''): string[] {
  const changed: string[] = [];
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const rule = fields[name];
    if (rule === true) continue;
    if (rule && isRecord(before[name]) && isRecord(after[name])) changed.push(...hiddenChanges(before[name], after[name], rule, `${prefix}${name}.`));
    else if (!rule && !same(before[name], after[name])) changed.push(`${prefix}${name}`);
  }
  return changed;
}

/**
 * The before and after an entry of `kind` keeps: each cut to its list, and on an update each
 * left-out field that changed named in the after snapshot as `diubah`, without its values.
 */
export function auditSnapshots(kind: AuditKind, before: unknown, after: unknown): { before: unknown; after: unknown } {
  const fields: AuditFields = AUDIT_FIELDS[kind];
  const b = kept(before, fields);
  const a = kept(after, fields);
  if (isRecord(before) && isRecord(after) && isRecord(a)) for (const name of hiddenChanges(before, after, fields)) a[name] = AUDIT_HIDDEN_CHANGE;
  return { before: b, after: a };
}
