/**
 * In-app notifications and their e-mail (docs/decisions.md "Verification: notifications").
 * A notification is an item in its user's partition (`NOTIF#<time>#<ulid>`, kept 180 days); the
 * user's state item (`NOTIFSTATE`) says up to when the bell was read and up to when mail went out.
 * While mail is owed, the state sits in the GSI1 outbox (`OUTBOX#MAIL`, by the time the oldest
 * unsent one was made), which the notification job drains (functions/jobs/notifikasi-digest.ts).
 *
 * `notifikasiChanges` is a writer: the repo whose change notifies adds its items to its own
 * transaction, so a notification exists exactly when the change does.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { keys } from '@functions/lib/keys';
import { conditionalWrite, getItem, queryAll, type TransactItem, tableName } from '@functions/lib/table';
import type { notifikasiView } from '@shared/api/notifikasi';
import { ulid } from 'ulid';
import type { z } from 'zod';

export type JenisNotifikasi = z.output<typeof notifikasiView>['jenis'];

export interface NotifikasiItem {
  type: 'notifikasi';
  id: string;
  user_id: string;
  jenis: JenisNotifikasi;
  judul: string;
  isi: string;
  catatan: string | null;
  id_portofolio: number | null;
  /** The status the change left the portfolio in (for the e-mail's "Status baru"). */
  status_portofolio: number | null;
  link: string;
  created_at: string;
  ttl: number;
}

export interface NotifikasiState {
  user_id: string;
  /** The bell was opened up to this notification time. */
  read_until?: string;
  /** Mail went out for the notifications up to this time. */
  mailed_until?: string;
  /** The newest notification's time. */
  last_at?: string;
  /** Present while mail is owed: the outbox partition and the oldest unsent notification's time. */
  GSI1PK?: string;
  GSI1SK?: string;
}

export type NewNotifikasi = Omit<NotifikasiItem, 'type' | 'id' | 'created_at' | 'ttl'>;

/** Notifications are kept this long (DynamoDB TTL). */
const KEEP_DAYS = 180;
/** The bell shows "99+" beyond this; counting stops there. */
export const UNREAD_CAP = 100;

/** The items that notify a user of a change, for the change's own transaction. */
export function notifikasiChanges(n: NewNotifikasi, at: string = new Date().toISOString()): TransactItem[] {
  const id = ulid();
  const item: NotifikasiItem = {
    type: 'notifikasi',
    id,
    ...n,
    created_at: at,
    ttl: Math.floor(Date.parse(at) / 1000) + KEEP_DAYS * 86_400,
  };
  return [
    { Put: { TableName: tableName(), Item: { ...keys.notifikasi(n.user_id, at, id), ...item }, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        TableName: tableName(),
        Key: keys.notifikasiState(n.user_id),
        UpdateExpression: 'SET #type = :type, user_id = :uid, last_at = :at, GSI1PK = :outbox, GSI1SK = if_not_exists(GSI1SK, :at)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':type': 'notifikasi-state', ':uid': n.user_id, ':at': at, ':outbox': keys.mailOutbox() },
      },
    },
  ];
}

/** Notifications of a user made after `fromExclusive` (or ever) up to `toInclusive`, oldest first. */
async function between(userId: string, fromExclusive: string | undefined, toInclusive: string): Promise<NotifikasiItem[]> {
  const range = keys.notifikasiRange(fromExclusive ?? '', toInclusive);
  const items: NotifikasiItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':from': range.from, ':to': range.to },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as NotifikasiItem[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

export const notifikasiRepo = {
  state: (userId: string) => getItem<NotifikasiState>(keys.notifikasiState(userId), { ConsistentRead: true }),

  /** The newest `limit` notifications, newest first. */
  newest: (userId: string, limit: number) =>
    queryAll<NotifikasiItem>({ pk: keys.user(userId).PK, skBeginsWith: keys.notifikasiPrefix(), forward: false, limit }),

  /** How many were made after `readUntil` (at most UNREAD_CAP). */
  async unreadCount(userId: string, readUntil: string | undefined): Promise<number> {
    const out = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ...rangeValues(readUntil) },
        Select: 'COUNT',
        Limit: UNREAD_CAP,
      }),
    );
    return out.Count ?? 0;
  },

  /** Moves the read mark forward to `until` (never back). */
  markRead: (userId: string, until: string) =>
    conditionalWrite(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.notifikasiState(userId),
          UpdateExpression: 'SET #type = :type, user_id = :uid, read_until = :until',
          ConditionExpression: 'attribute_not_exists(read_until) OR read_until < :until',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':type': 'notifikasi-state', ':uid': userId, ':until': until },
        }),
      ),
    ),

  /** The states owing mail, oldest owed first. */
  outbox: (limit: number) => queryAll<NotifikasiState>({ index: 'GSI1', pk: keys.mailOutbox(), limit }),

  /** The notifications a state owes mail for. */
  unmailed: (state: NotifikasiState & { last_at: string }) => between(state.user_id, state.mailed_until, state.last_at),

  /**
   * Records that mail went out up to `lastAt`. When nothing newer came meanwhile, the state leaves
   * the outbox; otherwise it stays, owing the newer ones. Returns true when it left.
   */
  async markMailed(userId: string, lastAt: string): Promise<boolean> {
    const left = await conditionalWrite(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.notifikasiState(userId),
          UpdateExpression: 'SET mailed_until = :last REMOVE GSI1PK, GSI1SK',
          ConditionExpression: 'last_at = :last',
          ExpressionAttributeValues: { ':last': lastAt },
        }),
      ),
    );
    if (!left) {
      await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.notifikasiState(userId),
          UpdateExpression: 'SET mailed_until = :last, GSI1SK = :last',
          ExpressionAttributeValues: { ':last': lastAt },
        }),
      );
    }
    return left;
  },
};

function rangeValues(fromExclusive: string | undefined) {
  const range = keys.notifikasiRange(fromExclusive ?? '', '\u{10FFFF}');
  return { ':from': range.from, ':to': range.to };
}
