/**
 * Search terms: how names, NIMs and portfolio titles become the words of the public search
 * index, and how a visitor's query is matched against them. Pure; used by the index writer
 * (functions/lib/projections/search-index.ts), the search service, and the tests.
 *
 * A word matches when the query word is a prefix of it, compared after normalising both:
 * Unicode NFKD, combining marks removed (accents), apostrophes removed (`Ma'ruf` is `maruf`),
 * case folded (`ß` is `ss`). Words are runs of letters and digits. Several query words narrow the result:
 * every one must match some word of the candidate.
 */

/** Words shorter than this get no index entry (they still narrow a query as a second word). */
export const MIN_INDEXED_LENGTH = 2;
/** Words are cut to this length in keys and stored word lists (DynamoDB keys stay small). */
export const MAX_WORD_LENGTH = 40;
/** At most this many index entries per portfolio (a title change stays one transaction). */
export const MAX_INDEXED_WORDS = 40;
/**
 * At most this many word entries per student (the NIM and the first name words): with the pair
 * entries, a complete rename (old entries deleted, new ones put) stays inside one transaction.
 */
export const MAX_PROFILE_WORDS = 12;
/** At most this many words of a query are considered. */
export const MAX_QUERY_WORDS = 8;
/** Length of the head that names an index partition (`SEARCH#P#<head>`). */
export const HEAD_LENGTH = 2;
/**
 * A student's pair entries join every two of the first this many indexed words (the NIM and
 * name words): at most 28 pairs, so a complete rename stays inside one transaction.
 */
export const MAX_PAIR_WORDS = 8;

/**
 * Short Indonesian and English function words of portfolio titles. They get no index entry of
 * their own (they would be the largest partitions and match nearly everything) but still narrow
 * a query. Names have no stop words (`bin`, `binti` are real parts of names).
 */
export const TITLE_STOP_WORDS: ReadonlySet<string> = new Set([
  'dan',
  'di',
  'ke',
  'dari',
  'yang',
  'untuk',
  'pada',
  'dalam',
  'atau',
  'dengan',
  'oleh',
  'the',
  'of',
  'and',
  'in',
  'on',
  'for',
  'at',
  'to',
  'an',
  'by',
  'with',
  'as',
  'or',
]);

const APOSTROPHES = /['\u2018\u2019\u02bc\u02b9`\u00b4]/g;
const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

/** NFKD, accents and apostrophes removed, lower case: `Ánggún Ma'ruf` → `anggun maruf`. */
export function normalise(text: string): string {
  // upper then lower case folds `ß` and `SS` alike; done twice because case mapping can yield
  // decomposable letters and decomposing can yield capitals (`ℌ` → `H`)
  const once = (s: string) => s.normalize('NFKD').replace(MARKS, '').toUpperCase().toLowerCase();
  return once(once(text)).replace(APOSTROPHES, '').normalize('NFC');
}

/** Cuts a word to at most `MAX_WORD_LENGTH` code points. */
function cut(word: string): string {
  const chars = Array.from(word);
  return chars.length > MAX_WORD_LENGTH ? chars.slice(0, MAX_WORD_LENGTH).join('') : word;
}

/** The distinct normalised words of a text, in order of first appearance. */
export function words(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of normalise(text).split(NOT_WORD)) {
    if (raw !== '') seen.add(cut(raw));
  }
  return [...seen];
}

const length = (word: string) => Array.from(word).length;

export type IndexKind = 'profile' | 'portfolio';

const NUMBER = /^\p{N}+$/u;

/**
 * True when a word gets an index entry of its own. In portfolio titles, stop words and bare
 * numbers (`2024`, `1` of `Juara 1`) do not: they would be huge ranges matching nearly every
 * title; they still narrow a query (`lomba 2024`). A student's NIM is a number and is indexed.
 */
export function isIndexable(word: string, kind: IndexKind): boolean {
  if (length(word) < MIN_INDEXED_LENGTH) return false;
  return kind === 'profile' || !(TITLE_STOP_WORDS.has(word) || NUMBER.test(word));
}

/**
 * What the index stores about one name or portfolio: `words`, every normalised word (for
 * narrowing), and `entries`, the words that get an entry (one item each) in the index.
 */
export interface IndexTerms {
  words: string[];
  entries: string[];
}

/** The words of a candidate that have an index entry (the same rule for writing and reading). */
export function entryWords(all: readonly string[], kind: IndexKind): string[] {
  return all.filter((w) => isIndexable(w, kind)).slice(0, kind === 'profile' ? MAX_PROFILE_WORDS : MAX_INDEXED_WORDS);
}

/** Terms of a student: the words of the name and the NIM. */
export function profileTerms(nama: string, nim: string): IndexTerms {
  const all = words(`${nim} ${nama}`);
  return { words: all, entries: entryWords(all, 'profile') };
}

/** Terms of a portfolio: the words of its Indonesian and English titles. */
export function portfolioTerms(judul: string, judulInggris: string | null | undefined): IndexTerms {
  const all = words(`${judul} ${judulInggris ?? ''}`);
  return { words: all, entries: entryWords(all, 'portfolio') };
}

/**
 * The pairs of a student's indexed words (`entries` of `profileTerms`): every two of the first
 * MAX_PAIR_WORDS, each once, the smaller word first. A query of two words reads the pairs of
 * those words instead of every entry of one of them (see `queryPair`).
 */
export function profilePairs(entries: readonly string[]): [string, string][] {
  const ws = entries.slice(0, MAX_PAIR_WORDS);
  const out: [string, string][] = [];
  for (let i = 0; i < ws.length; i++) {
    for (let j = i + 1; j < ws.length; j++) {
      const a = ws[i] as string;
      const b = ws[j] as string;
      out.push(a < b ? [a, b] : [b, a]);
    }
  }
  return out;
}

/**
 * The two query words a student search reads the pair entries of: the two longest indexable
 * words, leaving out a word that is a prefix of another query word (`budi bu`: any word matching
 * `budi` matches `bu`, and the two may be the same word of the name). Null when fewer than two
 * such words remain: the search then reads one word's entries.
 */
export function queryPair(q: ParsedQuery): [string, string] | null {
  const ws = [...new Set(q.words.filter((w) => isIndexable(w, 'profile')))];
  const distinct = ws.filter((w) => !ws.some((o) => o !== w && o.startsWith(w)));
  if (distinct.length < 2) return null;
  const [a, b] = [...distinct].sort((x, y) => length(y) - length(x) || (x < y ? -1 : 1));
  return [a as string, b as string];
}

/** The partition head of a word: its first `HEAD_LENGTH` code points. */
export function headOf(word: string): string {
  return Array.from(word).slice(0, HEAD_LENGTH).join('');
}

/** A parsed query: its words, and the one word whose index range is read (null: nothing to read). */
export interface ParsedQuery {
  words: string[];
  driver: string | null;
}

/**
 * Parses a query. The driver is the longest indexable word (the most selective range to read;
 * the first one on a tie); the other words narrow the candidates. A query with no indexable word
 * (only one-letter words or stop words) has no driver and finds nothing.
 */
export function parseQuery(text: string, kind: IndexKind): ParsedQuery {
  const all = words(text).slice(0, MAX_QUERY_WORDS);
  let driver: string | null = null;
  for (const w of all) {
    if (isIndexable(w, kind) && (driver === null || length(w) > length(driver))) driver = w;
  }
  return { words: all, driver };
}

/** True when every query word is a prefix of some candidate word. */
export function matchesAll(queryWords: readonly string[], candidateWords: readonly string[]): boolean {
  return queryWords.every((q) => candidateWords.some((w) => w.startsWith(q)));
}

/**
 * A candidate with several words starting with the driver (`Muhammad Mulyadi` for `mu`) has one
 * index entry per word; exactly one of them counts: the one of the smallest such word.
 */
export function isCanonicalEntry(entryWord: string, driver: string, candidateEntries: readonly string[]): boolean {
  for (const w of candidateEntries) {
    if (w < entryWord && w.startsWith(driver)) return false;
  }
  return entryWord.startsWith(driver);
}
