/**
 * The title search of the verification queue's waiting portfolios (functions/lib/projections/
 * queue-title.ts writes the word index, functions/domain/verifikasi/queue-title.ts reads it): the
 * public search's words and rule (shared/domain/search-terms.ts: normalised, every query word a
 * prefix of some title word), over the waiting queue of a program instead of the verified
 * portfolios. Pure; the writer, the reader and the tests share it.
 */
import { entryWords, parseQuery, words } from './search-terms';

/**
 * At most this many words of a portfolio's two titles get an entry: a title change of a waiting
 * portfolio deletes and puts its entries and moves their counts in the portfolio's own
 * transaction (DynamoDB: at most 100 items), beside the public index and the counters.
 */
export const QUEUE_TITLE_MAX_WORDS = 16;

/** What the index keeps of a portfolio's titles: every word (to narrow a query) and the words that get an entry. */
export interface QueueTitleTerms {
  words: string[];
  entries: string[];
}

/** The words of both titles and the ones indexed: the public search's indexable words (no stop words, no bare numbers), at most QUEUE_TITLE_MAX_WORDS. */
export function queueTitleTerms(judul: string, judulInggris: string | null | undefined): QueueTitleTerms {
  const all = words(`${judul} ${judulInggris ?? ''}`);
  return { words: all, entries: entryWords(all, 'portfolio').slice(0, QUEUE_TITLE_MAX_WORDS) };
}

/**
 * A title query: its words and the one whose entries are read (the longest indexable word), or
 * null when it has none (only stop words, numbers or one letter): such a query is answered by
 * reading the queue itself.
 */
export const parseTitleQuery = (text: string) => parseQuery(text, 'portfolio');
