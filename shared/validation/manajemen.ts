/**
 * The people management of the admin area (the Students and migration calls, the Verifiers and
 * admins calls): students (role id 4), prodi admins (2) and verifiers (3) through the
 * `manajemen/akun` calls, and the verifier's sub-rubrics. The forms of the student dialog and the
 * staff dialogs build on these; the server applies the rules that need the account (its role, its
 * program) in the service.
 */
import * as z from 'zod';
import { CETAK_MSG } from '../messages/cetak';
import { FORM_MSG } from '../messages/common';
import { MANAJEMEN_MSG } from '../messages/manajemen';
import { PENGESAHAN_FORM_MSG } from '../messages/pengesahan-form';
import {
  ALWAYS,
  confirmPassword,
  emailField,
  isBlank,
  isoDateField,
  nimField,
  numeric,
  optionalText,
  passwordField,
  requiredText,
  unlessEmpty,
} from './common';
import { jabatanField, nomorPegawaiPimpinan } from './pengesahan';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Role ids as callers send them: prodi admin 2, verifikator 3, student 4; and ours, pimpinan 6 (decision 0056). */
export const MANAGED_ROLE_IDS = [2, 3, 4, 6] as const;
export type ManagedRoleId = (typeof MANAGED_ROLE_IDS)[number];
export const ROLE_OF_ID = { 2: 'admin jurusan', 3: 'verifikator', 4: 'mahasiswa', 6: 'pimpinan' } as const;

/** Page sizes: students 10, prodi admins and verifiers 15. */
export const STUDENT_PAGE_SIZE = 10;
export const STAFF_PAGE_SIZE = 15;
/** Year options of the filter: 1958 to the current year plus one. */
export const TAHUN_MASUK_MIN = 1958;
export const tahunMasukMax = () => new Date().getFullYear() + 1;
/** The most sub-rubrics one verifier is given (one transaction replaces them all: at most 40 dropped and 40 new, with the account and the audit entry, within the 100 items of a transaction). */
export const ANAK_RUBRIK_MAX = 40;

/** The fixed defaults of a student added by an admin (POST /api/manajemen/akun/add): the fields the add dialog does not ask. */
export const STUDENT_DEFAULTS = {
  agama: '-',
  alamat: '-',
  jenis_kelamin: 1,
  kewarganegaraan: 102,
  id_provinsi: 12,
  id_kota: 1271,
  tanggal_lahir: '1900-01-01',
  tanggal_masuk: '1900-01-01',
  tempat_lahir: '-',
} as const;

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

/** `id_role` 2, 3, 4 or 6 (a form's text or a number). */
export const roleIdField = z.preprocess(
  numeric,
  z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(6)], {
    error: (i) => (i.input === undefined ? FORM_MSG.required : MANAJEMEN_MSG.roleInvalid),
  }),
);

/** A student's NIM, as an admin edits it: digits only. */
export const studentNimField = nimField.refine(
  unlessEmpty((v) => /^\d+$/.test(v)),
  { error: () => MANAJEMEN_MSG.nimNumeric },
);

/** A 0/1 flag as the forms send it (1, 0, '1', '0', true, false). */
export const flagField = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean({ error: () => MANAJEMEN_MSG.flagInvalid }),
);

const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

/** An optional YYYY-MM-DD date; blank is absent. */
const optionalDate = z.preprocess(blankToUndefined, isoDateField.optional());

/** A chosen program (positive id); blank is absent. */
const optionalProdi = z.preprocess(
  numeric,
  z
    .number({ error: () => FORM_MSG.chooseOption })
    .int({ error: () => FORM_MSG.chooseOption })
    .positive({ error: () => FORM_MSG.chooseOption })
    .optional(),
);
/** A chosen faculty (a pimpinan's faculty scope); blank is absent. */
const optionalFakultas = optionalProdi;

/** The verifier's sub-rubrics: the `id_anak_rubrik` list (numbers or numeric texts), at least one. */
/** The version an edit was made against (checked against lost updates), when the form sends one. */
const optionalVersion = z.preprocess(
  numeric,
  z
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int()
    .positive()
    .optional(),
);

export const anakRubrikList = z.preprocess(
  (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v.map(numeric) : [numeric(v)]),
  z
    .array(
      z
        .number({ error: () => FORM_MSG.mustBeNumber })
        .int({ error: () => FORM_MSG.mustBeNumber })
        .positive({ error: () => FORM_MSG.mustBeNumber }),
    )
    .min(1, { error: () => MANAJEMEN_MSG.anakRubrikRequired })
    .max(ANAK_RUBRIK_MAX, { error: () => MANAJEMEN_MSG.tooManyAnakRubrik })
    .transform((ids) => [...new Set(ids)]),
);

/** A year of entry from the filter: `2022` (or the academic year `2022/2023`), 1958 to next year. */
export const tahunMasukFilter = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    const year = String(v ?? '')
      .split('/')[0]
      ?.trim();
    if (!year) return undefined;
    const n = Number(year);
    if (!/^\d{4}$/.test(year) || n < TAHUN_MASUK_MIN || n > tahunMasukMax()) {
      ctx.addIssue({ code: 'custom', message: MANAJEMEN_MSG.tahunMasukInvalid });
      return z.NEVER;
    }
    return n;
  });

/** An SKP bound of the filter: a whole number from 0; blank is absent. */
export const skpBound = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int({ error: () => FORM_MSG.mustBeNumber })
    .min(0, { error: () => FORM_MSG.mustBeNumber })
    .optional(),
);

/** Kelulusan of the filter: '' or absent both, 1 sudah, 0 belum. */
export const kelulusanFilter = z
  .enum(['', '0', '1'], { error: () => CETAK_MSG.kelulusanInvalid })
  .optional()
  .transform((v) => (v === '1' ? true : v === '0' ? false : undefined));

/** SKP minimum not above the maximum. */
export function skpRange(v: { skp_min?: number | undefined; skp_max?: number | undefined }, ctx: z.RefinementCtx): void {
  if (v.skp_min !== undefined && v.skp_max !== undefined && v.skp_min > v.skp_max) {
    ctx.addIssue({ code: 'custom', path: ['skp_max'], message: MANAJEMEN_MSG.skpRangeInvalid });
  }
}

// ---------------------------------------------------------------------------------------------
// POST /api/manajemen/akun/add
// ---------------------------------------------------------------------------------------------

/**
 * A new account. Students (4): nim (numeric), nama, email, id_prodi; the biodata fields are
 * optional and take fixed defaults (STUDENT_DEFAULTS, nik = nim); a password is
 * optional (without one, the student sets it in the activation wizard). Prodi admins (2): nim (username), email,
 * id_prodi, password and confirmation. Verifiers (3): nim, email, at least one `id_anak_rubrik`,
 * password and confirmation. Pimpinan (6): nim, email, jabatan, one scope (id_prodi or id_fakultas),
 * optionally nomor_pegawai (NIP/NIDN), password and confirmation. Staff receive a link to set their password.
 */
export const manajemenAddBody = z
  .strictObject({
    id_role: roleIdField,
    nim: nimField,
    nama: z.preprocess(blankToUndefined, requiredText(100).optional()),
    email: emailField,
    id_prodi: optionalProdi,
    id_anak_rubrik: z.preprocess(blankToUndefined, anakRubrikList.optional()),
    // a pimpinan (6): position, scope (id_prodi or id_fakultas) and NIP/NIDN
    jabatan: z.preprocess(blankToUndefined, jabatanField.optional()),
    id_fakultas: optionalFakultas,
    nomor_pegawai: nomorPegawaiPimpinan,
    password: z.preprocess(blankToUndefined, passwordField.optional()),
    password_confirmation: z.preprocess(blankToUndefined, z.string().optional()),
    // biodata of a student (defaults when absent)
    nik: optionalText(30),
    agama: optionalText(30),
    alamat: optionalText(500),
    jenis_kelamin: z.preprocess(numeric, z.union([z.literal(0), z.literal(1)], { error: () => FORM_MSG.chooseOneOption }).optional()),
    kewarganegaraan: z.preprocess(
      numeric,
      z
        .number({ error: () => FORM_MSG.chooseOption })
        .int()
        .positive()
        .optional(),
    ),
    id_provinsi: z.preprocess(
      numeric,
      z
        .number({ error: () => FORM_MSG.chooseOption })
        .int()
        .positive()
        .optional(),
    ),
    id_kota: z.preprocess(
      numeric,
      z
        .number({ error: () => FORM_MSG.chooseOption })
        .int()
        .positive()
        .optional(),
    ),
    tempat_lahir: optionalText(100),
    tanggal_lahir: optionalDate,
    tanggal_masuk: optionalDate,
    no_hp: optionalText(20),
  })
  .superRefine(confirmPassword, ALWAYS)
  .superRefine((v, ctx) => {
    if (v.id_role === 4) {
      if (!/^\d+$/.test(v.nim)) ctx.addIssue({ code: 'custom', path: ['nim'], message: MANAJEMEN_MSG.nimNumeric });
      if (v.nama === undefined) ctx.addIssue({ code: 'custom', path: ['nama'], message: FORM_MSG.required });
    }
    if ((v.id_role === 2 || v.id_role === 4) && v.id_prodi === undefined) {
      ctx.addIssue({ code: 'custom', path: ['id_prodi'], message: CETAK_MSG.prodiRequired });
    }
    if (v.id_role === 3 && (v.id_anak_rubrik === undefined || v.id_anak_rubrik.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['id_anak_rubrik'], message: MANAJEMEN_MSG.anakRubrikRequired });
    }
    if ((v.id_role === 2 || v.id_role === 3 || v.id_role === 6) && v.password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: FORM_MSG.required });
    }
    if (v.id_role === 6) pimpinanFields(v, ctx);
    else if (v.jabatan !== undefined || v.id_fakultas !== undefined || v.nomor_pegawai !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['jabatan'], message: MANAJEMEN_MSG.notPimpinanField });
    }
  }, ALWAYS);

/** A pimpinan's position and exactly one scope: a program or a faculty. */
function pimpinanFields(v: { jabatan?: string | undefined; id_prodi?: number | undefined; id_fakultas?: number | undefined }, ctx: z.RefinementCtx) {
  if (v.jabatan === undefined) ctx.addIssue({ code: 'custom', path: ['jabatan'], message: PENGESAHAN_FORM_MSG.jabatanRequired });
  if (v.id_prodi === undefined && v.id_fakultas === undefined)
    ctx.addIssue({ code: 'custom', path: ['id_prodi'], message: PENGESAHAN_FORM_MSG.lingkupRequired });
  if (v.id_prodi !== undefined && v.id_fakultas !== undefined)
    ctx.addIssue({ code: 'custom', path: ['id_fakultas'], message: PENGESAHAN_FORM_MSG.lingkupOne });
}
export type ManajemenAddBody = z.output<typeof manajemenAddBody>;

// ---------------------------------------------------------------------------------------------
// PUT /api/manajemen/akun/update
// ---------------------------------------------------------------------------------------------

/**
 * One of the update's four shapes, the account named by `nim` (its current NIM):
 * (a) kemahasiswaan: nama, nim_baru, id_prodi, is_graduated, tanggal_masuk, tanggal_lulus;
 * (b) email; (c) password and password_confirmation; (d) is_active.
 * A staff edit sends nama, nim_baru, email and (prodi admins) id_prodi together. The admin's
 * form also sends `id` and `version` (409 when the account changed since it was read).
 */
export const manajemenUpdateBody = z
  .strictObject({
    id: z.preprocess(blankToUndefined, z.string().max(40).optional()),
    version: optionalVersion,
    nim: nimField,
    // (a)
    nama: z.preprocess(blankToUndefined, requiredText(100).optional()),
    nim_baru: z.preprocess(blankToUndefined, nimField.optional()),
    id_prodi: optionalProdi,
    is_graduated: z.preprocess(blankToUndefined, flagField.optional()),
    tanggal_masuk: optionalDate,
    tanggal_lulus: z.preprocess((v) => (v === null ? null : blankToUndefined(v)), isoDateField.nullable().optional()),
    // a pimpinan's profile: position, scope (a program or a faculty, the other sent blank) and NIP/NIDN
    jabatan: z.preprocess(blankToUndefined, jabatanField.optional()),
    id_fakultas: optionalFakultas,
    nomor_pegawai: nomorPegawaiPimpinan,
    // (b)
    email: z.preprocess(blankToUndefined, emailField.optional()),
    // (c)
    password: z.preprocess(blankToUndefined, passwordField.optional()),
    password_confirmation: z.preprocess(blankToUndefined, z.string().optional()),
    // (d)
    is_active: z.preprocess(blankToUndefined, flagField.optional()),
  })
  .superRefine(confirmPassword, ALWAYS)
  .superRefine((v, ctx) => {
    if (v.is_graduated === true && !v.tanggal_lulus) {
      ctx.addIssue({ code: 'custom', path: ['tanggal_lulus'], message: MANAJEMEN_MSG.tanggalLulusRequired });
    }
    if (v.is_graduated === true && v.tanggal_lulus && v.tanggal_masuk && v.tanggal_lulus < v.tanggal_masuk) {
      ctx.addIssue({ code: 'custom', path: ['tanggal_lulus'], message: MANAJEMEN_MSG.tanggalLulusBeforeMasuk });
    }
  }, ALWAYS);
export type ManajemenUpdateBody = z.output<typeof manajemenUpdateBody>;

/** The groups of fields of the update shapes (the service accepts one group per call). */
export const UPDATE_GROUPS = {
  kemahasiswaan: ['nama', 'nim_baru', 'id_prodi', 'is_graduated', 'tanggal_masuk', 'tanggal_lulus', 'jabatan', 'id_fakultas', 'nomor_pegawai'],
  email: ['email'],
  password: ['password'],
  status: ['is_active'],
} as const satisfies Record<string, readonly (keyof ManajemenUpdateBody)[]>;

// ---------------------------------------------------------------------------------------------
// PUT /api/manajemen/verifikator/update
// ---------------------------------------------------------------------------------------------

/** Replaces a verifier's sub-rubrics. */
export const verifikatorUpdateBody = z.strictObject({
  nim_verifikator: nimField,
  id_anak_rubrik: anakRubrikList,
  version: optionalVersion,
});
export type VerifikatorUpdateBody = z.output<typeof verifikatorUpdateBody>;
