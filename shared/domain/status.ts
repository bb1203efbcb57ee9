/** Portfolio status labels (spec: 1 Menunggu, 2 Terverifikasi, 3 Diubah, 4 Tertolak), for screens and e-mails. */
import { STATUS_PORTOFOLIO } from '../api/portofolio';
import { PORTOFOLIO_TEXT } from '../messages';

export const STATUS_LABEL: Readonly<Record<number, string>> = {
  [STATUS_PORTOFOLIO.menunggu]: PORTOFOLIO_TEXT.statusMenunggu,
  [STATUS_PORTOFOLIO.terverifikasi]: PORTOFOLIO_TEXT.statusTerverifikasi,
  [STATUS_PORTOFOLIO.diubah]: PORTOFOLIO_TEXT.statusDiubah,
  [STATUS_PORTOFOLIO.tertolak]: PORTOFOLIO_TEXT.statusTertolak,
};

/** Waiting for a verifier: new (1) or changed by the student (3). Only these may be accepted or rejected. */
export const isAwaitingVerification = (status: number) => status === STATUS_PORTOFOLIO.menunggu || status === STATUS_PORTOFOLIO.diubah;
