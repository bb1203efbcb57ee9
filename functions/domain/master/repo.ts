/** Faculties, study programs and the university record. */
import { keys } from '@functions/lib/keys';
import { nextId } from '@functions/lib/sequence';
import { type Extra, getItem, isConditionFailure, queryAll, type TransactItem, tableName, transact, type Written } from '@functions/lib/table';
import { deleteIfVersion, mustExist, putIfVersion, putNew } from '@functions/lib/write-items';
import type { JenisPendidikan } from '@shared/domain/kkni';

export interface FakultasItem {
  id_fakultas: number;
  nama_fakultas: string;
  nama_fakultas_inggris: string;
  nama_dekan: string;
  nomor_pegawai_dekan: string;
  /**
   * The short code printed in the SKPI number (`{kode_fakultas}`), upper case, unique among the
   * faculties (a `keys.kodeFakultas` guard item written with the faculty); absent on records
   * written before it (read as null: the faculty prints no SKPI until it has one).
   */
  kode_fakultas?: string | null;
  /**
   * The chain of approvals before an SKPI of the faculty is sealed: positions in order
   * (docs/decisions/0053-pengesahan.md); absent or empty: sealed at print.
   */
  tahap_pengesahan?: string[];
  is_active: boolean;
  version: number;
}

/**
 * The SKPI's program facts (docs/decisions/0024-skpi-facts-on-master-records.md), each Indonesian and English;
 * optional because records written before them lack them (read as null; `jenis_pendidikan` then
 * follows the level, shared/domain/kkni.ts).
 */
export interface ProdiFacts {
  gelar_inggris?: string | null;
  jenis_pendidikan?: JenisPendidikan;
  persyaratan_penerimaan?: string | null;
  persyaratan_penerimaan_inggris?: string | null;
  bahasa_pengantar?: string | null;
  bahasa_pengantar_inggris?: string | null;
  sistem_penilaian?: string | null;
  sistem_penilaian_inggris?: string | null;
  lama_studi?: string | null;
  lama_studi_inggris?: string | null;
  jenjang_lanjutan?: string | null;
  jenjang_lanjutan_inggris?: string | null;
  status_profesi?: string | null;
  status_profesi_inggris?: string | null;
}

export interface ProdiItem extends ProdiFacts {
  id_prodi: number;
  id_fakultas: number;
  nama_prodi: string;
  nama_prodi_inggris: string;
  nama_kaprodi: string;
  jenjang: string;
  gelar: string;
  status_akreditasi: string;
  no_sk_akreditasi_prodi: string;
  is_active: boolean;
  version: number;
}

export interface UniversitasItem {
  nama_universitas: string;
  nama_universitas_inggris: string;
  status_akreditasi: string;
  no_sk_akreditasi_universitas: string;
  alamat_universitas: string;
  nama_rektor: string;
  /** The SKPI's extra facts: the rector's NIP/NIDN and the establishment decree (SK pendirian). */
  nomor_pegawai_rektor?: string | null;
  no_sk_pendirian?: string | null;
  /** YYYY-MM-DD */
  tanggal_sk_pendirian?: string | null;
  /** The city printed as the SKPI's place of legalisation. */
  kota_universitas?: string | null;
  /** The SKPI number format (shared/domain/skpi-number.ts); absent or null: the default. */
  format_nomor_skpi?: string | null;
  /** The logo printed on the SKPI header: a key of the documents bucket (PNG or JPEG), or null/absent (an emblem is drawn). */
  logo_universitas?: string | null;
  /** Whether a student account made from now on starts with a public profile; absent: true. */
  profil_publik_bawaan?: boolean;
  version: number;
}

/** Why a faculty write is refused: the record changed (`stale`), or its code is another faculty's (`kode`). */
export type FakultasRefusal = 'stale' | 'kode';

const none = () => [];

// The key attributes come last: a record read from the table carries its old ones (a program
// moved to another faculty must get its new GSI2 partition).
const fakultasItem = (f: FakultasItem) => ({
  ...f,
  type: 'fakultas',
  ...keys.fakultas(f.id_fakultas),
  GSI1PK: keys.fakultasList(),
  GSI1SK: keys.byId(f.id_fakultas),
});

const prodiItem = (p: ProdiItem) => ({
  ...p,
  type: 'prodi',
  ...keys.prodi(p.id_prodi),
  GSI1PK: keys.prodiList(),
  GSI1SK: keys.byId(p.id_prodi),
  GSI2PK: keys.prodiByFakultas(p.id_fakultas),
  GSI2SK: keys.byId(p.id_prodi),
});

/** Runs the transaction; a failed condition is `stale` (the record changed or went away since it was read), anything else throws. */
async function attempt<T>(item: T, items: TransactItem[]): Promise<Written<T>> {
  try {
    await transact(items);
    return { ok: true, item };
  } catch (err) {
    if (isConditionFailure(err)) return { ok: false, reason: 'stale' };
    throw err;
  }
}

/**
 * As `attempt`, for a faculty write carrying code guards: a failed condition on a guard's take
 * (at `takeAt`) is `kode` (another faculty holds the code), any other `stale`.
 */
async function attemptFakultas(item: FakultasItem, items: TransactItem[], takeAt: number | null): Promise<Written<FakultasItem, FakultasRefusal>> {
  try {
    await transact(items);
    return { ok: true, item };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const reasons = (err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    const kode = takeAt !== null && reasons[takeAt]?.Code === 'ConditionalCheckFailed';
    return { ok: false, reason: kode ? 'kode' : 'stale' };
  }
}

/** The faculty-code guard: taken only while no faculty holds the code. */
const takeKode = (kode: string, owner: number): TransactItem => putNew({ ...keys.kodeFakultas(kode), type: 'kode_fakultas_guard', owner });

/** Gives a code back: deletes only the owner's own guard (an absent one is fine). */
const releaseKode = (kode: string, owner: number): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: keys.kodeFakultas(kode),
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
  listFakultas: () => queryAll<FakultasItem>({ index: 'GSI1', pk: keys.fakultasList() }),
  getFakultas: (id: number) => getItem<FakultasItem>(keys.fakultas(id)),
  listProdi: () => queryAll<ProdiItem>({ index: 'GSI1', pk: keys.prodiList() }),
  listProdiOfFakultas: (idFakultas: number) => queryAll<ProdiItem>({ index: 'GSI2', pk: keys.prodiByFakultas(idFakultas) }),
  getProdi: (id: number) => getItem<ProdiItem>(keys.prodi(id)),
  getUniversitas: () => getItem<UniversitasItem>(keys.universitas()),

  /**
   * A new faculty with the next id, taking its code's guard (refused `kode` when another faculty
   * holds the code); `extra` (the audit entry) in the same transaction.
   */
  async createFakultas(
    input: Omit<FakultasItem, 'id_fakultas' | 'version'>,
    extra: Extra<FakultasItem> = none,
  ): Promise<Written<FakultasItem, FakultasRefusal>> {
    const f: FakultasItem = { ...input, id_fakultas: await nextId('fakultas'), version: 1 };
    const kode = kodeChange(null, f.kode_fakultas, f.id_fakultas);
    return attemptFakultas(f, [...kode.items, putNew(fakultasItem(f)), ...extra(f)], kode.takeAt);
  },

  /** Replaces a faculty conditionally on the version of `before`; a new code moves its guard (`kode` when taken). */
  updateFakultas(
    before: FakultasItem,
    change: Partial<FakultasItem>,
    extra: Extra<FakultasItem> = none,
  ): Promise<Written<FakultasItem, FakultasRefusal>> {
    const after: FakultasItem = { ...before, ...change, id_fakultas: before.id_fakultas, version: before.version + 1 };
    const kode = kodeChange(before.kode_fakultas, after.kode_fakultas, after.id_fakultas);
    return attemptFakultas(after, [...kode.items, putIfVersion(fakultasItem(after), before.version), ...extra(after)], kode.takeAt);
  },

  /** Deletes a faculty conditionally on its version, giving its code back. */
  deleteFakultas(before: FakultasItem, extra: Extra<FakultasItem> = none): Promise<Written<FakultasItem, FakultasRefusal>> {
    const kode = kodeChange(before.kode_fakultas, null, before.id_fakultas);
    return attemptFakultas(before, [...kode.items, deleteIfVersion(keys.fakultas(before.id_fakultas), before.version), ...extra(before)], null);
  },

  /**
   * A new program with the next id, in a faculty that exists (a condition check on it, in the
   * same transaction); refused (`stale`) when the faculty is gone.
   */
  async createProdi(input: Omit<ProdiItem, 'id_prodi' | 'version'>, extra: Extra<ProdiItem> = none): Promise<Written<ProdiItem>> {
    const p: ProdiItem = { ...input, id_prodi: await nextId('prodi'), version: 1 };
    return attempt(p, [mustExist(keys.fakultas(p.id_fakultas)), putNew(prodiItem(p)), ...extra(p)]);
  },

  /** Replaces a program conditionally on the version of `before` (a new faculty: checked to exist). */
  updateProdi(before: ProdiItem, change: Partial<ProdiItem>, extra: Extra<ProdiItem> = none): Promise<Written<ProdiItem>> {
    const after: ProdiItem = { ...before, ...change, id_prodi: before.id_prodi, version: before.version + 1 };
    const moved: TransactItem[] = after.id_fakultas === before.id_fakultas ? [] : [mustExist(keys.fakultas(after.id_fakultas))];
    return attempt(after, [putIfVersion(prodiItem(after), before.version), ...moved, ...extra(after)]);
  },

  deleteProdi(before: ProdiItem, extra: Extra<ProdiItem> = none): Promise<Written<ProdiItem>> {
    return attempt(before, [deleteIfVersion(keys.prodi(before.id_prodi), before.version), ...extra(before)]);
  },

  /** Writes the university record: over the version of `before`, or new when there is none. */
  writeUniversitas(before: UniversitasItem | undefined, u: Omit<UniversitasItem, 'version'>, extra: Extra<UniversitasItem> = none) {
    const after: UniversitasItem = { ...u, version: (before?.version ?? 0) + 1 };
    const Item = { ...after, type: 'universitas', ...keys.universitas() };
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
      Key: keys.prodi(id),
      ConditionExpression: 'is_active = :true',
      ExpressionAttributeValues: { ':true': true },
    },
  }),

  /** The same for a faculty: it exists and is active (a closed faculty's programs take no registrations). */
  activeFakultasCheck: (id: number): TransactItem => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.fakultas(id),
      ConditionExpression: 'is_active = :true',
      ExpressionAttributeValues: { ':true': true },
    },
  }),

  /** The seed's write (no audit, no condition). */
  async putUniversitas(u: UniversitasItem): Promise<void> {
    await transact([{ Put: { TableName: tableName(), Item: { ...keys.universitas(), type: 'universitas', ...u } } }]);
  },

  /** Creates a faculty for the seed and the tests: as createFakultas, throwing when refused. */
  async seedFakultas(input: Omit<FakultasItem, 'id_fakultas' | 'version'>): Promise<FakultasItem> {
    const out = await masterRepo.createFakultas(input);
    if (!out.ok) throw new Error(`faculty code ${input.kode_fakultas} is taken`);
    return out.item;
  },

  /**
   * Creates a program for the seed and the tests: as createProdi, throwing when refused.
   */
  async seedProdi(input: Omit<ProdiItem, 'id_prodi' | 'version'>): Promise<ProdiItem> {
    const out = await masterRepo.createProdi(input);
    if (!out.ok) throw new Error(`faculty ${input.id_fakultas} does not exist`);
    return out.item;
  },
};
