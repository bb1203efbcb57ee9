/**
 * Internal activities (kegiatan internal, "ppk"): activities the university itself runs, attached to
 * a sub-rubric. A student who took part picks one instead of typing an external portfolio; its
 * title, English title and points fill the portfolio, and its document is the portfolio's evidence.
 *
 * `jumlah_portofolio` counts the portfolios that chose the activity. It is moved only by
 * the kegiatan projection (functions/lib/projections/kegiatan.ts), which every portfolio transaction (create,
 * update, delete, by the student or an admin), so it never disagrees with the portfolios; the
 * admins' writes never put it (an update SETs the fields it changes), and a delete is conditional
 * on it being zero.
 */
import { WriteRefused } from '@functions/lib/domain-errors';
import { sortKeys } from '@functions/lib/entities/key';
import type { KegiatanItem } from '@functions/lib/entities/ppk';
import { ppkKeys } from '@functions/lib/entities/ppk';
import { rubrikKeys } from '@functions/lib/entities/rubrik';
import { nextId, reserveIds } from '@functions/lib/sequence';
import { batchGet, type Extra, getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { mustExist, putNew } from '@functions/lib/write-items';

export type { KegiatanItem } from '@functions/lib/entities/ppk';

export type NewKegiatan = Omit<KegiatanItem, 'id_kegiatan_ppk' | 'version' | 'created_at' | 'updated_at' | 'jumlah_portofolio'>;

/** What an admin changes of an activity (the sub-rubric with the program and category it carries). */
export type KegiatanChange = Pick<
  KegiatanItem,
  | 'id_prodi'
  | 'id_bidang_portofolio'
  | 'id_rubrik'
  | 'id_anak_rubrik'
  | 'judul'
  | 'judul_inggris'
  | 'bobot_skp_portofolio'
  | 'tanggal_terbit'
  | 'dokumen_ppk'
>;

const none: Extra<KegiatanItem> = () => [];
/** A failed condition of a write: the activity changed, went away or was chosen since it was read (or the new sub-rubric is gone). */
const stale = () => new WriteRefused('stale');

const SEQUENCE = 'kegiatan_ppk';

/** The portfolio count of an activity as read (absent is 0). */
export const chosenBy = (k: Pick<KegiatanItem, 'jumlah_portofolio'>) => Math.max(0, Number(k.jumlah_portofolio ?? 0));

const indexAttributes = (k: Pick<KegiatanItem, 'id_kegiatan_ppk' | 'id_prodi' | 'id_anak_rubrik'>) => ({
  GSI1PK: ppkKeys.kegiatanByProdi(k.id_prodi),
  GSI1SK: sortKeys.byId(k.id_kegiatan_ppk),
  GSI2PK: ppkKeys.kegiatanByAnak(k.id_anak_rubrik),
  GSI2SK: sortKeys.byId(k.id_kegiatan_ppk),
});

/** An item with only the counter (a portfolio of an activity removed before the counter existed): not an activity. */
const isActivity = (k: KegiatanItem | undefined): k is KegiatanItem => k !== undefined && typeof k.id_kegiatan_ppk === 'number';

/** The sub-rubric still exists (a write naming it is refused when it was deleted meanwhile). */
const anakExists = (idAnak: number): TransactItem => mustExist(rubrikKeys.anakRubrik(idAnak));

const NOT_CHOSEN = '(attribute_not_exists(jumlah_portofolio) OR jumlah_portofolio <= :zero)';

export const ppkRepo = {
  get: async (id: number) => {
    const k = await getItem<KegiatanItem>(ppkKeys.kegiatan(id), { ConsistentRead: true });
    return isActivity(k) ? k : undefined;
  },
  /** Several activities in one BatchGetItem; missing ones are left out. */
  getMany: async (ids: readonly number[]) =>
    (await batchGet<KegiatanItem>([...new Set(ids)].map((id) => ppkKeys.kegiatan(id)))).filter((k) => isActivity(k)),
  /** A program's activities, newest (highest id) first. */
  listOfProdi: (idProdi: number) => queryAll<KegiatanItem>({ index: 'GSI1', pk: ppkKeys.kegiatanByProdi(idProdi), forward: false }),
  listOfAnak: (idAnak: number) => queryAll<KegiatanItem>({ index: 'GSI2', pk: ppkKeys.kegiatanByAnak(idAnak) }),

  /** The next id, for callers that must name the activity's document before creating it. */
  nextId: () => nextId(SEQUENCE),
  /** Reserves consecutive ids (bulk loads); returns the first. */
  reserveIds: (count: number) => reserveIds(SEQUENCE, count),

  /**
   * Creates the activity (with `id_kegiatan_ppk` from `nextId()` when given, else a new one), in
   * one transaction with a check that its sub-rubric exists and `extra` (the audit entry). Throws
   * when refused (the caller re-reads the sub-rubric to say why).
   */
  async create(input: NewKegiatan, id?: number, extra: Extra<KegiatanItem> = none): Promise<KegiatanItem> {
    const now = new Date().toISOString();
    const k: KegiatanItem = { ...input, id_kegiatan_ppk: id ?? (await nextId(SEQUENCE)), version: 1, created_at: now, updated_at: now };
    await transact([
      anakExists(k.id_anak_rubrik),
      putNew({ ...k, ...ppkKeys.kegiatan(k.id_kegiatan_ppk), ...indexAttributes(k), type: 'kegiatan_ppk' }),
      ...extra(k),
    ]);
    return k;
  },

  /**
   * Changes the fields of an activity read as `before`, conditionally on its version (and, when
   * it moves to another sub-rubric, on no portfolio having chosen it, and on the new sub-rubric
   * existing). The counter is left as it is. WriteRefused('stale') when a condition failed: nothing was written.
   */
  async update(before: KegiatanItem, change: KegiatanChange, extra: Extra<KegiatanItem> = none): Promise<KegiatanItem> {
    const now = new Date().toISOString();
    const after: KegiatanItem = { ...before, ...change, version: before.version + 1, updated_at: now };
    const moves = after.id_anak_rubrik !== before.id_anak_rubrik;
    const set = { ...change, ...indexAttributes(after), version: after.version, updated_at: now };
    const names = Object.keys(set);
    const update: TransactItem = {
      Update: {
        TableName: tableName(),
        Key: ppkKeys.kegiatan(before.id_kegiatan_ppk),
        UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
        ConditionExpression: moves ? `version = :v AND ${NOT_CHOSEN}` : 'version = :v',
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((n, i) => [`:f${i}`, set[n as keyof typeof set]])),
          ':v': before.version,
          ...(moves ? { ':zero': 0 } : {}),
        },
      },
    };
    await transact([update, ...(moves ? [anakExists(after.id_anak_rubrik)] : []), ...extra(after)], { refuse: stale });
    return after;
  },

  /**
   * Deletes an activity read as `before`, conditionally on its version and on no portfolio having
   * chosen it (WriteRefused('stale') otherwise).
   */
  async remove(before: KegiatanItem, extra: Extra<KegiatanItem> = none): Promise<void> {
    await transact(
      [
        {
          Delete: {
            TableName: tableName(),
            Key: ppkKeys.kegiatan(before.id_kegiatan_ppk),
            ConditionExpression: `version = :v AND ${NOT_CHOSEN}`,
            ExpressionAttributeValues: { ':v': before.version, ':zero': 0 },
          },
        },
        ...extra(before),
      ],
      { refuse: stale },
    );
  },
};
