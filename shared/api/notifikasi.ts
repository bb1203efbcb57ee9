/**
 * In-app notifications of the signed-in user (docs/decisions/0021-notifications-and-mail-digest.md):
 * the bell in the area top bar. A route group of the `akun` area (own-account data).
 */
import * as z from 'zod';
import { VERIFIKASI_MSG } from '../messages/verifikasi';
import { ROLES, type RouteSpec } from './contract';

/** The bell lists the newest notifications, this many. */
export const NOTIFIKASI_LIST_SIZE = 20;

export const notifikasiView = z.strictObject({
  id: z.string(),
  /** A portfolio's verification, or a step of an SKPI's approvals (decision 0056: a draft waiting, returned, approved at a stage, legalised). */
  jenis: z.enum([
    'portofolio-diterima',
    'portofolio-ditolak',
    'portofolio-dihapus',
    'pengesahan-menunggu',
    'pengesahan-dikembalikan',
    'pengesahan-disetujui',
    'pengesahan-disahkan',
  ]),
  judul: z.string(),
  isi: z.string(),
  catatan: z.string().nullable(),
  id_portofolio: z.number().int().nullable(),
  /** Where the notification leads in the app (a path). */
  link: z.string(),
  /** ISO time */
  created_at: z.string(),
  dibaca: z.boolean(),
});

const notifikasiState = z.strictObject({ data: z.array(notifikasiView), unread: z.number().int() });

export const notifikasiRoutes = {
  notifikasi: {
    method: 'GET',
    path: '/api/notifikasi',
    access: ROLES,
    summary: 'The newest notifications of the signed-in user and how many are unread',
    response: z.strictObject({ notifikasi: notifikasiState }),
  },
  notifikasiRead: {
    method: 'POST',
    path: '/api/notifikasi/read',
    access: ROLES,
    summary: 'Marks the notifications up to `until` (the created_at of the newest one shown) as read',
    body: z.strictObject({ until: z.iso.datetime({ error: () => VERIFIKASI_MSG.notifikasiUntilInvalid }) }),
    response: z.strictObject({ notifikasi: notifikasiState }),
  },
} as const satisfies Record<string, RouteSpec>;
