/**
 * The e-mail of notifications (docs/decisions/0021-notifications-and-mail-digest.md). Run every minute
 * by the notification job: a user's unsent notifications go out in ONE mail once the user has had
 * none for `quietSeconds` (or the oldest has waited `maxWaitSeconds`), so fifty acceptances in a
 * minute make one digest, not fifty mails. A single notification makes a single-update mail. The
 * mail is written in the recipient account's language.
 */
import { usersRepo } from '@functions/domain/users/repo';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
import { portfolioUpdatesMail, sendMail } from '@functions/lib/mail';
import { type NotifikasiItem, notifikasiRepo } from './repo';
import { notifikasiTeks } from './texts';

export interface DigestOptions {
  now?: Date;
  quietSeconds?: number;
  maxWaitSeconds?: number;
  /** Most notifications read from the outbox per run (the rest wait for the next run). */
  batch?: number;
}

export interface DigestResult {
  /** Users mailed. */
  mailed: number;
  /** Notifications they were mailed. */
  notifications: number;
  /** Users whose mail waits (still in their quiet period, or the send failed). */
  waiting: number;
}

export async function sendNotificationMail(opts: DigestOptions = {}): Promise<DigestResult> {
  const now = (opts.now ?? new Date()).getTime();
  const quietMs = (opts.quietSeconds ?? env.mailDigestQuietSeconds) * 1000;
  const maxWaitMs = (opts.maxWaitSeconds ?? env.mailDigestMaxWaitSeconds) * 1000;
  const byUser = new Map<string, NotifikasiItem[]>();
  for (const n of await notifikasiRepo.outbox(opts.batch ?? 1000)) byUser.set(n.user_id, [...(byUser.get(n.user_id) ?? []), n]);
  const result: DigestResult = { mailed: 0, notifications: 0, waiting: 0 };
  for (const [userId, items] of byUser) {
    // oldest first (the outbox order): the first waited longest, the last is the newest
    const oldest = Date.parse(items[0]?.created_at ?? '');
    const newest = Date.parse(items.at(-1)?.created_at ?? '');
    if (now - newest < quietMs && now - oldest < maxWaitMs) {
      result.waiting++;
      continue;
    }
    const user = await usersRepo.getById(userId);
    if (user?.email) {
      try {
        await sendMail(user, () =>
          portfolioUpdatesMail(
            user.email,
            user.nama,
            items.map((n) => ({ ...notifikasiTeks(n), status_portofolio: n.status_portofolio, catatan: n.catatan })),
            `${env.appUrl}/user/portofolio`,
          ),
        );
      } catch (error) {
        // they stay in the outbox: the next run tries again
        logger.error('notification mail failed', { userId, error: error as Error });
        result.waiting++;
        continue;
      }
      result.mailed++;
      result.notifications += items.length;
    }
    await notifikasiRepo.markMailed(items, new Date(now).toISOString());
  }
  return result;
}
