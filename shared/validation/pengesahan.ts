/**
 * Endorsement before the seal (docs/decisions/0056-pengesahan.md): the leadership account's position
 * and scope, a faculty's chain of stages, the approver's return note and the waiting list's filters.
 * A position is one of the usual four or a free title; a stage of a chain is a position, matched
 * without regard to case or repeated spaces.
 */
import * as z from 'zod';
import { UNIVERSITAS_MSG } from '../messages/admin';
import { FORM_MSG, tooLong } from '../messages/common';
import { PENGESAHAN_FORM_MSG } from '../messages/pengesahan-form';

/** The usual positions of the officials who legalise an SKPI (a free title is allowed beside them). */
export const JABATAN_PIMPINAN = ['Ketua Program Studi', 'Sekretaris Program Studi', 'Wakil Dekan Bidang Akademik', 'Dekan'] as const;

/** The most stages a faculty's chain has. */
export const TAHAP_MAX = 5;
/** The longest position title. */
export const JABATAN_MAX = 100;
/** The longest return note. */
export const CATATAN_PENGESAHAN_MAX = 500;

/** A position as stored and compared: trimmed, inner spaces single. */
export const normalJabatan = (v: string) => v.trim().replace(/\s+/g, ' ');
/** Two positions are one stage when they read the same without regard to case. */
export const sameJabatan = (a: string, b: string) => normalJabatan(a).toLowerCase() === normalJabatan(b).toLowerCase();

/** A position: a usual one or a free title, 1 to 100 characters. */
export const jabatanField = z
  .string({ error: () => PENGESAHAN_FORM_MSG.jabatanRequired })
  .transform(normalJabatan)
  .pipe(
    z
      .string()
      .min(1, { error: () => PENGESAHAN_FORM_MSG.jabatanRequired })
      .max(JABATAN_MAX, { error: () => tooLong(JABATAN_MAX) }),
  );

/**
 * A faculty's chain: the ordered positions that approve an SKPI before it is sealed; empty means
 * none (the SKPI is sealed at print). A position appears once.
 */
export const tahapPengesahanField = z
  .array(jabatanField, { error: () => FORM_MSG.invalidValue })
  .max(TAHAP_MAX, { error: () => PENGESAHAN_FORM_MSG.tahapTooMany })
  .refine((list) => new Set(list.map((j) => j.toLowerCase())).size === list.length, { error: () => PENGESAHAN_FORM_MSG.tahapDuplicate });

/** The note of a return: required, what the printing admin should correct. */
export const catatanField = z
  .string({ error: () => PENGESAHAN_FORM_MSG.catatanRequired })
  .trim()
  .min(1, { error: () => PENGESAHAN_FORM_MSG.catatanRequired })
  .max(CATATAN_PENGESAHAN_MAX, { error: () => tooLong(CATATAN_PENGESAHAN_MAX) });

/** An approver's or admin's NIP/NIDN: 10, 16 or 18 digits (spaces as printed are dropped); blank is none. */
export const nomorPegawaiPimpinan = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/\s+/g, '') === '' ? null : v.replace(/\s+/g, '')) : v),
  z
    .string({ error: () => UNIVERSITAS_MSG.nomorPegawaiInvalid })
    .regex(/^(\d{10}|\d{16}|\d{18})$/, { error: () => UNIVERSITAS_MSG.nomorPegawaiInvalid })
    .nullable()
    .optional(),
);

const optionalPositive = (message: () => string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).optional(),
  );

/** The waiting list's and the bulk approval's filters: one program (`prodi`) and one graduation period (`periode`). */
export const pengesahanFilter = {
  prodi: optionalPositive(() => FORM_MSG.chooseOption),
  periode: optionalPositive(() => PENGESAHAN_FORM_MSG.periodeFilterInvalid),
};

/** The version of the draft the approver saw (optional; a stale one answers 409). */
export const drafVersion = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int({ error: () => FORM_MSG.mustBeNumber })
    .positive({ error: () => FORM_MSG.mustBeNumber })
    .optional(),
);
