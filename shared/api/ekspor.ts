/**
 * Exports of the staff's lists to Excel and CSV (our own addition;
 * docs/decisions/0050-exports.md): each at its list's own path with `/export` added, with the
 * list's own query parameters (its filters and the caller's scope, the whole list rather than a
 * page) plus `format=xlsx|csv`. A list up to EKSPOR_DIRECT_ROWS rows answers the file itself; a
 * longer one answers 202 with a job, whose file is fetched through `/api/ekspor/jobs/{id}`.
 *
 * One area (one Lambda) for every export: its profile reads the table, writes job items and starts
 * the ekspor-berkas job, which alone writes the files (infra/profiles.ts).
 */
import * as z from 'zod';
import { eksporQuery } from '../domain/ekspor';
import { jobProgressView } from '../jobs';
import { auditQuery } from './audit';
import { skpiSearchQuery } from './cetak';
import { fileAnswer } from './common';
import { ADMIN_ROLES, defineArea, type Role, type RouteSpec } from './contract';
import { akunListQuery } from './manajemen';
import { statistikCapaianQuery } from './statistik';
import { queueQuery, VERIFYING_ROLES } from './verifikasi';

/** An export job as its progress bar shows it; `url` (short-lived) once its file is ready. */
export const eksporJobView = jobProgressView.extend({
  format: z.enum(['xlsx', 'csv']),
  url: z.string().optional(),
});
export type EksporJobView = z.output<typeof eksporJobView>;

/** The file (200), or the job that prepares it (202). */
const eksporAnswer = z.union([fileAnswer, z.strictObject({ job: eksporJobView })]);

const exportOf = <const A extends readonly Role[], Q extends z.ZodType>(path: string, access: A, list: Q, summary: string) =>
  ({ method: 'GET', path: `${path}/export`, access, summary, query: eksporQuery(list), response: eksporAnswer, download: true }) as const;

const SUPER = ['super admin'] as const;

export const eksporRoutes = {
  akunExport: exportOf(
    '/api/manajemen/akun',
    ADMIN_ROLES,
    akunListQuery,
    'The student (or staff) list of Manajemen Mahasiswa with its filters, every row',
  ),
  portofolioQueueExport: exportOf(
    '/api/portofolio',
    VERIFYING_ROLES,
    queueQuery,
    'The verification queue in the caller scope with its filters, every row',
  ),
  skpiSearchExport: exportOf(
    '/api/manajemen/skpi/search',
    ADMIN_ROLES,
    skpiSearchQuery,
    'The print list with SKPI numbers, with its filters, every row',
  ),
  auditExport: exportOf('/api/manajemen/audit', SUPER, auditQuery, 'The audit log of a date range with its filters, every entry'),
  statistikAnakRubrikExport: exportOf(
    '/api/statistik/anak-rubrik',
    ADMIN_ROLES,
    statistikCapaianQuery,
    "The dashboard's sub-rubric achievement table",
  ),
  statistikBidangPortofolioExport: exportOf(
    '/api/statistik/bidang-portofolio',
    ADMIN_ROLES,
    statistikCapaianQuery,
    "The dashboard's portfolio-category achievement table",
  ),
  statistikPortofolioSummaryExport: exportOf(
    '/api/statistik/portofoliosummary',
    ADMIN_ROLES,
    z.strictObject({}),
    "The dashboard's per-program portfolio table",
  ),
  eksporJob: {
    method: 'GET',
    path: '/api/ekspor/jobs/{id}',
    access: [...VERIFYING_ROLES],
    summary: 'One export job of the caller: status, progress and, when done, a short-lived link to its file',
    params: z.strictObject({ id: z.string().trim().min(1).max(40) }),
    response: z.strictObject({ job: eksporJobView }),
  },
} as const satisfies Record<string, RouteSpec>;

export const eksporApi = defineArea('ekspor', eksporRoutes);
