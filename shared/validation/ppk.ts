/**
 * Internal activities (kegiatan internal, the Internal activities calls;
 * docs/decisions/0027-internal-activities.md): the bodies of `POST /api/ppk/add` and `POST
 * /api/ppk/update/{id}`, and the admin dialog's form.
 *
 * Bodies are JSON (files never pass through Lambda): `dokumen_ppk` is an upload key from `POST /api/uploads`
 * (purpose `dokumen`), required to add, optional to update (absent keeps the document). The
 * program and category come from the sub-rubric, never from the body. The sub-rubric's maximum
 * points need the sub-rubric and are the server's check, not the schema's.
 */
import * as z from 'zod';
import { PPK_MSG } from '../messages/admin';
import { FORM_MSG, tooLong } from '../messages/common';
import { PORTOFOLIO_MSG } from '../messages/portofolio';
import { ALWAYS, isBlank, isoDateField, numeric, optionalText, requiredText } from './common';
import { type KegiatanFormValues, optionalIdField, PORTOFOLIO_TITLE_MAX, requiredIdField } from './portofolio';

/** Most points one activity may give (the sub-rubric's maximum is checked by the server). */
export const PPK_POINTS_MAX = 1000;

/** SKP points of the activity: required, a whole number from 1 (they become a portfolio's points). */
export const ppkPointsField = z.preprocess(
  numeric,
  z
    .number({ error: (issue) => (issue.input === undefined ? FORM_MSG.required : FORM_MSG.mustBeNumber) })
    .int({ error: () => PORTOFOLIO_MSG.portfolioPointsInvalid })
    .positive({ error: () => PORTOFOLIO_MSG.portfolioPointsInvalid })
    .max(PPK_POINTS_MAX, { error: () => PORTOFOLIO_MSG.portfolioPointsInvalid }),
);

/**
 * Today as the latest time zone on earth (UTC+14) counts it: the dialog's default date (the
 * browser's today, wherever it is) is never refused as being in the future.
 */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD, a real date, not after today. */
export const ppkDateField = isoDateField.refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || v <= latestToday(), { error: () => PPK_MSG.ppkDateFuture });

const uploadKey = z
  .string({ error: () => FORM_MSG.required })
  .trim()
  .min(1, { error: () => FORM_MSG.required })
  .max(300, { error: () => tooLong(300) });

const ppkFields = {
  judul: requiredText(PORTOFOLIO_TITLE_MAX),
  judul_inggris: optionalText(PORTOFOLIO_TITLE_MAX),
  id_anak_rubrik: requiredIdField,
  bobot_skp_portofolio: ppkPointsField,
  /** YYYY-MM-DD */
  tanggal_terbit: ppkDateField,
};

/** POST /api/ppk/add: every field; `dokumen_ppk` (the PDF's upload key) required. */
export const ppkAddBody = z.strictObject({ ...ppkFields, dokumen_ppk: uploadKey });
export type PpkAddBody = z.output<typeof ppkAddBody>;

/**
 * POST /api/ppk/update/{id}: the same fields; `dokumen_ppk` absent or blank keeps the stored
 * document; `version` (as read) makes a stale edit fail with 409.
 */
export const ppkUpdateBody = z.strictObject({
  ...ppkFields,
  dokumen_ppk: z.preprocess((v) => (isBlank(v) ? undefined : v), uploadKey.optional()),
  version: optionalIdField,
});
export type PpkUpdateBody = z.output<typeof ppkUpdateBody>;

/**
 * GET /api/ppk: `id_anak_rubrik` (a sub-rubric's activities, the student's portfolio dialog) or
 * `id_prodi` with `paginate` and `page` (a program's activities, the admins' table); one of them.
 */
export const ppkQuery = z
  .strictObject({
    id_anak_rubrik: optionalIdField,
    id_prodi: optionalIdField,
    page: z.coerce
      .number({ error: () => FORM_MSG.mustBeNumber })
      .int({ error: () => FORM_MSG.mustBeNumber })
      .min(1, { error: () => FORM_MSG.mustBeNumber })
      .default(1),
    paginate: z.coerce
      .number({ error: () => FORM_MSG.mustBeNumber })
      .int({ error: () => FORM_MSG.mustBeNumber })
      .min(1, { error: () => FORM_MSG.mustBeNumber })
      .max(100, { error: () => FORM_MSG.mustBeNumber })
      .default(10),
  })
  .superRefine((q, ctx) => {
    if (q.id_anak_rubrik === undefined && q.id_prodi === undefined)
      ctx.addIssue({ code: 'custom', path: ['id_anak_rubrik'], message: FORM_MSG.required });
    if (q.id_anak_rubrik !== undefined && q.id_prodi !== undefined)
      ctx.addIssue({ code: 'custom', path: ['id_prodi'], message: PPK_MSG.ppkQueryOneOf });
  });
export type PpkQuery = z.output<typeof ppkQuery>;

// ---------------------------------------------------------------------------------------------
// The admin dialog
// ---------------------------------------------------------------------------------------------

/** Every field as the dialog's controls hold it (text); `dokumen_ppk` is the chosen file's name. */
export type PpkFormValues = KegiatanFormValues & { dokumen_ppk: string };

const text = z.string();

/**
 * The dialog's schema (internal activity add/edit): category, rubric and sub-rubric chosen (numeric
 * ids), title, points and date as the API checks them, and a PDF on add; on edit the stored
 * document stays when `keepsDocument` and no file is chosen.
 */
export function ppkForm(keepsDocument: boolean) {
  return z
    .object({
      id_bidang_portofolio: text,
      id_rubrik: text,
      id_anak_rubrik: text,
      judul: text,
      judul_inggris: text,
      bobot_skp_portofolio: text,
      tanggal_terbit: text,
      dokumen_ppk: text,
    })
    .superRefine((v, ctx) => {
      for (const field of ['id_bidang_portofolio', 'id_rubrik'] as const) {
        const id = requiredIdField.safeParse(v[field]);
        if (!id.success) ctx.addIssue({ code: 'custom', path: [field], message: id.error.issues[0]?.message ?? FORM_MSG.required });
      }
      const body = keepsDocument ? ppkUpdateBody : ppkAddBody;
      const { id_bidang_portofolio: _bidang, id_rubrik: _rubrik, ...sent } = v;
      const parsed = body.safeParse(sent);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [String(issue.path[0] ?? '_')], message: issue.message });
      }
    }, ALWAYS);
}
