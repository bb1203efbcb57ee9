/**
 * The student's migration and readmission requests (the Migrasi tab of the student profile): a route
 * group of the student area (shared/api/mahasiswa.ts). Status 1 menunggu, 2 diverifikasi, 3 ditolak; the
 * admin's decision comes with the admin area. Scripted callers send the updates with a PUT
 * method override: both POST and PUT are accepted.
 */
import * as z from 'zod';
import { migrasiRequestBody, migrasiUpdateBody, readmisiRequestBody, readmisiUpdateBody } from '../validation/mutasi';
import { messageResponse } from './common';
import type { RouteSpec } from './contract';

const STUDENT = ['mahasiswa'] as const;
const status = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A migration request: `bukti` is a short-lived link to the proof. */
export const migrasiView = z.strictObject({
  nim_baru: z.string(),
  prodi: z.number().int(),
  nomor_ijazah: z.string(),
  tanggal_masuk: z.string(),
  bukti: z.string().nullable(),
  id_status_migrasi: status,
});
/** A readmission request. */
export const readmisiView = z.strictObject({
  nim_baru: z.string(),
  bukti: z.string().nullable(),
  id_status_readmisi: status,
});

const migrasiAnswer = z.strictObject({ message: z.string(), data: migrasiView });
const readmisiAnswer = z.strictObject({ message: z.string(), data: readmisiView });

export const mutasiRoutes = {
  migrasiGet: {
    method: 'GET',
    path: '/api/migrasi',
    access: STUDENT,
    summary: "The student's migration request, or null",
    response: z.strictObject({ data: migrasiView.nullable() }),
  },
  migrasiRequest: {
    method: 'POST',
    path: '/api/migrasi/request',
    access: STUDENT,
    summary: 'Requests a migration (new NIM, program, diploma number, entry date, PDF proof); waits for the admin',
    body: migrasiRequestBody,
    response: migrasiAnswer,
  },
  migrasiUpdate: {
    method: 'POST',
    path: '/api/migrasi/update',
    access: STUDENT,
    summary: 'Changes a waiting migration request (the proof only when a new one is sent)',
    body: migrasiUpdateBody,
    response: migrasiAnswer,
  },
  migrasiUpdatePut: {
    method: 'PUT',
    path: '/api/migrasi/update',
    access: STUDENT,
    summary: 'The method-override form of the migration update (POST with `_method=PUT`; decisions/0005)',
    body: migrasiUpdateBody,
    response: migrasiAnswer,
  },
  migrasiCancel: {
    method: 'DELETE',
    path: '/api/migrasi/cancel',
    access: STUDENT,
    summary: 'Withdraws a waiting migration request',
    response: messageResponse,
  },
  readmisiGet: {
    method: 'GET',
    path: '/api/readmisi',
    access: STUDENT,
    summary: "The student's readmission request, or null",
    response: z.strictObject({ data: readmisiView.nullable() }),
  },
  readmisiRequest: {
    method: 'POST',
    path: '/api/readmisi/request',
    access: STUDENT,
    summary: 'Requests a readmission (new NIM, PDF proof); waits for the admin',
    body: readmisiRequestBody,
    response: readmisiAnswer,
  },
  readmisiUpdate: {
    method: 'POST',
    path: '/api/readmisi/update',
    access: STUDENT,
    summary: 'Changes a waiting readmission request (the proof only when a new one is sent)',
    body: readmisiUpdateBody,
    response: readmisiAnswer,
  },
  readmisiUpdatePut: {
    method: 'PUT',
    path: '/api/readmisi/update',
    access: STUDENT,
    summary: 'The method-override form of the readmission update (POST with `_method=PUT`; decisions/0005)',
    body: readmisiUpdateBody,
    response: readmisiAnswer,
  },
  readmisiCancel: {
    method: 'DELETE',
    path: '/api/readmisi/cancel',
    access: STUDENT,
    summary: 'Withdraws a waiting readmission request',
    response: messageResponse,
  },
} as const satisfies Record<string, RouteSpec>;
