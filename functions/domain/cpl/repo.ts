/**
 * Graduate learning outcomes (CPL) of a study program: categories (bidang CPL, e.g. Sikap,
 * Pengetahuan), their items, and the sub-points of an item. A point lives in its item's
 * partition, so one Query reads an item with all its points.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { keys } from '@functions/lib/keys';
import { nextId, reserveIds } from '@functions/lib/sequence';
import { getItem, queryAll, tableName } from '@functions/lib/table';

export interface BidangCplItem {
  id_bidang_cpl: number;
  id_prodi: number;
  urutan_di_skpi: number;
  nama_bidang_cpl_indonesia: string;
  nama_bidang_cpl_inggris: string;
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

/** Id sequences of this module. */
const SEQ = { bidang: 'bidang_cpl', cpl: 'cpl', point: 'point_cpl' } as const;

async function putNew(item: Record<string, unknown>): Promise<void> {
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
}

const byUrutan = <T extends { urutan_di_skpi: number }>(a: T, b: T) => a.urutan_di_skpi - b.urutan_di_skpi;

export const cplRepo = {
  /** Reserves consecutive ids (bulk loads); returns the first. Pass them to the create functions. */
  reserveIds: (kind: keyof typeof SEQ, count: number) => reserveIds(SEQ[kind], count),

  // --- bidang CPL ---
  getBidangCpl: (id: number) => getItem<BidangCplItem>(keys.bidangCpl(id)),
  /** A prodi's categories in SKPI order. */
  listBidangCplOfProdi: (idProdi: number) => queryAll<BidangCplItem>({ index: 'GSI1', pk: keys.bidangCplByProdi(idProdi) }),

  async createBidangCpl(input: NewBidangCpl, id?: number): Promise<BidangCplItem> {
    const now = new Date().toISOString();
    const b: BidangCplItem = { ...input, id_bidang_cpl: id ?? (await nextId(SEQ.bidang)), version: 1, created_at: now, updated_at: now };
    await putNew({
      ...keys.bidangCpl(b.id_bidang_cpl),
      GSI1PK: keys.bidangCplByProdi(b.id_prodi),
      GSI1SK: keys.byUrutan(b.urutan_di_skpi, b.id_bidang_cpl),
      type: 'bidang_cpl',
      ...b,
    });
    return b;
  },

  // --- CPL items ---
  /** An item with its points (one Query of the item's partition), points in SKPI order. */
  async getCpl(id: number): Promise<CplWithPoints | undefined> {
    const items = await queryAll<Record<string, unknown> & { SK: string }>({ pk: keys.cpl(id).PK });
    const head = items.find((i) => i.SK === keys.cpl(id).SK) as CplItem | undefined;
    if (!head) return undefined;
    const points = items.filter((i) => i.SK.startsWith(keys.cplPointPrefix())) as unknown as CplPointItem[];
    return { ...head, point_cpl: points.sort(byUrutan) };
  },
  /** The items of a category in SKPI order (without points). */
  listCplOfBidang: (idBidangCpl: number) => queryAll<CplItem>({ index: 'GSI1', pk: keys.cplByBidang(idBidangCpl) }),

  async createCpl(bidang: Pick<BidangCplItem, 'id_bidang_cpl' | 'id_prodi'>, input: NewCpl, id?: number): Promise<CplItem> {
    const now = new Date().toISOString();
    const c: CplItem = {
      ...input,
      id_cpl: id ?? (await nextId(SEQ.cpl)),
      id_prodi: bidang.id_prodi,
      id_bidang_cpl: bidang.id_bidang_cpl,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    await putNew({
      ...keys.cpl(c.id_cpl),
      GSI1PK: keys.cplByBidang(c.id_bidang_cpl),
      GSI1SK: keys.byUrutan(c.urutan_di_skpi, c.id_cpl),
      type: 'cpl',
      ...c,
    });
    return c;
  },

  // --- CPL points ---
  async listPointsOfCpl(idCpl: number): Promise<CplPointItem[]> {
    const points = await queryAll<CplPointItem>({ pk: keys.cpl(idCpl).PK, skBeginsWith: keys.cplPointPrefix() });
    return points.sort(byUrutan);
  },

  async createCplPoint(idCpl: number, input: NewCplPoint, id?: number): Promise<CplPointItem> {
    const now = new Date().toISOString();
    const p: CplPointItem = { ...input, id_point_cpl: id ?? (await nextId(SEQ.point)), id_cpl: idCpl, version: 1, created_at: now, updated_at: now };
    await putNew({ ...keys.cplPoint(idCpl, p.id_point_cpl), type: 'point_cpl', ...p });
    return p;
  },
};
