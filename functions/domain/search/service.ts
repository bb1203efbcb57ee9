/**
 * Public search and profiles. What a visitor may see: active students, and only portfolios that
 * are verified (status 2) and shown; never a private field.
 *
 * Paging: a page reads the index range of the query's most selective word only as far as it
 * needs: the results up to the current page plus SEARCH_LOOKAHEAD_PAGES more (and one beyond, to
 * know whether more exist). So `last_page` is exact whenever the results end within that window,
 * and the cost of a page depends on the page number, never on the number of students. Counting
 * every match of a common word ("muhammad", "2021") would read thousands of entries per request.
 */

import { usersRepo } from '@functions/domain/users/repo';
import { NotFound } from '@functions/lib/domain-errors';
import { documentUrl } from '@functions/lib/files';
import { isProfileIndexed, type PortfolioEntry, type ProfileEntry, type PublicIdentity } from '@functions/lib/projections/search-index';
import { type profilPublik, SEARCH_LOOKAHEAD_PAGES, SEARCH_MAX_RESULTS, type searchPage, type searchResultUser } from '@shared/api/search';
import {
  entryWords,
  headOf,
  type IndexKind,
  isCanonicalEntry,
  isIndexable,
  matchesAll,
  type ParsedQuery,
  parseQuery,
  queryPair,
} from '@shared/domain/search-terms';
import { SEARCH_MSG } from '@shared/messages/search';
import type { z } from 'zod';
import { type EntryOf, mahasiswaRepo, type PublicPortfolioView } from './repo';

type SearchPage = z.output<typeof searchPage>;
type ResultUser = z.output<typeof searchResultUser>;

/** At most this many index entries are read for one request (multi-word queries filter them). */
const MAX_ENTRIES_READ = 3000;
const MIN_CHUNK = 50;
const MAX_CHUNK = 1000;
/** A multi-word query probes the ranges of at most this many of its words, this far. */
const MAX_PROBES = 3;
const PROBE_LIMIT = 30;

interface Collected<E> {
  matches: E[];
  /** True when the whole range was read: the count is exact. */
  exhausted: boolean;
}

/** The entries of `driver`'s range that count: one per candidate, matching every query word. */
function counting<E extends { SK: string; w: string[] }>(kind: IndexKind, words: readonly string[], driver: string, entries: E[]): E[] {
  return entries.filter((e) => {
    const word = e.SK.slice(0, e.SK.lastIndexOf('#'));
    return isCanonicalEntry(word, driver, entryWords(e.w, kind)) && matchesAll(words, e.w);
  });
}

/**
 * Reads a driver word's range in key order and keeps the entries that count, accepted by
 * `accept` (for portfolios: the owner is findable), until `need` of them or the end.
 *
 * One indexable word: that word's range. Several: the ranges of the (up to three) longest are
 * probed in parallel; a probe that reached the end of its range holds every match (each match is
 * in every word's range), otherwise the word whose probe matched most is the driver (the fewest
 * entries to read per result: `science` beats `competition` for "competition sci").
 */
async function collect<K extends IndexKind>(
  kind: K,
  q: ParsedQuery,
  need: number,
  accept: (entries: EntryOf<K>[]) => Promise<EntryOf<K>[]>,
): Promise<Collected<EntryOf<K>>> {
  const candidates = [...new Set(q.words.filter((w) => isIndexable(w, kind)))]
    .sort((a, b) => Array.from(b).length - Array.from(a).length)
    .slice(0, MAX_PROBES);
  const first = candidates[0];
  if (first === undefined) return { matches: [], exhausted: true };
  const narrowing = q.words.length > 1;
  let driver = first;
  let start: Record<string, unknown> | undefined;
  let read = 0;
  let matches: EntryOf<K>[] = [];

  if (candidates.length > 1) {
    const probes = await Promise.all(
      candidates.map(async (word) => {
        const page = await mahasiswaRepo.readRange(kind, headOf(word), word, Math.min(need + 10, PROBE_LIMIT));
        return { word, page, counted: counting(kind, q.words, word, page.entries) };
      }),
    );
    read = probes.reduce((n, p) => n + p.page.entries.length, 0);
    const complete = probes.filter((p) => !p.page.next).sort((a, b) => a.page.entries.length - b.page.entries.length)[0];
    if (complete) return { matches: (await accept(complete.counted)).slice(0, need), exhausted: true };
    const best = probes.reduce((a, b) => (b.counted.length > a.counted.length ? b : a));
    driver = best.word;
    start = best.page.next;
    matches = await accept(best.counted);
    if (matches.length >= need) return { matches: matches.slice(0, need), exhausted: false };
  }

  do {
    const missing = need - matches.length;
    const limit = Math.min(MAX_ENTRIES_READ - read, Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, (narrowing ? 4 : 1) * missing + 10)));
    const page = await mahasiswaRepo.readRange(kind, headOf(driver), driver, limit, start);
    read += page.entries.length;
    start = page.next;
    matches.push(...(await accept(counting(kind, q.words, driver, page.entries))));
  } while (start && matches.length < need && read < MAX_ENTRIES_READ);
  return { matches: matches.slice(0, need), exhausted: !start };
}

type StudentMatch = Pick<ProfileEntry, 'uid' | 'nim' | 'nama'>;

/**
 * A student search of two or more words reads the pair entries of its two chosen words
 * (`queryPair`) in both orders, since a pair is stored smaller word first: first the pairs whose
 * first word starts with `a` and whose second starts with `b`, then the other way round. Each
 * range holds only students having both words (plus the other words of the same heads, left out
 * here), so the entries read per result do not grow with the number of students. Last, the
 * long-name students, whose pairs do not join every word, are checked in memory.
 */
async function collectPairs(q: ParsedQuery, [a, b]: [string, string], need: number): Promise<Collected<StudentMatch>> {
  const longNames = mahasiswaRepo.longNames();
  longNames.catch(() => undefined); // awaited below; a failure surfaces there
  const seen = new Set<string>();
  const matches: StudentMatch[] = [];
  let read = 0;
  for (const [first, second] of [
    [a, b],
    [b, a],
  ] as const) {
    let start: Record<string, unknown> | undefined;
    do {
      const limit = Math.min(MAX_ENTRIES_READ - read, Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, 2 * (need - matches.length) + 10)));
      const page = await mahasiswaRepo.readPairRange(headOf(first), headOf(second), first, limit, start);
      read += page.entries.length;
      start = page.next;
      for (const e of page.entries) {
        const y = e.SK.split('#')[1] ?? '';
        if (y.startsWith(second) && !seen.has(e.uid) && matchesAll(q.words, e.w)) {
          seen.add(e.uid);
          matches.push(e);
        }
      }
    } while (start && matches.length < need && read < MAX_ENTRIES_READ);
    if (start || matches.length >= need) return { matches: matches.slice(0, need), exhausted: false };
  }
  for (const u of await longNames) {
    if (!seen.has(u.uid) && matchesAll(q.words, u.w)) matches.push(u);
  }
  return { matches: matches.slice(0, need), exhausted: true };
}

interface Window {
  /** Entries to collect: the results through the lookahead window, plus one. */
  need: number;
  /** The last page the window covers. */
  windowPages: number;
  /** True when the window stops at SEARCH_MAX_RESULTS. */
  capped: boolean;
}

function windowOf(page: number, size: number): Window {
  const maxPages = Math.max(1, Math.floor(SEARCH_MAX_RESULTS / size));
  const windowPages = Math.min(page + SEARCH_LOOKAHEAD_PAGES, maxPages);
  return { need: windowPages * size + 1, windowPages, capped: windowPages === maxPages };
}

function pageOf(results: ResultUser[], found: Collected<unknown>, page: number, size: number, w: Window): SearchPage {
  const total = Math.min(found.matches.length, w.windowPages * size);
  const beyond = found.matches.length >= w.need;
  let lastPage: number;
  let hasMore: boolean;
  if (beyond) {
    lastPage = w.windowPages;
    hasMore = !w.capped;
  } else {
    lastPage = Math.max(1, Math.ceil(total / size));
    hasMore = !found.exhausted;
    if (hasMore) lastPage = Math.max(lastPage, Math.min(page, w.windowPages));
  }
  return { data: results, current_page: page, last_page: lastPage, per_page: size, total, has_more: hasMore };
}

const emptyPage = (page: number, size: number): SearchPage => ({
  data: [],
  current_page: page,
  last_page: 1,
  per_page: size,
  total: 0,
  has_more: false,
});

export const mahasiswaService = {
  /** Students whose NIM or name words start with the query words. */
  async searchProfiles(text: string, page: number, size: number): Promise<SearchPage> {
    const q = parseQuery(text, 'profile');
    if (!q.driver) return emptyPage(page, size);
    const w = windowOf(page, size);
    const pair = queryPair(q);
    const found: Collected<StudentMatch> = pair ? await collectPairs(q, pair, w.need) : await collect('profile', q, w.need, async (e) => e);
    const rows = found.matches.slice((page - 1) * size, page * size);
    const portfolios = rows.length ? await mahasiswaRepo.publicPortfolios(rows.map((e) => e.uid)) : new Map<string, PublicPortfolioView[]>();
    const results = rows.map((e) => ({
      nim: e.nim,
      nama: e.nama,
      portofolio: (portfolios.get(e.uid) ?? []).map((p) => ({ judul: p.judul, judul_inggris: p.judul_inggris })),
    }));
    return pageOf(results, found, page, size, w);
  },

  /** Verified, shown portfolios of active students whose titles' words start with the query words. */
  async searchPortfolios(text: string, page: number, size: number): Promise<SearchPage> {
    const q = parseQuery(text, 'portfolio');
    if (!q.driver) return emptyPage(page, size);
    const w = windowOf(page, size);
    // read beside the range: the owners hidden since their portfolios were indexed
    const hidden = mahasiswaRepo.hiddenOwners();
    hidden.catch(() => undefined); // awaited below; a failure surfaces there, not as an unhandled rejection
    const found = await collect('portfolio', q, w.need, async (entries: PortfolioEntry[]) => {
      const out = await hidden;
      return out.size === 0 ? entries : entries.filter((e) => !out.has(e.uid));
    });
    const rows = found.matches.slice((page - 1) * size, page * size);
    const owners = rows.length ? await mahasiswaRepo.identities(rows.map((e) => e.uid)) : new Map<string, PublicIdentity>();
    const results = rows.flatMap((e) => {
      const u = owners.get(e.uid);
      // an owner without identity was removed since (its portfolios go with it): not shown
      return u ? [{ nim: u.nim, nama: u.nama, portofolio: [{ judul: e.judul, judul_inggris: e.judul_inggris }] }] : [];
    });
    return pageOf(results, found, page, size, w);
  },

  /** The public profile of an active student; 404 for an unknown, inactive or not yet activated NIM. */
  async profile(nim: string): Promise<z.output<typeof profilPublik>> {
    const userId = await mahasiswaRepo.userIdByNim(nim);
    const [user, cards] = userId ? await Promise.all([usersRepo.getById(userId), mahasiswaRepo.publicPortfolios([userId])]) : [];
    if (!userId || !user || !isProfileIndexed(user)) throw new NotFound(SEARCH_MSG.studentNotFound);
    const portfolios = cards?.get(userId) ?? [];
    const foto = user.foto_profil ? await documentUrl(user.foto_profil) : null;
    return {
      biodata: { nama: user.nama, nim: user.nim, bio: user.bio ?? null, foto_profil: foto },
      sosmed: (user.sosmed ?? []).map((s) => ({ jenis_sosmed: s.jenis_sosmed, nama: s.nama, link_sosmed: s.link_sosmed })),
      portofolio: portfolios.map((p) => ({
        judul: p.judul,
        judul_inggris: p.judul_inggris,
        tanggal_terbit: p.tanggal_terbit,
        tahun: Number(p.tanggal_terbit.slice(0, 4)),
      })),
    };
  },
};
