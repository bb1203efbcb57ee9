/**
 * Public search and student profiles (the Search and public calls), and the public check of a
 * printed SKPI (its route group, ./keaslian.ts). Every answer is a strict object: a field that is
 * not declared here (an e-mail, a NIK, a phone number, an address, birth data) breaks the contract
 * check instead of leaving the API.
 */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import { defineArea } from './contract';
import { keaslianRoutes } from './keaslian';
import { PUBLIC_PATHS, SEARCH_PAGE_SIZE } from './public-paths';
/** Longest query text accepted. */
export const SEARCH_QUERY_MAX = 100;
/** A query reaches at most this many results (100 pages of 10): refine the words for more. */
export const SEARCH_MAX_RESULTS = 1000;
/** `last_page` is exact when the results end within this many pages after the current one. */
export const SEARCH_LOOKAHEAD_PAGES = 2;

const queryText = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX, { error: () => tooLong(SEARCH_QUERY_MAX) })
  .optional();

export const searchQuery = z.strictObject({
  page: z.coerce
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int({ error: () => FORM_MSG.mustBeNumber })
    .min(1, { error: () => FORM_MSG.mustBeNumber })
    .default(1),
  paginate: z.coerce
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int({ error: () => FORM_MSG.mustBeNumber })
    .min(1, { error: () => FORM_MSG.mustBeNumber })
    .max(50, { error: () => FORM_MSG.mustBeNumber })
    .default(SEARCH_PAGE_SIZE),
  /** Profile search: the text is matched against the NIM and the name (both carry it). */
  nim: queryText,
  nama: queryText,
  /** Portfolio search: the text is matched against both titles. */
  portofolio: queryText,
});

/** A portfolio as the public sees it in a search result. */
export const searchPortofolio = z.strictObject({ judul: z.string(), judul_inggris: z.string().nullable() });

/**
 * A search result: nim, nama, portofolio (judul, judul_inggris). A profile result lists
 * the student's public portfolios; a portfolio result is one portfolio with its student.
 */
export const searchResultUser = z.strictObject({
  nim: z.string(),
  nama: z.string(),
  portofolio: z.array(searchPortofolio),
});

/**
 * A page of results. `last_page` and `total` are exact when `has_more` is false; when true, more
 * results exist after `last_page` (counted on demand as the visitor pages on).
 */
export const searchPage = z.strictObject({
  data: z.array(searchResultUser),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
});

export const sosmedPublic = z.strictObject({ jenis_sosmed: z.string(), nama: z.string(), link_sosmed: z.string() });

/** A timeline item of the public profile (dates sent YYYY-MM-DD, shown DD-MM-YYYY). */
export const profilPortofolio = z.strictObject({
  judul: z.string(),
  judul_inggris: z.string().nullable(),
  tanggal_terbit: z.string(),
  tahun: z.number().int(),
});

/** A student's biodata as anyone may read it: nothing private. `foto_profil` is a short-lived URL or null. */
export const profilBiodata = z.strictObject({
  nama: z.string(),
  nim: z.string(),
  bio: z.string().nullable(),
  foto_profil: z.string().nullable(),
});

export const profilPublik = z.strictObject({
  biodata: profilBiodata,
  sosmed: z.array(sosmedPublic),
  portofolio: z.array(profilPortofolio),
});

export const searchApi = defineArea('search', {
  search: {
    method: 'GET',
    path: PUBLIC_PATHS.search,
    access: 'public',
    summary: 'Search active students by NIM prefix and name words (nim, nama), or verified shown portfolios by title words (portofolio)',
    query: searchQuery,
    publicLimit: 'search',
    response: z.strictObject({ users: searchPage }),
  },
  show: {
    method: 'GET',
    path: PUBLIC_PATHS.show,
    access: 'public',
    summary: "An active student's public profile: name, photo, bio, social media and verified shown portfolios",
    query: z.strictObject({
      nim: z
        .string({ error: () => FORM_MSG.required })
        .trim()
        .min(1, { error: () => FORM_MSG.required })
        .max(30, { error: () => tooLong(30) }),
    }),
    publicLimit: 'profile',
    response: z.strictObject({ data: profilPublik }),
  },
  ...keaslianRoutes,
});
