/**
 * Student portfolios. Every write of a portfolio is ONE function that builds ONE
 * TransactWriteItems list: the SKPI-request lock check, the portfolio item, what the projections
 * derive from the change (functions/lib/projections/: counters, search index, achievement,
 * activity choice) and the caller's items, so a portfolio and what depends on it never disagree.
 *
 * Portfolios hang off the student's immutable user id (a NIM change moves nothing) and are listed
 * by category and date (GSI1), and in their verification queue (new and changed ones wait in one,
 * accepted and rejected ones have theirs) by prodi (GSI2, the admins'), by sub-rubric (GSI3, the
 * verifiers') and for the university (GSI4, the super admin's), by time of the last change
 * (functions/domain/verifikasi/queue.ts reads them).
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { WriteRefused } from '@functions/lib/domain-errors';
import type { PortofolioItem } from '@functions/lib/entities/portofolio';
import { portofolioIndexAttributes, portofolioKeys } from '@functions/lib/entities/portofolio';
import { type SkpiRequestItem, skpiKeys } from '@functions/lib/entities/skpi';
import type { CapaianReads } from '@functions/lib/projections/capaian';
import { projectPortfolio } from '@functions/lib/projections/portofolio';
import { nextId, reserveIds } from '@functions/lib/sequence';
import { getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { putNew } from '@functions/lib/write-items';

export type { PortofolioItem, StatusPortofolio } from '@functions/lib/entities/portofolio';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

export type NewPortofolio = Omit<PortofolioItem, 'id_portofolio' | 'version' | 'created_at' | 'updated_at'>;

export { portofolioIndexAttributes } from '@functions/lib/entities/portofolio';

const SEQUENCE = 'portofolio';

/**
 * Why a portfolio write was refused (thrown as WriteRefused, nothing written): the version read is
 * stale, or the owner's SKPI request is pending.
 */
export type RefusalReason = 'stale' | 'locked';

export interface WriteOptions {
  /**
   * The owner's write (add, edit, delete, hide, unhide): refused while the owner's SKPI request
   * is pending, checked inside the transaction (a request made between read and write still blocks).
   */
  lock?: boolean;
  /**
   * Items that must move with the portfolio; a function gets the portfolio as the write leaves it
   * (null when deleted), for the audit entry and the notification.
   */
  extra?: TransactItems | ((after: PortofolioItem | null) => TransactItems);
  now?: string;
}

/** The SKPI-request item as the request's owner writes it (shape agreed with the SKPI part). */
/** Transaction position of the lock check and of the portfolio itself, to tell the refusals apart. */
const LOCK_AT = 0;

/** The lock: passes when the owner has no SKPI request, or one that is not waiting (0). */
function lockCheck(userId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: skpiKeys.skpiRequest(userId),
      ConditionExpression: 'attribute_not_exists(PK) OR is_downloaded <> :zero',
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
}

const isPending = async (userId: string) =>
  (await getItem<Pick<SkpiRequestItem, 'is_downloaded'>>(skpiKeys.skpiRequest(userId), { ConsistentRead: true }))?.is_downloaded === 0;

/**
 * Runs a portfolio transaction: `[lock check?, portfolio write, ...derived, ...extra]`, the derived
 * items projected from the change (functions/lib/projections/: search index, counters,
 * achievement, activity choice), read and built again on every attempt. A refusal on the lock or
 * on the portfolio's own condition throws WriteRefused with its reason (from the cancellation
 * reasons; when a store gives none, from a fresh read of the request). A refusal of only the
 * projection's conditions (the owner's points, program, graduation or program rules changed since
 * read) is not the portfolio's: they are read again and the write retried, as a clash with another
 * transaction on a shared counter item is (THE transaction retry, functions/lib/table.ts).
 */
async function run(
  write: TransactItem,
  change: { before: PortofolioItem | null; after: PortofolioItem | null },
  extra: WriteOptions['extra'],
  lock: boolean,
): Promise<void> {
  const userId = (change.after ?? change.before)?.user_id as string;
  const head = lock ? [lockCheck(userId), write] : [write];
  const tail = typeof extra === 'function' ? extra(change.after) : (extra ?? []);
  const refuse = async (failed: number[]) => {
    const locked = lock && (failed.length > 0 ? failed.includes(LOCK_AT) : await isPending(userId));
    return new WriteRefused<RefusalReason>(locked ? 'locked' : 'stale');
  };
  await transact(
    async () => {
      const derived = await projectPortfolio({ before: change.before ?? undefined, after: change.after ?? undefined });
      // positions of the projection's conditions: those refusals are retried, not answered
      return { items: [...head, ...derived.items, ...tail], again: derived.retry.map((i) => head.length + i) };
    },
    { refuse },
  );
}

/**
 * The stored item of a portfolio: its fields, then its keys and GSI attributes. The keys come last:
 * a `before` read from the table carries the GSI attributes of its old state (status, time,
 * category), and spreading it after them would keep the item in its old queue partitions.
 */
const stored = (p: PortofolioItem) => ({ ...p, ...portofolioKeys.portofolio(p.id_portofolio), ...portofolioIndexAttributes(p), type: 'portofolio' });

const newPortfolio = (input: NewPortofolio, id: number, now = new Date().toISOString()): PortofolioItem => ({
  ...input,
  id_portofolio: id,
  version: 1,
  created_at: now,
  updated_at: now,
});

export const portofolioRepo = {
  get: (id: number) => getItem<PortofolioItem>(portofolioKeys.portofolio(id), { ConsistentRead: true }),

  /** True while the student's SKPI request waits (is_downloaded 0): their portfolios are locked. */
  skpiRequestPending: (userId: string) => isPending(userId),

  /** A student's portfolios by category then date; only one category when `idBidang` is given. */
  listOfUser: (userId: string, idBidang?: number) =>
    queryAll<PortofolioItem>({
      index: 'GSI1',
      pk: portofolioKeys.portofolioByUser(userId),
      ...(idBidang === undefined ? {} : { skBeginsWith: portofolioKeys.portofolioUserBidangPrefix(idBidang) }),
    }),

  /** The next id, for callers that must name the evidence's object key before creating it. */
  nextId: () => nextId(SEQUENCE),
  /** Reserves consecutive ids (bulk loads); returns the first. */
  reserveIds: (count: number) => reserveIds(SEQUENCE, count),

  /**
   * Creates a portfolio in one transaction with its search-index items, its counters and `extra`.
   * `id` comes from `nextId()` when the caller named the document after it. Throws
   * WriteRefused('locked') when `lock` is set and the owner's SKPI request is pending.
   */
  async create(input: NewPortofolio, opts: WriteOptions & { id?: number } = {}): Promise<PortofolioItem> {
    const p = newPortfolio(input, opts.id ?? (await nextId(SEQUENCE)), opts.now);
    await run(putNew(stored(p)), { before: null, after: p }, opts.extra, opts.lock ?? false);
    return p;
  },

  /**
   * The portfolio `create` writes (with an id of `reserveIds`) and the items of its transaction
   * (the portfolio and what the projections derive, with `reads` of the caller), not written: a
   * bulk load of new students' portfolios (functions/lib/bulk-load.ts) gathers them.
   */
  async createItems(
    input: NewPortofolio,
    id: number,
    reads: CapaianReads,
    now?: string,
  ): Promise<{ portfolio: PortofolioItem; items: TransactItem[] }> {
    const p = newPortfolio(input, id, now);
    const derived = await projectPortfolio({ after: p }, reads);
    return { portfolio: p, items: [putNew(stored(p)), ...derived.items] };
  },

  /**
   * Replaces a portfolio read as `before` with `change` applied (conditional on the version read),
   * moving the search index and the counters with it: the student's edit, hide and unhide, and the
   * verifier's verify and reject. Throws WriteRefused ('stale' or 'locked').
   */
  async update(
    before: PortofolioItem,
    change: Partial<Omit<PortofolioItem, 'id_portofolio' | 'user_id' | 'version' | 'created_at' | 'updated_at'>>,
    opts: WriteOptions = {},
  ): Promise<PortofolioItem> {
    const after: PortofolioItem = { ...before, ...change, version: before.version + 1, updated_at: opts.now ?? new Date().toISOString() };
    const put: TransactItem = {
      Put: { TableName: tableName(), Item: stored(after), ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } },
    };
    await run(put, { before, after }, opts.extra, opts.lock ?? false);
    return after;
  },

  /** Deletes a portfolio read as `before` (conditional on its version), with its index entries and counters. */
  async remove(before: PortofolioItem, opts: WriteOptions = {}): Promise<void> {
    const del: TransactItem = {
      Delete: {
        TableName: tableName(),
        Key: portofolioKeys.portofolio(before.id_portofolio),
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': before.version },
      },
    };
    await run(del, { before, after: null }, opts.extra, opts.lock ?? false);
  },
};
