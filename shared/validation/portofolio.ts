/**
 * The student's portfolio calls: `POST /api/portofolio/user/{nim}/add` and `.../{id}/update`.
 * Bodies are JSON; the evidence PDF is an upload key from `POST /api/uploads` (purpose `dokumen`)
 * in `dokumen_portofolio`. External portfolio: title, date, points and (when adding) the evidence;
 * English title optional. Internal portfolio: `id_kegiatan_ppk`; title, English title, date, points
 * and evidence come from the activity (anything sent for them is ignored). The sub-rubric's maximum
 * is checked by the server (it needs the sub-rubric), not here.
 */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import { PORTOFOLIO_MSG } from '../messages/portofolio';
import { ALWAYS, isBlank, isoDateField, numeric, optionalText } from './common';

/**
 * The fields a portfolio and an internal activity share, as their dialogs' controls hold them
 * (text): the catalogue choice, the titles, the points and the date (YYYY-MM-DD).
 */
export type KegiatanFormValues = {
  id_bidang_portofolio: string;
  id_rubrik: string;
  id_anak_rubrik: string;
  judul: string;
  judul_inggris: string;
  bobot_skp_portofolio: string;
  /** YYYY-MM-DD */
  tanggal_terbit: string;
};

/** A required positive whole id: missing gives 'This field is required', anything else not a number 'This field must be number'. */
export const requiredIdField = z.preprocess(
  numeric,
  z
    .number({ error: (issue) => (issue.input === undefined ? FORM_MSG.required : FORM_MSG.mustBeNumber) })
    .int({ error: () => FORM_MSG.mustBeNumber })
    .positive({ error: () => FORM_MSG.mustBeNumber }),
);

/** An optional positive whole id (blank is absent). */
export const optionalIdField = z.preprocess(
  numeric,
  z
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int({ error: () => FORM_MSG.mustBeNumber })
    .positive({ error: () => FORM_MSG.mustBeNumber })
    .optional(),
);

/** SKP points of one portfolio: a whole number above 0. */
export const pointsField = z.preprocess(
  numeric,
  z
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int({ error: () => PORTOFOLIO_MSG.portfolioPointsInvalid })
    .positive({ error: () => PORTOFOLIO_MSG.portfolioPointsInvalid })
    .max(1000, { error: () => PORTOFOLIO_MSG.portfolioPointsInvalid })
    .optional(),
);

const optionalDate = z.preprocess((v) => (isBlank(v) ? undefined : v), isoDateField.optional());
const uploadKey = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .max(300, { error: () => tooLong(300) })
    .optional(),
);

/** Longest title accepted (both languages). */
export const PORTOFOLIO_TITLE_MAX = 255;

const portofolioShape = {
  /** The student's NIM; when sent it must be the one of the path. */
  nim: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z
      .string()
      .trim()
      .max(30, { error: () => tooLong(30) })
      .optional(),
  ),
  id_anak_rubrik: requiredIdField,
  id_kegiatan_ppk: optionalIdField,
  judul: optionalText(PORTOFOLIO_TITLE_MAX),
  judul_inggris: optionalText(PORTOFOLIO_TITLE_MAX),
  bobot_skp_portofolio: pointsField,
  /** YYYY-MM-DD */
  tanggal_terbit: optionalDate,
  /** The upload key of the evidence PDF (required to add an external portfolio; on update, absent keeps the document). */
  dokumen_portofolio: uploadKey,
};

interface PortofolioFields {
  id_kegiatan_ppk?: number | undefined;
  judul?: string | undefined;
  bobot_skp_portofolio?: number | undefined;
  tanggal_terbit?: string | undefined;
  dokumen_portofolio?: string | undefined;
}

/** External portfolios need title, points and date (and the evidence when `needsDocument`). */
const externalRule =
  (needsDocument: boolean) =>
  (v: PortofolioFields, ctx: z.RefinementCtx): void => {
    if (v.id_kegiatan_ppk !== undefined) return;
    const required: Array<keyof PortofolioFields> = [
      'judul',
      'bobot_skp_portofolio',
      'tanggal_terbit',
      ...(needsDocument ? (['dokumen_portofolio'] as const) : []),
    ];
    for (const field of required) if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: FORM_MSG.required });
  };

/** POST /api/portofolio/user/{nim}/add */
export const portofolioAddBody = z.strictObject(portofolioShape).superRefine(externalRule(true), ALWAYS);
export type PortofolioAddBody = z.output<typeof portofolioAddBody>;

/** POST /api/portofolio/user/{nim}/{id}/update: the same fields; `version` (as read) makes a stale edit fail with 409. */
export const portofolioUpdateBody = z.strictObject({ ...portofolioShape, version: optionalIdField }).superRefine(externalRule(false), ALWAYS);
export type PortofolioUpdateBody = z.output<typeof portofolioUpdateBody>;
