/**
 * Graduate learning outcomes (CPL) of a study program (the CPL calls; docs/decisions/0026-cpl.md):
 * the bodies of the admin area's CPL writes, shared with the screen's dialogs.
 *
 * The required fields: a category needs urutan, Indonesian and English names; an item
 * urutan and both titles; a point urutan and both texts. An update takes the same fields as an
 * add (the dialogs send the whole record). `urutan_di_skpi` is a whole number from 1 to 9999 (the
 * order in the SKPI; unique within its parent, checked by the server). Texts are trimmed.
 * `version` (optional): the record as the form showed it; a stale one answers 409.
 */
import * as z from 'zod';
import { requiredText, urutanField } from './common';
import { optionalIdField, requiredIdField } from './portofolio';

/** A category's names. */
export const BIDANG_CPL_NAME_MAX = 150;
/** An item's titles and a point's texts: a learning outcome is a sentence or two. */
export const CPL_TEXT_MAX = 1000;
/** The most points one item holds (its deletion removes them all in one transaction). */
export const CPL_POINT_MAX = 40;

const version = optionalIdField;
/** Scripted clients send `id_prodi` with updates; when sent it must be the record's own (checked by the server). */
const optionalProdi = optionalIdField;

// ---------------------------------------------------------------------------------------------
// Category (bidang CPL)
// ---------------------------------------------------------------------------------------------

const bidangCplFields = {
  urutan_di_skpi: urutanField,
  nama_bidang_cpl_indonesia: requiredText(BIDANG_CPL_NAME_MAX),
  nama_bidang_cpl_inggris: requiredText(BIDANG_CPL_NAME_MAX),
};

/** POST /api/bidangcpl/add */
export const bidangCplAddBody = z.strictObject({ ...bidangCplFields, id_prodi: requiredIdField });
/** PUT /api/bidangcpl/{id}/update: the program stays the stored one. */
export const bidangCplUpdateBody = z.strictObject({ ...bidangCplFields, id_prodi: optionalProdi, version });
/** What the dialogs edit (the program comes from the screen). */
export const bidangCplForm = z.strictObject(bidangCplFields);

/**
 * The deletes' optional body: scripted clients send the category's fields with
 * DELETE /api/bidangcpl/{id}/delete; they are accepted and ignored (the stored record decides).
 * `version`, when sent, must be the stored one.
 */
export const cplDeleteBody = z.object({ version }).optional();

// ---------------------------------------------------------------------------------------------
// CPL item
// ---------------------------------------------------------------------------------------------

const cplFields = {
  urutan_di_skpi: urutanField,
  judul_cpl_indonesia: requiredText(CPL_TEXT_MAX),
  judul_cpl_inggris: requiredText(CPL_TEXT_MAX),
};

/** POST /api/cpl/add: the program is the category's (`id_prodi`, when sent, must be it). */
export const cplAddBody = z.strictObject({ ...cplFields, id_bidang_cpl: requiredIdField, id_prodi: optionalProdi });
/** PUT /api/cpl/{id_cpl}/update: a different `id_bidang_cpl` moves the item to that category of the same program. */
export const cplUpdateBody = z.strictObject({ ...cplFields, id_bidang_cpl: optionalIdField, id_prodi: optionalProdi, version });
export const cplForm = z.strictObject(cplFields);

// ---------------------------------------------------------------------------------------------
// CPL point
// ---------------------------------------------------------------------------------------------

const cplPointFields = {
  urutan_di_skpi: urutanField,
  point_cpl_indonesia: requiredText(CPL_TEXT_MAX),
  point_cpl_inggris: requiredText(CPL_TEXT_MAX),
};

/** POST /api/cpl/{id_cpl}/add-point */
export const cplPointAddBody = z.strictObject(cplPointFields);
/** PUT /api/cpl/{id_cpl}/{id_point_cpl}/update */
export const cplPointUpdateBody = z.strictObject({ ...cplPointFields, version });
export const cplPointForm = z.strictObject(cplPointFields);

export type BidangCplAddBody = z.output<typeof bidangCplAddBody>;
export type BidangCplUpdateBody = z.output<typeof bidangCplUpdateBody>;
export type CplAddBody = z.output<typeof cplAddBody>;
export type CplUpdateBody = z.output<typeof cplUpdateBody>;
export type CplPointAddBody = z.output<typeof cplPointAddBody>;
export type CplPointUpdateBody = z.output<typeof cplPointUpdateBody>;
export type CplDeleteBody = z.output<typeof cplDeleteBody>;
