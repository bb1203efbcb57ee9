/**
 * The values and checks of the admin, verifier and pimpinan dialogs, built from the schemas of the calls
 * they make (shared/validation/manajemen.ts): an add is `manajemenAddBody` itself (username, e-mail, the
 * admin's program, the verifier's sub-rubrics or the pimpinan's position and scope, matching passwords;
 * the name is optional); an edit checks the fields `manajemenUpdateBody` and `verifikatorUpdateBody`
 * take (username, e-mail, the program, at least one sub-rubric, or the position and one scope, and the
 * name when given); the edit's password editor is the password pair.
 */
import type { AkunRow } from '@shared/api/manajemen';
import { MSG } from '@shared/messages';
import { emailField, nimField, numeric, optionalText } from '@shared/validation/common';
import { anakRubrikList, manajemenAddBody } from '@shared/validation/manajemen';
import { jabatanField, nomorPegawaiPimpinan } from '@shared/validation/pengesahan';
import * as z from 'zod';

export type StafKind = 'admin' | 'verifikator' | 'pimpinan';

/** Role ids as the API takes them: prodi admin 2, verifikator 3, pimpinan 6. */
export const ROLE_ID: Record<StafKind, 2 | 3 | 6> = { admin: 2, verifikator: 3, pimpinan: 6 };

/** A pimpinan's scope: one program or one faculty. */
export type Lingkup = 'prodi' | 'fakultas';

/** What a dialog edits: a new account of the kind, or a row. */
export type StafTarget = { kind: StafKind; mode: 'add' } | { kind: StafKind; mode: 'edit'; row: AkunRow };

/**
 * The dialog's values: both kinds have username, name and e-mail; the admin a program, the
 * verifier sub-rubrics (the other kind's field stays empty and is not sent); an add the password
 * pair (an edit's password editor is a form of its own).
 */
export type StafValues = {
  id_role: 2 | 3 | 6;
  nim: string;
  nama: string;
  email: string;
  /** Admin: the chosen program as the select holds it. */
  id_prodi: string;
  /** Verifier: the chosen sub-rubrics. */
  id_anak_rubrik: number[];
  /** Pimpinan: the position, the scope's kind and its faculty (its program is `id_prodi`), NIP/NIDN. */
  jabatan: string;
  lingkup: Lingkup;
  id_fakultas: string;
  nomor_pegawai: string;
  password: string;
  password_confirmation: string;
};

/** The values a kind sends: the admin their program, the verifier sub-rubrics, the pimpinan position, one scope and NIP/NIDN. */
function ofKind(kind: StafKind) {
  return (v: unknown) => {
    if (typeof v !== 'object' || v === null) return v;
    const { id_prodi, id_anak_rubrik, jabatan, lingkup, id_fakultas, nomor_pegawai, ...rest } = v as StafValues;
    if (kind === 'admin') return { ...rest, id_prodi };
    if (kind === 'verifikator') return { ...rest, id_anak_rubrik };
    return { ...rest, jabatan, nomor_pegawai, ...(lingkup === 'fakultas' ? { id_fakultas } : { id_prodi }) };
  };
}

/** The add: the add call's own body schema. */
export const stafAddForm = (kind: StafKind) => z.preprocess(ofKind(kind), manajemenAddBody);

const chosenProdi = z.preprocess(
  numeric,
  z.number({ error: MSG.prodiRequired }).int({ error: MSG.prodiRequired }).positive({ error: MSG.prodiRequired }),
);

const chosenFakultas = z.preprocess(
  numeric,
  z.number({ error: MSG.chooseOption }).int({ error: MSG.chooseOption }).positive({ error: MSG.chooseOption }),
);

/** A pimpinan's fields: the position, NIP/NIDN, and the one scope the dialog sends. */
const pimpinanFields = {
  jabatan: jabatanField,
  nomor_pegawai: nomorPegawaiPimpinan,
  id_prodi: chosenProdi.optional(),
  id_fakultas: chosenFakultas.optional(),
};

/** What a pimpinan's edit sends beside the account's identity. */
export type PimpinanEdit = { [K in keyof typeof pimpinanFields]: z.output<(typeof pimpinanFields)[K]> };

/** The edit's fields (the add checks with the add call's own body schema). */
export function stafEditForm(kind: StafKind) {
  return z.strictObject({
    id_role: z.number(),
    nim: nimField,
    /** Optional; blank is not sent. */
    nama: optionalText(100),
    email: emailField,
    ...(kind === 'admin' ? { id_prodi: chosenProdi } : kind === 'verifikator' ? { id_anak_rubrik: anakRubrikList } : pimpinanFields),
  });
}

/** The edit's checks on the dialog's values. */
export const stafEditValues = (kind: StafKind) =>
  z.preprocess((v) => {
    const shaped = ofKind(kind)(v);
    if (typeof shaped !== 'object' || shaped === null) return shaped;
    const { password: _p, password_confirmation: _c, ...rest } = shaped as Partial<StafValues>;
    return rest;
  }, stafEditForm(kind));

/** The starting values of the dialog. */
export function stafValuesOf(target: StafTarget, idProdi: number | undefined): StafValues {
  const row = target.mode === 'edit' ? target.row : undefined;
  return {
    id_role: ROLE_ID[target.kind],
    nim: row?.nim ?? '',
    nama: row?.nama ?? '',
    email: row?.email ?? '',
    id_prodi: target.kind === 'admin' ? String(row?.id_prodi ?? idProdi ?? '') : target.kind === 'pimpinan' ? String(row?.id_prodi ?? '') : '',
    id_anak_rubrik: row?.rubrik.map((r) => r.id_anak_rubrik) ?? [],
    jabatan: row?.jabatan ?? '',
    lingkup: row?.id_fakultas ? 'fakultas' : 'prodi',
    id_fakultas: row?.id_fakultas ? String(row.id_fakultas) : '',
    nomor_pegawai: row?.nomor_pegawai ?? '',
    password: '',
    password_confirmation: '',
  };
}

/** The required fields are filled (the submit is disabled until they are). */
export function requiredFilled(kind: StafKind, adding: boolean, v: StafValues): boolean {
  const texts = [
    v.nim,
    v.email,
    ...(kind === 'admin' ? [v.id_prodi] : []),
    ...(kind === 'pimpinan' ? [v.jabatan, v.lingkup === 'fakultas' ? v.id_fakultas : v.id_prodi] : []),
    ...(adding ? [v.password, v.password_confirmation] : []),
  ];
  if (texts.some((t) => t.trim() === '')) return false;
  if (kind === 'verifikator' && v.id_anak_rubrik.length === 0) return false;
  // add: the passwords must match (the re-entry says so while typing)
  return !adding || v.password === v.password_confirmation;
}

/** The sub-rubric ids as a set's content, for "did they change". */
export const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
