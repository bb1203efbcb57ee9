/**
 * The title search of the waiting queue through its word index (functions/lib/projections/
 * queue-title.ts; docs/decisions/0047-reads-at-scale.md): complete, whatever the queue's length.
 * Per program of the scope, the driver word (the query's longest indexable word) is read:
 * - one whole word, nothing else asked (the usual search): its count shards and its entries up to
 *   the page, in queue order, in one Query, and whether a longer word starts with it (a second
 *   Query, one item): when none does, the count is the total and the page is read;
 * - otherwise (more words, a word that begins longer words, status 3 alone, a verifier's
 *   sub-rubrics): every entry of the words starting with the driver, narrowed by the other words,
 *   the statuses and the sub-rubrics, and counted: what it reads is what matches the driver.
 * Every program at once (the super admin) reads the same in the university's partition of the
 * index (GSI2), whose count shards are every program's: the same calls whatever the number of programs.
 */
import type { QueueTitleEntry } from '@functions/lib/projections/queue-title';
import { parseTitleQuery } from '@shared/domain/queue-title';
import { matchesAll } from '@shared/domain/search-terms';
import { titleIndex, universityTitleIndex } from './repo';

/** What a title search asks of the index. */
export interface TitleSearch {
  /** The programs whose waiting portfolios are searched; 'all': every program, read in the university's partition. */
  programs: readonly number[] | 'all';
  text: string;
  /** Only these statuses of the waiting queue (status 3 alone); undefined: both. */
  only?: ReadonlySet<number> | undefined;
  /** Only these sub-rubrics (a verifier's); undefined: every one. */
  anak?: ReadonlySet<number> | undefined;
  /** Entries needed: the page's offset plus its size. */
  need: number;
}

/** The matching entries (queue order) the page needs, and how many match in all. */
export interface TitleMatches {
  entries: Pick<QueueTitleEntry, 'id' | 't'>[];
  total: number;
}

const isEntry = (item: Record<string, unknown>) => typeof item.id === 'number';
const entryOf = (item: Record<string, unknown>) => ({ id: Number(item.id), t: String(item.t) });

/** One program by one whole word: its count and the first `need` entries, or null when a longer word begins with it. */
async function countedWord(idProdi: number, word: string, need: number): Promise<TitleMatches | null> {
  // the count shards (at most STAT_SHARDS) sort before the entries: read them and `need` entries
  const [read, longer] = await Promise.all([titleIndex.word(idProdi, word, need + 10), titleIndex.hasLonger(idProdi, word)]);
  if (longer) return null;
  let items = read.items;
  if (read.more && items.filter(isEntry).length < need) items = (await titleIndex.word(idProdi, word)).items;
  const total = items.filter((i) => !isEntry(i)).reduce((n, i) => n + Number(i.n ?? 0), 0);
  return { entries: items.filter(isEntry).map(entryOf).slice(0, need), total: Math.max(0, total) };
}

/**
 * Every program by one whole word, in the university's partition: the count shards of every
 * program, the first `need` entries and whether a longer word begins with it, three Queries side by
 * side (null when a longer word does).
 */
async function countedWordOfUniversity(word: string, need: number): Promise<TitleMatches | null> {
  const [counts, read, longer] = await Promise.all([
    universityTitleIndex.counts(word),
    universityTitleIndex.entries(word, need),
    universityTitleIndex.hasLonger(word),
  ]);
  if (longer) return null;
  const total = counts.items.filter((i) => !isEntry(i)).reduce((n, i) => n + Number(i.n ?? 0), 0);
  return { entries: read.items.filter(isEntry).map(entryOf).slice(0, need), total: Math.max(0, total) };
}

/** One program (or every one: 'all'), every entry of the words starting with the driver, narrowed and counted. */
async function matching(idProdi: number | 'all', s: TitleSearch, queryWords: readonly string[], driver: string): Promise<TitleMatches> {
  const { items } = await (idProdi === 'all' ? universityTitleIndex.startingWith(driver) : titleIndex.startingWith(idProdi, driver));
  const seen = new Set<number>();
  const found: { id: number; t: string }[] = [];
  for (const item of items) {
    if (!isEntry(item) || seen.has(Number(item.id))) continue;
    if (s.only && !s.only.has(Number(item.st))) continue;
    if (s.anak && !s.anak.has(Number(item.a))) continue;
    if (!matchesAll(queryWords, (item.w as string[] | undefined) ?? [])) continue;
    seen.add(Number(item.id));
    found.push(entryOf(item));
  }
  found.sort((a, b) => a.t.localeCompare(b.t));
  return { entries: found, total: found.length };
}

/** The matches of a title search in queue order (oldest first), or null when the query has no indexable word. */
export async function searchTitles(s: TitleSearch): Promise<TitleMatches | null> {
  const q = parseTitleQuery(s.text);
  const driver = q.driver;
  if (driver === null) return null;
  const plain = q.words.length === 1 && !s.only && !s.anak;
  const counted = (p: number | 'all') => (p === 'all' ? countedWordOfUniversity(driver, s.need) : countedWord(p, driver, s.need));
  const perProgram = await Promise.all(
    (s.programs === 'all' ? (['all'] as const) : s.programs).map(
      async (p) => (plain ? await counted(p) : null) ?? (await matching(p, s, q.words, driver)),
    ),
  );
  const entries = perProgram.flatMap((m) => m.entries).sort((a, b) => a.t.localeCompare(b.t));
  return { entries: entries.slice(0, s.need), total: perProgram.reduce((n, m) => n + m.total, 0) };
}
