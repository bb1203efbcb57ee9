/**
 * Portfolio categories (bidang portofolio, university-wide), the rubrics of a study program per
 * category (with the minimum SKP a student must collect) and their sub-rubrics (anak rubrik, with
 * the maximum points one portfolio may earn and the sub-rubric's own minimum).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { keys } from '@functions/lib/keys';
import { nextId, reserveIds } from '@functions/lib/sequence';
import { batchGet, getItem, queryAll, tableName } from '@functions/lib/table';

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
  bobot_maksimal_skp_tiap_portofolio: number;
  syarat_minimal_skp: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export type NewBidangPortofolio = Pick<BidangPortofolioItem, 'urutan_di_skpi' | 'nama_bidang_portofolio' | 'nama_bidang_portofolio_inggris'>;
export type NewRubrik = Pick<RubrikItem, 'id_prodi' | 'id_bidang_portofolio' | 'nama_rubrik' | 'syarat_minimal_skp'>;
export type NewAnakRubrik = Pick<AnakRubrikItem, 'nama_anak_rubrik' | 'bobot_maksimal_skp_tiap_portofolio' | 'syarat_minimal_skp'>;

/** Id sequences of this module. */
const SEQ = { bidang: 'bidang', rubrik: 'rubrik', anak: 'anak_rubrik' } as const;

async function putNew(item: Record<string, unknown>): Promise<void> {
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
}

export const rubrikRepo = {
  /** Reserves consecutive ids (bulk loads); returns the first. Pass them to the create functions. */
  reserveIds: (kind: keyof typeof SEQ, count: number) => reserveIds(SEQ[kind], count),

  // --- bidang portofolio ---
  getBidang: (id: number) => getItem<BidangPortofolioItem>(keys.bidangPortofolio(id)),
  /** All categories in SKPI order. */
  listBidang: () => queryAll<BidangPortofolioItem>({ index: 'GSI1', pk: keys.bidangPortofolioList() }),

  async createBidang(input: NewBidangPortofolio, id?: number): Promise<BidangPortofolioItem> {
    const now = new Date().toISOString();
    const b: BidangPortofolioItem = {
      ...input,
      id_bidang_portofolio: id ?? (await nextId(SEQ.bidang)),
      version: 1,
      created_at: now,
      updated_at: now,
    };
    await putNew({
      ...keys.bidangPortofolio(b.id_bidang_portofolio),
      GSI1PK: keys.bidangPortofolioList(),
      GSI1SK: keys.byUrutan(b.urutan_di_skpi, b.id_bidang_portofolio),
      type: 'bidang_portofolio',
      ...b,
    });
    return b;
  },

  // --- rubrik ---
  getRubrik: (id: number) => getItem<RubrikItem>(keys.rubrik(id)),
  listRubrikOfProdiBidang: (idProdi: number, idBidang: number) =>
    queryAll<RubrikItem>({ index: 'GSI1', pk: keys.rubrikByProdiBidang(idProdi, idBidang) }),
  listRubrikOfProdi: (idProdi: number) => queryAll<RubrikItem>({ index: 'GSI2', pk: keys.rubrikByProdi(idProdi) }),

  async createRubrik(input: NewRubrik, id?: number): Promise<RubrikItem> {
    const now = new Date().toISOString();
    const r: RubrikItem = { ...input, id_rubrik: id ?? (await nextId(SEQ.rubrik)), version: 1, created_at: now, updated_at: now };
    await putNew({
      ...keys.rubrik(r.id_rubrik),
      GSI1PK: keys.rubrikByProdiBidang(r.id_prodi, r.id_bidang_portofolio),
      GSI1SK: keys.byId(r.id_rubrik),
      GSI2PK: keys.rubrikByProdi(r.id_prodi),
      GSI2SK: keys.byId(r.id_rubrik),
      type: 'rubrik',
      ...r,
    });
    return r;
  },

  // --- anak rubrik ---
  getAnak: (id: number) => getItem<AnakRubrikItem>(keys.anakRubrik(id)),
  /** Several sub-rubrics in one BatchGetItem (a page of portfolios names theirs); missing ones are left out. */
  getAnakMany: (ids: readonly number[]) => batchGet<AnakRubrikItem>([...new Set(ids)].map((id) => keys.anakRubrik(id))),
  listAnakOfRubrik: (idRubrik: number) => queryAll<AnakRubrikItem>({ index: 'GSI1', pk: keys.anakByRubrik(idRubrik) }),
  listAnakOfProdi: (idProdi: number) => queryAll<AnakRubrikItem>({ index: 'GSI2', pk: keys.anakByProdi(idProdi) }),

  /** Adds a sub-rubric to a rubric; prodi and category are copied from the rubric. */
  async createAnak(
    rubrik: Pick<RubrikItem, 'id_rubrik' | 'id_prodi' | 'id_bidang_portofolio'>,
    input: NewAnakRubrik,
    id?: number,
  ): Promise<AnakRubrikItem> {
    const now = new Date().toISOString();
    const a: AnakRubrikItem = {
      ...input,
      id_anak_rubrik: id ?? (await nextId(SEQ.anak)),
      id_rubrik: rubrik.id_rubrik,
      id_prodi: rubrik.id_prodi,
      id_bidang_portofolio: rubrik.id_bidang_portofolio,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    await putNew({
      ...keys.anakRubrik(a.id_anak_rubrik),
      GSI1PK: keys.anakByRubrik(a.id_rubrik),
      GSI1SK: keys.byId(a.id_anak_rubrik),
      GSI2PK: keys.anakByProdi(a.id_prodi),
      GSI2SK: keys.byId(a.id_anak_rubrik),
      type: 'anak_rubrik',
      ...a,
    });
    return a;
  },
};
