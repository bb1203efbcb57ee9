import * as z from 'zod';
import { requiredIdField } from '../validation/portofolio';
import { idParam, paged, pageQuery } from './common';
import { defineArea, type Role } from './contract';

/** Jenjang (level) of a study program. */
export const JENJANG = ['D3', 'D4', 'S1', 'S2', 'S3', 'Profesi'] as const;

/** What anyone may read of a faculty. */
export const fakultasPublic = z.strictObject({
  id_fakultas: z.number().int(),
  nama_fakultas: z.string(),
  nama_fakultas_inggris: z.string(),
  is_active: z.boolean(),
});

/** What anyone may read of a study program. */
export const prodiPublic = z.strictObject({
  id_prodi: z.number().int(),
  id_fakultas: z.number().int(),
  nama_prodi: z.string(),
  nama_prodi_inggris: z.string(),
  jenjang: z.string(),
  gelar: z.string(),
  is_active: z.boolean(),
});

/**
 * Who reads the portfolio catalog (categories, rubrics, sub-rubrics, internal activities): the
 * student writing a portfolio, the verifier checking one, and the admins managing them. A student
 * or an admin jurusan reads only their own program (403 otherwise).
 */
export const CATALOG_READERS = ['mahasiswa', 'verifikator', 'admin jurusan', 'super admin'] as const satisfies readonly Role[];

/** A student's portfolios of one category: how many (any status), and their verified points. */
export const bidangStatistik = z.strictObject({ portofolio_count: z.number().int(), bobot_skp: z.number() });

/** A portfolio category; `statistik` only in a student's answer (their own portfolios). */
export const bidangPortofolioView = z.strictObject({
  id_bidang_portofolio: z.number().int(),
  urutan_di_skpi: z.number().int(),
  nama_bidang_portofolio: z.string(),
  nama_bidang_portofolio_inggris: z.string(),
  statistik: bidangStatistik.optional(),
});

export const anakRubrikView = z.strictObject({
  id_anak_rubrik: z.number().int(),
  nama_anak_rubrik: z.string(),
  bobot_maksimal_skp_tiap_portofolio: z.number(),
  syarat_minimal_skp: z.number(),
});

export const rubrikView = z.strictObject({
  id_rubrik: z.number().int(),
  id_prodi: z.number().int(),
  id_bidang_portofolio: z.number().int(),
  nama_rubrik: z.string(),
  syarat_minimal_skp: z.number(),
  anak_rubrik: z.array(anakRubrikView),
});

/** An internal activity as the student picks it; `dokumen_ppk` is a short-lived URL. */
export const kegiatanView = z.strictObject({
  id_kegiatan_ppk: z.number().int(),
  judul: z.string(),
  judul_inggris: z.string().nullable(),
  bobot_skp_portofolio: z.number(),
  tanggal_terbit: z.string(),
  dokumen_ppk: z.string().nullable(),
});

/**
 * Rubrics of a program and category are always answered as a page (`rubrik.data`,
 * `rubrik.last_page`): the admin list sends `paginate`, the student's dialog sends none and
 * gets one page of up to 100 (docs/decisions.md, "Student area: portfolios").
 */
export const RUBRIK_DEFAULT_PAGE = 100;

/** Faculties, study programs and the university record; the portfolio catalog. */
export const masterApi = defineArea(
  'master',
  {
    fakultasList: {
      method: 'GET',
      path: '/api/fakultas',
      access: 'public',
      summary: 'Active faculties (registration, filters)',
      response: z.strictObject({ fakultas: z.array(fakultasPublic) }),
    },
    prodiByFakultas: {
      method: 'GET',
      path: '/api/fakultas/{id}/prodi',
      access: 'public',
      summary: "A faculty's active study programs",
      params: idParam,
      response: z.strictObject({ prodi: z.array(prodiPublic) }),
    },
    prodiList: {
      method: 'GET',
      path: '/api/prodi',
      access: 'public',
      summary: 'All study programs',
      response: z.strictObject({ prodi: z.array(prodiPublic) }),
    },
    bidangPortofolioList: {
      method: 'GET',
      path: '/api/bidangportofolio',
      access: CATALOG_READERS,
      summary: "Portfolio categories in SKPI order; a student's answer adds statistik (their portfolio count and verified points per category)",
      response: z.strictObject({ bidang_portofolio: z.array(bidangPortofolioView) }),
    },
    rubrikByProdiBidang: {
      method: 'GET',
      path: '/api/prodi/{id}/rubrik/bidang/{bidang}',
      access: CATALOG_READERS,
      summary: "A program's rubrics of one category with their sub-rubrics, paged (students and admins jurusan: their own program)",
      params: z.strictObject({ id: idParam.shape.id, bidang: idParam.shape.id }),
      query: z.strictObject(pageQuery(RUBRIK_DEFAULT_PAGE, RUBRIK_DEFAULT_PAGE)),
      response: z.strictObject({ rubrik: paged(rubrikView) }),
    },
    rubrikGet: {
      method: 'GET',
      path: '/api/rubrik/{id}',
      access: CATALOG_READERS,
      summary: 'A rubric with its sub-rubrics (students and admins jurusan: of their own program)',
      params: idParam,
      response: z.strictObject({ rubrik: rubrikView }),
    },
    ppkByAnak: {
      method: 'GET',
      path: '/api/ppk',
      access: CATALOG_READERS,
      summary:
        "The internal activities of a sub-rubric (students and admins jurusan: of their own program); the admin's paged form by id_prodi comes with the admin area",
      query: z.strictObject({ id_anak_rubrik: requiredIdField }),
      response: z.strictObject({ ppk: z.array(kegiatanView) }),
    },
  },
  // Public reads of faculties and study programs; signed-in reads of the portfolio catalog, with
  // short-lived URLs of the internal activities' documents.
  { table: 'read', uploads: 'none', documents: 'read', sendMail: false },
);
