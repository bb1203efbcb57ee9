/**
 * The admin's decisions on migration and readmission requests (the Migration and readmission
 * management screen, the Students and migration calls): a route group of the admin area
 * (shared/api/admin.ts). The student's side is shared/api/mutasi.ts.
 *
 * An admin jurusan sees and decides the requests of their program (the request's deciding
 * program: the new one of a migration, the student's own for a readmission), the super admin all.
 * Accepting moves the student (functions/domain/users/move.ts) in the decision's transaction;
 * rejecting changes nothing of the student. Scripted callers send the decision as a multipart POST with
 * `_method=PUT`: POST and PUT are both accepted, with a JSON body (docs/decisions/0005-wire-format-departures.md).
 */
import * as z from 'zod';
import { mutasiDecisionBody, mutasiDecisionParams, mutasiKeyword } from '../validation/mutasi';
import { paged, pageQuery } from './common';
import { ADMIN_ROLES, type RouteSpec } from './contract';

/** The migration list shows 10 a page; the recently verified card 5. */
export const MUTASI_PAGE_SIZE = 10;
export const MUTASI_RECENT = 5;

const prodiRef = z.strictObject({ id_prodi: z.number().int(), nama_prodi: z.string(), jenjang: z.string() });

/** A migration or readmission request: one request as the table, the dialog and the recent card show it. */
export const mutasiRow = z.strictObject({
  type: z.enum(['migrasi', 'readmisi']),
  /** NIM Lama: the student's NIM now while the request waits; the NIM they asked with once decided. */
  nim: z.string(),
  nim_baru: z.string(),
  user: z.strictObject({
    nama: z.string(),
    nim: z.string(),
    /** YYYY-MM-DD or null */
    tanggal_masuk: z.string().nullable(),
    /** The year of `tanggal_masuk` (Angkatan). */
    angkatan: z.number().int().nullable(),
  }),
  prodi_lama: prodiRef.nullable(),
  /** The program that decides: the new one of a migration, the student's own for a readmission. */
  prodi_baru: prodiRef.nullable(),
  /** Migration only. */
  tanggal_masuk: z.string().nullable(),
  nomor_ijazah: z.string().nullable(),
  /** Short-lived link to the PDF proof. */
  bukti: z.string().nullable(),
  /** 1 menunggu, 2 diterima, 3 ditolak. */
  id_status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  created_at: z.string(),
  updated_at: z.string(),
  verified_at: z.string().nullable(),
  /** Who decided, as `verified.nama`. */
  verified: z.strictObject({ nama: z.string() }).nullable(),
  /** Send it back with the decision. */
  version: z.number().int(),
});

const decided = z.strictObject({ message: z.string(), migrasi: mutasiRow });

const decision = (verb: 'accept' | 'reject', method: 'POST' | 'PUT') =>
  ({
    method,
    path: `/api/manajemen/{type}/${verb}/{nim}`,
    access: ADMIN_ROLES,
    summary:
      verb === 'accept'
        ? `${method === 'POST' ? 'The method-override form (_method=PUT; decisions/0005): a' : 'A'}ccepts a waiting request: the student moves to the new NIM (a migration also to the new program and entry date) in one transaction; 409 when the NIM is taken or the request was decided`
        : `${method === 'POST' ? 'The method-override form (_method=PUT; decisions/0005): r' : 'R'}ejects a waiting request; nothing of the student changes`,
    params: mutasiDecisionParams,
    body: mutasiDecisionBody,
    response: decided,
  }) as const;

export const mutasiAdminRoutes = {
  mutasiList: {
    method: 'GET',
    path: '/api/manajemen/migrasi/list',
    access: ADMIN_ROLES,
    summary: 'The waiting migration and readmission requests in the caller’s scope, oldest change first; keyword on NIM (old or new) and name',
    query: z.strictObject({ ...pageQuery(MUTASI_PAGE_SIZE), keyword: mutasiKeyword }),
    response: z.strictObject({ migrasi: paged(mutasiRow) }),
  },
  mutasiVerified: {
    method: 'GET',
    path: '/api/manajemen/migrasi/list/verified',
    access: ADMIN_ROLES,
    summary: 'The decided requests in the caller’s scope, newest decision first (the card shows 5)',
    query: z.strictObject(pageQuery(MUTASI_RECENT)),
    response: z.strictObject({ migrasi: paged(mutasiRow) }),
  },
  mutasiAccept: decision('accept', 'POST'),
  mutasiAcceptPut: decision('accept', 'PUT'),
  mutasiReject: decision('reject', 'POST'),
  mutasiRejectPut: decision('reject', 'PUT'),
} as const satisfies Record<string, RouteSpec>;
