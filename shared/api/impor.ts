/**
 * The bulk import of students (our own addition): an area of its own (one small
 * Lambda: the admin area's bundle had no room for the CSV reader and the Lambda client that starts
 * the job; docs/decisions/0031-bulk-import-of-students.md). The admin uploads a CSV (POST /api/uploads, purpose `impor_mahasiswa`),
 * checks it (the dry run: every row that will be created, every refused row with its line and
 * reasons; nothing is written), then confirms it: the file is claimed and the `akun-impor` job
 * (shared/jobs.ts) creates the students, each with the registration's activation mail, reporting
 * its progress and the rows refused at creation time (taken meanwhile).
 *
 * Scope: an admin jurusan imports into their own program only (rows of another program are
 * refused, row by row); the super admin into any.
 */
import * as z from 'zod';
import { jobProgressView } from '../jobs';
import { imporCheckBody, imporStartBody } from '../validation/impor';
import { ADMIN_ROLES, defineArea, type RouteSpec } from './contract';

/** A row that will be (or was) created. `baris` is the row's number in the spreadsheet (the header is 1). */
export const imporGoodRow = z.strictObject({
  baris: z.number().int(),
  nim: z.string(),
  nama: z.string(),
  email: z.string(),
  id_prodi: z.number().int(),
  nama_prodi: z.string(),
  tahun_masuk: z.number().int(),
});

/** A refused row: its number, its NIM as written, and every reason. */
export const imporRefusedRow = z.strictObject({
  baris: z.number().int(),
  nim: z.string(),
  alasan: z.array(z.string()),
});

export const imporDryRun = z.strictObject({
  message: z.string(),
  /** Data rows of the file. */
  total: z.number().int(),
  akan_dibuat: z.array(imporGoodRow),
  ditolak: z.array(imporRefusedRow),
});

/** The import job: its progress, and when done how many were created and which rows were refused. */
export const imporJobView = jobProgressView.extend({
  dibuat: z.number().int(),
  jumlah_ditolak: z.number().int(),
  /** The refused rows (the first 500 when more). */
  ditolak: z.array(imporRefusedRow),
});

const jobAnswer = z.strictObject({ job: imporJobView });

export const imporRoutes = {
  check: {
    method: 'POST',
    path: '/api/manajemen/akun/import',
    access: ADMIN_ROLES,
    summary: 'Dry run of an uploaded CSV of students: the rows that will be created and each refused row with its line and reasons; writes nothing',
    body: imporCheckBody,
    response: imporDryRun,
  },
  start: {
    method: 'POST',
    path: '/api/manajemen/akun/import/confirm',
    access: ADMIN_ROLES,
    summary: 'Confirms a checked file: claims the upload and starts the akun-impor job (202); the rows are checked again as they are created',
    body: imporStartBody,
    response: z.strictObject({ message: z.string(), job: imporJobView }),
    status: 202,
  },
  job: {
    method: 'GET',
    path: '/api/manajemen/akun/import/jobs/{id}',
    access: ADMIN_ROLES,
    summary: 'One import job of the caller: progress and, when done, the count created and the refused rows',
    params: z.strictObject({ id: z.string().min(1).max(64) }),
    response: jobAnswer,
  },
} as const satisfies Record<string, RouteSpec>;

export const imporApi = defineArea('impor', imporRoutes);
