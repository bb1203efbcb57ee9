/**
 * The student's portfolios (the student area's calls): the route group of the `mahasiswa` area
 * (shared/api/mahasiswa.ts). Writes take JSON; the evidence PDF is an upload key (files never pass
 * through Lambda). Document links are short-lived URLs.
 */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import { portofolioAddBody, portofolioUpdateBody } from '../validation/portofolio';
import { idParam, messageResponse, paged } from './common';
import type { RouteSpec } from './contract';
import { bidangPortofolioView } from './master';

/** Page size of the student's portfolio table. */
export const PORTOFOLIO_PAGE_SIZE = 10;
/** Largest page: the admin's view of a student asks `paginate=9999`. */
export const PORTOFOLIO_PAGE_MAX = 10_000;

const nim = z
  .string({ error: () => FORM_MSG.required })
  .trim()
  .min(1, { error: () => FORM_MSG.required })
  .max(30, { error: () => tooLong(30) });

export const nimParams = z.strictObject({ nim });
export const nimIdParams = z.strictObject({ nim, id: idParam.shape.id });

export { STATUS_PORTOFOLIO } from '../domain/status';

/** One row of the student's portfolio table. */
export const portofolioRow = z.strictObject({
  id_portofolio: z.number().int(),
  judul: z.string(),
  judul_inggris: z.string().nullable(),
  id_rubrik: z.number().int(),
  id_anak_rubrik: z.number().int(),
  nama_anak_rubrik: z.string(),
  id_bidang_portofolio: z.number().int(),
  /** Set when the portfolio is an internal activity. */
  id_kegiatan_ppk: z.number().int().nullable(),
  bobot_skp_portofolio: z.number(),
  /** YYYY-MM-DD */
  tanggal_terbit: z.string(),
  /** Short-lived URL of the evidence (an internal portfolio's is its activity's document). */
  dokumen_portofolio: z.string().nullable(),
  id_status_portofolio: z.number().int(),
  showed: z.boolean(),
  /** The note of the latest decision (always set on a rejection; null until decided). */
  catatan: z.string().nullable(),
  /** Send it back in an update: an edit of a stale copy answers 409. */
  version: z.number().int(),
});

const mahasiswa = ['mahasiswa'] as const;
/** The student's list and delete are also the admins' (the Portfolios calls: the student's portfolios dialog, the delete). */
const mahasiswaAndAdmins = ['mahasiswa', 'admin jurusan', 'super admin'] as const;
const written = z.strictObject({ message: z.string(), portofolio: portofolioRow });

export const portofolioRoutes = {
  statistikUserPortofolio: {
    method: 'GET',
    path: '/api/statistik/user-portofolio',
    access: mahasiswa,
    summary: "The portfolio categories with the student's statistik: portfolio count and verified points per category",
    response: z.strictObject({ bidang_portofolio: z.array(bidangPortofolioView) }),
  },
  portofolioLatest: {
    method: 'GET',
    path: '/api/portofolio/latest',
    access: mahasiswa,
    summary:
      "The student's most recently added portfolio, or null: when it was uploaded (created_at, the dashboard's 'Unggahan Terakhir') and its activity's date (tanggal_terbit)",
    response: z.strictObject({
      portofolio: z
        .strictObject({
          /** The activity's date, YYYY-MM-DD. */
          tanggal_terbit: z.string(),
          /** When the student added it (ISO instant). */
          created_at: z.string(),
        })
        .nullable(),
    }),
  },
  portofolioList: {
    method: 'GET',
    path: '/api/portofolio/user/{nim}',
    access: mahasiswaAndAdmins,
    summary:
      "A student's portfolios, newest first, paged, optionally of one category (bidang): the student's own, or (admins) a student of their scope",
    params: nimParams,
    query: z.strictObject({
      page: z.coerce
        .number({ error: () => FORM_MSG.mustBeNumber })
        .int({ error: () => FORM_MSG.mustBeNumber })
        .min(1, { error: () => FORM_MSG.mustBeNumber })
        .default(1),
      paginate: z.coerce
        .number({ error: () => FORM_MSG.mustBeNumber })
        .int({ error: () => FORM_MSG.mustBeNumber })
        .min(1, { error: () => FORM_MSG.mustBeNumber })
        .max(PORTOFOLIO_PAGE_MAX, { error: () => FORM_MSG.mustBeNumber })
        .default(PORTOFOLIO_PAGE_SIZE),
      bidang: z.coerce
        .number({ error: () => FORM_MSG.mustBeNumber })
        .int({ error: () => FORM_MSG.mustBeNumber })
        .positive({ error: () => FORM_MSG.mustBeNumber })
        .optional(),
    }),
    response: z.strictObject({ portofolio: paged(portofolioRow) }),
  },
  portofolioAdd: {
    method: 'POST',
    path: '/api/portofolio/user/{nim}/add',
    access: mahasiswa,
    summary: 'Adds an external portfolio (title, date, points, evidence upload key) or an internal one (id_kegiatan_ppk)',
    params: nimParams,
    body: portofolioAddBody,
    response: written,
    status: 201,
  },
  portofolioUpdate: {
    method: 'POST',
    path: '/api/portofolio/user/{nim}/{id}/update',
    access: mahasiswa,
    summary: 'Edits a portfolio (the document may be kept); a verified or rejected one goes back to the queue as Diubah',
    params: nimIdParams,
    body: portofolioUpdateBody,
    response: written,
  },
  portofolioDelete: {
    method: 'DELETE',
    path: '/api/portofolio/user/{nim}/{id}/delete',
    access: mahasiswaAndAdmins,
    summary: 'Deletes a portfolio: the student one that is not verified, an admin any of their scope',
    params: nimIdParams,
    response: messageResponse,
  },
  portofolioHide: {
    method: 'PUT',
    path: '/api/portofolio/user/{nim}/{id}/hide',
    access: mahasiswa,
    summary: 'Hides a portfolio from the public profile and search',
    params: nimIdParams,
    response: written,
  },
  portofolioUnhide: {
    method: 'PUT',
    path: '/api/portofolio/user/{nim}/{id}/unhide',
    access: mahasiswa,
    summary: 'Shows a portfolio on the public profile and search (once verified)',
    params: nimIdParams,
    response: written,
  },
} as const satisfies Record<string, RouteSpec>;
