/**
 * Graduate learning outcomes (CPL) of a study program: categories (bidang CPL, e.g. Sikap,
 * Pengetahuan), their items, and the sub-points of an item. A point lives in its item's
 * partition, so one Query reads an item with all its points; and the item carries a copy of each
 * of its points (attribute `pt_<id>`, written in the point's own transaction), so the one Query of
 * a category's items reads a page of items with their points (an item whose copies do not match its
 * `jumlah_point`, written before the copies existed, has its points read from its partition).
 *
 * What the writes keep true (docs/decisions/0026-cpl.md):
 * - an urutan_di_skpi is taken by one entity within its parent: each entity holds a guard item
 *   (urutanKeys.urutanGuard, functions/lib/urutan-guard.ts) put with `attribute_not_exists` in the
 *   entity's own transaction, moved with its urutan and deleted with it;
 * - a parent counts its children (a category's `jumlah_cpl`, an item's `jumlah_point` and its
 *   copies) in the same transaction as the child's write (projected:
 *   functions/lib/projections/cpl.ts), and the child's write needs the parent to exist: a
 *   category is deleted only while its count is 0, an item only with the points it was read with
 *   (a point added meanwhile fails the delete instead of being left behind);
 * - every update and delete is conditional on the version read.
 * A refused write throws WriteRefused with its `CplRefusal`.
 */

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { orWhenRefused, WriteRefused } from '@functions/lib/domain-errors';
import { cplKeys } from '@functions/lib/entities/cpl';
import { type Key, sortKeys } from '@functions/lib/entities/key';
import { masterKeys } from '@functions/lib/entities/master';
import { urutanKeys } from '@functions/lib/entities/urutan';
import { POINT_COPY, pointCopy, projectCpl, projectCplPoint } from '@functions/lib/projections/cpl';
import { nextId, reserveIds } from '@functions/lib/sequence';
import { type Extra, getItem, queryAll, tableName, transact } from '@functions/lib/table';
import { urutanGuard } from '@functions/lib/urutan-guard';
import { mustExist, putNew } from '@functions/lib/write-items';
import {
  type CplRefusal,
  deleteIfUnchanged,
  moveUrutan,
  projectedSteps,
  putNewStep,
  releaseUrutan,
  run,
  type Step,
  setIfVersion,
  takeUrutan,
} from './steps';

export interface BidangCplItem {
  id_bidang_cpl: number;
  id_prodi: number;
  urutan_di_skpi: number;
  nama_bidang_cpl_indonesia: string;
  nama_bidang_cpl_inggris: string;
  /** How many CPL items the category holds (moved with every item write). */
  jumlah_cpl?: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface CplItem {
  id_cpl: number;
  id_prodi: number;
  id_bidang_cpl: number;
  urutan_di_skpi: number;
  judul_cpl_indonesia: string;
  judul_cpl_inggris: string;
  /** How many points the item holds (moved with every point write). */
  jumlah_point?: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface CplPointItem {
  id_point_cpl: number;
  id_cpl: number;
  urutan_di_skpi: number;
  point_cpl_indonesia: string;
  point_cpl_inggris: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export type CplWithPoints = CplItem & { point_cpl: CplPointItem[] };

export type NewBidangCpl = Pick<BidangCplItem, 'id_prodi' | 'urutan_di_skpi' | 'nama_bidang_cpl_indonesia' | 'nama_bidang_cpl_inggris'>;
export type NewCpl = Pick<CplItem, 'urutan_di_skpi' | 'judul_cpl_indonesia' | 'judul_cpl_inggris'>;
export type NewCplPoint = Pick<CplPointItem, 'urutan_di_skpi' | 'point_cpl_indonesia' | 'point_cpl_inggris'>;
export type BidangCplChange = Omit<NewBidangCpl, 'id_prodi'>;
export type CplChange = NewCpl & Pick<CplItem, 'id_bidang_cpl'>;
export type CplPointChange = NewCplPoint;

export type { CplRefusal } from './steps';

/** Id sequences of this module. */
const SEQ = { bidang: 'bidang_cpl', cpl: 'cpl', point: 'point_cpl' } as const;

const byUrutan = <T extends { urutan_di_skpi: number }>(a: T, b: T) => a.urutan_di_skpi - b.urutan_di_skpi;
const now = () => new Date().toISOString();

/** The record's own fields, without the table's key attributes a read brings along (nor an item's point copies). */
function fieldsOf<T extends object>(item: T): T {
  const { PK, SK, GSI1PK, GSI1SK, type, ...rest } = item as T & Record<string, unknown>;
  for (const name of Object.keys(rest)) if (name.startsWith(POINT_COPY)) delete rest[name];
  return rest as T;
}

/** An item's points from its copies, or undefined when they are not all there. */
function copiedPoints(item: Record<string, unknown>): CplPointItem[] | undefined {
  const copies = Object.entries(item)
    .filter(([name]) => name.startsWith(POINT_COPY))
    .map(([, v]) => v as CplPointItem);
  return copies.length === Number(item.jumlah_point ?? 0) ? copies.sort(byUrutan) : undefined;
}

// --- stored items: fields first, keys last ---
const bidangStored = (b: BidangCplItem) => ({
  ...b,
  type: 'bidang_cpl',
  ...cplKeys.bidangCpl(b.id_bidang_cpl),
  GSI1PK: cplKeys.bidangCplByProdi(b.id_prodi),
  GSI1SK: sortKeys.byUrutan(b.urutan_di_skpi, b.id_bidang_cpl),
});
const cplStored = (c: CplItem) => ({
  ...c,
  type: 'cpl',
  ...cplKeys.cpl(c.id_cpl),
  GSI1PK: cplKeys.cplByBidang(c.id_bidang_cpl),
  GSI1SK: sortKeys.byUrutan(c.urutan_di_skpi, c.id_cpl),
});
const pointStored = (p: CplPointItem) => ({ ...p, type: 'point_cpl', ...cplKeys.cplPoint(p.id_cpl, p.id_point_cpl) });

// --- the urutan guards (functions/lib/urutan-guard.ts): a category's within its program, an item's within its category, a point's within its item ---
const bidangGuard = (b: Pick<BidangCplItem, 'id_prodi' | 'urutan_di_skpi'>) =>
  urutanKeys.urutanGuard(cplKeys.bidangCplByProdi(b.id_prodi), b.urutan_di_skpi);
const cplGuard = (c: Pick<CplItem, 'id_bidang_cpl' | 'urutan_di_skpi'>) =>
  urutanKeys.urutanGuard(cplKeys.cplByBidang(c.id_bidang_cpl), c.urutan_di_skpi);
const pointGuard = (p: Pick<CplPointItem, 'id_cpl' | 'urutan_di_skpi'>) => urutanKeys.urutanGuard(cplKeys.cplPoints(p.id_cpl), p.urutan_di_skpi);

/** A strongly consistent read of an item's partition: the item first (its sort key sorts first), then its points. */
async function readCplPartition(id: number): Promise<{ head?: CplItem; points: CplPointItem[] }> {
  const rows: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': cplKeys.cpl(id).PK },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    rows.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  const head = rows.find((r) => r.SK === cplKeys.cpl(id).SK) as CplItem | undefined;
  const points = rows.filter((r) => String(r.SK).startsWith(cplKeys.cplPointPrefix())) as unknown as CplPointItem[];
  return { head: head && fieldsOf(head), points: points.map(fieldsOf).sort(byUrutan) };
}

/**
 * The seed writes an item and its points side by side: whichever of them is written last finds
 * them all and writes the item's copies (two at once: one of them is refused, the other writes).
 */
async function copiedBySeed(idCpl: number): Promise<void> {
  await orWhenRefused(cplRepo.copyPoints(idCpl), false);
}

/** The seed's writes: an entity with its urutan guard (the parent's count is given by the seed, which writes children concurrently). */
async function putWithGuard(item: Record<string, unknown>, guard: Key, owner: number): Promise<void> {
  await transact([putNew(item), urutanGuard.take(guard, owner)]);
}

export const cplRepo = {
  /** Reserves consecutive ids (bulk loads); returns the first. Pass them to the create functions. */
  reserveIds: (kind: keyof typeof SEQ, count: number) => reserveIds(SEQ[kind], count),

  // --- reads ---
  async getBidangCpl(id: number, consistent = false): Promise<BidangCplItem | undefined> {
    const b = await getItem<BidangCplItem>(cplKeys.bidangCpl(id), { ConsistentRead: consistent });
    return b && fieldsOf(b);
  },
  /** A prodi's categories in SKPI order. */
  listBidangCplOfProdi: async (idProdi: number) =>
    (await queryAll<BidangCplItem>({ index: 'GSI1', pk: cplKeys.bidangCplByProdi(idProdi) })).map(fieldsOf),

  /** An item with its points (one strongly consistent Query of the item's partition), points in SKPI order. */
  async getCpl(id: number): Promise<CplWithPoints | undefined> {
    const { head, points } = await readCplPartition(id);
    return head && { ...head, point_cpl: points };
  },
  /** The items of a category in SKPI order with their points (one Query, but for items without their copies yet). */
  async listCplWithPointsOfBidang(idBidangCpl: number): Promise<CplWithPoints[]> {
    const items = await queryAll<Record<string, unknown>>({ index: 'GSI1', pk: cplKeys.cplByBidang(idBidangCpl) });
    return Promise.all(
      items.map(async (item) => {
        const c = fieldsOf(item) as unknown as CplItem;
        return { ...c, point_cpl: copiedPoints(item) ?? (await cplRepo.listPointsOfCpl(c.id_cpl)) };
      }),
    );
  },
  /** The items of a category in SKPI order (without points). */
  listCplOfBidang: async (idBidangCpl: number) => (await queryAll<CplItem>({ index: 'GSI1', pk: cplKeys.cplByBidang(idBidangCpl) })).map(fieldsOf),

  async listPointsOfCpl(idCpl: number): Promise<CplPointItem[]> {
    const points = await queryAll<CplPointItem>({ pk: cplKeys.cpl(idCpl).PK, skBeginsWith: cplKeys.cplPointPrefix() });
    return points.map(fieldsOf).sort(byUrutan);
  },
  async getCplPoint(idCpl: number, idPoint: number): Promise<CplPointItem | undefined> {
    const p = await getItem<CplPointItem>(cplKeys.cplPoint(idCpl, idPoint), { ConsistentRead: true });
    return p && fieldsOf(p);
  },

  // --- the seed's writes (bulk loads with reserved ids; no audit) ---
  async createBidangCpl(input: NewBidangCpl, id?: number, jumlahCpl = 0): Promise<BidangCplItem> {
    const at = now();
    const b: BidangCplItem = {
      ...input,
      id_bidang_cpl: id ?? (await nextId(SEQ.bidang)),
      jumlah_cpl: jumlahCpl,
      version: 1,
      created_at: at,
      updated_at: at,
    };
    await putWithGuard(bidangStored(b), bidangGuard(b), b.id_bidang_cpl);
    return b;
  },

  async createCpl(bidang: Pick<BidangCplItem, 'id_bidang_cpl' | 'id_prodi'>, input: NewCpl, id?: number, jumlahPoint = 0): Promise<CplItem> {
    const at = now();
    const c: CplItem = {
      ...input,
      id_cpl: id ?? (await nextId(SEQ.cpl)),
      id_prodi: bidang.id_prodi,
      id_bidang_cpl: bidang.id_bidang_cpl,
      jumlah_point: jumlahPoint,
      version: 1,
      created_at: at,
      updated_at: at,
    };
    await putWithGuard(cplStored(c), cplGuard(c), c.id_cpl);
    if (jumlahPoint > 0) await copiedBySeed(c.id_cpl);
    return c;
  },

  async createCplPoint(idCpl: number, input: NewCplPoint, id?: number): Promise<CplPointItem> {
    const at = now();
    const p: CplPointItem = { ...input, id_point_cpl: id ?? (await nextId(SEQ.point)), id_cpl: idCpl, version: 1, created_at: at, updated_at: at };
    await putWithGuard(pointStored(p), pointGuard(p), p.id_point_cpl);
    await copiedBySeed(idCpl);
    return p;
  },

  /**
   * Writes an item's copies of its points as its partition holds them (the seed, and the backfill
   * of items written before the copies): one transaction, conditional on the item's count and on
   * each point's version read, so a point written meanwhile refuses it (WriteRefused('stale'):
   * read again and retry). False when the copies were already right.
   */
  async copyPoints(idCpl: number): Promise<boolean> {
    const { head, points } = await readCplPartition(idCpl);
    if (!head || points.length !== (head.jumlah_point ?? 0)) return false;
    const raw = await getItem<Record<string, unknown>>(cplKeys.cpl(idCpl), { ConsistentRead: true });
    const have = raw ? copiedPoints(raw) : undefined;
    if (have && JSON.stringify(have) === JSON.stringify(points)) return false;
    const stale = Object.keys(raw ?? {}).filter((n) => n.startsWith(POINT_COPY) && !points.some((p) => pointCopy(p.id_point_cpl) === n));
    await transact(
      [
        {
          Update: {
            TableName: tableName(),
            Key: cplKeys.cpl(idCpl),
            UpdateExpression: `SET ${points.map((_, i) => `#c${i} = :c${i}`).join(', ')}${stale.length ? ` REMOVE ${stale.map((_, i) => `#r${i}`).join(', ')}` : ''}`,
            ConditionExpression: 'jumlah_point = :n',
            ExpressionAttributeNames: {
              ...Object.fromEntries(points.map((p, i) => [`#c${i}`, pointCopy(p.id_point_cpl)])),
              ...Object.fromEntries(stale.map((n, i) => [`#r${i}`, n])),
            },
            ExpressionAttributeValues: { ':n': points.length, ...Object.fromEntries(points.map((p, i) => [`:c${i}`, p])) },
          },
        },
        ...points.map((p) => ({
          ConditionCheck: {
            TableName: tableName(),
            Key: cplKeys.cplPoint(p.id_cpl, p.id_point_cpl),
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': p.version },
          },
        })),
      ],
      { refuse: () => new WriteRefused<CplRefusal>('stale') },
    );
    return true;
  },

  // --- the admin's writes: each with its guard, its parent's count and its extra items in one transaction ---

  /** A new category of a program that exists (`parent` when it does not). */
  async addBidangCpl(input: NewBidangCpl, extra: Extra<BidangCplItem>): Promise<BidangCplItem> {
    const at = now();
    const b: BidangCplItem = { ...input, id_bidang_cpl: await nextId(SEQ.bidang), jumlah_cpl: 0, version: 1, created_at: at, updated_at: at };
    const prodiExists: Step = { item: mustExist(masterKeys.prodi(b.id_prodi)), refusal: 'parent' };
    return run(b, [prodiExists, takeUrutan(bidangGuard(b), b.id_bidang_cpl), putNewStep(bidangStored(b))], extra(b));
  },

  updateBidangCpl(before: BidangCplItem, change: BidangCplChange, extra: Extra<BidangCplItem>): Promise<BidangCplItem> {
    const after: BidangCplItem = { ...before, ...change, version: before.version + 1, updated_at: now() };
    const set = setIfVersion(
      cplKeys.bidangCpl(before.id_bidang_cpl),
      { ...change, version: after.version, updated_at: after.updated_at, GSI1SK: sortKeys.byUrutan(after.urutan_di_skpi, after.id_bidang_cpl) },
      before.version,
    );
    return run(after, [set, ...moveUrutan(bidangGuard(before), bidangGuard(after), before.id_bidang_cpl)], extra(after));
  },

  /** Deletes a category read with no items, if it still has none. */
  deleteBidangCpl(before: BidangCplItem, extra: Extra<BidangCplItem>): Promise<BidangCplItem> {
    return run(
      before,
      [
        deleteIfUnchanged(cplKeys.bidangCpl(before.id_bidang_cpl), before.version, { attribute: 'jumlah_cpl', count: before.jumlah_cpl }),
        releaseUrutan(bidangGuard(before), before.id_bidang_cpl),
      ],
      extra(before),
    );
  },

  /** A new item of a category that exists (`parent` when it does not). */
  async addCpl(bidang: BidangCplItem, input: NewCpl, extra: Extra<CplItem>): Promise<CplItem> {
    const at = now();
    const c: CplItem = {
      ...input,
      id_cpl: await nextId(SEQ.cpl),
      id_prodi: bidang.id_prodi,
      id_bidang_cpl: bidang.id_bidang_cpl,
      jumlah_point: 0,
      version: 1,
      created_at: at,
      updated_at: at,
    };
    return run(c, [...projectedSteps(projectCpl({ after: c })), takeUrutan(cplGuard(c), c.id_cpl), putNewStep(cplStored(c))], extra(c));
  },

  /** Changes an item; a new `id_bidang_cpl` moves it (counts, guard and list partition follow; the new category must exist). */
  updateCpl(before: CplItem, change: CplChange, extra: Extra<CplItem>): Promise<CplItem> {
    const after: CplItem = { ...before, ...change, version: before.version + 1, updated_at: now() };
    const set = setIfVersion(
      cplKeys.cpl(before.id_cpl),
      {
        ...change,
        version: after.version,
        updated_at: after.updated_at,
        GSI1PK: cplKeys.cplByBidang(after.id_bidang_cpl),
        GSI1SK: sortKeys.byUrutan(after.urutan_di_skpi, after.id_cpl),
      },
      before.version,
    );
    // a new category: counted there (it must exist) and uncounted on the old one
    const moved = projectedSteps(projectCpl({ before, after }));
    return run(after, [set, ...moved, ...moveUrutan(cplGuard(before), cplGuard(after), before.id_cpl)], extra(after));
  },

  /** Deletes an item with the points it was read with (refused when its points changed since). */
  deleteCpl(before: CplWithPoints, extra: Extra<CplWithPoints>): Promise<CplWithPoints> {
    const { point_cpl: points } = before;
    return run(
      before,
      [
        deleteIfUnchanged(cplKeys.cpl(before.id_cpl), before.version, { attribute: 'jumlah_point', count: before.jumlah_point }),
        ...projectedSteps(projectCpl({ before })),
        releaseUrutan(cplGuard(before), before.id_cpl),
        ...points.flatMap((p) => [
          deleteIfUnchanged(cplKeys.cplPoint(p.id_cpl, p.id_point_cpl), p.version),
          releaseUrutan(pointGuard(p), p.id_point_cpl),
        ]),
      ],
      extra(before),
    );
  },

  /** A new point of an item that exists (`parent`) and holds fewer than CPL_POINT_MAX (`full`). */
  async addPoint(item: CplItem, input: NewCplPoint, extra: Extra<CplPointItem>): Promise<CplPointItem> {
    const at = now();
    const p: CplPointItem = { ...input, id_point_cpl: await nextId(SEQ.point), id_cpl: item.id_cpl, version: 1, created_at: at, updated_at: at };
    const counted = projectedSteps(projectCplPoint({ after: p }));
    try {
      return await run(p, [...counted, takeUrutan(pointGuard(p), p.id_point_cpl), putNewStep(pointStored(p))], extra(p));
    } catch (err) {
      // the count's condition is two in one: tell a full item from a deleted one
      if (err instanceof WriteRefused && err.reason === 'parent' && (await cplRepo.getCpl(item.id_cpl))) throw new WriteRefused<CplRefusal>('full');
      throw err;
    }
  },

  updatePoint(before: CplPointItem, change: CplPointChange, extra: Extra<CplPointItem>): Promise<CplPointItem> {
    const after: CplPointItem = { ...before, ...change, version: before.version + 1, updated_at: now() };
    const set = setIfVersion(
      cplKeys.cplPoint(before.id_cpl, before.id_point_cpl),
      { ...change, version: after.version, updated_at: after.updated_at },
      before.version,
    );
    return run(
      after,
      [set, ...projectedSteps(projectCplPoint({ before, after })), ...moveUrutan(pointGuard(before), pointGuard(after), before.id_point_cpl)],
      extra(after),
    );
  },

  deletePoint(before: CplPointItem, extra: Extra<CplPointItem>): Promise<CplPointItem> {
    return run(
      before,
      [
        deleteIfUnchanged(cplKeys.cplPoint(before.id_cpl, before.id_point_cpl), before.version),
        ...projectedSteps(projectCplPoint({ before })),
        releaseUrutan(pointGuard(before), before.id_point_cpl),
      ],
      extra(before),
    );
  },
};
