/**
 * The notification mail job in a test: run once at a chosen time (the test stack runs no scheduled
 * job), and the outbox drained of what other tests left owed, so the next run's mails are the
 * test's own.
 */
import { pointAtStack } from './auth-flow';

/** One run of the notification mail job as if it were `now`. */
export async function flushNotificationMail(now: Date) {
  pointAtStack();
  const { sendNotificationMail } = await import('@functions/domain/notifikasi/digest');
  return sendNotificationMail({ now });
}

/** `seconds` from now. */
export const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Sends every mail other tests left owed, so the next run's result is the caller's alone. */
export async function drainOutbox(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const r = await flushNotificationMail(later(86_400));
    if (r.mailed === 0 && r.waiting === 0) return;
  }
  throw new Error('the outbox did not drain');
}
