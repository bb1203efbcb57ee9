/**
 * The student's SKPI checklist and request (the Student SKPI screen): a route group of the student
 * area (shared/api/mahasiswa.ts). The request item and its lock are described in
 * docs/data-model.md; the departures (POST beside the GET cancel, the uploaded SKPI as an upload
 * key) in docs/decisions/0016-skpi-request-and-checklist.md.
 */
import * as z from 'zod';
import { CHECKLIST_STATUS } from '../domain/checklist';
import { FORM_MSG, tooLong } from '../messages/common';
import { messageResponse } from './common';
import type { RouteSpec } from './contract';

const STUDENT = ['mahasiswa'] as const;

const checklistStatus = z.enum([CHECKLIST_STATUS.statusMet, CHECKLIST_STATUS.statusUnmet]);

/** A rubric's row of the SKPI checklist, with the ids, the status and the share of sub-rubrics met. */
export const checklistRow = z.strictObject({
  id_rubrik: z.number().int(),
  rubrik: z.string(),
  point_rubrik_yang_terkumpul: z.number(),
  syarat_minimal_point_skp_rubrik: z.number(),
  persentase_sub_rubrik_terpenuhi: z.number().int(),
  status: checklistStatus,
  sub_rubrik: z.array(
    z.strictObject({
      id_anak_rubrik: z.number().int(),
      sub_rubrik: z.string(),
      point_sub_rubrik_yang_terkumpul: z.number(),
      syarat_minimal_point_skp_sub_rubrik: z.number(),
      status: checklistStatus,
    }),
  ),
});

/** The student's SKPI request: is_downloaded 0 waiting, 1 accepted, null none; path a short-lived link to the uploaded SKPI. */
export const skpiPengajuan = z.strictObject({
  is_downloaded: z.union([z.literal(0), z.literal(1)]).nullable(),
  path: z.string().nullable(),
  /** The SKPI printed for the student and still valid: its number, a short-lived link and its public verification address. */
  dokumen: z
    .strictObject({ nomor: z.string(), kode: z.string(), url: z.string(), verifikasi_url: z.string(), tanggal_terbit: z.string() })
    .nullable(),
});

/** The uploaded SKPI: the temporary key of a PDF from POST /api/uploads (purpose `dokumen`). */
export const skpiUploadBody = z.strictObject({
  file: z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .min(1, { error: () => FORM_MSG.required })
    .max(300, { error: () => tooLong(300) }),
});

const uploadResponse = z.strictObject({ message: z.string(), path: z.string() });

export const skpiRoutes = {
  skpiChecklist: {
    method: 'GET',
    path: '/api/skpi',
    access: STUDENT,
    summary: "The checklist of the student's program: verified points per rubric and sub-rubric against their minimums",
    response: z.strictObject({ data: z.array(checklistRow) }),
  },
  skpiPengajuan: {
    method: 'GET',
    path: '/api/skpi/pengajuan',
    access: STUDENT,
    summary: 'The SKPI request state (null none, 0 waiting, 1 accepted) and a link to the uploaded SKPI',
    response: z.strictObject({ data: skpiPengajuan }),
  },
  skpiRequest: {
    method: 'POST',
    path: '/api/skpi/request',
    access: STUDENT,
    summary: 'Requests the SKPI print: only with no request and every rubric met; locks the portfolios while waiting',
    response: messageResponse,
  },
  skpiCancel: {
    method: 'POST',
    path: '/api/skpi/cancel',
    access: STUDENT,
    summary: 'Cancels a waiting request (Batalkan Cetak SKPI); the portfolios open again',
    response: messageResponse,
  },
  skpiCancelGet: {
    method: 'GET',
    changesState: true,
    path: '/api/skpi/cancel',
    access: STUDENT,
    summary: 'The GET form of the cancel, for scripted callers (the web app uses POST; decisions/0005)',
    response: messageResponse,
  },
  skpiUpload: {
    method: 'POST',
    path: '/api/skpi/upload',
    access: STUDENT,
    summary: 'Stores the SKPI the student received (a PDF upload key) once the request is accepted; replaces the previous one',
    body: skpiUploadBody,
    response: uploadResponse,
  },
  skpiUploadPut: {
    method: 'PUT',
    path: '/api/skpi/upload',
    access: STUDENT,
    summary: 'The method-override form of the upload (POST with `_method=PUT`; decisions/0005)',
    body: skpiUploadBody,
    response: uploadResponse,
  },
} as const satisfies Record<string, RouteSpec>;
