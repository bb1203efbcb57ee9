/** Faculties, study programs and the university record. */
import { WriteRefused } from '@functions/lib/domain-errors';
import { sortKeys } from '@functions/lib/entities/key';
import type { FakultasItem, ProdiItem, UniversitasItem } from '@functions/lib/entities/master';
import { masterKeys } from '@functions/lib/entities/master';
import { nextId } from '@functions/lib/sequence';
import { type Extra, getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { deleteIfVersion, mustExist, putIfVersion, putNew } from '@functions/lib/write-items';

export type { FakultasItem, ProdiFacts, ProdiItem, UniversitasItem } from '@functions/lib/entities/master';

/** Why a faculty write is refused (the reason of the WriteRefused thrown): the record changed (`stale`), or its code is another faculty's (`kode`). */
export type FakultasRefusal = 'stale' | 'kode';

const none = () => [];

// The key attributes come last: a record read from the table carries its old ones (a program
// moved to another faculty must get its new GSI2 partition).
const fakultasItem = (f: FakultasItem) => ({
  ...f,
  type: 'fakultas',
  ...masterKeys.fakultas(f.id_fakultas),
  GSI1PK: masterKeys.fakultasList(),
  GSI1SK: sortKeys.byId(f.id_fakultas),
});

const prodiItem = (p: ProdiItem) => ({
  ...p,
  type: 'prodi',
  ...masterKeys.prodi(p.id_prodi),
  GSI1PK: masterKeys.prodiList(),
  GSI1SK: sortKeys.byId(p.id_prodi),
  GSI2PK: masterKeys.prodiByFakultas(p.id_fakultas),
  GSI2SK: sortKeys.byId(p.id_prodi),
});

/** Runs the transaction and answers `item`; a failed condition throws WriteRefused('stale') (the record changed or went away since it was read). */
async function attempt<T>(item: T, items: TransactItem[]): Promise<T> {
  await transact(items, { refuse: () => new WriteRefused('stale') });
  return item;
}

/**
 * As `attempt`, for a faculty write carrying code guards: a failed condition on a guard's take
 * (at `takeAt`) is `kode` (another faculty holds the code), any other `stale`.
 */
async function attemptFakultas(item: FakultasItem, items: TransactItem[], takeAt: number | null): Promise<FakultasItem> {
  await transact(items, { refuse: (failed) => new WriteRefused<FakultasRefusal>(takeAt !== null && failed.includes(takeAt) ? 'kode' : 'stale') });
  return item;
}

/** The faculty-code guard: taken only while no faculty holds the code. */
const takeKode = (kode: string, owner: number): TransactItem => putNew({ ...masterKeys.kodeFakultas(kode), type: 'kode_fakultas_guard', owner });

/** Gives a code back: deletes only the owner's own guard (an absent one is fine). */
const releaseKode = (kode: string, owner: number): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: masterKeys.kodeFakultas(kode),
    ConditionExpression: 'attribute_not_exists(PK) OR #owner = :owner',
    ExpressionAttributeNames: { '#owner': 'owner' },
    ExpressionAttributeValues: { ':owner': owner },
  },
});

/** The guard items of a code change: release the old (if any), take the new (if any); nothing when unchanged. */
function kodeChange(
  before: string | null | undefined,
  after: string | null | undefined,
  owner: number,
): { items: TransactItem[]; takeAt: number | null } {
  if ((before ?? null) === (after ?? null)) return { items: [], takeAt: null };
  const items = [...(before ? [releaseKode(before, owner)] : []), ...(after ? [takeKode(after, owner)] : [])];
  return { items, takeAt: after ? items.length - 1 : null };
}

export const masterRepo = {
  listFakultas: () => queryAll<FakultasItem>({ index: 'GSI1', pk: masterKeys.fakultasList() }),
  getFakultas: (id: number) => getItem<FakultasItem>(masterKeys.fakultas(id)),
  listProdi: () => queryAll<ProdiItem>({ index: 'GSI1', pk: masterKeys.prodiList() }),
  listProdiOfFakultas: (idFakultas: number) => queryAll<ProdiItem>({ index: 'GSI2', pk: masterKeys.prodiByFakultas(idFakultas) }),
  getProdi: (id: number) => getItem<ProdiItem>(masterKeys.prodi(id)),
  getUniversitas: () => getItem<UniversitasItem>(masterKeys.universitas()),

  /**
   * A new faculty with the next id, taking its code's guard (refused `kode` when another faculty
   * holds the code); `extra` (the audit entry) in the same transaction.
   */
  async createFakultas(input: Omit<FakultasItem, 'id_fakultas' | 'version'>, extra: Extra<FakultasItem> = none): Promise<FakultasItem> {
    const f: FakultasItem = { ...input, id_fakultas: await nextId('fakultas'), version: 1 };
    const kode = kodeChange(null, f.kode_fakultas, f.id_fakultas);
    return attemptFakultas(f, [...kode.items, putNew(fakultasItem(f)), ...extra(f)], kode.takeAt);
  },

  /** Replaces a faculty conditionally on the version of `before`; a new code moves its guard (`kode` when taken). */
  updateFakultas(before: FakultasItem, change: Partial<FakultasItem>, extra: Extra<FakultasItem> = none): Promise<FakultasItem> {
    const after: FakultasItem = { ...before, ...change, id_fakultas: before.id_fakultas, version: before.version + 1 };
    const kode = kodeChange(before.kode_fakultas, after.kode_fakultas, after.id_fakultas);
    return attemptFakultas(after, [...kode.items, putIfVersion(fakultasItem(after), before.version), ...extra(after)], kode.takeAt);
  },

  /** Deletes a faculty conditionally on its version, giving its code back. */
  deleteFakultas(before: FakultasItem, extra: Extra<FakultasItem> = none): Promise<FakultasItem> {
    const kode = kodeChange(before.kode_fakultas, null, before.id_fakultas);
    return attemptFakultas(before, [...kode.items, deleteIfVersion(masterKeys.fakultas(before.id_fakultas), before.version), ...extra(before)], null);
  },

  /**
   * A new program with the next id, in a faculty that exists (a condition check on it, in the
   * same transaction); refused (`stale`) when the faculty is gone.
   */
  async createProdi(input: Omit<ProdiItem, 'id_prodi' | 'version'>, extra: Extra<ProdiItem> = none): Promise<ProdiItem> {
    const p: ProdiItem = { ...input, id_prodi: await nextId('prodi'), version: 1 };
    return attempt(p, [mustExist(masterKeys.fakultas(p.id_fakultas)), putNew(prodiItem(p)), ...extra(p)]);
  },

  /** Replaces a program conditionally on the version of `before` (a new faculty: checked to exist). */
  updateProdi(before: ProdiItem, change: Partial<ProdiItem>, extra: Extra<ProdiItem> = none): Promise<ProdiItem> {
    const after: ProdiItem = { ...before, ...change, id_prodi: before.id_prodi, version: before.version + 1 };
    const moved: TransactItem[] = after.id_fakultas === before.id_fakultas ? [] : [mustExist(masterKeys.fakultas(after.id_fakultas))];
    return attempt(after, [putIfVersion(prodiItem(after), before.version), ...moved, ...extra(after)]);
  },

  deleteProdi(before: ProdiItem, extra: Extra<ProdiItem> = none): Promise<ProdiItem> {
    return attempt(before, [deleteIfVersion(masterKeys.prodi(before.id_prodi), before.version), ...extra(before)]);
  },

  /** Writes the university record: over the version of `before`, or new when there is none. */
  writeUniversitas(before: UniversitasItem | undefined, u: Omit<UniversitasItem, 'version'>, extra: Extra<UniversitasItem> = none) {
    const after: UniversitasItem = { ...u, version: (before?.version ?? 0) + 1 };
    const Item = { ...after, type: 'universitas', ...masterKeys.universitas() };
    const put = before ? putIfVersion(Item, before.version) : putNew(Item);
    return attempt(after, [put, ...extra(after)]);
  },

  /**
   * A condition check for another write's transaction: the program exists and is active (a
   * registration into a program deactivated or deleted meanwhile fails).
   */
  activeProdiCheck: (id: number): TransactItem => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: masterKeys.prodi(id),
      ConditionExpression: 'is_active = :true',
      ExpressionAttributeValues: { ':true': true },
    },
  }),

  /** A transaction item that fails unless the program exists (active or not). */
  prodiExists: (id: number): TransactItem => mustExist(masterKeys.prodi(id)),
  /** The faculty exists (a transaction item for writes that need it: a pimpinan's faculty scope). */
  fakultasExists: (id: number): TransactItem => mustExist(masterKeys.fakultas(id)),

  /** The same for a faculty: it exists and is active (a closed faculty's programs take no registrations). */
  activeFakultasCheck: (id: number): TransactItem => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: masterKeys.fakultas(id),
      ConditionExpression: 'is_active = :true',
      ExpressionAttributeValues: { ':true': true },
    },
  }),

  /** The seed's write (no audit, no condition). */
  async putUniversitas(u: UniversitasItem): Promise<void> {
    await transact([{ Put: { TableName: tableName(), Item: { ...masterKeys.universitas(), type: 'universitas', ...u } } }]);
  },

  /** Creates a faculty for the seed and the tests: as createFakultas without the audit. */
  seedFakultas: (input: Omit<FakultasItem, 'id_fakultas' | 'version'>): Promise<FakultasItem> => masterRepo.createFakultas(input),

  /** Creates a program for the seed and the tests: as createProdi without the audit. */
  seedProdi: (input: Omit<ProdiItem, 'id_prodi' | 'version'>): Promise<ProdiItem> => masterRepo.createProdi(input),
};
