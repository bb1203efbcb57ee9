/**
 * The values and checks of the admin and verifier dialogs, built from the schemas of the calls they make
 * (shared/validation/manajemen.ts): an add is `manajemenAddBody` itself (username, e-mail, the admin's
 * program or the verifier's sub-rubrics, matching passwords; the name is
 * optional); an edit checks the fields `manajemenUpdateBody` and `verifikatorUpdateBody` take
 * (username, e-mail, the program or at least one sub-rubric, and the name when given); the edit's
 * password editor is the password pair.
 */
import type { AkunRow } from '@shared/api/manajemen';
import { MSG } from '@shared/messages';
import { emailField, nimField, numeric, optionalText } from '@shared/validation/common';
import { anakRubrikList, manajemenAddBody } from '@shared/validation/manajemen';
import * as z from 'zod';

export type StafKind = 'admin' | 'verifikator';

/** Role ids as the API takes them: prodi admin 2, verifikator 3. */
export const ROLE_ID: Record<StafKind, 2 | 3> = { admin: 2, verifikator: 3 };

/** What a dialog edits: a new account of the kind, or a row. */
export type StafTarget = { kind: StafKind; mode: 'add' } | { kind: StafKind; mode: 'edit'; row: AkunRow };

/**
 * The dialog's values: both kinds have username, name and e-mail; the admin a program, the
 * verifier sub-rubrics (the other kind's field stays empty and is not sent); an add the password
 * pair (an edit's password editor is a form of its own).
 */
export type StafValues = {
  id_role: 2 | 3;
  nim: string;
  nama: string;
  email: string;
  /** Admin: the chosen program as the select holds it. */
  id_prodi: string;
  /** Verifier: the chosen sub-rubrics. */
  id_anak_rubrik: number[];
  password: string;
  password_confirmation: string;
};

/** The values a kind sends: the admin no sub-rubrics, the verifier no program. */
function ofKind(kind: StafKind) {
  return (v: unknown) => {
    if (typeof v !== 'object' || v === null) return v;
    const { id_prodi, id_anak_rubrik, ...rest } = v as StafValues;
    return kind === 'admin' ? { ...rest, id_prodi } : { ...rest, id_anak_rubrik };
  };
}

/** The add: the add call's own body schema. */
export const stafAddForm = (kind: StafKind) => z.preprocess(ofKind(kind), manajemenAddBody);

const chosenProdi = z.preprocess(
  numeric,
  z.number({ error: MSG.prodiRequired }).int({ error: MSG.prodiRequired }).positive({ error: MSG.prodiRequired }),
);

/** The edit's fields (the add checks with the add call's own body schema). */
export function stafEditForm(kind: StafKind) {
  return z.strictObject({
    id_role: z.number(),
    nim: nimField,
    /** Optional; blank is not sent. */
    nama: optionalText(100),
    email: emailField,
    ...(kind === 'admin' ? { id_prodi: chosenProdi } : { id_anak_rubrik: anakRubrikList }),
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
    id_prodi: target.kind === 'admin' ? String(row?.id_prodi ?? idProdi ?? '') : '',
    id_anak_rubrik: row?.rubrik.map((r) => r.id_anak_rubrik) ?? [],
    password: '',
    password_confirmation: '',
  };
}

/** The required fields are filled (the submit is disabled until they are). */
export function requiredFilled(kind: StafKind, adding: boolean, v: StafValues): boolean {
  const texts = [v.nim, v.email, ...(kind === 'admin' ? [v.id_prodi] : []), ...(adding ? [v.password, v.password_confirmation] : [])];
  if (texts.some((t) => t.trim() === '')) return false;
  if (kind === 'verifikator' && v.id_anak_rubrik.length === 0) return false;
  // add: the passwords must match (the re-entry says so while typing)
  return !adding || v.password === v.password_confirmation;
}

/** The sub-rubric ids as a set's content, for "did they change". */
export const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
