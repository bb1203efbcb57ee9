/**
 * Internal activities (kegiatan internal, "ppk"): activities the university itself runs, attached to
 * a sub-rubric. A student who took part picks one instead of typing an external portfolio; its
 * title, English title and points fill the portfolio.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { keys } from '@functions/lib/keys';
import { nextId, reserveIds } from '@functions/lib/sequence';
import { batchGet, getItem, queryAll, tableName } from '@functions/lib/table';

export interface KegiatanItem {
  id_kegiatan_ppk: number;
  id_prodi: number;
  id_bidang_portofolio: number;
  id_rubrik: number;
  id_anak_rubrik: number;
  judul: string;
  judul_inggris: string | null;
  bobot_skp_portofolio: number;
  /** YYYY-MM-DD */
  tanggal_terbit: string;
  /** Object key of the activity's document in the documents bucket. */
  dokumen_ppk: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export type NewKegiatan = Omit<KegiatanItem, 'id_kegiatan_ppk' | 'version' | 'created_at' | 'updated_at'>;

const SEQUENCE = 'kegiatan_ppk';

export const ppkRepo = {
  get: (id: number) => getItem<KegiatanItem>(keys.kegiatan(id)),
  /** Several activities in one BatchGetItem; missing ones are left out. */
  getMany: (ids: readonly number[]) => batchGet<KegiatanItem>([...new Set(ids)].map((id) => keys.kegiatan(id))),
  listOfProdi: (idProdi: number) => queryAll<KegiatanItem>({ index: 'GSI1', pk: keys.kegiatanByProdi(idProdi) }),
  listOfAnak: (idAnak: number) => queryAll<KegiatanItem>({ index: 'GSI2', pk: keys.kegiatanByAnak(idAnak) }),

  /** The next id, for callers that must name the activity's document before creating it. */
  nextId: () => nextId(SEQUENCE),
  /** Reserves consecutive ids (bulk loads); returns the first. */
  reserveIds: (count: number) => reserveIds(SEQUENCE, count),

  /** Creates the activity (with `id_kegiatan_ppk` from `nextId()` when given, else a new one). */
  async create(input: NewKegiatan, id?: number): Promise<KegiatanItem> {
    const now = new Date().toISOString();
    const k: KegiatanItem = { ...input, id_kegiatan_ppk: id ?? (await nextId(SEQUENCE)), version: 1, created_at: now, updated_at: now };
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.kegiatan(k.id_kegiatan_ppk),
          GSI1PK: keys.kegiatanByProdi(k.id_prodi),
          GSI1SK: keys.byId(k.id_kegiatan_ppk),
          GSI2PK: keys.kegiatanByAnak(k.id_anak_rubrik),
          GSI2SK: keys.byId(k.id_kegiatan_ppk),
          type: 'kegiatan_ppk',
          ...k,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return k;
  },
};
