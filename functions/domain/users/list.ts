/**
 * THE student list (docs/decisions/0030-people-management.md): the people screen's
 * table (`GET /api/manajemen/akun`, id_role 4) and the SKPI print list and bulk print by program
 * (functions/domain/cetak/) read students through here. No Scan: each list reads the smallest GSI
 * partition that holds every candidate, by NIM, projected to the list's attributes:
 *
 * | filter                  | partition                                        |
 * | ----------------------- | ------------------------------------------------ |
 * | program(s) and year     | GSI3 `MHS#PRODI#<p>#ANGKATAN#<yyyy>` per program |
 * | year, every program     | GSI4 `MHS#ANGKATAN#<yyyy>`                       |
 * | program(s)              | GSI1 `ROLE#MAHASISWA#PRODI#<p>` per program      |
 * | every student           | GSI2 `ROLE#MAHASISWA`                            |
 *
 * A keyword of one token with a digit is a NIM prefix: a sort-key range of that partition. Other keywords are
 * words, each the beginning of a word of the name or NIM (`sit` finds `Siti`, as the public
 * search): the name index (functions/lib/projections/student-name.ts) gives the students having
 * the longest name word, narrowed by the other words and the year, without reading the program;
 * without graduation, printed SKPI or SKP filters the total is the count of those and only the page's students
 * are read by id; with them the students found are read and filtered. A keyword with no word of two
 * letters or more reads the partition and matches in memory. Graduation, a printed SKPI and the SKP
 * range are filters of the Query.
 * A page without filters besides program, faculty and year is counted from the programs' counters
 * (functions/lib/projections/counters.ts `total_mahasiswa`, `total_mahasiswa_angkatan_<yyyy>`) and
 * reads only the items up to the page (Limit); with a NIM prefix or the graduation, printed SKPI and
 * SKP filters the partition's matches are read as ids and NIMs only and counted exactly, and only the
 * page's students are read whole, by id. An SKP range (a lower bound of 1 or more, or an upper
 * bound) reads those matches in the points index (GSI5: a year's partition by points) when it holds
 * them all (pointsPartitions), so only the students within the range are read.
 */

import { ALL_PRODI, angkatanCounter, isAngkatanCounter } from '@functions/lib/projections/counters';
import { statistikRepo } from '@functions/lib/projections/reads';
import { matchesAll, type ParsedQuery } from '@shared/domain/search-terms';
import { parseNameQuery, studentNameTerms } from '@shared/domain/student-name';
import {
  type NameEntry,
  nameEntries,
  type Partition,
  readPartition,
  readPartitionKeys,
  readPointsKeys,
  readStudents,
  type StudentKey,
  type StudentListItem,
  studentPartitions,
  type YearOfProgram,
} from './list-repo';

export { STUDENT_LIST_ATTRIBUTES, type StudentListItem } from './list-repo';

export interface StudentFilter {
  /** The programs to list; null: every program (the super admin without a program filter). */
  programs: readonly number[] | null;
  /** Year of entry (the year of tanggal_masuk). */
  angkatan?: number | undefined;
  is_graduated?: boolean | undefined;
  /** A valid printed SKPI (`skpi_dokumen` set; a revocation clears it) or none. */
  dicetak?: boolean | undefined;
  skp_min?: number | undefined;
  skp_max?: number | undefined;
  /** Digits: a NIM prefix; otherwise words each beginning a word of the name or NIM (accents and case folded). */
  keyword?: string | undefined;
}

/**
 * One token with a digit in it is a NIM or its beginning (`2019`, `H1D019`): a name has no digits,
 * and a NIM with letters has no word of the name index to read.
 */
const isNimPrefix = (keyword: string | undefined): keyword is string => !!keyword && /^\S*\d\S*$/.test(keyword.trim());

/** The partition filter of a list's filter: its NIM prefix, graduation, printed SKPI and SKP range. */
const partitionFilter = (f: StudentFilter) => ({ ...f, nimPrefix: isNimPrefix(f.keyword) ? f.keyword.trim() : undefined });

/** A partition's students the filter lists, up to `limit`. */
const readListed = (part: Partition, f: StudentFilter, limit?: number) => readPartition(part, partitionFilter(f), limit);

const byNim = (a: { nim: string }, b: { nim: string }) => (a.nim < b.nim ? -1 : a.nim > b.nim ? 1 : 0);

/** Merges lists each sorted by NIM (several programs) into one. */
function merged<T extends { nim: string }>(lists: T[][]): T[] {
  const all = lists.flat();
  if (lists.length > 1) all.sort(byNim);
  return all;
}

/** The graduation, printed SKPI and SKP filters in memory, as queryFilter asks them of the Query (for students read by id). */
function passesFilter(s: StudentListItem, f: StudentFilter): boolean {
  if (f.is_graduated !== undefined && (s.is_graduated === true) !== f.is_graduated) return false;
  if (f.dicetak !== undefined && (typeof s.skpi_dokumen === 'object' && s.skpi_dokumen !== null) !== f.dicetak) return false;
  const skp = s.skp ?? 0;
  if (f.skp_min !== undefined && f.skp_min > 0 && skp < f.skp_min) return false;
  return f.skp_max === undefined || s.skp === undefined || skp <= f.skp_max;
}

const hasQueryFilter = (f: StudentFilter) =>
  f.is_graduated !== undefined || f.dicetak !== undefined || f.skp_min !== undefined || f.skp_max !== undefined;

/** The most year-of-entry partitions a list reads in the points index (GSI5) instead of its programs' partitions. */
const POINTS_PARTITIONS_MAX = 16;

/**
 * The year-of-entry partitions whose points index (GSI5) holds every student a filter without a
 * keyword lists, or null when it does not: an SKP bound (a lower one of 1 or more, or an upper one;
 * every student carries points from creation, 0 until a verification) and programs; with a year, a
 * partition per program; without one, the years the programs' counters hold students of, when
 * every student of the programs has a year (`total_mahasiswa` is the sum of the year counters) and
 * at most POINTS_PARTITIONS_MAX partitions.
 */
async function pointsPartitions(f: StudentFilter): Promise<YearOfProgram[] | null> {
  const bounded = (f.skp_min !== undefined && f.skp_min >= 1) || f.skp_max !== undefined;
  if (f.keyword || f.programs === null || !bounded) return null;
  if (f.angkatan !== undefined) {
    const year = f.angkatan;
    return f.programs.length <= POINTS_PARTITIONS_MAX ? f.programs.map((idProdi) => ({ idProdi, year })) : null;
  }
  if (f.programs.length > POINTS_PARTITIONS_MAX) return null;
  const counters = await statistikRepo.prodiCountersMany(f.programs);
  const partitions: YearOfProgram[] = [];
  for (const [p, c] of counters) {
    const years = Object.entries(c).filter(([name, n]) => isAngkatanCounter(name) && n > 0);
    if (years.reduce((sum, [, n]) => sum + n, 0) !== Math.max(0, c.total_mahasiswa ?? 0)) return null;
    for (const [name] of years) partitions.push({ idProdi: p, year: Number(name.slice(-4)) });
  }
  return partitions.length <= POINTS_PARTITIONS_MAX ? partitions : null;
}

/**
 * The ids and NIMs of every student a filter without a name lists, by NIM: from the points index
 * when it holds them all (only the matches are read), else from the programs' partitions.
 */
async function keysOf(f: StudentFilter): Promise<StudentKey[]> {
  const pf = partitionFilter(f);
  const points = await pointsPartitions(f);
  if (points) {
    // points are never below 0: a verification adds them, its undoing takes the same back
    const bounds = { ...pf, skp_min: f.skp_min ?? 0 };
    if (f.skp_max !== undefined && f.skp_max < bounds.skp_min) return [];
    return (await Promise.all(points.map((part) => readPointsKeys(part, bounds)))).flat().sort(byNim);
  }
  return merged(await Promise.all(studentPartitions(f.programs, f.angkatan).map((part) => readPartitionKeys(part, pf))));
}

/** A keyword that is not a NIM prefix: its words and the word whose index entries are read (null: none). */
function nameQuery(keyword: string | undefined): ParsedQuery | null {
  if (!keyword || isNimPrefix(keyword)) return null;
  const q = parseNameQuery(keyword);
  return q.words.length ? q : null;
}

type NameMatch = Pick<NameEntry, 'id' | 'nim'>;

/**
 * The students a name query finds, by NIM, from the name index alone: the driver word's entries
 * (a sort-key range) in each program's partition, or the university's for every program, of the
 * year asked (the Query's filter), narrowed by the other words the entries carry, then ordered by NIM.
 */
async function nameMatches(f: StudentFilter, q: ParsedQuery, driver: string): Promise<NameMatch[]> {
  const found = new Map<string, NameMatch>();
  for (const e of await nameEntries(f.programs, driver, f.angkatan)) {
    if (matchesAll(q.words, e.w)) found.set(e.id, { id: e.id, nim: e.nim });
  }
  return [...found.values()].sort(byNim);
}

/** Every student of the filter a name query finds (read by id, then the graduation, printed SKPI and SKP filters). */
async function allByName(f: StudentFilter, q: ParsedQuery, driver: string): Promise<StudentListItem[]> {
  const found = await readStudents((await nameMatches(f, q, driver)).map((m) => m.id));
  return found.filter((s) => passesFilter(s, f));
}

/** A query without an indexable word (one letter): the partitions read and every student's words matched. */
const wordMatch = (q: ParsedQuery) => (s: StudentListItem) => matchesAll(q.words, studentNameTerms(s.nama, s.nim).words);

/** Only program, faculty and year: the counters know the total. */
export const isCounted = (f: StudentFilter) =>
  f.is_graduated === undefined && f.dicetak === undefined && f.skp_min === undefined && f.skp_max === undefined && !f.keyword;

/** The counter that holds the list's total when isCounted. */
const totalCounter = (f: StudentFilter) => (f.angkatan === undefined ? 'total_mahasiswa' : angkatanCounter(f.angkatan));

export const studentList = {
  /** Every student the filter lists, by NIM. */
  async all(f: StudentFilter): Promise<StudentListItem[]> {
    if (f.programs !== null && f.programs.length === 0) return [];
    const q = nameQuery(f.keyword);
    if (q?.driver) return allByName(f, q, q.driver);
    const all = merged(await Promise.all(studentPartitions(f.programs, f.angkatan).map((part) => readListed(part, f))));
    return q ? all.filter(wordMatch(q)) : all;
  },

  /**
   * Page `page` of the list (`perPage` a page) and the number of students it holds. Filtered by
   * program, faculty or year alone, only the items up to the page are read and the total comes
   * from the counters (so a page costs the same however many students the university has).
   */
  async page(f: StudentFilter, page: number, perPage: number): Promise<{ items: StudentListItem[]; total: number }> {
    if (f.programs !== null && f.programs.length === 0) return { items: [], total: 0 };
    const from = (page - 1) * perPage;
    if (isCounted(f)) {
      const programs = f.programs ?? [ALL_PRODI];
      const counter = totalCounter(f);
      const [lists, counters] = await Promise.all([
        Promise.all(studentPartitions(f.programs, f.angkatan).map((part) => readListed(part, f, from + perPage))),
        programs.length === 1
          ? statistikRepo.prodiCounters(programs[0] as number).then((c) => [c])
          : statistikRepo.prodiCountersMany(programs, [counter]).then((m) => [...m.values()]),
      ]);
      const total = counters.reduce((n, c) => n + Math.max(0, c[counter] ?? 0), 0);
      return { items: merged(lists).slice(from, from + perPage), total };
    }
    const q = nameQuery(f.keyword);
    if (q?.driver && !hasQueryFilter(f)) {
      // the entries know the total: only the page's students are read
      const found = await nameMatches(f, q, q.driver);
      return { items: await readStudents(found.slice(from, from + perPage).map((m) => m.id)), total: found.length };
    }
    if (!q) {
      // a NIM prefix or the filters alone: every match's id and NIM (the total), only the page's students are read whole
      const found = await keysOf(f);
      return { items: await readStudents(found.slice(from, from + perPage).map((m) => m.id)), total: found.length };
    }
    const all = await studentList.all(f);
    return { items: all.slice(from, from + perPage), total: all.length };
  },
};
