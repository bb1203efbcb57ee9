/**
 * The derived index items the reads search instead of scanning (docs/decisions/0014, 0051): the
 * public search (`SEARCH#P#`, `SEARCH#PP#`, `SEARCH#F#`, `SEARCH#PAIRS`, `SEARCH#HIDDEN`, and in the
 * student's partition `PUBLIC#IDENTITY`, `PUBLIC#PORTO`; functions/lib/projections/search-index.ts),
 * the verification queue's title index (`QJUDUL#<p>#<head>`, GSI2 `QJUDUL#SEMUA#<head>`; projections/queue-title.ts) and the
 * student lists' name index (`NAMA#<head>`, GSI1 `NAMA#<p>#<head>`; projections/student-name.ts).
 * `head` is a word's first two letters (shared/domain/search-terms.ts `headOf`).
 */

import { headOf } from '@shared/domain/search-terms';
import { type Key, pad } from './key';

export const searchKeys = {
  /** Partition of the index words starting with `head` (2 letters): P = students, F = portfolios. */
  searchPartition: (kind: 'profile' | 'portfolio', head: string) => `SEARCH#${kind === 'profile' ? 'P' : 'F'}#${head}`,
  /** One entry per indexed word of a student (name words and NIM): by word, then NIM. */
  searchProfileEntry: (head: string, word: string, nim: string): Key => ({ PK: `SEARCH#P#${head}`, SK: `${word}#${nim.toUpperCase()}` }),
  /**
   * One entry per pair of a student's indexed words (`x` < `y`): partition by both heads, then
   * by the pair and NIM, so a two-word query reads only the students having both words.
   */
  searchPairPartition: (headX: string, headY: string) => `SEARCH#PP#${headX}#${headY}`,
  searchPairEntry: (x: string, y: string, nim: string): Key => ({
    PK: `SEARCH#PP#${headOf(x)}#${headOf(y)}`,
    SK: `${x}#${y}#${nim.toUpperCase()}`,
  }),
  /** Students with more indexed words than pair entries cover: attribute `u<ulid>` per student. */
  searchLongNames: (): Key => ({ PK: 'SEARCH#PAIRS', SK: 'LONG' }),
  searchLongNameAttribute: (userId: string) => `u${userId}`,
  /** One entry per indexed word of a portfolio's two titles: by word, then portfolio id. */
  searchPortfolioEntry: (head: string, word: string, idPortofolio: number): Key => ({
    PK: `SEARCH#F#${head}`,
    SK: `${word}#${pad(idPortofolio, 10)}`,
  }),
  /**
   * Sort-key range of the entries whose word starts with `prefix`, for `SK BETWEEN :from AND :to`
   * (U+10FFFF sorts after every character; DynamoDB Local reads the whole partition for
   * `begins_with`, but seeks for BETWEEN).
   */
  searchWordRange: (prefix: string) => ({ from: prefix, to: `${prefix}\u{10FFFF}` }),
  /**
   * The verification queue's title index (functions/lib/projections/queue-title.ts): one entry per
   * indexed title word of a waiting portfolio, in its program's partition of the word's head, by
   * word and then queue time, so one word's entries read in queue order.
   */
  queueTitleEntry: (idProdi: number, word: string, time: string): Key => ({ PK: `QJUDUL#${idProdi}#${headOf(word)}`, SK: `${word}#${time}` }),
  /** A word's count of waiting portfolios in a program, split in shards (counters.ts): sorts just before the word's entries ('!' < '#'). */
  queueTitleCount: (idProdi: number, word: string, shard: number): Key => ({
    PK: `QJUDUL#${idProdi}#${headOf(word)}`,
    SK: `${word}!N#${pad(shard, 2)}`,
  }),
  /** The sort-key range of one word's count shards and entries (and no longer word's). */
  queueTitleWordRange: (word: string) => ({ from: `${word}!`, to: `${word}#\u{10FFFF}` }),
  /** The sort-key range of the words that start with `word` and are longer (letters and digits sort after '!' and '#'). */
  queueTitleLongerRange: (word: string) => ({ from: `${word}0`, to: `${word}\u{10FFFF}` }),
  /** GSI1 of the count shards: a program's word counts, for the counter rebuild. */
  queueTitleCountsOfProdi: (idProdi: number) => `QJUDUL#${idProdi}#N`,
  /**
   * GSI2 of the entries and count shards: the university's partition of the word's head, the
   * entries by word then queue time, each program's count shards of a word just before them
   * (`<word>!N#<program>#<shard>`), so the university's title search reads the same ranges as a
   * program's, in one partition whatever the number of programs.
   */
  queueTitleEntryIndex: (word: string, time: string) => ({ GSI2PK: `QJUDUL#SEMUA#${headOf(word)}`, GSI2SK: `${word}#${time}` }),
  queueTitleCountIndex: (idProdi: number, word: string, shard: number) => ({
    GSI2PK: `QJUDUL#SEMUA#${headOf(word)}`,
    GSI2SK: `${word}!N#${pad(idProdi)}#${pad(shard, 2)}`,
  }),
  /** The sort-key range of one word's count shards alone (every program's, in the university's partition). */
  queueTitleCountRange: (word: string) => ({ from: `${word}!`, to: `${word}!\u{10FFFF}` }),
  /** The sort-key range of one word's entries alone. */
  queueTitleEntryRange: (word: string) => ({ from: `${word}#`, to: `${word}#\u{10FFFF}` }),
  /**
   * The student lists' name index (functions/lib/projections/student-name.ts): one entry per
   * indexed name word of a student, in the university's partition of the word's head, by word and
   * then user id (so a new NIM or program changes no key: a move puts the entries again, deleting
   * none); GSI1 holds the same entry in the program's partition (none without a program).
   */
  studentNameEntry: (word: string, userId: string): Key => ({ PK: `NAMA#${headOf(word)}`, SK: `${word}#${userId}` }),
  studentNamePartition: (head: string) => `NAMA#${head}`,
  /** GSI1 of an entry: its program's partition of the word's head (sort key as the entry's SK). */
  studentNameOfProdi: (idProdi: number, head: string) => `NAMA#${idProdi}#${head}`,
  /** A student's public portfolios (verified and shown) in one item: attribute `p<id>` per portfolio. */
  publicPortfolios: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PUBLIC#PORTO' }),
  publicPortfolioAttribute: (idPortofolio: number) => `p${idPortofolio}`,
  /** A findable student's public identity (NIM, name): exists exactly while the student is findable. */
  publicIdentity: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PUBLIC#IDENTITY' }),
  /** The students hidden from the public after being findable (deactivated): a string set `uids`. */
  searchHiddenOwners: (): Key => ({ PK: 'SEARCH#HIDDEN', SK: 'OWNERS' }),
} as const;
