/**
 * Migration and readmission requests: one current request per type per student at
 * `mutasiKeys.mutasi(userId, type)`. While waiting (id_status 1) the item carries the GSI keys the
 * admin lists read (GSI1 by program, GSI2 all programs, oldest change first); the admin's
 * decision (functions/domain/mutasi/admin-service.ts) removes them and sets GSI2 to the decided list. Every write is
 * conditional on the state read (version, status), so a decision and a student's change cannot
 * cross.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { WriteRefused } from '@functions/lib/domain-errors';
import { sortKeys } from '@functions/lib/entities/key';
import type { MutasiItem } from '@functions/lib/entities/mutasi';
import { mutasiKeys } from '@functions/lib/entities/mutasi';
import { conditionally, getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import type { MutasiType } from '@shared/messages/mutasi';

export type { MutasiItem, MutasiStatus } from '@functions/lib/entities/mutasi';

export const MUTASI_WAITING = 1;
export const MUTASI_ACCEPTED = 2;
export const MUTASI_REJECTED = 3;

export type MutasiInput = Omit<MutasiItem, 'type' | 'id_status' | 'created_at' | 'updated_at' | 'verified_at' | 'version'>;

/** GSI attributes of a waiting request: the admin lists by program and across programs. */
function pendingIndex(item: MutasiItem) {
  return {
    GSI1PK: mutasiKeys.mutasiPendingByProdi(item.id_prodi),
    GSI1SK: sortKeys.byTime(item.updated_at, item.user_id),
    GSI2PK: mutasiKeys.mutasiPending(),
    GSI2SK: sortKeys.byTime(item.updated_at, item.user_id),
  };
}

/** GSI attributes of a decided request: the recent-decisions lists by program and across programs. */
function decidedIndex(item: MutasiItem) {
  const sort = sortKeys.byTime(item.verified_at ?? item.updated_at, item.user_id);
  return { GSI1PK: mutasiKeys.mutasiDecidedByProdi(item.id_prodi), GSI1SK: sort, GSI2PK: mutasiKeys.mutasiDecided(), GSI2SK: sort };
}

/** The lists' partitions: one program's (GSI1) or every program's (GSI2). */
const listIndex = (idProdi: number | null, pending: boolean) =>
  idProdi === null
    ? { index: 'GSI2' as const, pk: pending ? mutasiKeys.mutasiPending() : mutasiKeys.mutasiDecided() }
    : { index: 'GSI1' as const, pk: pending ? mutasiKeys.mutasiPendingByProdi(idProdi) : mutasiKeys.mutasiDecidedByProdi(idProdi) };

/**
 * Why a write of a request was refused (the reason of the WriteRefused thrown): `taken` a request
 * other than a rejected one exists; `stale` it was decided, withdrawn or changed since it was read.
 */
export type MutasiRefusal = 'taken' | 'stale';

const put = async (item: MutasiItem, condition: string, values: Record<string, unknown>, refusal: MutasiRefusal) => {
  await conditionally(
    () =>
      ddb().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...mutasiKeys.mutasi(item.user_id, item.jenis), ...pendingIndex(item), ...item },
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
        }),
      ),
    () => new WriteRefused<MutasiRefusal>(refusal),
  );
  return item;
};

export const mutasiRepo = {
  get: (userId: string, jenis: MutasiType) => getItem<MutasiItem>(mutasiKeys.mutasi(userId, jenis), { ConsistentRead: true }),

  /** A new waiting request, where there is none or the last one was rejected (it is replaced); `taken` otherwise. */
  create(input: MutasiInput): Promise<MutasiItem> {
    const now = new Date().toISOString();
    const item: MutasiItem = { ...input, type: 'mutasi', id_status: MUTASI_WAITING, created_at: now, updated_at: now, verified_at: null, version: 1 };
    return put(item, 'attribute_not_exists(PK) OR id_status = :rejected', { ':rejected': MUTASI_REJECTED }, 'taken');
  },

  /** Replaces the fields of a request still waiting and unchanged since `before` was read; `stale` otherwise. */
  update(before: MutasiItem, change: Partial<Pick<MutasiItem, 'nim_baru' | 'prodi' | 'id_prodi' | 'nomor_ijazah' | 'tanggal_masuk' | 'bukti'>>) {
    const item: MutasiItem = { ...before, ...change, updated_at: new Date().toISOString(), version: before.version + 1 };
    return put(item, 'version = :v AND id_status = :waiting', { ':v': before.version, ':waiting': MUTASI_WAITING }, 'stale');
  },

  /** The waiting requests of a program (null: of every program), oldest change first. */
  listPending: (idProdi: number | null) => queryAll<MutasiItem>(listIndex(idProdi, true)),

  /** The `limit` most recent decisions of a program (null: of every program), newest first. */
  listDecided: (idProdi: number | null, limit: number) => queryAll<MutasiItem>({ ...listIndex(idProdi, false), forward: false, limit }),

  /** How many decisions a program (null: every program) has made. */
  async countDecided(idProdi: number | null): Promise<number> {
    const { index, pk } = listIndex(idProdi, false);
    let total = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const out = await ddb().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: index,
          KeyConditionExpression: `${index}PK = :pk`,
          ExpressionAttributeValues: { ':pk': pk },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      total += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    return total;
  },

  /**
   * The decision of a request read as `before` (accepted 2 or rejected 3, by `by`, at `now`), as
   * the transaction item that writes it: conditional on the request still waiting and unchanged,
   * it leaves the pending lists for the decided ones.
   */
  decision(before: MutasiItem, status: 2 | 3, by: { id: string; nama: string }, now: string): { item: MutasiItem; write: TransactItem } {
    const item: MutasiItem = { ...before, id_status: status, verified_at: now, verified_by: by, updated_at: now, version: before.version + 1 };
    return {
      item,
      write: {
        Put: {
          TableName: tableName(),
          // the keys last: `before` as read carries the pending lists' GSI attributes
          Item: { ...item, ...mutasiKeys.mutasi(before.user_id, before.jenis), ...decidedIndex(item) },
          ConditionExpression: 'version = :v AND id_status = :waiting',
          ExpressionAttributeValues: { ':v': before.version, ':waiting': MUTASI_WAITING },
        },
      },
    };
  },

  /**
   * Writes a decision (`decision(...).write`) with the caller's items (its audit entry) in one
   * transaction: a rejection (an acceptance goes into the student move's). `stale` when the request
   * was decided, withdrawn or changed since it was read.
   */
  async decide(write: TransactItem, extra: TransactItem[]): Promise<void> {
    await transact([write, ...extra], { refuse: () => new WriteRefused<MutasiRefusal>('stale') });
  },

  /** Withdraws a request that is still open (status 0 or 1) and unchanged since it was read; `stale` otherwise. */
  async remove(before: MutasiItem): Promise<void> {
    await conditionally(() =>
      ddb().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: mutasiKeys.mutasi(before.user_id, before.jenis),
          ConditionExpression: 'version = :v AND id_status IN (:zero, :waiting)',
          ExpressionAttributeValues: { ':v': before.version, ':zero': 0, ':waiting': MUTASI_WAITING },
        }),
      ),
    );
  },
};
