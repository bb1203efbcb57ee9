/**
 * The verification queue's table reads: a queue partition's entries in time order (GSI4 the
 * university's, GSI2 a program's, GSI3 a sub-rubric's; shared/domain/status.ts `queueOfStatus`),
 * the page's portfolios, the names a queue row shows (one BatchGetItem), and the title index's
 * ranges (functions/lib/projections/queue-title.ts writes them). The rules (which partitions, how
 * many, the merge and the counts) are queue.ts's and queue-title.ts's.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { type Key, sortKeys } from '@functions/lib/entities/key';
import { masterKeys } from '@functions/lib/entities/master';
import { type PortofolioItem, portofolioKeys } from '@functions/lib/entities/portofolio';
import { ppkKeys } from '@functions/lib/entities/ppk';
import { rubrikKeys } from '@functions/lib/entities/rubrik';
import { searchKeys } from '@functions/lib/entities/search';
import { userKeys } from '@functions/lib/entities/users';
import { batchGet, projectionOf, tableName } from '@functions/lib/table';
import type { IndexName } from '@functions/lib/table-schema';
import type { VerificationQueue } from '@shared/domain/status';

/** Whose queue a partition holds: the university's, a program's, or one sub-rubric's. */
export type QueueOwner = { kind: 'all' } | { kind: 'prodi'; idProdi: number } | { kind: 'anak'; idAnak: number };

/** One queue partition to read. */
export interface Partition {
  index: IndexName;
  pk: string;
  /** Set when only some statuses of the partition's queue are asked for (status 3 alone). */
  only?: ReadonlySet<number>;
  /** Only these sub-rubrics' portfolios (a program's queue read for a verifier), with the share of the partition they are expected to be. */
  anak?: { ids: readonly number[]; share: number };
}

/** A queue entry: the portfolio, its queue time (`<updated_at>#<id>`), its titles, and the whole item when read in full. */
export interface Entry {
  id: number;
  time: string;
  judul?: string;
  judul_inggris?: string | null;
  item?: PortofolioItem;
}

/** A portfolio's place in the queues: the queue indexes' sort key. */
export const queueTime = (p: Pick<PortofolioItem, 'updated_at' | 'id_portofolio'>) => sortKeys.byTime(p.updated_at, p.id_portofolio);

/** The partition of one owner's queue. */
export function queuePartition(owner: QueueOwner, queue: VerificationQueue): Omit<Partition, 'only' | 'anak'> {
  if (owner.kind === 'all') return { index: 'GSI4', pk: portofolioKeys.portofolioByQueue(queue) };
  if (owner.kind === 'prodi') return { index: 'GSI2', pk: portofolioKeys.portofolioByProdiQueue(owner.idProdi, queue) };
  return { index: 'GSI3', pk: portofolioKeys.portofolioByAnakQueue(owner.idAnak, queue) };
}

const idOf = (pk: string) => Number(pk.slice(pk.indexOf('#') + 1));

/**
 * The first `limit` entries of a partition in time order. `full`: whole items (the index projects
 * every attribute, and a Query is charged for the whole item anyway), so a page needs no second
 * read; otherwise keys, time and titles only (the title search reads many and keeps few).
 */
export async function queueEntries(p: Partition, limit: number, newestFirst: boolean, full: boolean): Promise<Entry[]> {
  const out: Entry[] = [];
  let start: Record<string, unknown> | undefined;
  const names: Record<string, string> = { '#pk': `${p.index}PK` };
  const projected = ['PK', 'SK', '#sk', '#j', '#ji', '#st'];
  if (!full) Object.assign(names, { '#sk': `${p.index}SK`, '#j': 'judul', '#ji': 'judul_inggris', '#st': 'id_status_portofolio' });
  const values: Record<string, unknown> = { ':pk': p.pk };
  if (p.anak) {
    names['#ar'] = 'id_anak_rubrik';
    p.anak.ids.forEach((a, i) => {
      values[`:a${i}`] = a;
    });
  }
  // a filtered partition keeps about `share` of what it reads: ask for enough in one call
  const density = p.anak ? Math.max(p.anak.share, 0.01) : 1;
  do {
    const page = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: p.index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ...(p.anak ? { FilterExpression: `#ar IN (${p.anak.ids.map((_, i) => `:a${i}`).join(', ')})` } : {}),
        ...(full ? {} : { ProjectionExpression: projected.join(', ') }),
        ScanIndexForward: !newestFirst,
        Limit: Math.min(Math.ceil((limit - out.length) / density) + (p.only || p.anak ? 50 : 0), 1000),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (p.only && !p.only.has(Number(item.id_status_portofolio))) continue;
      out.push({
        id: idOf(String(item.PK)),
        time: String(item[`${p.index}SK`]),
        judul: item.judul as string | undefined,
        judul_inggris: item.judul_inggris as string | null | undefined,
        ...(full ? { item: item as PortofolioItem } : {}),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start && out.length < limit);
  return out.slice(0, limit);
}

/** The portfolios of these ids, in their order (one deleted meanwhile is left out). */
export async function portfoliosInOrder(ids: readonly number[]): Promise<PortofolioItem[]> {
  if (ids.length === 0) return [];
  const found = await batchGet<PortofolioItem>(ids.map((id) => portofolioKeys.portofolio(id)));
  const byId = new Map(found.map((p) => [p.id_portofolio, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a queue row names beside its portfolio (each item as `T`, the caller's shape of what it reads). */
export interface RowNames<T> {
  student: T | undefined;
  prodi: T | undefined;
  bidang: T | undefined;
  rubrik: T | undefined;
  anak: T | undefined;
  kegiatan: T | undefined;
}

/** The student, program, category, rubric, sub-rubric and internal activity of each portfolio, in ONE BatchGetItem. */
export async function rowNames<T extends { PK: string }>(items: readonly PortofolioItem[]): Promise<RowNames<T>[]> {
  const wanted = new Map<string, Key>();
  const want = (k: Key) => wanted.set(k.PK, k);
  for (const p of items) {
    want(userKeys.user(p.user_id));
    want(masterKeys.prodi(p.id_prodi));
    want(rubrikKeys.bidangPortofolio(p.id_bidang_portofolio));
    want(rubrikKeys.rubrik(p.id_rubrik));
    want(rubrikKeys.anakRubrik(p.id_anak_rubrik));
    if (p.id_kegiatan_ppk !== null) want(ppkKeys.kegiatan(p.id_kegiatan_ppk));
  }
  const found = wanted.size ? await batchGet<T>([...wanted.values()]) : [];
  const byPk = new Map(found.map((f) => [f.PK, f]));
  const of = (k: Key) => byPk.get(k.PK);
  return items.map((p) => ({
    student: of(userKeys.user(p.user_id)),
    prodi: of(masterKeys.prodi(p.id_prodi)),
    bidang: of(rubrikKeys.bidangPortofolio(p.id_bidang_portofolio)),
    rubrik: of(rubrikKeys.rubrik(p.id_rubrik)),
    anak: of(rubrikKeys.anakRubrik(p.id_anak_rubrik)),
    kegiatan: p.id_kegiatan_ppk === null ? undefined : of(ppkKeys.kegiatan(p.id_kegiatan_ppk)),
  }));
}

const TITLE_ATTRIBUTES = ['SK', 'id', 't', 'st', 'a', 'w', 'n'];

/** What a title index range read gives: its items (entries and count shards) and whether more were left. */
export interface TitleRead {
  items: Record<string, unknown>[];
  more: boolean;
}

/** One sort-key range of a partition (the table's, or GSI2's: the university's), up to `limit` items (all: undefined). */
async function readRange(pk: string, range: { from: string; to: string }, limit?: number, index?: 'GSI2'): Promise<TitleRead> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  const [pkName, skName] = index ? [`${index}PK`, `${index}SK`] : ['PK', 'SK'];
  do {
    const page = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${pkName} = :pk AND ${skName} BETWEEN :from AND :to`,
        ExpressionAttributeValues: { ':pk': pk, ':from': range.from, ':to': range.to },
        ...projectionOf(TITLE_ATTRIBUTES),
        ...(limit === undefined ? {} : { Limit: Math.min(limit - items.length, 1000) }),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start && (limit === undefined || items.length < limit));
  return { items, more: !!start };
}

/** The queue title index of a program (its word count shards sort before its entries, in queue order). */
export const titleIndex = {
  /** One word's count shards and entries, up to `limit` items (all: undefined). */
  word: (idProdi: number, word: string, limit?: number) =>
    readRange(searchKeys.queueTitleEntry(idProdi, word, '').PK, searchKeys.queueTitleWordRange(word), limit),
  /** Whether a longer word starts with `word`. */
  async hasLonger(idProdi: number, word: string): Promise<boolean> {
    const read = await readRange(searchKeys.queueTitleEntry(idProdi, word, '').PK, searchKeys.queueTitleLongerRange(word), 1);
    return read.items.length > 0;
  },
  /** Every entry of the words starting with `prefix`. */
  startingWith: (idProdi: number, prefix: string) =>
    readRange(searchKeys.queueTitleEntry(idProdi, prefix, '').PK, searchKeys.searchWordRange(prefix)),
};

/** The university's partition (GSI2) of a word's head. */
const universityOf = (word: string) => searchKeys.queueTitleEntryIndex(word, '').GSI2PK;

/** The queue title index of every program together: the university's partition of a word's head (GSI2). */
export const universityTitleIndex = {
  /** Every program's count shards of one word. */
  counts: (word: string) => readRange(universityOf(word), searchKeys.queueTitleCountRange(word), undefined, 'GSI2'),
  /** One word's first `limit` entries, in queue order. */
  entries: (word: string, limit: number) => readRange(universityOf(word), searchKeys.queueTitleEntryRange(word), limit, 'GSI2'),
  /** Whether a longer word starts with `word` in any program. */
  async hasLonger(word: string): Promise<boolean> {
    const read = await readRange(universityOf(word), searchKeys.queueTitleLongerRange(word), 1, 'GSI2');
    return read.items.length > 0;
  },
  /** Every entry (and count shard) of the words starting with `prefix`. */
  startingWith: (prefix: string) => readRange(universityOf(prefix), searchKeys.searchWordRange(prefix), undefined, 'GSI2'),
};
