/**
 * Student portfolios. Every write of a portfolio is ONE function that builds ONE
 * TransactWriteItems list: the portfolio item first, then whatever must move with it (counters,
 * search-index items, the SKPI-request lock check), passed in or added here, so a portfolio and
 * what depends on it never disagree.
 *
 * Portfolios hang off the student's immutable user id (a NIM change moves nothing) and are listed
 * by category and date (GSI1), by prodi and status (GSI2, the admins' queues) and by sub-rubric
 * and status (GSI3, the verifiers' queues).
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { portfolioIndexChanges } from '@functions/domain/search/index-writer';
import { keys } from '@functions/lib/keys';
import { nextId, reserveIds } from '@functions/lib/sequence';
import { getItem, queryAll, tableName, transact } from '@functions/lib/table';

/** 1 Menunggu, 2 Terverifikasi, 3 Diubah, 4 Tertolak (spec: id_status_portofolio). */
export type StatusPortofolio = 1 | 2 | 3 | 4;

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

export interface PortofolioItem {
  id_portofolio: number;
  /** Owner (student's user id). */
  user_id: string;
  /** The owner's prodi when the portfolio was written (the verification queues of that prodi). */
  id_prodi: number;
  id_bidang_portofolio: number;
  id_rubrik: number;
  id_anak_rubrik: number;
  /** Set when the portfolio is an internal activity (kegiatan internal). */
  id_kegiatan_ppk: number | null;
  judul: string;
  judul_inggris: string | null;
  bobot_skp_portofolio: number;
  /** YYYY-MM-DD */
  tanggal_terbit: string;
  /** Object key of the evidence PDF in the documents bucket. */
  dokumen_portofolio: string | null;
  id_status_portofolio: StatusPortofolio;
  showed: boolean;
  /** Who verified or rejected it, and when (null while waiting). */
  verified_by: string | null;
  verified_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export type NewPortofolio = Omit<PortofolioItem, 'id_portofolio' | 'version' | 'created_at' | 'updated_at'>;

/** The GSI attributes of a portfolio (recomputed by every write that changes status, date or category). */
export function portofolioIndexAttributes(p: PortofolioItem) {
  return {
    GSI1PK: keys.portofolioByUser(p.user_id),
    GSI1SK: keys.portofolioUserSort(p.id_bidang_portofolio, p.tanggal_terbit, p.id_portofolio),
    GSI2PK: keys.portofolioByProdiStatus(p.id_prodi, p.id_status_portofolio),
    GSI2SK: keys.byTime(p.updated_at, p.id_portofolio),
    GSI3PK: keys.portofolioByAnakStatus(p.id_anak_rubrik, p.id_status_portofolio),
    GSI3SK: keys.byTime(p.updated_at, p.id_portofolio),
  };
}

/** A page-free list of one status queue, oldest change first (or newest first with `newestFirst`). */
interface QueueOptions {
  newestFirst?: boolean;
  limit?: number;
}

const SEQUENCE = 'portofolio';

export const portofolioRepo = {
  get: (id: number) => getItem<PortofolioItem>(keys.portofolio(id)),

  /** A student's portfolios by category then date; only one category when `idBidang` is given. */
  listOfUser: (userId: string, idBidang?: number) =>
    queryAll<PortofolioItem>({
      index: 'GSI1',
      pk: keys.portofolioByUser(userId),
      ...(idBidang === undefined ? {} : { skBeginsWith: keys.portofolioUserBidangPrefix(idBidang) }),
    }),

  listOfProdiStatus: (idProdi: number, status: StatusPortofolio, opts: QueueOptions = {}) =>
    queryAll<PortofolioItem>({ index: 'GSI2', pk: keys.portofolioByProdiStatus(idProdi, status), forward: !opts.newestFirst, limit: opts.limit }),

  listOfAnakStatus: (idAnak: number, status: StatusPortofolio, opts: QueueOptions = {}) =>
    queryAll<PortofolioItem>({ index: 'GSI3', pk: keys.portofolioByAnakStatus(idAnak, status), forward: !opts.newestFirst, limit: opts.limit }),

  /** The next id, for callers that must name the evidence's object key before creating it. */
  nextId: () => nextId(SEQUENCE),
  /** Reserves consecutive ids (bulk loads); returns the first. */
  reserveIds: (count: number) => reserveIds(SEQUENCE, count),

  /**
   * Creates a portfolio in one transaction with `extra` (items that must move with it).
   * `id` comes from `nextId()` when the caller named the document after it.
   */
  async create(input: NewPortofolio, opts: { id?: number; extra?: TransactItems; now?: string } = {}): Promise<PortofolioItem> {
    const now = opts.now ?? new Date().toISOString();
    const p: PortofolioItem = { ...input, id_portofolio: opts.id ?? (await nextId(SEQUENCE)), version: 1, created_at: now, updated_at: now };
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.portofolio(p.id_portofolio), ...portofolioIndexAttributes(p), type: 'portofolio', ...p },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...portfolioIndexChanges(null, p),
      ...(opts.extra ?? []),
    ]);
    return p;
  },
};
