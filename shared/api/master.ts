import * as z from 'zod';
import { JENIS_PENDIDIKAN, JENJANG } from '../domain/kkni';
import { ppkQuery } from '../validation/ppk';
import { idParam, paged, pageQuery } from './common';
import { ADMIN_ROLES, defineArea, type Role } from './contract';
import { feederConnectionView } from './feeder-connection';
import { ppkRow } from './ppk';

export { JENJANG };

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

/** A faculty as the admins manage it; `version` goes back with an update. */
export const fakultasView = fakultasPublic.extend({
  nama_dekan: z.string(),
  /** The dean's NIP/NIDN (the SKPI's signatory). */
  nomor_pegawai_dekan: z.string(),
  /** The short code printed in the SKPI number (`{kode_fakultas}`, e.g. 'FT'); null until set. */
  kode_fakultas: z.string().nullable(),
  /**
   * The faculty's chain of approvals before an SKPI is sealed: the ordered positions (stages) that
   * approve it (docs/decisions/0056-pengesahan.md); empty: sealed at print.
   */
  tahap_pengesahan: z.array(z.string()),
  version: z.number().int(),
});

/**
 * A study program as the admins manage it with the SKPI's program facts
 * (docs/decisions/0024-skpi-facts-on-master-records.md): `jenjang_kkni` is derived from `jenjang`
 * (shared/domain/kkni.ts), the other facts are stored, each in Indonesian and English.
 */
export const prodiView = prodiPublic.extend({
  nama_kaprodi: z.string(),
  status_akreditasi: z.string(),
  no_sk_akreditasi_prodi: z.string(),
  jenjang_kkni: z.number().int().nullable(),
  gelar_inggris: z.string().nullable(),
  jenis_pendidikan: z.enum(JENIS_PENDIDIKAN),
  persyaratan_penerimaan: z.string().nullable(),
  persyaratan_penerimaan_inggris: z.string().nullable(),
  bahasa_pengantar: z.string().nullable(),
  bahasa_pengantar_inggris: z.string().nullable(),
  sistem_penilaian: z.string().nullable(),
  sistem_penilaian_inggris: z.string().nullable(),
  lama_studi: z.string().nullable(),
  lama_studi_inggris: z.string().nullable(),
  jenjang_lanjutan: z.string().nullable(),
  jenjang_lanjutan_inggris: z.string().nullable(),
  status_profesi: z.string().nullable(),
  status_profesi_inggris: z.string().nullable(),
  version: z.number().int(),
});

/** The university with the SKPI's facts: names, establishment decree, rector's NIP/NIDN. */
export const universitasView = z.strictObject({
  nama_universitas: z.string(),
  nama_universitas_inggris: z.string(),
  status_akreditasi: z.string(),
  no_sk_akreditasi_universitas: z.string(),
  alamat_universitas: z.string(),
  nama_rektor: z.string(),
  nomor_pegawai_rektor: z.string().nullable(),
  no_sk_pendirian: z.string().nullable(),
  /** YYYY-MM-DD */
  tanggal_sk_pendirian: z.string().nullable(),
  /** The city printed as the SKPI's place of legalisation; null until set. */
  kota_universitas: z.string().nullable(),
  /** The SKPI number format in force (shared/domain/skpi-number.ts): the default until the super admin sets one. */
  format_nomor_skpi: z.string(),
  /** A short-lived URL of the logo printed on the SKPI header, or null (the SKPI draws an emblem with the initials). */
  logo_url: z.string().nullable(),
  /** Whether a new student's profile starts public (each student then chooses; true until set). */
  profil_publik_bawaan: z.boolean(),
  version: z.number().int(),
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
  /** Staff answers only: the admin dialogs send it back with a change. */
  version: z.number().int().optional(),
});

export const anakRubrikView = z.strictObject({
  id_anak_rubrik: z.number().int(),
  nama_anak_rubrik: z.string(),
  /** The English name; null: none (the Indonesian stands in English texts). */
  nama_anak_rubrik_inggris: z.string().nullable(),
  bobot_maksimal_skp_tiap_portofolio: z.number(),
  syarat_minimal_skp: z.number(),
  /** Staff answers only. */
  version: z.number().int().optional(),
});

export const rubrikView = z.strictObject({
  id_rubrik: z.number().int(),
  id_prodi: z.number().int(),
  id_bidang_portofolio: z.number().int(),
  nama_rubrik: z.string(),
  syarat_minimal_skp: z.number(),
  /** Staff answers only. */
  version: z.number().int().optional(),
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
 * gets one page of up to 100 (docs/decisions/0025-portfolio-categories-and-rubrics.md).
 */
export const RUBRIK_DEFAULT_PAGE = 100;

/** Faculties, study programs and the university record; the portfolio catalog. */
export const masterApi = defineArea('master', {
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
  fakultasAll: {
    method: 'GET',
    path: '/api/fakultas/all',
    access: ADMIN_ROLES,
    summary: 'Every faculty, active or not, with its dean (the admin screens)',
    response: z.strictObject({ fakultas: z.array(fakultasView) }),
  },
  fakultasGet: {
    method: 'GET',
    path: '/api/fakultas/{id}',
    access: ADMIN_ROLES,
    summary: 'A faculty with its dean',
    params: idParam,
    response: z.strictObject({ fakultas: fakultasView }),
  },
  prodiAllByFakultas: {
    method: 'GET',
    path: '/api/fakultas/{id}/prodi/all',
    access: ADMIN_ROLES,
    summary: "A faculty's study programs, active or not, with every record field and SKPI fact",
    params: idParam,
    response: z.strictObject({ prodi: z.array(prodiView) }),
  },
  prodiGet: {
    method: 'GET',
    path: '/api/prodi/{id}',
    access: ADMIN_ROLES,
    summary: 'A study program with every record field and SKPI fact',
    params: idParam,
    response: z.strictObject({ prodi: prodiView }),
  },
  universitasGet: {
    method: 'GET',
    path: '/api/universitas',
    access: ADMIN_ROLES,
    summary: "The university record (404 until a super admin fills it); the super admin's answer adds the Neo Feeder connection (never its password)",
    response: z.strictObject({ universitas: universitasView, feeder: feederConnectionView.optional() }),
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
  rubrikByProdi: {
    method: 'GET',
    path: '/api/prodi/{id}/rubrik',
    access: CATALOG_READERS,
    summary: 'Every rubric of a program with its sub-rubrics (students and admins jurusan: their own program)',
    params: idParam,
    response: z.strictObject({ rubrik: z.array(rubrikView) }),
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
      "?id_anak_rubrik: a sub-rubric's internal activities (students and admins jurusan: of their own program); ?id_prodi&paginate&page: a program's activities, paged, newest first (admins only; admin jurusan: their own program)",
    query: ppkQuery,
    response: z.union([z.strictObject({ ppk: z.array(kegiatanView) }), z.strictObject({ ppk: paged(ppkRow) })]),
  },
});
