/**
 * The Neo Feeder sync's items (docs/data-model.md "Neo Feeder sync"): the connection, the lock that
 * keeps one sync at a time, the sync jobs (the job item of functions/domain/jobs/repo.ts with the
 * sync's own fields, listed on GSI2), their plan rows, and a registration's link to its student.
 */

import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { WriteRefused } from '@functions/lib/domain-errors';
import { feederKeys } from '@functions/lib/entities/feeder';
import { jobKeys } from '@functions/lib/entities/jobs';
import { conditionally, getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { putNew } from '@functions/lib/write-items';
import type { FeederField, FeederPlanKind } from '@shared/api/feeder';
import type { FeederJobItem } from './job-item';
import type { FieldChange, FieldValues, Kelulusan } from './plan';

export interface FeederConnectionItem {
  base_url: string;
  username: string;
  password_tersimpan: boolean;
  sinkron_malam: boolean;
  /** When a sync was last applied (ISO). */
  terakhir_sinkron: string | null;
  /** The super admin who saved it last: the nightly sync acts in their name. */
  updated_by: string;
  /** The day (YYYY-MM-DD, WIB) of the last nightly sync started. */
  malam_terakhir?: string | null;
  version: number;
}

/** What the apply needs of a row besides what the plan shows. */
export interface PlanRowItem {
  jenis: FeederPlanKind;
  seq: number;
  id_registrasi_mahasiswa: string | null;
  nim: string | null;
  nama: string | null;
  prodi: string | null;
  id_prodi: number | null;
  user_id: string | null;
  perubahan: FieldChange[];
  kelulusan: Kelulusan | null;
  alasan: string | null;
  diterapkan: boolean;
  pilihan: 'feeder' | 'lokal' | null;
  /** The Feeder's values (baru, berubah, konflik), our values when planned (berubah, konflik), the fields to write. */
  feeder?: FieldValues;
  lokal?: FieldValues;
  fields?: FeederField[];
  /** berubah: the fields in conflict on the same student (their snapshot is kept until decided). */
  terbuka?: FeederField[];
  /** baru: the new student's e-mail; every row with a student: the Feeder person and list row stamp. */
  email?: string | null;
  id_mahasiswa?: string | null;
  last_update?: string | null;
  /** The student's version when planned (berubah, konflik, lulus of a linked student). */
  version?: number | null;
}

const jobKey = (id: string) => jobKeys.job(id);

export const feederRepo = {
  /** A sync job's place in the history (GSI2 `FEEDER#SYNC`, by creation time), put with the job item. */
  syncListAttributes: (createdAt: string) => ({ GSI2PK: feederKeys.syncList(), GSI2SK: createdAt }),

  getConnection: () => getItem<FeederConnectionItem>(feederKeys.connection(), { ConsistentRead: true }),

  /** Writes the connection over the version read (new when none), with `extra` (its audit entry); WriteRefused('stale') when it changed meanwhile. */
  async putConnection(before: FeederConnectionItem | undefined, after: FeederConnectionItem, extra: TransactItem[]): Promise<void> {
    const Item = { ...feederKeys.connection(), type: 'feeder-connection', ...after };
    const put: TransactItem = before
      ? { Put: { TableName: tableName(), Item, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } } }
      : putNew(Item);
    await transact([put, ...extra], { refuse: () => new WriteRefused('stale') });
  },

  /**
   * Sets fields of the connection without a version (the sync's bookkeeping: last sync, last
   * night); WriteRefused('stale') when there is no connection or (`expectNight`) that night is
   * marked already.
   */
  async markConnection(
    change: Partial<Pick<FeederConnectionItem, 'terakhir_sinkron' | 'malam_terakhir'>>,
    expectNight?: string | null,
  ): Promise<void> {
    const entries = Object.entries(change);
    await conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: feederKeys.connection(),
          UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
          ConditionExpression:
            expectNight === undefined
              ? 'attribute_exists(PK)'
              : 'attribute_exists(PK) AND (attribute_not_exists(malam_terakhir) OR malam_terakhir <> :night)',
          ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
          ExpressionAttributeValues: {
            ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
            ...(expectNight === undefined ? {} : { ':night': expectNight }),
          },
        }),
      ),
    );
  },

  /** The job holding the lock (running or waiting to be applied), if any. */
  lockHolder: async () => (await getItem<{ jobId: string }>(feederKeys.lock(), { ConsistentRead: true }))?.jobId,

  /** The lock's item, for the transaction that records a new sync job (refused while another holds it). */
  lock: (jobId: string): TransactItem => putNew({ ...feederKeys.lock(), jobId }),

  /** The lock's release, for the transaction that ends the job. */
  releaseLock: (jobId: string): TransactItem => ({
    Delete: { TableName: tableName(), Key: feederKeys.lock(), ConditionExpression: 'jobId = :id', ExpressionAttributeValues: { ':id': jobId } },
  }),

  /** The latest syncs, newest first. */
  listJobs: (limit = 20) => queryAll<FeederJobItem>({ index: 'GSI2', pk: feederKeys.syncList(), forward: false, limit }),

  /**
   * Takes the job for a run until `until` when no other run holds it (its lease ended) and it is
   * in `status`; WriteRefused('stale') when another run has it (or it left those statuses).
   */
  async claim(id: string, now: number, until: number, statuses: readonly FeederJobItem['status'][]): Promise<void> {
    await conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: jobKey(id),
          UpdateExpression: 'SET lease_until = :until, updated_at = :at',
          ConditionExpression: `lease_until < :now AND #status IN (${statuses.map((_, i) => `:s${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':until': until,
            ':now': now,
            ':at': new Date(now).toISOString(),
            ...Object.fromEntries(statuses.map((s, i) => [`:s${i}`, s])),
          },
        }),
      ),
    );
  },

  /** Writes plan rows (idempotent: a row's key is its kind and number, so a page planned again writes the same items). */
  async putRows(jobId: string, rows: PlanRowItem[], news: Array<{ id: string; seq: number }>, ttl: number): Promise<void> {
    const puts = [
      ...rows.map((r) => ({ ...feederKeys.planRow(jobId, r.jenis, r.seq), type: 'feeder-plan', ttl, ...r })),
      ...news.map((n) => ({ ...feederKeys.planNew(jobId, n.id), type: 'feeder-plan-new', seq: n.seq, ttl })),
    ];
    for (let i = 0; i < puts.length; i += 25) {
      let requests = puts.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        const out = await ddb().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
        if (requests.length > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      }
    }
  },

  /** Whether this plan creates the registration (its `baru` row's number). */
  plannedNew: async (jobId: string, idRegistrasi: string) =>
    (await getItem<{ seq: number }>(feederKeys.planNew(jobId, idRegistrasi), { ConsistentRead: true }))?.seq,

  /** One page of a kind's rows (numbers first..last). */
  rowsPage: (jobId: string, jenis: FeederPlanKind, first: number, last: number) =>
    queryAll<PlanRowItem>({ pk: feederKeys.planPartition(jobId), skBetween: feederKeys.planPage(jenis, first, last) }),

  /** Every row of a kind (the apply's and the conflict choice's reads). */
  rowsOf: (jobId: string, jenis: FeederPlanKind) =>
    queryAll<PlanRowItem>({ pk: feederKeys.planPartition(jobId), skBetween: feederKeys.planPage(jenis, 1, 99_999_999) }),

  /** The transaction item that marks a row written (once: refused when it already was). */
  rowApplied: (jobId: string, row: PlanRowItem, change: Partial<PlanRowItem> = {}): TransactItem => {
    const entries = Object.entries({ ...change, diterapkan: true });
    return {
      Update: {
        TableName: tableName(),
        Key: feederKeys.planRow(jobId, row.jenis, row.seq),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: 'diterapkan = :no',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
        ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])), ':no': false },
      },
    };
  },

  /** Notes why a row could not be written (it stays unwritten). */
  async rowRefused(jobId: string, row: PlanRowItem, alasan: string): Promise<void> {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: feederKeys.planRow(jobId, row.jenis, row.seq),
        UpdateExpression: 'SET alasan = :a',
        ExpressionAttributeValues: { ':a': alasan },
      }),
    );
  },

  /** The student linked to a registration, if any. */
  linkedUser: async (idRegistrasi: string) =>
    (await getItem<{ userId: string }>(feederKeys.registrasi(idRegistrasi), { ConsistentRead: true }))?.userId,

  /** The link's constraint item, for the transaction that links a student (refused when the registration is linked already). */
  link: (idRegistrasi: string, userId: string): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...feederKeys.registrasi(idRegistrasi), userId },
      ConditionExpression: 'attribute_not_exists(PK) OR userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    },
  }),
};
