/**
 * The name search of the student lists (the people list and the print list): the public search's
 * words and rule (shared/domain/search-terms.ts: normalised, every query word a prefix of some
 * word of the name or NIM), over every student of a program instead of the findable ones. Pure;
 * the index writer (functions/lib/projections/student-name.ts), the list and the tests share it.
 */
import { entryWords, type ParsedQuery, parseQuery, words } from './search-terms';

/**
 * At most this many words of a name get an entry: a rename or a program move deletes and puts a
 * student's entries in the user's own transaction (DynamoDB: at most 100 items), beside the public
 * search index (up to 80 items for a complete rename).
 */
export const STUDENT_NAME_MAX_WORDS = 6;

/** What the index keeps of a student: every word of NIM and name (to narrow a query) and the name words that get an entry. */
export interface StudentNameTerms {
  words: string[];
  entries: string[];
}

const DIGITS = /^\p{N}+$/u;

/** The words of NIM and name, and the name words indexed (two letters or more, no bare numbers), at most STUDENT_NAME_MAX_WORDS. */
export function studentNameTerms(nama: string | null | undefined, nim: string): StudentNameTerms {
  const name = words(nama ?? '').filter((w) => !DIGITS.test(w));
  return {
    words: [...new Set([...words(nim), ...words(nama ?? '')])],
    entries: entryWords(name, 'profile').slice(0, STUDENT_NAME_MAX_WORDS),
  };
}

/**
 * A name query: its words and the one whose entries are read (the longest word of two letters or
 * more that is not a number; a number narrows as a NIM prefix), or null when it has none: such a
 * query is answered by reading the program's students.
 */
export function parseNameQuery(text: string): ParsedQuery {
  const q = parseQuery(text, 'profile');
  const named = words(text).filter((w) => !DIGITS.test(w));
  const driver = named.length ? parseQuery(named.join(' '), 'profile').driver : null;
  return { words: q.words, driver };
}
