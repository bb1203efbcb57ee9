/**
 * Endorsement before the seal (pengesahan; docs/decisions/0056-pengesahan.md): a route group of the
 * printing area (shared/api/cetak.ts), whose Lambda builds, seals and issues an SKPI, because the
 * last approval does exactly that.
 *
 * When the student's faculty has a chain of stages (its `tahap_pengesahan`, shared/api/universitas.ts),
 * a print makes a draft: the number reserved, the PDF watermarked, no seal, no credential, the code
 * not public. Each stage's holder (a `pimpinan` whose position is the stage's and whose scope, one
 * program or one faculty, covers the student's program) approves it or returns it with a note; a
 * return goes back to the printing admin, who reprints it (same number, the chain from its first
 * stage) or cancels it. The last approval builds the final PDF naming the approver, seals it,
 * issues the credential and makes the verification page live.
 *
 * Rules the server enforces: only a holder of the current stage, within scope, acts; a stage is
 * approved once (every transition is conditional on the draft's version and stage: of two parallel
 * approvals one moves it, the other gets 409); nobody approves a draft they printed.
 */
import * as z from 'zod';
import { jobProgressView } from '../jobs';
import { PENGESAHAN_MSG } from '../messages/pengesahan';
import { catatanField, drafVersion, pengesahanFilter } from '../validation/pengesahan';
import { messageResponse, paged, pageQuery } from './common';
import { ADMIN_ROLES, type RouteSpec } from './contract';

const PIMPINAN = ['pimpinan'] as const;
/** Who may read a draft: its approvers and the admins who print. */
const READERS = ['pimpinan', ...ADMIN_ROLES] as const;

/** A draft's state: waiting at a stage, returned to the admin, approved by every stage (sealed), cancelled. */
export const PENGESAHAN_STATUSES = ['menunggu', 'dikembalikan', 'disahkan', 'dibatalkan'] as const;
export type PengesahanStatus = (typeof PENGESAHAN_STATUSES)[number];

/** A draft's id in the path: the document's code (26 characters, base32). */
const drafParam = z.strictObject({
  id: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z2-7]{26}$/, { error: () => PENGESAHAN_MSG.pengesahanNotFound }),
});

export const pengesahanListQuery = z.strictObject({ ...pageQuery(10), ...pengesahanFilter });
export const pengesahanBulkQuery = z.strictObject(pengesahanFilter);

/** One row of the approver's waiting list. */
export const pengesahanRow = z.strictObject({
  /** The document's code (the draft's id). */
  id: z.string(),
  nim: z.string(),
  nama: z.string(),
  id_prodi: z.number().int(),
  nama_prodi: z.string(),
  /** The SKPI number reserved at print. */
  nomor: z.string(),
  /** The stage it waits at (a position). */
  tahap: z.string(),
  /** 1-based place of that stage in the chain, and the chain's length. */
  tahap_ke: z.number().int(),
  jumlah_tahap: z.number().int(),
  id_periode_kelulusan: z.number().int(),
  periode: z.string(),
  dicetak_oleh: z.string(),
  dicetak_at: z.string(),
  version: z.number().int(),
});

/** One stage of a draft's chain as the staff see it. */
export const tahapView = z.strictObject({
  tahap: z.string(),
  status: z.enum(['disetujui', 'menunggu', 'belum']),
  /** The approver (name, position as held, NIP/NIDN) and when; null until approved. */
  nama: z.string().nullable(),
  jabatan: z.string().nullable(),
  waktu: z.string().nullable(),
});

/**
 * A draft's state where the printing admin sees it (the print list's row, the student's documents):
 * where it waits, or the note it was returned with.
 */
export const pengesahanState = z.strictObject({
  status: z.enum(PENGESAHAN_STATUSES),
  /** The stage it waits at (null unless waiting). */
  tahap: z.string().nullable(),
  tahapan: z.array(tahapView),
  /** The last return's note, who returned it and when (null when never returned, or reprinted since). */
  catatan: z.string().nullable(),
  dikembalikan_oleh: z.string().nullable(),
  dikembalikan_at: z.string().nullable(),
});

/** The print list's short view of a student's open draft. */
export const drafRingkas = z.strictObject({
  kode: z.string(),
  nomor: z.string(),
  status: z.enum(['menunggu', 'dikembalikan']),
  tahap: z.string().nullable(),
  catatan: z.string().nullable(),
});

export const pengesahanDetail = pengesahanRow.extend({
  status: z.enum(PENGESAHAN_STATUSES),
  /** Short-lived link to the draft's PDF (watermarked DRAF), or to the sealed PDF once approved. */
  url: z.string(),
  pengesahan: pengesahanState,
  /** The caller may approve or return it now (holder of the current stage, in scope, not its printer). */
  dapat_bertindak: z.boolean(),
});

/** The preview of a bulk approval: how many wait for the caller with these filters, per program. */
export const pengesahanCount = z.strictObject({
  jumlah: z.number().int(),
  per_prodi: z.array(z.strictObject({ id_prodi: z.number().int(), nama_prodi: z.string(), jumlah: z.number().int() })),
});

const jobResponse = z.strictObject({ job: jobProgressView });

export const pengesahanRoutes = {
  pengesahanList: {
    method: 'GET',
    path: '/api/pengesahan',
    access: PIMPINAN,
    summary:
      "What waits for the caller's stage within their scope, 10 a page by program, period and NIM; filters prodi (a program) and periode (a graduation period)",
    query: pengesahanListQuery,
    response: z.strictObject({ pengesahan: paged(pengesahanRow) }),
  },
  pengesahanCount: {
    method: 'GET',
    path: '/api/pengesahan/setujui',
    access: PIMPINAN,
    summary: "The preview of a bulk approval: how many wait for the caller's stage with the list's filters, per program",
    query: pengesahanBulkQuery,
    response: pengesahanCount,
  },
  pengesahanBulk: {
    method: 'POST',
    path: '/api/pengesahan/setujui',
    access: PIMPINAN,
    summary:
      "Approves every draft waiting for the caller's stage with the list's filters, as a job (202): each is approved as by its own call (the last stage seals it); one that left the stage meanwhile is skipped and counted",
    query: pengesahanBulkQuery,
    response: jobResponse,
    status: 202,
  },
  pengesahanJobs: {
    method: 'GET',
    path: '/api/pengesahan/jobs',
    access: PIMPINAN,
    summary: "The caller's bulk approval jobs of the last days, newest first",
    response: z.strictObject({ data: z.array(jobProgressView) }),
  },
  pengesahanJob: {
    method: 'GET',
    path: '/api/pengesahan/jobs/{id}',
    access: PIMPINAN,
    summary: 'One bulk approval job of the caller: status and progress',
    params: z.strictObject({ id: z.string().trim().min(1).max(40) }),
    response: jobResponse,
  },
  pengesahanDetail: {
    method: 'GET',
    path: '/api/pengesahan/{id}',
    access: READERS,
    summary:
      'A draft with its chain (each stage: approved by whom and when, waiting, or not yet), its last return note and a short-lived link to its PDF; an approver in scope or an admin of its program',
    params: drafParam,
    response: z.strictObject({ data: pengesahanDetail }),
  },
  pengesahanApprove: {
    method: 'POST',
    path: '/api/pengesahan/{id}/setujui',
    access: PIMPINAN,
    summary:
      'Approves the draft at its current stage (its holder, in scope, not its printer); the last stage seals it, issues its credential and makes its verification page live. 409 when the stage was acted on meanwhile',
    params: drafParam,
    body: z.strictObject({ version: drafVersion }),
    response: messageResponse,
  },
  pengesahanReturn: {
    method: 'POST',
    path: '/api/pengesahan/{id}/kembalikan',
    access: PIMPINAN,
    summary: 'Returns the draft to its printing admin with a note (required): it leaves the chain until reprinted or cancelled',
    params: drafParam,
    body: z.strictObject({ catatan: catatanField, version: drafVersion }),
    response: messageResponse,
  },
  pengesahanReprint: {
    method: 'POST',
    path: '/api/pengesahan/{id}/cetak-ulang',
    access: ADMIN_ROLES,
    summary:
      "Reprints a returned draft from the student's current data: the same number, a new draft PDF, the chain from its first stage (of the chain it was printed with); message is a short-lived link to the PDF",
    params: drafParam,
    body: z.strictObject({ version: drafVersion }),
    response: messageResponse,
  },
  pengesahanCancel: {
    method: 'POST',
    path: '/api/pengesahan/{id}/batalkan',
    access: ADMIN_ROLES,
    summary:
      'Cancels an open draft (waiting or returned): it stays on record, DIBATALKAN, its number unused; the student keeps their valid SKPI if they have one',
    params: drafParam,
    body: z.strictObject({ catatan: catatanField.optional(), version: drafVersion }),
    response: messageResponse,
  },
} as const satisfies Record<string, RouteSpec>;
