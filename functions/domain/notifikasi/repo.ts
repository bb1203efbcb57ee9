/**
 * In-app notifications and their e-mail (docs/decisions/0021-notifications-and-mail-digest.md).
 * A notification is an item in its user's partition (`NOTIF#<time>#<ulid>`, kept 180 days); the
 * user's state item (`NOTIFSTATE`) says up to when the bell was read. While its mail is owed, a
 * notification also sits in the GSI1 outbox (`OUTBOX#MAIL`, by time), which the notification job
 * drains (functions/jobs/notifikasi-digest.ts): every unsent notification is there whatever order
 * its transaction committed in, so none is skipped.
 *
 * `notifikasiChanges` is a writer: the repo whose change notifies adds its item to its own
 * transaction, so a notification exists exactly when the change does.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { notifikasiKeys } from '@functions/lib/entities/notifikasi';
import { userKeys } from '@functions/lib/entities/users';
import { conditionally, getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { ulid } from 'ulid';
import type { JenisNotifikasi, Pesan } from './texts';

/** What every notification records besides its kind and values. */
interface NotifikasiFields {
  user_id: string;
  catatan: string | null;
  id_portofolio: number | null;
  /** The status the change left the portfolio in (for the e-mail's "Status baru"). */
  status_portofolio: number | null;
  link: string;
}

/**
 * A notification: its kind and the values of the change (`nilai`), its title and text written from
 * them when read (./texts.ts). One stored before the values were has `judul` and `isi` as text instead.
 */
export interface NotifikasiItem extends NotifikasiFields {
  type: 'notifikasi';
  id: string;
  jenis: JenisNotifikasi;
  nilai?: Pesan['nilai'];
  judul?: string;
  isi?: string;
  created_at: string;
  ttl: number;
  /** Present while the mail is owed: the outbox partition and `<created_at>#<ulid>`. */
  GSI1PK?: string;
  GSI1SK?: string;
}

export interface NotifikasiState {
  user_id: string;
  /** The bell was opened up to this notification time. */
  read_until?: string;
}

/** A change's notification: its kind with the values its texts are written from. */
export type NewNotifikasi = NotifikasiFields & Pesan;

/** Notifications are kept this long (DynamoDB TTL). */
const KEEP_DAYS = 180;
/** The bell shows "99+" beyond this; counting stops there. */
export const UNREAD_CAP = 100;
/** DynamoDB allows 100 items per transaction. */
const TRANSACTION_LIMIT = 100;

/**
 * The item that notifies a user of a change, for the change's own transaction: its mail owed
 * (the outbox), unless `mail` is false (the bell only: an SKPI approval's steps, whose approvers get
 * a daily mail of what waits instead, functions/domain/cetak/pengesahan/digest.ts).
 */
export function notifikasiChanges(n: NewNotifikasi, at: string = new Date().toISOString(), opts: { mail?: boolean } = {}): TransactItem[] {
  const id = ulid();
  const item: NotifikasiItem = {
    type: 'notifikasi',
    id,
    ...n,
    created_at: at,
    ttl: Math.floor(Date.parse(at) / 1000) + KEEP_DAYS * 86_400,
    ...(opts.mail === false ? {} : { GSI1PK: notifikasiKeys.mailOutbox(), GSI1SK: `${at}#${id}` }),
  };
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...notifikasiKeys.notifikasi(n.user_id, at, id), ...item },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

export const notifikasiRepo = {
  state: (userId: string) => getItem<NotifikasiState>(notifikasiKeys.notifikasiState(userId), { ConsistentRead: true }),

  /** The newest `limit` notifications, newest first. */
  newest: (userId: string, limit: number) =>
    queryAll<NotifikasiItem>({ pk: userKeys.user(userId).PK, skBeginsWith: notifikasiKeys.notifikasiPrefix(), forward: false, limit }),

  /** How many were made after `readUntil` (at most UNREAD_CAP). */
  async unreadCount(userId: string, readUntil: string | undefined): Promise<number> {
    const range = notifikasiKeys.notifikasiRange(readUntil ?? '', '\u{10FFFF}');
    const out = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': userKeys.user(userId).PK, ':from': range.from, ':to': range.to },
        Select: 'COUNT',
        Limit: UNREAD_CAP,
      }),
    );
    return out.Count ?? 0;
  },

  /** Moves the read mark forward to `until`; never back (WriteRefused('stale') when the mark is there or later already). */
  markRead: (userId: string, until: string) =>
    conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: notifikasiKeys.notifikasiState(userId),
          UpdateExpression: 'SET #type = :type, user_id = :uid, read_until = :until',
          ConditionExpression: 'attribute_not_exists(read_until) OR read_until < :until',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':type': 'notifikasi-state', ':uid': userId, ':until': until },
        }),
      ),
    ),

  /** The notifications whose mail is owed, oldest first (at most `limit`). */
  outbox: (limit: number) => queryAll<NotifikasiItem>({ index: 'GSI1', pk: notifikasiKeys.mailOutbox(), limit }),

  /** Takes mailed notifications out of the outbox (they stay in the bell). */
  async markMailed(items: readonly NotifikasiItem[], at: string): Promise<void> {
    for (let i = 0; i < items.length; i += TRANSACTION_LIMIT) {
      await transact(
        items.slice(i, i + TRANSACTION_LIMIT).map(
          (n): TransactItem => ({
            Update: {
              TableName: tableName(),
              Key: notifikasiKeys.notifikasi(n.user_id, n.created_at, n.id),
              UpdateExpression: 'SET mailed_at = :at REMOVE GSI1PK, GSI1SK',
              ExpressionAttributeValues: { ':at': at },
            },
          }),
        ),
      );
    }
  },
};
