/**
 * In-app notifications (functions/domain/notifikasi/repo.ts): `USER#<ulid>` / `NOTIF#<at>#<ulid>`
 * (`ttl` 180 days), on GSI1 `OUTBOX#MAIL` / `<at>#<ulid>` while its mail is owed; and the bell's
 * read mark `USER#<ulid>` / `NOTIFSTATE` (`read_until`).
 */
import type { Key } from './key';

export const notifikasiKeys = {
  /** A user's notification, in the user's partition, by time. */
  notifikasi: (userId: string, at: string, id: string): Key => ({ PK: `USER#${userId}`, SK: `NOTIF#${at}#${id}` }),
  notifikasiPrefix: () => 'NOTIF#',
  /** Sort-key range of a user's notifications after `from` ('' = from the first) up to `to` (ISO times), for BETWEEN. */
  notifikasiRange: (fromExclusive: string, toInclusive: string) => ({
    from: fromExclusive ? `NOTIF#${fromExclusive}~` : 'NOTIF#',
    to: `NOTIF#${toInclusive}~`,
  }),
  /** A user's notification state: up to when the bell was read. */
  notifikasiState: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'NOTIFSTATE' }),
  /** GSI1: the notifications whose mail is owed (sort key `<created_at>#<ulid>`), removed once mailed. */
  mailOutbox: () => 'OUTBOX#MAIL',
} as const;
