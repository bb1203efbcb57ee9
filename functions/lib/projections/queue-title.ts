/**
 * The verification queue's title index (docs/data-model.md "Queue title index"): while a portfolio
 * waits for a verifier (status 1 or 3), each indexed word of its two titles
 * (shared/domain/queue-title.ts) has one entry in its program's partition of the word's head,
 * sorted by word and then by the queue's time (`<updated_at>#<id>`), and each word a count of the
 * program's waiting portfolios having it, split in shards like the program counters (counters.ts).
 * A title search of one word reads the word's count shards and then its entries up to the page,
 * in queue order, in one Query: what it costs does not depend on the queue's length.
 *
 * An entry carries what the search filters on (status, sub-rubric, every word of both titles),
 * so a page needs no read beyond the entries and the page's portfolios. Entries and count shards
 * also sit in the university's partition of the word's head (GSI2), for the super admin's search
 * of every program in one partition.
 */
import { sortKeys } from '@functions/lib/entities/key';
import { searchKeys } from '@functions/lib/entities/search';
import { type TransactItem, tableName } from '@functions/lib/table';
import { queueTitleTerms } from '@shared/domain/queue-title';
import { isAwaitingVerification } from '@shared/domain/status';
import { type CounterAdd, counterItems, randomShard } from './counters';

/** What the title index needs of a portfolio. */
export interface QueueTitleSource {
  id_portofolio: number;
  id_prodi: number;
  id_anak_rubrik: number;
  id_status_portofolio: number;
  judul: string;
  judul_inggris: string | null;
  updated_at: string;
}

/** An entry as stored. */
export interface QueueTitleEntry {
  PK: string;
  SK: string;
  /** The portfolio. */
  id: number;
  /** Its queue time, `<updated_at>#<id>` (the queue indexes' sort key). */
  t: string;
  st: number;
  a: number;
  /** Every normalised word of both titles. */
  w: string[];
  /** Its place in the university's partition of the word's head (searchKeys.queueTitleEntryIndex). */
  GSI2PK: string;
  GSI2SK: string;
}

/** Only waiting portfolios are in the index. */
export const isQueueTitleIndexed = (p: QueueTitleSource | null | undefined): p is QueueTitleSource =>
  !!p && isAwaitingVerification(p.id_status_portofolio);

/** A portfolio's entries (none unless it waits). */
export function queueTitleEntries(p: QueueTitleSource | null | undefined): QueueTitleEntry[] {
  if (!isQueueTitleIndexed(p)) return [];
  const terms = queueTitleTerms(p.judul, p.judul_inggris);
  const t = sortKeys.byTime(p.updated_at, p.id_portofolio);
  return terms.entries.map((word) => ({
    ...searchKeys.queueTitleEntry(p.id_prodi, word, t),
    id: p.id_portofolio,
    t,
    st: p.id_status_portofolio,
    a: p.id_anak_rubrik,
    w: terms.words,
    ...searchKeys.queueTitleEntryIndex(word, t),
  }));
}

/** A count shard's places in the program's list of counts (GSI1) and in the university's partition (GSI2). */
export const queueTitleCountKeys = (idProdi: number, word: string, shard: number): Record<string, string> => ({
  GSI1PK: searchKeys.queueTitleCountsOfProdi(idProdi),
  GSI1SK: `${word}#${shard}`,
  ...searchKeys.queueTitleCountIndex(idProdi, word, shard),
});

/** What a count shard carries beside its count. */
export const queueTitleCountLabels = (idProdi: number, word: string, shard: number): Record<string, string> => ({
  ...queueTitleCountKeys(idProdi, word, shard),
  type: 'queue-title-count',
});

/** What the word counts need of a portfolio (the counter rebuild counts them too). */
export type QueueTitleCounted = Pick<QueueTitleSource, 'id_prodi' | 'id_status_portofolio' | 'judul' | 'judul_inggris'>;

/** The word counts a portfolio adds (sign 1) or takes away (-1) on one shard. */
export function queueTitleCountAdds(p: QueueTitleCounted | null | undefined, sign: 1 | -1, shard: number): CounterAdd[] {
  if (!p || !isAwaitingVerification(p.id_status_portofolio)) return [];
  return queueTitleTerms(p.judul, p.judul_inggris).entries.map((word) => ({
    key: searchKeys.queueTitleCount(p.id_prodi, word, shard),
    counters: { n: sign },
    labels: queueTitleCountLabels(p.id_prodi, word, shard),
  }));
}

const id = (k: { PK: string; SK: string }) => `${k.PK}\u0000${k.SK}`;

/**
 * The items a portfolio write derives for the title index: the entries it no longer has deleted,
 * the ones it has put (an entry that stays the same is left alone), and the word counts moved, on
 * `shard`: the program counters' shard of the same write, so two writes that meet on a word's
 * count already meet on their program's counters (the counts add no new conflict).
 */
export function queueTitleChanges(
  before: QueueTitleSource | null | undefined,
  after: QueueTitleSource | null | undefined,
  shard = randomShard(),
): TransactItem[] {
  const was = new Map(queueTitleEntries(before).map((e) => [id(e), e]));
  const is = new Map(queueTitleEntries(after).map((e) => [id(e), e]));
  const out: TransactItem[] = [];
  for (const [k, e] of was) if (!is.has(k)) out.push({ Delete: { TableName: tableName(), Key: { PK: e.PK, SK: e.SK } } });
  for (const [k, e] of is) {
    const old = was.get(k);
    if (old && old.st === e.st && old.a === e.a && old.w.join(' ') === e.w.join(' ')) continue;
    out.push({ Put: { TableName: tableName(), Item: { ...e, type: 'queue-title' } } });
  }
  out.push(...counterItems([...queueTitleCountAdds(before, -1, shard), ...queueTitleCountAdds(after, 1, shard)]));
  return out;
}
