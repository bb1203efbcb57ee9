/**
 * Public search and student profiles (the Search and public calls). Every answer is a strict
 * object: a field that is not declared here (an e-mail, a NIK, a phone number, an address, birth
 * data) breaks the contract check instead of leaving the API.
 */
import * as z from 'zod';
import { KATEGORI_PENCABUTAN, type SegelInfo } from '../domain/segel';
import { FORM_MSG, tooLong } from '../messages/common';
import { defineArea } from './contract';

/** Page size of the search list. */
export const SEARCH_PAGE_SIZE = 10;
/** Longest query text accepted. */
export const SEARCH_QUERY_MAX = 100;
/** A query reaches at most this many results (100 pages of 10): refine the words for more. */
export const SEARCH_MAX_RESULTS = 1000;
/** `last_page` is exact when the results end within this many pages after the current one. */
export const SEARCH_LOOKAHEAD_PAGES = 2;

const queryText = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX, { error: tooLong(SEARCH_QUERY_MAX) })
  .optional();

export const searchQuery = z.strictObject({
  page: z.coerce.number({ error: FORM_MSG.mustBeNumber }).int({ error: FORM_MSG.mustBeNumber }).min(1, { error: FORM_MSG.mustBeNumber }).default(1),
  paginate: z.coerce
    .number({ error: FORM_MSG.mustBeNumber })
    .int({ error: FORM_MSG.mustBeNumber })
    .min(1, { error: FORM_MSG.mustBeNumber })
    .max(50, { error: FORM_MSG.mustBeNumber })
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

/** The seal of an issued SKPI as the public sees it (every field of `SegelInfo`). */
export const segelPublik = z.strictObject({
  penanda_tangan: z.string(),
  penerbit_sertifikat: z.string(),
  /** SHA-256 of the seal certificate's DER, lowercase hex. */
  sidik_jari_sha256: z.string(),
  berlaku_dari: z.string(),
  berlaku_sampai: z.string(),
  waktu_tanda_tangan: z.string(),
  cap_waktu: z.string().nullable(),
  tingkat: z.enum(['B-B', 'B-T']),
  /** The certificate is the university's own, not yet one from a certification authority. */
  sertifikat_sendiri: z.boolean(),
}) satisfies z.ZodType<SegelInfo>;

/**
 * What the public verification page shows of a printed SKPI: enough to trust the paper, nothing
 * private. A revocation gives its public category and date; the staff's reason stays with the staff.
 */
export const verifikasiSkpi = z.strictObject({
  kode: z.string(),
  status: z.enum(['SAH', 'DICABUT', 'DIGANTIKAN']),
  nama: z.string(),
  nim: z.string(),
  program_studi: z.string(),
  fakultas: z.string(),
  universitas: z.string(),
  /** The English names the document prints (the English page shows them); null: none, the Indonesian stands. */
  program_studi_inggris: z.string().nullable(),
  fakultas_inggris: z.string().nullable(),
  universitas_inggris: z.string().nullable(),
  nomor: z.string(),
  tanggal_terbit: z.string(),
  penandatangan: z.string(),
  jabatan_penandatangan: z.string(),
  jabatan_penandatangan_inggris: z.string().nullable(),
  sha256: z.string(),
  dicabut: z.strictObject({ kategori: z.enum(KATEGORI_PENCABUTAN), tanggal: z.string() }).nullable(),
  digantikan_oleh: z.strictObject({ nomor: z.string(), kode: z.string() }).nullable(),
  /** Null for a document printed before sealing. */
  segel: segelPublik.nullable(),
  /** The document has a portable credential (served at `/api/verifikasi/{code}/kredensial`). */
  kredensial: z.boolean(),
});

export const searchApi = defineArea('search', {
  search: {
    method: 'GET',
    path: '/api/mahasiswa',
    access: 'public',
    summary: 'Search active students by NIM prefix and name words (nim, nama), or verified shown portfolios by title words (portofolio)',
    query: searchQuery,
    publicLimit: 'search',
    response: z.strictObject({ users: searchPage }),
  },
  show: {
    method: 'GET',
    path: '/api/mahasiswa/show',
    access: 'public',
    summary: "An active student's public profile: name, photo, bio, social media and verified shown portfolios",
    query: z.strictObject({
      nim: z
        .string({ error: FORM_MSG.required })
        .trim()
        .min(1, { error: FORM_MSG.required })
        .max(30, { error: tooLong(30) }),
    }),
    publicLimit: 'profile',
    response: z.strictObject({ data: profilPublik }),
  },
  verifikasiSkpi: {
    method: 'GET',
    path: '/api/verifikasi/{code}',
    access: 'public',
    summary:
      'The public check of a printed SKPI by its document code: status (SAH, DICABUT with its category and date, DIGANTIKAN with the newer number), holder, program, number, date, signatory, the SHA-256 of the issued PDF, its seal and whether it has a credential',
    params: z.strictObject({ code: z.string().trim().min(1).max(64) }),
    publicLimit: 'verification',
    response: z.strictObject({ data: verifikasiSkpi }),
  },
});
