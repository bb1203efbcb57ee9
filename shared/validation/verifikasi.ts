/**
 * The verifier's decision (docs/decisions/0019-verification-queue-and-decision.md):
 * `PUT /api/portofolio/user/{nim}/{id}/verify` and `/reject` take a JSON note
 * `catatan`, required for a rejection and optional for an acceptance, and the `version` the dialog
 * showed (optional for callers that send none; a stale one answers 409).
 */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import { VERIFIKASI_MSG } from '../messages/verifikasi';

/** Longest note a verifier writes (the student reads it in a table cell and an e-mail). */
export const CATATAN_MAX = 1000;

const version = z
  .number({ error: () => FORM_MSG.mustBeNumber })
  .int({ error: () => FORM_MSG.mustBeNumber })
  .positive({ error: () => FORM_MSG.mustBeNumber })
  .optional();

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const verifyBody = z.strictObject({
  catatan: z.preprocess(
    blankToUndefined,
    z
      .string({ error: () => FORM_MSG.required })
      .trim()
      .max(CATATAN_MAX, { error: () => tooLong(CATATAN_MAX) })
      .optional(),
  ),
  version,
});

export const rejectBody = z.strictObject({
  catatan: z.preprocess(
    blankToUndefined,
    z
      .string({ error: () => VERIFIKASI_MSG.verifyNoteRequired })
      .trim()
      .min(1, { error: () => VERIFIKASI_MSG.verifyNoteRequired })
      .max(CATATAN_MAX, { error: () => tooLong(CATATAN_MAX) }),
  ),
  version,
});

export type VerifyBody = z.output<typeof verifyBody>;
export type RejectBody = z.output<typeof rejectBody>;
