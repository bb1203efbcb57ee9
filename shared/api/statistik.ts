/**
 * The admin dashboard's statistics (the Admin dashboard screen, the Statistics and system calls): one area, one
 * Lambda that only reads the table (the counters of functions/domain/statistik/) and measures storage. Field names
 * are the ones the dashboard's callers read, `total_mahasiwa` spelled as they spell it (one 's').
 *
 * Scope: an admin jurusan always gets their own program whatever they pass; a super admin gets the
 * university (empty or absent `id_prodi` / `prodi`) or one program. Every number is read from
 * counters kept in the transaction of the change (docs/decisions/0033-statistics-calls-and-storage.md).
 */
import * as z from 'zod';
import { FORM_MSG } from '../messages/common';
import { ADMIN_ROLES, defineArea, type RouteSpec } from './contract';

const SUPER = ['super admin'] as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A program id, or empty / absent for every program (the super admin's default). */
const optionalProdi = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z.coerce
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int({ error: () => FORM_MSG.mustBeNumber })
    .positive({ error: () => FORM_MSG.mustBeNumber })
    .optional(),
);

export const statistikProdiQuery = z.strictObject({ id_prodi: optionalProdi });
/** The achievement calls name the parameter `prodi` (not `id_prodi`), as their callers send it. */
export const statistikCapaianQuery = z.strictObject({ prodi: optionalProdi });

/** Which program the numbers are of: null for the whole university. */
const lingkup = z.strictObject({ id_prodi: z.number().int().nullable() });

/** The account types of the login chart: the four original roles, and ppk, our fifth. */
export const LOGIN_SERIES = ['mahasiswa', 'verifikator', 'admin_jurusan', 'super_admin', 'ppk'] as const;

export const loginWeekResponse = z.strictObject({
  /** Seven daily counts per account type, oldest first, the last being today (WIB). */
  data: z.strictObject(
    Object.fromEntries(LOGIN_SERIES.map((s) => [s, z.array(z.number().int())])) as Record<(typeof LOGIN_SERIES)[number], z.ZodArray<z.ZodNumber>>,
  ),
  /** The seven days (YYYY-MM-DD, WIB), oldest first. */
  tanggal: z.array(z.string()),
});

export const kelulusanResponse = z.strictObject({
  /** Graduates per month for the last twelve months, oldest first, the last being this month (WIB). */
  mahasiswa_lulus_12_bulan_terakhir: z.array(z.number().int()),
  /** The twelve months (YYYY-MM) of the values above. */
  bulan: z.array(z.string()),
  /** Graduates since 1 January of this year. */
  mahasiswa_lulus_tahun_ini: z.number().int(),
  total_mahasiswa: z.number().int(),
  ...lingkup.shape,
});

export const skpiStatistikResponse = z.strictObject({
  /** Every registered student (the field's spelling, one 's', is what callers read). */
  total_mahasiwa: z.number().int(),
  /** Not yet graduated ('aktif'). */
  total_mahasiswa_belum_lulus: z.number().int(),
  /** Not yet graduated and not meeting every rubric of their program. */
  mahasiswa_belum_lulus_dan_belum_memenuhi_skp: z.number().int(),
  /** True while a rule change of the program (or of any program, for the university) is being recounted. */
  sedang_dihitung_ulang: z.boolean(),
  ...lingkup.shape,
});

export const portofolioStatistikResponse = z.strictObject({
  /** Waiting for a verifier: status 1 (Menunggu) or 3 (Diubah). */
  belum_diverifikasi: z.number().int(),
  /** Every portfolio, whatever its status. */
  total: z.number().int(),
  ...lingkup.shape,
});

export const storageResponse = z.strictObject({
  /** The configured quota, in bytes. */
  disk_total_space: z.number(),
  /** Quota minus what the buckets hold, in bytes (0 when over). */
  disk_free_space: z.number(),
  /** What the environment's buckets hold, in bytes. */
  disk_used_space: z.number(),
  /** The quota in the display unit: '50 GB'. */
  format_disk_total_space: z.string(),
  format_disk_used_space: z.string(),
  format_disk_free_space: z.string(),
  /** When the size was measured (CloudWatch's daily bucket metric in AWS; now locally). */
  diukur_pada: z.string(),
});

const capaianCounts = {
  /** Not yet graduated students meeting it. */
  mahasiswa_aktif_memenuhi_skp: z.number().int(),
  /** Not yet graduated students it applies to. */
  mahasiswa_aktif_total: z.number().int(),
};

export const anakRubrikStatistikRow = z.strictObject({
  id_anak_rubrik: z.number().int(),
  nama_anak_rubrik: z.string(),
  nama_rubrik: z.string(),
  id_prodi: z.number().int(),
  nama_prodi: z.string(),
  jenjang: z.string(),
  ...capaianCounts,
});

export const bidangStatistikRow = z.strictObject({
  id_bidang_portofolio: z.number().int(),
  nama_bidang: z.string(),
  nama_bidang_inggris: z.string(),
  ...capaianCounts,
});

export const capaianResponse = <T extends z.ZodType>(row: T) =>
  z.strictObject({ data: z.array(row), sedang_dihitung_ulang: z.boolean(), ...lingkup.shape });

export const portofolioSummaryRow = z.strictObject({
  id_prodi: z.number().int(),
  nama_prodi: z.string(),
  jenjang: z.string(),
  total: z.number().int(),
  belum_diverifikasi: z.number().int(),
});

export const statistikRoutes = {
  statistikLoginWeek: {
    method: 'GET',
    path: '/api/statistik/login/week',
    access: SUPER,
    summary: 'Sign-ins per account type for each of the last seven days (WIB), today last',
    response: loginWeekResponse,
  },
  statistikKelulusan: {
    method: 'GET',
    path: '/api/statistik/kelulusan',
    access: ADMIN_ROLES,
    summary:
      'Graduates of the last twelve months and of this year, and every registered student; a program or (super admin, no id_prodi) the university',
    query: statistikProdiQuery,
    response: kelulusanResponse,
  },
  statistikSkpi: {
    method: 'GET',
    path: '/api/statistik/skpi',
    access: ADMIN_ROLES,
    summary: 'Registered, not yet graduated, and not yet graduated without meeting the SKP rules',
    query: statistikProdiQuery,
    response: skpiStatistikResponse,
  },
  statistikPortofolio: {
    method: 'GET',
    path: '/api/statistik/portofolio',
    access: ADMIN_ROLES,
    summary: 'Portfolios waiting for verification (status 1 or 3) and all portfolios',
    query: statistikProdiQuery,
    response: portofolioStatistikResponse,
  },
  systemStorage: {
    method: 'GET',
    path: '/api/system/storage',
    access: SUPER,
    summary: "What the environment's buckets hold against the configured quota",
    response: storageResponse,
  },
  statistikAnakRubrik: {
    method: 'GET',
    path: '/api/statistik/anak-rubrik',
    access: ADMIN_ROLES,
    summary: 'Per sub-rubric: not yet graduated students of its program meeting its minimum, and all of them',
    query: statistikCapaianQuery,
    response: capaianResponse(anakRubrikStatistikRow),
  },
  statistikBidangPortofolio: {
    method: 'GET',
    path: '/api/statistik/bidang-portofolio',
    access: ADMIN_ROLES,
    summary: 'Per portfolio category: not yet graduated students meeting every rubric of their program in it, and all those whose program has one',
    query: statistikCapaianQuery,
    response: capaianResponse(bidangStatistikRow),
  },
  statistikPortofolioSummary: {
    method: 'GET',
    path: '/api/statistik/portofoliosummary',
    access: ADMIN_ROLES,
    summary: 'Per program (an admin jurusan: their own): every portfolio and those waiting, as a bare list (no page wrapper)',
    response: z.array(portofolioSummaryRow),
  },
} as const satisfies Record<string, RouteSpec>;

export const statistikApi = defineArea('statistik', statistikRoutes);
