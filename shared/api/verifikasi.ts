/**
 * Verification of portfolios (the Portfolio verification page, the Portfolios calls, /verifikator):
 * the queue of the verifiers and the admins, the decision, and a portfolio's history. The area's
 * Lambda reads the evidence (presigned GET) and writes the decision with everything that moves with
 * it in one transaction: counters, search index, audit entry and the student's notification (the
 * e-mail digest is the notification job's).
 *
 * The student's list and delete calls on `/api/portofolio/user/{nim}` stay in the student area
 * (mahasiswa): an admin reads and deletes through them too (shared/api/portofolio.ts).
 */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import { VERIFIKASI_MSG } from '../messages/verifikasi';
import { rejectBody, verifyBody } from '../validation/verifikasi';
import { paged, pageQuery } from './common';
import { defineArea, type Role } from './contract';
import { nimIdParams, STATUS_PORTOFOLIO } from './portofolio';

/** Page size of the Menunggu Verifikasi card (pending portfolios 7). */
export const QUEUE_PAGE_SIZE = 7;
/** The Diterima and Ditolak cards show the most recent 5. */
export const RECENT_DECISIONS = 5;

/** Who verifies: the verifiers (their assigned sub-rubrics), the admin jurusan (own program), the super admin (all). */
export const VERIFYING_ROLES = ['verifikator', 'admin jurusan', 'super admin'] as const satisfies readonly Role[];

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const optionalFilter = (max: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .string()
      .trim()
      .max(max, { error: () => tooLong(max) })
      .optional(),
  );

/**
 * `status`: one status or a comma list (`2`, `1,3`). Status 1 is the Menunggu Verifikasi card,
 * which holds the new portfolios (1) and the changed ones (3): asking for 1 lists both; asking
 * for 3 alone lists the changed ones only (docs/decisions/0019-verification-queue-and-decision.md).
 */
export const queueStatusParam = z.preprocess(
  (v) => (blank(v) ? String(STATUS_PORTOFOLIO.menunggu) : v),
  z
    .string()
    .regex(/^[1-4](,[1-4])*$/, { error: () => VERIFIKASI_MSG.statusFilterInvalid })
    .transform((s) => {
      const set = new Set(s.split(',').map(Number));
      if (set.has(STATUS_PORTOFOLIO.menunggu)) set.add(STATUS_PORTOFOLIO.diubah);
      return [...set].sort() as Array<1 | 2 | 3 | 4>;
    }),
);

export const queueQuery = z.strictObject({
  ...pageQuery(QUEUE_PAGE_SIZE),
  status: queueStatusParam,
  /** `1`: only what the caller may decide (a verifier's queue always is; accepted for scripted callers that send it). */
  verifiable: z.enum(['0', '1'], { error: () => FORM_MSG.mustBeNumber }).optional(),
  /** Part of the title (either language), case-insensitive. */
  judul: optionalFilter(200),
  /** The student's NIM, exactly. */
  nim: optionalFilter(30),
  /** The super admin's program filter; an admin jurusan is always limited to their own. */
  id_prodi: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.coerce
      .number({ error: () => FORM_MSG.mustBeNumber })
      .int({ error: () => FORM_MSG.mustBeNumber })
      .positive({ error: () => FORM_MSG.mustBeNumber })
      .optional(),
  ),
});

/** A portfolio as the queue and the verify dialog show it, with names resolved. */
export const queueRow = z.strictObject({
  id_portofolio: z.number().int(),
  nim: z.string(),
  nama_mahasiswa: z.string(),
  id_prodi: z.number().int(),
  nama_prodi: z.string(),
  jenjang: z.string(),
  judul: z.string(),
  judul_inggris: z.string().nullable(),
  /** The title again, under the other name callers read. */
  judul_portofolio: z.string(),
  /** YYYY-MM-DD */
  tanggal_terbit: z.string(),
  id_bidang_portofolio: z.number().int(),
  nama_bidang_portofolio: z.string(),
  id_rubrik: z.number().int(),
  nama_rubrik: z.string(),
  id_anak_rubrik: z.number().int(),
  nama_anak_rubrik: z.string(),
  bobot_skp_portofolio: z.number(),
  /** The sub-rubric's maximum points per portfolio (null when the sub-rubric is gone). */
  bobot_maksimal_skp_tiap_portofolio: z.number().nullable(),
  /** 1 Menunggu, 2 Terverifikasi, 3 Diubah, 4 Tertolak. */
  status_portofolio: z.number().int(),
  id_kegiatan_ppk: z.number().int().nullable(),
  /** Short-lived URL of the student's evidence (external portfolios). */
  dokumen_portofolio: z.string().nullable(),
  /** Short-lived URL of the internal activity's document (internal portfolios). */
  dokumen_verifikasi: z.string().nullable(),
  /** The note of the latest decision (always set on a rejection). */
  catatan: z.string().nullable(),
  /** Name of who decided last, and when (ISO). */
  verified_by: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Send it back with the decision: a portfolio changed since answers 409. */
  version: z.number().int(),
});

/** One step of a portfolio's history (from the audit log): who did what, when, with which note. */
export const riwayatEntry = z.strictObject({
  aksi: z.enum(['diajukan', 'diubah', 'diterima', 'ditolak', 'dihapus']),
  /** The status the step left the portfolio in (null when deleted). */
  status_portofolio: z.number().int().nullable(),
  nama: z.string(),
  role: z.string(),
  /** ISO time */
  waktu: z.string(),
  catatan: z.string().nullable(),
});

const decided = z.strictObject({ message: z.string(), portofolio: queueRow });

export const verifikasiApi = defineArea('verifikasi', {
  portofolioQueue: {
    method: 'GET',
    path: '/api/portofolio',
    access: VERIFYING_ROLES,
    summary:
      'The verification queue in the caller scope: status 1 (with 3) oldest first, 2 and 4 newest first; optional title and NIM search and (super admin) program filter',
    query: queueQuery,
    response: z.strictObject({ portofolio: paged(queueRow) }),
  },
  portofolioVerify: {
    method: 'PUT',
    path: '/api/portofolio/user/{nim}/{id}/verify',
    access: VERIFYING_ROLES,
    summary: 'Accepts a waiting or changed portfolio (status 1 or 3) with an optional note; its points count from now on',
    params: nimIdParams,
    body: verifyBody,
    response: decided,
  },
  portofolioReject: {
    method: 'PUT',
    path: '/api/portofolio/user/{nim}/{id}/reject',
    access: VERIFYING_ROLES,
    summary: 'Rejects a waiting or changed portfolio (status 1 or 3) with a required note the student reads',
    params: nimIdParams,
    body: rejectBody,
    response: decided,
  },
  portofolioRiwayat: {
    method: 'GET',
    path: '/api/portofolio/user/{nim}/{id}/riwayat',
    access: ['mahasiswa', ...VERIFYING_ROLES],
    summary: 'A portfolio history, oldest first: submitted, changed, accepted, rejected (who, role, when, note); the owner or staff in scope',
    params: nimIdParams,
    response: z.strictObject({ riwayat: z.array(riwayatEntry) }),
  },
});
