/**
 * Portfolio categories (bidang portofolio, university-wide), the rubrics of a study program per
 * category (with the minimum SKP a student must collect) and their sub-rubrics (anak rubrik, with
 * the maximum points one portfolio may earn and the sub-rubric's own minimum).
 *
 * Every write is one transaction with what must hold or move with it (docs/data-model.md,
 * "Rubrics"): a category with its `urutan_di_skpi` guard item (one category per place); a rubric
 * with its category's rubric count, a sub-rubric with its rubric's sub-rubric count (projected:
 * functions/lib/projections/rubrik.ts; the deletes check those counts in their own transaction, so
 * a child added meanwhile refuses the delete); updates and deletes conditional on the version
 * read; and `extra` (the audit entry). A refused write throws WriteRefused with its `Refusal`.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { WriteRefused } from '@functions/lib/domain-errors';
import { sortKeys } from '@functions/lib/entities/key';
import { masterKeys } from '@functions/lib/entities/master';
import { ppkKeys } from '@functions/lib/entities/ppk';
import { rubrikKeys } from '@functions/lib/entities/rubrik';
import { urutanKeys } from '@functions/lib/entities/urutan';
import { verifikatorKeys } from '@functions/lib/entities/verifikator';
import { anakHasNoPortfolios } from '@functions/lib/projections/portofolio-counters';
import { ANAK_COUNT, projectAnakRubrik, projectRubrik, RUBRIK_COUNT } from '@functions/lib/projections/rubrik';
import { nextId, reserveIds } from '@functions/lib/sequence';
import { batchGet, conditionally, type Extra, getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { urutanGuard } from '@functions/lib/urutan-guard';
import { deleteIfVersion, mustExist, putIfVersion, putNew } from '@functions/lib/write-items';

export interface BidangPortofolioItem {
  id_bidang_portofolio: number;
  urutan_di_skpi: number;
  nama_bidang_portofolio: string;
  nama_bidang_portofolio_inggris: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface RubrikItem {
  id_rubrik: number;
  id_prodi: number;
  id_bidang_portofolio: number;
  nama_rubrik: string;
  syarat_minimal_skp: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface AnakRubrikItem {
  id_anak_rubrik: number;
  id_rubrik: number;
  /** Copied from the rubric (never changes): lists a prodi's sub-rubrics without reading rubrics. */
  id_prodi: number;
  id_bidang_portofolio: number;
  nama_anak_rubrik: string;
  /** The English name (the SKPI's English lines); null or absent: none, the Indonesian stands. */
  nama_anak_rubrik_inggris?: string | null;
  bobot_maksimal_skp_tiap_portofolio: number;
  syarat_minimal_skp: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export type NewBidangPortofolio = Pick<BidangPortofolioItem, 'urutan_di_skpi' | 'nama_bidang_portofolio' | 'nama_bidang_portofolio_inggris'>;
export type NewRubrik = Pick<RubrikItem, 'id_prodi' | 'id_bidang_portofolio' | 'nama_rubrik' | 'syarat_minimal_skp'>;
export type NewAnakRubrik = Pick<
  AnakRubrikItem,
  'nama_anak_rubrik' | 'nama_anak_rubrik_inggris' | 'bobot_maksimal_skp_tiap_portofolio' | 'syarat_minimal_skp'
>;

/** Id sequences of this module. */
const SEQ = { bidang: 'bidang', rubrik: 'rubrik', anak: 'anak_rubrik' } as const;

const none = () => [];

/**
 * Why a write was refused (nothing written; the reason of the WriteRefused thrown): `stale` the
 * record changed or went away since it was read; `urutan` another category holds the place;
 * `parent` the category, program or rubric it hangs on is gone; `dependents` children (rubrics,
 * sub-rubrics, portfolios) appeared.
 */
export type Refusal = 'stale' | 'urutan' | 'parent' | 'dependents';

/** DynamoDB allows 100 items per transaction; a sub-rubric's deletion carries its verifier assignments. */
const TRANSACTION_LIMIT = 100;

/**
 * Runs the transaction and answers `item`; on a failed condition throws WriteRefused with the
 * refusal of the first failing item as `reasons` names it by position (`stale` for the others).
 */
async function attempt<T>(item: T, items: TransactItem[], reasons: Record<number, Refusal> = {}): Promise<T> {
  await transact(items, { refuse: (failed) => new WriteRefused<Refusal>(reasons[failed[0] ?? -1] ?? 'stale') });
  return item;
}

const table = () => tableName();
/** Deletes a count item while it counts nothing (absent passes): the parent's delete refuses otherwise. */
const deleteIfZero = (Key: { PK: string; SK: string }, name: string): TransactItem => ({
  Delete: {
    TableName: table(),
    Key,
    ConditionExpression: 'attribute_not_exists(PK) OR attribute_not_exists(#c) OR #c = :zero',
    ExpressionAttributeNames: { '#c': name },
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

// The key attributes come last: a record read from the table carries its old ones (a category
// moved to another place must get its new GSI1 sort key).
const bidangStored = (b: BidangPortofolioItem) => ({
  ...b,
  type: 'bidang_portofolio',
  ...rubrikKeys.bidangPortofolio(b.id_bidang_portofolio),
  GSI1PK: rubrikKeys.bidangPortofolioList(),
  GSI1SK: sortKeys.byUrutan(b.urutan_di_skpi, b.id_bidang_portofolio),
});
const rubrikStored = (r: RubrikItem) => ({
  ...r,
  type: 'rubrik',
  ...rubrikKeys.rubrik(r.id_rubrik),
  GSI1PK: rubrikKeys.rubrikByProdiBidang(r.id_prodi, r.id_bidang_portofolio),
  GSI1SK: sortKeys.byId(r.id_rubrik),
  GSI2PK: rubrikKeys.rubrikByProdi(r.id_prodi),
  GSI2SK: sortKeys.byId(r.id_rubrik),
  GSI3PK: rubrikKeys.rubrikCatalog(),
  GSI3SK: sortKeys.byId(r.id_rubrik),
});
const anakStored = (a: AnakRubrikItem) => ({
  ...a,
  type: 'anak_rubrik',
  ...rubrikKeys.anakRubrik(a.id_anak_rubrik),
  GSI1PK: rubrikKeys.anakByRubrik(a.id_rubrik),
  GSI1SK: sortKeys.byId(a.id_anak_rubrik),
  GSI2PK: rubrikKeys.anakByProdi(a.id_prodi),
  GSI2SK: sortKeys.byId(a.id_anak_rubrik),
  GSI3PK: rubrikKeys.anakCatalog(),
  GSI3SK: sortKeys.byId(a.id_anak_rubrik),
});

/** The guard of a category's place (functions/lib/urutan-guard.ts): one category per `urutan_di_skpi`, university-wide. */
const place = (b: BidangPortofolioItem) => urutanKeys.urutanGuard(rubrikKeys.bidangPortofolioList(), b.urutan_di_skpi);

const stamp = () => new Date().toISOString();

/** A sub-rubric with its rubric's name, as the tables that list sub-rubrics show it: only what they show. */
export type AnakWithRubrikName = Pick<AnakRubrikItem, 'id_anak_rubrik' | 'nama_anak_rubrik' | 'id_rubrik' | 'id_prodi'> & { nama_rubrik: string };

/**
 * The sub-rubrics of one program, or (`null`) of the whole university, each with its rubric's name:
 * two Queries side by side whatever the number of programs (the university's read the catalog
 * partitions of GSI3, not two partitions per program), each reading only the attributes the tables
 * show (a university's catalog is hundreds of items with their descriptions and limits).
 */
async function anakWithRubrikNames(idProdi: number | null): Promise<AnakWithRubrikName[]> {
  const [anak, rubrik] = await Promise.all([
    queryAll<Omit<AnakWithRubrikName, 'nama_rubrik'>>({
      ...(idProdi === null ? { index: 'GSI3', pk: rubrikKeys.anakCatalog() } : { index: 'GSI2', pk: rubrikKeys.anakByProdi(idProdi) }),
      ProjectionExpression: 'id_anak_rubrik, nama_anak_rubrik, id_rubrik, id_prodi',
    } as const),
    queryAll<Pick<RubrikItem, 'id_rubrik' | 'nama_rubrik'>>({
      ...(idProdi === null ? { index: 'GSI3', pk: rubrikKeys.rubrikCatalog() } : { index: 'GSI2', pk: rubrikKeys.rubrikByProdi(idProdi) }),
      ProjectionExpression: 'id_rubrik, nama_rubrik',
    } as const),
  ]);
  const nama = new Map(rubrik.map((r) => [r.id_rubrik, r.nama_rubrik]));
  return anak.map((a) => ({ ...a, nama_rubrik: nama.get(a.id_rubrik) ?? '' }));
}

/** The rubric item a new sub-rubric copies its program and category from. */
export type RubrikParent = Pick<RubrikItem, 'id_rubrik' | 'id_prodi' | 'id_bidang_portofolio'>;

export const rubrikRepo = {
  /** Reserves consecutive ids (bulk loads); returns the first. Pass them to the create functions. */
  reserveIds: (kind: keyof typeof SEQ, count: number) => reserveIds(SEQ[kind], count),

  // --- bidang portofolio ---
  getBidang: (id: number) => getItem<BidangPortofolioItem>(rubrikKeys.bidangPortofolio(id), { ConsistentRead: true }),
  /** All categories in SKPI order. */
  listBidang: () => queryAll<BidangPortofolioItem>({ index: 'GSI1', pk: rubrikKeys.bidangPortofolioList() }),
  /** Rubrics (of every program) of a category. */
  async rubrikCountOfBidang(idBidang: number): Promise<number> {
    const c = await getItem<Record<string, number>>(rubrikKeys.bidangRubrikCount(idBidang), { ConsistentRead: true });
    return Math.max(0, c?.[RUBRIK_COUNT] ?? 0);
  },

  /** A new category with the next id (or `id`) and its place's guard; `urutan` when the place is taken. */
  async insertBidang(input: NewBidangPortofolio, extra: Extra<BidangPortofolioItem> = none, id?: number): Promise<BidangPortofolioItem> {
    const now = stamp();
    const b: BidangPortofolioItem = {
      ...input,
      id_bidang_portofolio: id ?? (await nextId(SEQ.bidang)),
      version: 1,
      created_at: now,
      updated_at: now,
    };
    return attempt(b, [putNew(bidangStored(b)), urutanGuard.take(place(b), b.id_bidang_portofolio), ...extra(b)], { 1: 'urutan' });
  },

  /** The seed's and the bench's add: as insertBidang without the audit. */
  createBidang: (input: NewBidangPortofolio, id?: number): Promise<BidangPortofolioItem> => rubrikRepo.insertBidang(input, none, id),

  /** Replaces a category conditionally on the version of `before`; a new place moves its guard. */
  updateBidang(before: BidangPortofolioItem, change: Partial<NewBidangPortofolio>, extra: Extra<BidangPortofolioItem> = none) {
    const after: BidangPortofolioItem = { ...before, ...change, version: before.version + 1, updated_at: stamp() };
    const moved = urutanGuard.move(place(before), place(after), before.id_bidang_portofolio);
    // a move's take (after the put and the release) fails when another category holds the place
    return attempt(after, [putIfVersion(bidangStored(after), before.version), ...moved, ...extra(after)], { 2: 'urutan' });
  },

  /** Deletes a category no rubric uses (its count, in the same transaction), releasing its place. */
  deleteBidang(before: BidangPortofolioItem, extra: Extra<BidangPortofolioItem> = none) {
    return attempt(
      before,
      [
        deleteIfVersion(rubrikKeys.bidangPortofolio(before.id_bidang_portofolio), before.version),
        deleteIfZero(rubrikKeys.bidangRubrikCount(before.id_bidang_portofolio), RUBRIK_COUNT),
        urutanGuard.release(place(before), before.id_bidang_portofolio),
        ...extra(before),
      ],
      { 1: 'dependents' },
    );
  },

  // --- rubrik ---
  getRubrik: (id: number) => getItem<RubrikItem>(rubrikKeys.rubrik(id), { ConsistentRead: true }),
  listRubrikOfProdiBidang: (idProdi: number, idBidang: number) =>
    queryAll<RubrikItem>({ index: 'GSI1', pk: rubrikKeys.rubrikByProdiBidang(idProdi, idBidang) }),
  listRubrikOfProdi: (idProdi: number) => queryAll<RubrikItem>({ index: 'GSI2', pk: rubrikKeys.rubrikByProdi(idProdi) }),
  /** How many internal activities hang off a sub-rubric (their GSI2 partition; the ppk domain writes them): a sub-rubric with any is not deleted. */
  kegiatanCountOfAnak: async (idAnak: number) =>
    (await queryAll<{ id_kegiatan_ppk: number }>({ index: 'GSI2', pk: ppkKeys.kegiatanByAnak(idAnak), ProjectionExpression: 'id_kegiatan_ppk' }))
      .length,
  /** Sub-rubrics of a rubric. */
  async anakCountOfRubrik(idRubrik: number): Promise<number> {
    const c = await getItem<Record<string, number>>(rubrikKeys.rubrikAnakCount(idRubrik), { ConsistentRead: true });
    return Math.max(0, c?.[ANAK_COUNT] ?? 0);
  },

  /**
   * A new rubric with the next id (or `id`), counted on its category. `checkParents`: the category
   * and the program must exist in the same transaction (`parent` otherwise); the seed, which
   * writes them concurrently, leaves it off.
   */
  async insertRubrik(input: NewRubrik, opts: { extra?: Extra<RubrikItem>; id?: number; checkParents?: boolean } = {}): Promise<RubrikItem> {
    const now = stamp();
    const r: RubrikItem = { ...input, id_rubrik: opts.id ?? (await nextId(SEQ.rubrik)), version: 1, created_at: now, updated_at: now };
    const parents = opts.checkParents
      ? [mustExist(rubrikKeys.bidangPortofolio(r.id_bidang_portofolio)), mustExist(masterKeys.prodi(r.id_prodi))]
      : [];
    return attempt(
      r,
      [...parents, putNew(rubrikStored(r)), ...projectRubrik({ after: r }).items, ...(opts.extra ?? none)(r)],
      opts.checkParents ? { 0: 'parent', 1: 'parent' } : {},
    );
  },

  /** The seed's and the tests' add: as insertRubrik without the parent checks. */
  createRubrik: (input: NewRubrik, id?: number): Promise<RubrikItem> => rubrikRepo.insertRubrik(input, id === undefined ? {} : { id }),

  /** Replaces a rubric conditionally on the version of `before` (program and category never change). */
  updateRubrik(before: RubrikItem, change: Pick<RubrikItem, 'nama_rubrik' | 'syarat_minimal_skp'>, extra: Extra<RubrikItem> = none) {
    const after: RubrikItem = { ...before, ...change, version: before.version + 1, updated_at: stamp() };
    return attempt(after, [putIfVersion(rubrikStored(after), before.version), ...extra(after)]);
  },

  /** Deletes a rubric without sub-rubrics (its count, in the same transaction) and uncounts it on its category. */
  deleteRubrik(before: RubrikItem, extra: Extra<RubrikItem> = none) {
    return attempt(
      before,
      [
        deleteIfVersion(rubrikKeys.rubrik(before.id_rubrik), before.version),
        deleteIfZero(rubrikKeys.rubrikAnakCount(before.id_rubrik), ANAK_COUNT),
        ...projectRubrik({ before }).items,
        ...extra(before),
      ],
      { 1: 'dependents' },
    );
  },

  // --- anak rubrik ---
  getAnak: (id: number) => getItem<AnakRubrikItem>(rubrikKeys.anakRubrik(id), { ConsistentRead: true }),
  /** Several sub-rubrics in one BatchGetItem (a page of portfolios names theirs); missing ones are left out. */
  getAnakMany: (ids: readonly number[]) => batchGet<AnakRubrikItem>([...new Set(ids)].map((id) => rubrikKeys.anakRubrik(id))),
  listAnakOfRubrik: (idRubrik: number) => queryAll<AnakRubrikItem>({ index: 'GSI1', pk: rubrikKeys.anakByRubrik(idRubrik) }),
  listAnakOfProdi: (idProdi: number) => queryAll<AnakRubrikItem>({ index: 'GSI2', pk: rubrikKeys.anakByProdi(idProdi) }),
  anakWithRubrikNames,

  /**
   * Gives a rubric or sub-rubric written before the catalog partitions its GSI3 keys (the backfill);
   * false when it has them. Only the key attributes change, on an item that still exists
   * (WriteRefused('stale') when it went away).
   */
  async catalogIndex(item: RubrikItem | AnakRubrikItem): Promise<boolean> {
    const stored: Record<string, unknown> = 'nama_anak_rubrik' in item ? anakStored(item) : rubrikStored(item);
    if ((item as unknown as Record<string, unknown>).GSI3PK === stored.GSI3PK) return false;
    await conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { PK: stored.PK, SK: stored.SK },
          UpdateExpression: 'SET GSI3PK = :pk, GSI3SK = :sk',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':pk': stored.GSI3PK, ':sk': stored.GSI3SK },
        }),
      ),
    );
    return true;
  },

  /**
   * Adds a sub-rubric to a rubric (program and category copied from it), counted on the rubric.
   * `checkParent`: the rubric must exist in the same transaction (`parent` otherwise).
   */
  async insertAnak(
    rubrik: RubrikParent,
    input: NewAnakRubrik,
    opts: { extra?: Extra<AnakRubrikItem>; id?: number; checkParent?: boolean } = {},
  ): Promise<AnakRubrikItem> {
    const now = stamp();
    const a: AnakRubrikItem = {
      ...input,
      id_anak_rubrik: opts.id ?? (await nextId(SEQ.anak)),
      id_rubrik: rubrik.id_rubrik,
      id_prodi: rubrik.id_prodi,
      id_bidang_portofolio: rubrik.id_bidang_portofolio,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    return attempt(
      a,
      [
        ...(opts.checkParent ? [mustExist(rubrikKeys.rubrik(a.id_rubrik))] : []),
        putNew(anakStored(a)),
        ...projectAnakRubrik({ after: a }).items,
        ...(opts.extra ?? none)(a),
      ],
      opts.checkParent ? { 0: 'parent' } : {},
    );
  },

  /** The seed's and the tests' add: as insertAnak without the parent check. */
  createAnak: (rubrik: RubrikParent, input: NewAnakRubrik, id?: number): Promise<AnakRubrikItem> =>
    rubrikRepo.insertAnak(rubrik, input, id === undefined ? {} : { id }),

  /** Replaces a sub-rubric conditionally on the version of `before`. */
  updateAnak(before: AnakRubrikItem, change: NewAnakRubrik, extra: Extra<AnakRubrikItem> = none) {
    const after: AnakRubrikItem = { ...before, ...change, version: before.version + 1, updated_at: stamp() };
    return attempt(after, [putIfVersion(anakStored(after), before.version), ...extra(after)]);
  },

  /**
   * Deletes a sub-rubric that no portfolio names (its portfolio counters, checked in the same
   * transaction), uncounts it on its rubric and removes its verifier assignments.
   */
  deleteAnak(before: AnakRubrikItem, assignedVerifiers: readonly string[], extra: Extra<AnakRubrikItem> = none) {
    const items: TransactItem[] = [
      deleteIfVersion(rubrikKeys.anakRubrik(before.id_anak_rubrik), before.version),
      anakHasNoPortfolios(before.id_anak_rubrik),
      ...projectAnakRubrik({ before }).items,
      ...assignedVerifiers.map((v): TransactItem => ({ Delete: { TableName: table(), Key: verifikatorKeys.assignment(v, before.id_anak_rubrik) } })),
      ...extra(before),
    ];
    if (items.length > TRANSACTION_LIMIT)
      throw new Error(`sub-rubric ${before.id_anak_rubrik}: too many verifier assignments to remove in one transaction`);
    return attempt(before, items, { 1: 'dependents' });
  },
};
