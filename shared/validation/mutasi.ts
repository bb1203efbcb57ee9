/**
 * The student's migration (migrasi) and readmission (readmisi) requests: the new NIM, for a migration the
 * program, diploma number and entry date, and the proof as the temporary key of a PDF upload (files never pass
 * through Lambda). A request needs the proof; an update may keep the stored one.
 */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import { isoDateField, nimField, optionId, requiredText } from './common';

/** An upload key from POST /api/uploads (purpose `dokumen`). */
const uploadKey = z
  .string({ error: () => FORM_MSG.required })
  .trim()
  .min(1, { error: () => FORM_MSG.required })
  .max(300, { error: () => tooLong(300) });
const optionalUploadKey = z.preprocess((v) => (v === null || v === '' ? undefined : v), uploadKey.optional());

const migrasiShape = {
  nim_baru: nimField,
  prodi: optionId,
  nomor_ijazah: requiredText(100),
  tanggal_masuk: isoDateField,
};

/** POST /api/migrasi/request. */
export const migrasiRequestBody = z.strictObject({ ...migrasiShape, bukti: uploadKey });
/** POST or PUT /api/migrasi/update: the proof only when replaced. */
export const migrasiUpdateBody = z.strictObject({ ...migrasiShape, bukti: optionalUploadKey });
/** POST /api/readmisi/request. */
export const readmisiRequestBody = z.strictObject({ nim_baru: nimField, bukti: uploadKey });
/** POST or PUT /api/readmisi/update. */
export const readmisiUpdateBody = z.strictObject({ nim_baru: nimField, bukti: optionalUploadKey });

export type MigrasiUpdateBody = z.output<typeof migrasiUpdateBody>;
export type ReadmisiUpdateBody = z.output<typeof readmisiUpdateBody>;

/**
 * The Migrasi Akun card as typed: the faculty only narrows the program list; the proof is
 * required for a request and optional for an update (the stored one is kept).
 */
export const migrasiForm = (update: boolean) => (update ? migrasiUpdateBody : migrasiRequestBody).extend({ id_fakultas: optionId });
/** The Readmisi Akun card as typed. */
export const readmisiForm = (update: boolean) => (update ? readmisiUpdateBody : readmisiRequestBody);

/** The admin's decision: `{type}` migrasi or readmisi, `{nim}` the student's current NIM. */
export const mutasiDecisionParams = z.strictObject({
  type: z.enum(['migrasi', 'readmisi'], { error: () => FORM_MSG.chooseOption }),
  nim: z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .min(1, { error: () => FORM_MSG.required })
    .max(30, { error: () => tooLong(30) }),
});

/**
 * The decision's body: the method override `_method=PUT` scripts send (accepted, not needed; decisions/0005), and the
 * request's `version` the dialog showed (a request changed since answers 409).
 */
export const mutasiDecisionBody = z.strictObject({
  _method: z.enum(['PUT', 'put']).optional(),
  version: z.coerce
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int({ error: () => FORM_MSG.mustBeNumber })
    .positive({ error: () => FORM_MSG.mustBeNumber })
    .optional(),
});

/** Keyword of the pending list: part of the old or new NIM or of the name. */
export const mutasiKeyword = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(100, { error: () => tooLong(100) })
    .optional(),
);
