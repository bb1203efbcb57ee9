/**
 * Portfolio statuses and their labels (1 Menunggu, 2 Terverifikasi, 3 Diubah, 4 Tertolak), for the
 * API, screens and e-mails. No API contract here: a Lambda that mails a status carries no schemas.
 */
import { PORTOFOLIO_SCREEN_MSG } from '../messages/portofolio-screen';

/** 1 Menunggu, 2 Terverifikasi, 3 Diubah, 4 Tertolak. */
export const STATUS_PORTOFOLIO = { menunggu: 1, terverifikasi: 2, diubah: 3, tertolak: 4 } as const;

/** A status's label in the language in force; null for a number that is no status. */
export function statusLabel(status: number): string | null {
  switch (status) {
    case STATUS_PORTOFOLIO.menunggu:
      return PORTOFOLIO_SCREEN_MSG.statusMenunggu;
    case STATUS_PORTOFOLIO.terverifikasi:
      return PORTOFOLIO_SCREEN_MSG.statusTerverifikasi;
    case STATUS_PORTOFOLIO.diubah:
      return PORTOFOLIO_SCREEN_MSG.statusDiubah;
    case STATUS_PORTOFOLIO.tertolak:
      return PORTOFOLIO_SCREEN_MSG.statusTertolak;
    default:
      return null;
  }
}

/** Waiting for a verifier: new (1) or changed by the student (3). Only these may be accepted or rejected. */
export const isAwaitingVerification = (status: number) => status === STATUS_PORTOFOLIO.menunggu || status === STATUS_PORTOFOLIO.diubah;

/**
 * The verification queue a status belongs to: new and changed portfolios wait in one queue
 * (the Menunggu Verifikasi card), accepted and rejected ones each have theirs. The queue indexes
 * are keyed by it, so the card is one partition per scope (docs/data-model.md).
 */
export type VerificationQueue = 'MENUNGGU' | 'DITERIMA' | 'DITOLAK';
export const queueOfStatus = (status: number): VerificationQueue =>
  isAwaitingVerification(status) ? 'MENUNGGU' : status === STATUS_PORTOFOLIO.terverifikasi ? 'DITERIMA' : 'DITOLAK';
