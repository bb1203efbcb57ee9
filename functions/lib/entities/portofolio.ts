/**
 * Portfolios (`PORTO#<id>`: status 1-4, `showed`, the evidence key, points, the internal activity,
 * the latest decision's `catatan` and `verified_by`/`verified_by_nama`/`verified_at`):
 * GSI1 `USER#<ulid>#PORTO` / `BIDANG#<b>#<tanggal>#<id>` (a student's, by user id so a NIM change
 * moves nothing), GSI2 `PRODI#<p>#PORTO#Q#<queue>`, GSI3 `ANAK#<a>#PORTO#Q#<queue>` and GSI4
 * `PORTO#Q#<queue>`, each by `<updated_at>#<id>` (`queue` MENUNGGU for status 1 and 3, DITERIMA,
 * DITOLAK). Writer: functions/domain/portofolio/repo.ts; several domains read the item, so its type
 * lives here.
 */

import { queueOfStatus, type VerificationQueue } from '@shared/domain/status';
import { item, pad, sortKeys } from './key';

export const portofolioKeys = {
  portofolio: (id: number) => item('PORTO', id),
  /** GSI1: a student's portfolios (by user id, so a NIM change moves nothing), by category then date. */
  portofolioByUser: (userId: string) => `USER#${userId}#PORTO`,
  portofolioUserSort: (idBidang: number, tanggal: string, id: number) => `BIDANG#${pad(idBidang)}#${tanggal}#${pad(id)}`,
  /** Prefix of `portofolioUserSort` for one category. */
  portofolioUserBidangPrefix: (idBidang: number) => `BIDANG#${pad(idBidang)}#`,
  /** GSI2: a prodi's verification queue (shared/domain/status.ts `queueOfStatus`), by time of the last change. */
  portofolioByProdiQueue: (idProdi: number, queue: VerificationQueue) => `PRODI#${idProdi}#PORTO#Q#${queue}`,
  /** GSI3: a sub-rubric's verification queue (a verifier's assigned work). */
  portofolioByAnakQueue: (idAnak: number, queue: VerificationQueue) => `ANAK#${idAnak}#PORTO#Q#${queue}`,
  /** GSI4: the university's verification queue (the super admin's, without a program filter). */
  portofolioByQueue: (queue: VerificationQueue) => `PORTO#Q#${queue}`,
} as const;

/** The GSI attributes of a portfolio (recomputed by every write that changes status, date or category). */
export function portofolioIndexAttributes(p: PortofolioItem) {
  return {
    GSI1PK: portofolioKeys.portofolioByUser(p.user_id),
    GSI1SK: portofolioKeys.portofolioUserSort(p.id_bidang_portofolio, p.tanggal_terbit, p.id_portofolio),
    GSI2PK: portofolioKeys.portofolioByProdiQueue(p.id_prodi, queueOfStatus(p.id_status_portofolio)),
    GSI2SK: sortKeys.byTime(p.updated_at, p.id_portofolio),
    GSI3PK: portofolioKeys.portofolioByAnakQueue(p.id_anak_rubrik, queueOfStatus(p.id_status_portofolio)),
    GSI3SK: sortKeys.byTime(p.updated_at, p.id_portofolio),
    GSI4PK: portofolioKeys.portofolioByQueue(queueOfStatus(p.id_status_portofolio)),
    GSI4SK: sortKeys.byTime(p.updated_at, p.id_portofolio),
  };
}

/** `id_status_portofolio` on the wire: 1 Menunggu, 2 Terverifikasi, 3 Diubah, 4 Tertolak. */
export type StatusPortofolio = 1 | 2 | 3 | 4;

export interface PortofolioItem {
  id_portofolio: number;
  /** Owner (student's user id). */
  user_id: string;
  /** The owner's prodi when the portfolio was written (the verification queues of that prodi). */
  id_prodi: number;
  id_bidang_portofolio: number;
  id_rubrik: number;
  id_anak_rubrik: number;
  /** Set when the portfolio is an internal activity (kegiatan internal). */
  id_kegiatan_ppk: number | null;
  judul: string;
  judul_inggris: string | null;
  bobot_skp_portofolio: number;
  /** YYYY-MM-DD */
  tanggal_terbit: string;
  /** Object key of the evidence PDF in the documents bucket. */
  dokumen_portofolio: string | null;
  id_status_portofolio: StatusPortofolio;
  showed: boolean;
  /** Who verified or rejected it last (user id and name at the time), and when (null until decided). */
  verified_by: string | null;
  verified_by_nama?: string | null;
  verified_at: string | null;
  /** The note of the latest decision (required on a rejection); absent on items from before verification. */
  catatan?: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}
