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
 * A keyword of digits is a NIM prefix: a sort-key range of that partition; other keywords are
 * words of the name, checked in memory. Graduation and the SKP range are filters of the Query.
 * A page without filters besides program, faculty and year is counted from the programs' counters
 * (functions/lib/projections/counters.ts `total_mahasiswa`, `total_mahasiswa_angkatan_<yyyy>`) and
 * reads only the items up to the page (Limit); with other filters the partition is read (projected)
 * and counted exactly.
 */

import { keys } from '@functions/lib/keys';
import { ALL_PRODI, angkatanCounter } from '@functions/lib/projections/counters';
import { statistikRepo } from '@functions/lib/projections/reads';
import { queryAll } from '@functions/lib/table';
import type { IndexName } from '@functions/lib/table-schema';
import { normalise } from '@shared/domain/search-terms';
import type { UserItem } from './repo';

/** The attributes a student list reads (the people table's row and the print list's). */
export const STUDENT_LIST_ATTRIBUTES = [
  'id',
  'nim',
  'nama',
  'email',
  'role',
  'id_prodi',
  'skp',
  'jumlah_portofolio',
  'tanggal_masuk',
  'is_graduated',
  'tanggal_lulus',
  'is_active',
  'is_data_complete',
  'email_verified_at',
  'foto_profil',
  'nomor_ijazah_nasional',
  'skpi_dokumen',
  'version',
] as const satisfies readonly (keyof UserItem)[];

export type StudentListItem = Pick<UserItem, (typeof STUDENT_LIST_ATTRIBUTES)[number]>;

export interface StudentFilter {
  /** The programs to list; null: every program (the super admin without a program filter). */
  programs: readonly number[] | null;
  /** Year of entry (the year of tanggal_masuk). */
  angkatan?: number | undefined;
  is_graduated?: boolean | undefined;
  skp_min?: number | undefined;
  skp_max?: number | undefined;
  /** Digits: a NIM prefix; otherwise words each found in the name or NIM (accents and case folded). */
  keyword?: string | undefined;
}

interface Partition {
  index: IndexName;
  pk: string;
}

function partitionsOf(f: StudentFilter): Partition[] {
  if (f.angkatan !== undefined) {
    const year = f.angkatan;
    return f.programs === null
      ? [{ index: 'GSI4', pk: keys.studentsByAngkatan(year) }]
      : f.programs.map((p) => ({ index: 'GSI3' as const, pk: keys.studentsByProdiAngkatan(p, year) }));
  }
  return f.programs === null
    ? [{ index: 'GSI2', pk: keys.usersByRole('mahasiswa') }]
    : f.programs.map((p) => ({ index: 'GSI1' as const, pk: keys.usersByRoleProdi('mahasiswa', p) }));
}

const isNimPrefix = (keyword: string | undefined): keyword is string => !!keyword && /^\d+$/.test(keyword);

/** The Query's filter on the list's own attributes (graduation, SKP range). */
function queryFilter(f: StudentFilter): { FilterExpression?: string; ExpressionAttributeValues?: Record<string, unknown> } {
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  if (f.is_graduated === true) {
    parts.push('is_graduated = :true');
    values[':true'] = true;
  } else if (f.is_graduated === false) {
    parts.push('(attribute_not_exists(is_graduated) OR is_graduated = :false)');
    values[':false'] = false;
  }
  // an absent skp is 0
  if (f.skp_min !== undefined && f.skp_min > 0) {
    parts.push('skp >= :skpMin');
    values[':skpMin'] = f.skp_min;
  }
  if (f.skp_max !== undefined) {
    parts.push('(attribute_not_exists(skp) OR skp <= :skpMax)');
    values[':skpMax'] = f.skp_max;
  }
  return parts.length ? { FilterExpression: parts.join(' AND '), ExpressionAttributeValues: values } : {};
}

const PROJECTION = {
  ProjectionExpression: STUDENT_LIST_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(STUDENT_LIST_ATTRIBUTES.map((a, i) => [`#a${i}`, a])),
};

function readPartition(part: Partition, f: StudentFilter, limit?: number): Promise<StudentListItem[]> {
  const nim = isNimPrefix(f.keyword) ? keys.userSortByNim(f.keyword) : undefined;
  return queryAll<StudentListItem>({
    index: part.index,
    pk: part.pk,
    ...(nim ? { skBetween: [nim, `${nim}\u{10ffff}`] as const } : {}),
    ...PROJECTION,
    ...queryFilter(f),
    ...(limit === undefined ? {} : { limit }),
  });
}

const byNim = (a: StudentListItem, b: StudentListItem) => (a.nim < b.nim ? -1 : a.nim > b.nim ? 1 : 0);

/** Merges lists each sorted by NIM (several programs) into one. */
function merged(lists: StudentListItem[][]): StudentListItem[] {
  const all = lists.flat();
  if (lists.length > 1) all.sort(byNim);
  return all;
}

function keywordMatch(keyword: string | undefined): ((s: StudentListItem) => boolean) | null {
  if (!keyword || isNimPrefix(keyword)) return null;
  const words = normalise(keyword).split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  return (s) => {
    const hay = `${normalise(s.nim)} ${normalise(s.nama ?? '')}`;
    return words.every((w) => hay.includes(w));
  };
}

/** Only program, faculty and year: the counters know the total. */
export const isCounted = (f: StudentFilter) => f.is_graduated === undefined && f.skp_min === undefined && f.skp_max === undefined && !f.keyword;

/** The counter that holds the list's total when isCounted. */
const totalCounter = (f: StudentFilter) => (f.angkatan === undefined ? 'total_mahasiswa' : angkatanCounter(f.angkatan));

export const studentList = {
  /** Every student the filter lists, by NIM. */
  async all(f: StudentFilter): Promise<StudentListItem[]> {
    if (f.programs !== null && f.programs.length === 0) return [];
    const lists = await Promise.all(partitionsOf(f).map((part) => readPartition(part, f)));
    const all = merged(lists);
    const match = keywordMatch(f.keyword);
    return match ? all.filter(match) : all;
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
        Promise.all(partitionsOf(f).map((part) => readPartition(part, f, from + perPage))),
        programs.length === 1
          ? statistikRepo.prodiCounters(programs[0] as number).then((c) => [c])
          : statistikRepo.prodiCountersMany(programs, [counter]).then((m) => [...m.values()]),
      ]);
      const total = counters.reduce((n, c) => n + Math.max(0, c[counter] ?? 0), 0);
      return { items: merged(lists).slice(from, from + perPage), total };
    }
    const all = await studentList.all(f);
    return { items: all.slice(from, from + perPage), total: all.length };
  },
};
