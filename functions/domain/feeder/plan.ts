/**
 * The plan's rules (pure): what one Feeder registration means for our data.
 *
 * Each synced field is a three-way comparison of the Feeder's value F, ours O and the snapshot S
 * the last sync left on the student (`feeder_sinkron`):
 * - F none (the Feeder does not say): nothing; F equal to O: nothing;
 * - no snapshot yet (first sync), or O still equal to S (nobody changed it here): a change to F;
 * - F equal to S (only we changed it, by hand): nothing, our value stands;
 * - otherwise both sides changed it since the last sync: a conflict, shown and never overwritten
 *   until the admin chooses.
 * Names compare without case and extra spaces (the Feeder often keeps them in capitals); entry
 * dates compare by their period (the Feeder knows the period, not the day).
 */
import type { FeederSnapshot, UserItem } from '@functions/lib/entities/users';
import { FEEDER_FIELDS, type FeederField } from '@shared/api/feeder';
import type { FeederBiodata, FeederLulus, FeederMahasiswa } from './rows';
import { periodOf } from './rows';

export type FieldValues = { [F in FeederField]: F extends 'jenis_kelamin' ? 0 | 1 | null : string | null };

/** One field in a plan row: ours, the Feeder's, the last synced (display texts). */
export interface FieldChange {
  field: FeederField;
  lama: string | null;
  baru: string | null;
  sinkron: string | null;
}

export interface Kelulusan {
  tanggal_lulus: string | null;
  nomor_sk_yudisium: string | null;
  tanggal_sk_yudisium: string | null;
  ipk: number | null;
  nomor_ijazah_nasional: string | null;
}

/** The Feeder's values of a registration, its biodata filling what the list lacks. */
export function feederValues(m: FeederMahasiswa, b: FeederBiodata | null): FieldValues {
  return {
    nama: m.nama,
    tempat_lahir: b?.tempat_lahir ?? null,
    tanggal_lahir: b?.tanggal_lahir ?? m.tanggal_lahir,
    jenis_kelamin: m.jenis_kelamin ?? b?.jenis_kelamin ?? null,
    tanggal_masuk: m.tanggal_masuk,
    status_mahasiswa: m.status_mahasiswa,
  };
}

export function ourValues(u: UserItem): FieldValues {
  return {
    nama: u.nama ?? null,
    tempat_lahir: u.tempat_lahir ?? null,
    tanggal_lahir: u.tanggal_lahir ?? null,
    jenis_kelamin: u.jenis_kelamin ?? null,
    tanggal_masuk: u.tanggal_masuk ?? null,
    status_mahasiswa: u.status_mahasiswa ?? null,
  };
}

const squash = (v: string) => v.replace(/\s+/g, ' ').trim().toLocaleUpperCase('id');

/** Whether two values of a field are the same for the sync. */
export function sameValue(field: FeederField, a: string | number | null | undefined, b: string | number | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (field === 'nama' && typeof a === 'string' && typeof b === 'string') return squash(a) === squash(b);
  if (field === 'tanggal_masuk' && typeof a === 'string' && typeof b === 'string') return (periodOf(a) ?? a) === (periodOf(b) ?? b);
  return a === b;
}

/** A value as the plan shows it (sex as L/P). */
export function display(field: FeederField, value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (field === 'jenis_kelamin') return value === 0 ? 'L' : value === 1 ? 'P' : String(value);
  return String(value);
}

export interface FieldComparison {
  /** Fields to set to the Feeder's value. */
  changes: FeederField[];
  /** Fields both sides changed since the last sync. */
  conflicts: FeederField[];
}

export function compareFields(feeder: FieldValues, ours: FieldValues, snapshot: FeederSnapshot | null | undefined): FieldComparison {
  const out: FieldComparison = { changes: [], conflicts: [] };
  for (const field of FEEDER_FIELDS) {
    const f = feeder[field];
    const o = ours[field];
    if (f === null || sameValue(field, f, o)) continue;
    const s = snapshot ? snapshot[field] : undefined;
    if (s === undefined || sameValue(field, o, s)) out.changes.push(field);
    else if (sameValue(field, f, s)) continue;
    else out.conflicts.push(field);
  }
  return out;
}

/** The rows' field lists, for the plan's `perubahan`. */
export function fieldChanges(
  fields: readonly FeederField[],
  feeder: FieldValues,
  ours: FieldValues,
  snapshot?: FeederSnapshot | null,
): FieldChange[] {
  return fields.map((field) => ({
    field,
    lama: display(field, ours[field]),
    baru: display(field, feeder[field]),
    sinkron: snapshot ? display(field, snapshot[field]) : null,
  }));
}

/**
 * The snapshot after a sync wrote `written` (and found the other fields as they are): each field
 * the Feeder states takes its value, except the conflicts still open, which keep the old one so
 * they show again; the fields it does not state keep what was there.
 */
export function nextSnapshot(
  feeder: FieldValues,
  before: FeederSnapshot | null | undefined,
  open: readonly FeederField[],
  extra: { id_mahasiswa: string | null; last_update: string | null },
  at: string,
): FeederSnapshot {
  const snap: FeederSnapshot = { ...(before ?? {}), id_mahasiswa: extra.id_mahasiswa, last_update: extra.last_update, at };
  for (const field of FEEDER_FIELDS) {
    if (open.includes(field)) continue;
    const f = feeder[field];
    if (f !== null) (snap as unknown as Record<string, unknown>)[field] = f;
  }
  return snap;
}

export function kelulusanOf(l: FeederLulus): Kelulusan {
  return {
    tanggal_lulus: l.tanggal_lulus,
    nomor_sk_yudisium: l.nomor_sk_yudisium,
    tanggal_sk_yudisium: l.tanggal_sk_yudisium,
    ipk: l.ipk,
    nomor_ijazah_nasional: l.nomor_ijazah_nasional,
  };
}

/**
 * Whether a graduation from the Feeder changes the student: not yet graduated, or any of its facts
 * the Feeder states differs from ours. A graduation without a date is not written (the SKPI and
 * the counters need the month).
 */
export function graduationChanges(k: Kelulusan, u: UserItem | undefined): boolean {
  if (!k.tanggal_lulus) return false;
  if (!u) return true;
  if (u.is_graduated !== true || u.tanggal_lulus !== k.tanggal_lulus) return true;
  const differs = <T>(feeder: T | null, ours: T | null | undefined) => feeder !== null && feeder !== (ours ?? null);
  return (
    differs(k.nomor_ijazah_nasional, u.nomor_ijazah_nasional) ||
    differs(k.nomor_sk_yudisium, u.nomor_sk_yudisium) ||
    differs(k.tanggal_sk_yudisium, u.tanggal_sk_yudisium) ||
    differs(k.ipk, u.ipk)
  );
}

/** Whether the student needs the Feeder's biodata read again: new, never synced, or its list row moved since. */
export function needsBiodata(m: FeederMahasiswa, u: UserItem | undefined): boolean {
  if (!u?.feeder_sinkron) return true;
  return m.last_update === null || m.last_update !== (u.feeder_sinkron.last_update ?? null);
}
