/**
 * The e-mail of notifications (docs/decisions.md "Verification: notifications"). Run every minute
 * by the notification job: a user's unsent notifications go out in ONE mail once the user has had
 * none for `quietSeconds` (or the oldest has waited `maxWaitSeconds`), so fifty acceptances in a
 * minute make one digest, not fifty mails. A single notification makes a single-update mail.
 */
import { usersRepo } from '@functions/domain/users/repo';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
import { portfolioUpdatesMail, sendMail } from '@functions/lib/mail';
import { type NotifikasiState, notifikasiRepo } from './repo';

export interface DigestOptions {
  now?: Date;
  quietSeconds?: number;
  maxWaitSeconds?: number;
  /** Most users handled per run (the rest wait for the next run). */
  batch?: number;
}

export interface DigestResult {
  mailed: number;
  notifications: number;
  waiting: number;
}

const ready = (s: NotifikasiState, now: number, quietMs: number, maxWaitMs: number) =>
  s.last_at !== undefined && (now - Date.parse(s.last_at) >= quietMs || now - Date.parse(s.GSI1SK ?? s.last_at) >= maxWaitMs);

export async function sendNotificationMail(opts: DigestOptions = {}): Promise<DigestResult> {
  const now = (opts.now ?? new Date()).getTime();
  const quietMs = (opts.quietSeconds ?? env.mailDigestQuietSeconds) * 1000;
  const maxWaitMs = (opts.maxWaitSeconds ?? env.mailDigestMaxWaitSeconds) * 1000;
  const owed = await notifikasiRepo.outbox(opts.batch ?? 200);
  const result: DigestResult = { mailed: 0, notifications: 0, waiting: 0 };
  for (const state of owed) {
    if (!ready(state, now, quietMs, maxWaitMs) || state.last_at === undefined) {
      result.waiting++;
      continue;
    }
    const lastAt = state.last_at;
    const [items, user] = await Promise.all([notifikasiRepo.unmailed({ ...state, last_at: lastAt }), usersRepo.getById(state.user_id)]);
    if (user?.email && items.length > 0) {
      try {
        await sendMail(portfolioUpdatesMail(user.email, user.nama, items, `${env.appUrl}/user/portofolio`));
        result.mailed++;
        result.notifications += items.length;
      } catch (error) {
        // the state stays in the outbox: the next run tries again
        logger.error('notification mail failed', { userId: state.user_id, error: error as Error });
        continue;
      }
    }
    await notifikasiRepo.markMailed(state.user_id, lastAt);
  }
  return result;
}
