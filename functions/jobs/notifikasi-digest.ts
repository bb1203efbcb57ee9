/** The notification-mail job (shared/jobs.ts): run every minute by an EventBridge schedule. */
import { sendNotificationMail } from '@functions/domain/notifikasi/digest';
import { logger } from '@functions/lib/logger';

export async function handler(): Promise<{ mailed: number; notifications: number; waiting: number }> {
  const result = await sendNotificationMail();
  if (result.mailed > 0 || result.waiting > 0) logger.info('notification mail', { ...result });
  return result;
}
