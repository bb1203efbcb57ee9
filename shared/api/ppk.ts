/**
 * Internal-activity writes (kegiatan internal, the Internal activities screen and calls): a route
 * group of the admin area (shared/api/admin.ts). The admins' paged read is the master area's `GET
 * /api/ppk?id_prodi&paginate&page` (the same route as the student's `?id_anak_rubrik`).
 *
 * Rules the server enforces (docs/decisions/0027-internal-activities.md): admins
 * only; an admin jurusan only activities of their own program's sub-rubrics; the sub-rubric must
 * exist; points within the sub-rubric's maximum; the document is the caller's PDF upload; an
 * activity chosen by portfolios is not deleted (409 saying how many); every update and delete is
 * conditional on the version read and on the `version` sent; every write leaves an audit entry.
 * The calls take JSON with the PDF's upload key instead of a multipart body (files never pass through Lambda; decisions/0006).
 */
import * as z from 'zod';
import { ppkAddBody, ppkUpdateBody } from '../validation/ppk';
import { idParam } from './common';
import { ADMIN_ROLES, type RouteSpec } from './contract';

/** An internal activity as the admins manage it; `dokumen_ppk` is a short-lived URL, `version` goes back with an update. */
export const ppkRow = z.strictObject({
  id_kegiatan_ppk: z.number().int(),
  id_prodi: z.number().int(),
  id_bidang_portofolio: z.number().int(),
  id_rubrik: z.number().int(),
  id_anak_rubrik: z.number().int(),
  nama_anak_rubrik: z.string(),
  judul: z.string(),
  judul_inggris: z.string().nullable(),
  bobot_skp_portofolio: z.number(),
  /** YYYY-MM-DD */
  tanggal_terbit: z.string(),
  dokumen_ppk: z.string().nullable(),
  /** How many portfolios chose the activity (it is not deleted while any do). */
  jumlah_portofolio: z.number().int(),
  version: z.number().int(),
});

const ppkAnswer = z.strictObject({ message: z.string(), ppk: ppkRow });

export const ppkRoutes = {
  ppkAdd: {
    method: 'POST',
    path: '/api/ppk/add',
    access: ADMIN_ROLES,
    summary: "Adds an internal activity to a sub-rubric (admin jurusan: of their program), with its PDF's upload key",
    body: ppkAddBody,
    response: ppkAnswer,
    status: 201,
  },
  ppkUpdate: {
    method: 'POST',
    path: '/api/ppk/update/{id}',
    access: ADMIN_ROLES,
    summary: 'Changes an internal activity; without dokumen_ppk the document stays (portfolios already recorded keep their points)',
    params: idParam,
    body: ppkUpdateBody,
    response: ppkAnswer,
  },
  ppkDelete: {
    method: 'DELETE',
    path: '/api/ppk/delete/{id}',
    access: ADMIN_ROLES,
    summary: 'Deletes an internal activity and its document; 409 while portfolios chose it',
    params: idParam,
    response: ppkAnswer,
  },
} as const satisfies Record<string, RouteSpec>;
