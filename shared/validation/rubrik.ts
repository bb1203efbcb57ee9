/**
 * Portfolio categories, rubrics and sub-rubrics (the Portfolio categories and rubrics calls;
 * docs/decisions/0025-portfolio-categories-and-rubrics.md): the bodies of the admin area's writes, which
 * the screen's dialogs use as they are. Names are trimmed and bounded; the numbers arrive as numbers or
 * as the text of a form field.
 *
 * The required fields: category add all three, category edit only the Indonesian name (the
 * order and English name left out or blank stay as they are); rubric add and edit `nama_rubrik`
 * and `syarat_minimal_skp` (add also names its category and program); sub-rubric add and edit its
 * name, maximum and minimum; its English name (ours, optional) follows the university's extra facts:
 * left out it stays as it is, blank or null clears it (stored as null). SKP numbers are whole, as a portfolio's points are (1 to 1000,
 * shared/validation/portofolio.ts): a maximum from 1 to 1000, a minimum from 0 to 10000.
 * `version` (optional): the record as the dialog showed it; a stale one answers 409.
 */
import * as z from 'zod';
import { RUBRIK_MSG } from '../messages/rubrik';
import { requiredText, urutanField, wholeNumber } from './common';
import { optionalIdField, requiredIdField } from './portofolio';
import { keep } from './universitas';

/** A category's names (Indonesian, English). */
export const BIDANG_NAME_MAX = 150;
/** A rubric's or sub-rubric's name. */
export const RUBRIK_NAME_MAX = 255;
/** A portfolio's points are at most 1000 (pointsField): a higher maximum would mean nothing. */
export const BOBOT_MAKSIMAL_MAX = 1000;
export const SYARAT_MINIMAL_MAX = 10_000;

export const bobotMaksimalField = wholeNumber(1, BOBOT_MAKSIMAL_MAX, () => RUBRIK_MSG.bobotMaksimalInvalid);
export const syaratMinimalField = wholeNumber(0, SYARAT_MINIMAL_MAX, () => RUBRIK_MSG.syaratMinimalInvalid);

const bidangName = requiredText(BIDANG_NAME_MAX);
const rubrikName = requiredText(RUBRIK_NAME_MAX);

/** POST /api/bidangportofolio/add */
export const bidangPortofolioAddBody = z.strictObject({
  urutan_di_skpi: urutanField,
  nama_bidang_portofolio: bidangName,
  nama_bidang_portofolio_inggris: bidangName,
});

/** PUT /api/bidangportofolio/{id}/update: the Indonesian name required, the rest kept when left out. */
export const bidangPortofolioUpdateBody = z.strictObject({
  urutan_di_skpi: keep(urutanField),
  nama_bidang_portofolio: bidangName,
  nama_bidang_portofolio_inggris: keep(bidangName),
  version: optionalIdField,
});

/** POST /api/rubrik/add */
export const rubrikAddBody = z.strictObject({
  nama_rubrik: rubrikName,
  id_bidang_portofolio: requiredIdField,
  id_prodi: requiredIdField,
  syarat_minimal_skp: syaratMinimalField,
});

/** PUT /api/rubrik/{id}/update: the category and program stay those of the stored rubric. */
export const rubrikUpdateBody = z.strictObject({
  nama_rubrik: rubrikName,
  syarat_minimal_skp: syaratMinimalField,
  version: optionalIdField,
});

/** A sub-rubric's English name: absent keeps it, blank or null clears it (null), else a bounded name. */
const englishName = z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v), rubrikName.nullable().optional());

const anakRubrikShape = {
  nama_anak_rubrik: rubrikName,
  nama_anak_rubrik_inggris: englishName,
  bobot_maksimal_skp_tiap_portofolio: bobotMaksimalField,
  syarat_minimal_skp: syaratMinimalField,
};

/** POST /api/rubrik/{id}/add-anak-rubrik */
export const anakRubrikAddBody = z.strictObject(anakRubrikShape);

/** PUT /api/rubrik/{id_rubrik}/{id_anak_rubrik}/update */
export const anakRubrikUpdateBody = z.strictObject({ ...anakRubrikShape, version: optionalIdField });

export type BidangPortofolioAddBody = z.output<typeof bidangPortofolioAddBody>;
export type BidangPortofolioUpdateBody = z.output<typeof bidangPortofolioUpdateBody>;
export type RubrikAddBody = z.output<typeof rubrikAddBody>;
export type RubrikUpdateBody = z.output<typeof rubrikUpdateBody>;
export type AnakRubrikAddBody = z.output<typeof anakRubrikAddBody>;
export type AnakRubrikUpdateBody = z.output<typeof anakRubrikUpdateBody>;
