/**
 * The approvers' daily mail (docs/decisions/0056-pengesahan.md): each step of a draft tells its next
 * holders in the app only; once a day (from 07.00 WIB) every active pimpinan with drafts waiting at
 * their stage gets one mail counting them per program. The run is scheduled like the notification
 * mail (shared/jobs.ts `pengesahan-digest`) and may run often: each approver's day is claimed by a
 * conditional write before the mail is sent, so a day gives one mail (a failed send gives the day
 * back, and the next run tries again).
 */
import { usersRepo } from '@functions/domain/users/repo';
import { wrote } from '@functions/lib/domain-errors';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
import { pengesahanDigestMail, sendMail } from '@functions/lib/mail';
import { approverOfUser, LINKS } from './holders';
import { waitingFor } from './waiting';
import { waitingRepo } from './waiting-repo';

/** The hour (WIB) from which the day's mail goes out. */
const FROM_HOUR_WIB = 7;

export interface DigestRun {
  now?: Date;
}

/** Mails each approver with waiting drafts, at most once a WIB day; gives how many were mailed. */
export async function sendPengesahanDigest(run: DigestRun = {}): Promise<{ mailed: number }> {
  const wib = new Date((run.now ?? new Date()).getTime() + 7 * 3_600_000);
  if (wib.getUTCHours() < FROM_HOUR_WIB) return { mailed: 0 };
  const tanggal = wib.toISOString().slice(0, 10);
  let mailed = 0;
  for (const user of await usersRepo.listAllOfRole('pimpinan')) {
    const jabatan = user.jabatan;
    if (user.is_active === false || !user.email || !jabatan) continue;
    const waiting = await waitingFor(approverOfUser(user), {});
    if (waiting.length === 0) continue;
    // the day's mail taken already (another run): nothing more to send
    const claimed = await wrote(waitingRepo.claimDigestDay(user.id, tanggal));
    if (!claimed) continue;
    const perProdi = new Map<string, number>();
    for (const d of waiting) perProdi.set(d.nama_prodi, (perProdi.get(d.nama_prodi) ?? 0) + 1);
    try {
      await sendMail(user, () =>
        pengesahanDigestMail(
          user.email,
          user.nama,
          jabatan,
          [...perProdi].map(([nama_prodi, jumlah]) => ({ nama_prodi, jumlah })),
          `${env.appUrl.replace(/\/+$/, '')}${LINKS.approver}`,
        ),
      );
      mailed += 1;
    } catch (error) {
      logger.error('approval digest not sent', { error: error as Error, userId: user.id });
      await waitingRepo.releaseDigestDay(user.id);
    }
  }
  return { mailed };
}
