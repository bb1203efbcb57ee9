/**
 * The student list's table reads (the rules are list.ts's): the GSI partitions of the students of
 * some programs or of the university, of a year of entry or of every year, by NIM, projected to
 * the list's attributes, with graduation and the SKP range as the Query's filter; the name
 * index's entries of a word (functions/lib/projections/student-name.ts writes them); and students
 * by id.
 */
import { searchKeys } from '@functions/lib/entities/search';
import { type UserItem, userKeys } from '@functions/lib/entities/users';
import type { StudentNameEntry } from '@functions/lib/projections/student-name';
import { batchGet, projectionOf, queryAll } from '@functions/lib/table';
import type { IndexName } from '@functions/lib/table-schema';
import { headOf } from '@shared/domain/search-terms';

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

/** A partition of students, by NIM. */
export interface Partition {
  index: IndexName;
  pk: string;
}

/** The partitions holding the students of these programs (null: every program), of a year of entry or of every year. */
export function studentPartitions(programs: readonly number[] | null, angkatan: number | undefined): Partition[] {
  if (angkatan !== undefined) {
    const year = angkatan;
    return programs === null
      ? [{ index: 'GSI4', pk: userKeys.studentsByAngkatan(year) }]
      : programs.map((p) => ({ index: 'GSI3' as const, pk: userKeys.studentsByProdiAngkatan(p, year) }));
  }
  return programs === null
    ? [{ index: 'GSI2', pk: userKeys.usersByRole('mahasiswa') }]
    : programs.map((p) => ({ index: 'GSI1' as const, pk: userKeys.usersByRoleProdi('mahasiswa', p) }));
}

/** What a partition read keeps: a NIM prefix (a sort-key range), graduation, a printed SKPI and the SKP range (the Query's filter). */
export interface PartitionFilter {
  nimPrefix?: string | undefined;
  is_graduated?: boolean | undefined;
  /** A valid printed SKPI (`skpi_dokumen` set; a revocation clears it) or none. */
  dicetak?: boolean | undefined;
  skp_min?: number | undefined;
  skp_max?: number | undefined;
}

/** The Query's filter on the list's own attributes (graduation, printed SKPI, SKP range). */
function queryFilter(f: PartitionFilter): { FilterExpression?: string; ExpressionAttributeValues?: Record<string, unknown> } {
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  if (f.is_graduated === true) {
    parts.push('is_graduated = :true');
    values[':true'] = true;
  } else if (f.is_graduated === false) {
    parts.push('(attribute_not_exists(is_graduated) OR is_graduated = :false)');
    values[':false'] = false;
  }
  // a printed SKPI is the map of its number; never printed is absent, revoked is null
  if (f.dicetak !== undefined) {
    parts.push(f.dicetak ? 'attribute_type(skpi_dokumen, :map)' : '(attribute_not_exists(skpi_dokumen) OR NOT attribute_type(skpi_dokumen, :map))');
    values[':map'] = 'M';
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

const PROJECTION = projectionOf(STUDENT_LIST_ATTRIBUTES);

const KEYS_PROJECTION = projectionOf(['id', 'nim']);

function queryPartition<T>(part: Partition, f: PartitionFilter, projection: typeof PROJECTION, limit?: number): Promise<T[]> {
  const nim = f.nimPrefix === undefined ? undefined : userKeys.userSortByNim(f.nimPrefix);
  return queryAll<T>({
    index: part.index,
    pk: part.pk,
    ...(nim ? { skBetween: [nim, `${nim}\u{10ffff}`] as const } : {}),
    ...projection,
    ...queryFilter(f),
    ...(limit === undefined ? {} : { limit }),
  });
}

/** A partition's students the filter keeps, by NIM, up to `limit` (all: undefined). */
export const readPartition = (part: Partition, f: PartitionFilter, limit?: number) => queryPartition<StudentListItem>(part, f, PROJECTION, limit);

/** A student found in a partition: enough to count it, order it and read it by id. */
export type StudentKey = Pick<StudentListItem, 'id' | 'nim'>;

/** A partition's students the filter keeps, by NIM: their ids and NIMs only. */
export const readPartitionKeys = (part: Partition, f: PartitionFilter) => queryPartition<StudentKey>(part, f, KEYS_PROJECTION);

/** A program's students of one year of entry (a partition of GSI3 and of GSI5). */
export interface YearOfProgram {
  idProdi: number;
  year: number;
}

/**
 * A program's students of one year of entry with at least `skp_min` points and at most `skp_max`
 * (every student carries points from creation; infra/backfill-indexes.ts gives 0 to those written
 * before, who until then have no place in the index), kept by the graduation
 * and printed SKPI filters: their ids and NIMs, in points order. GSI5 holds exactly these: its sort
 * key is the points, so the read is the matches, not the partition.
 */
export function readPointsKeys(part: YearOfProgram, f: PartitionFilter & { skp_min: number }): Promise<StudentKey[]> {
  const { skp_min, skp_max, ...rest } = f;
  return queryAll<StudentKey>({
    index: 'GSI5',
    pk: userKeys.studentsByProdiAngkatan(part.idProdi, part.year),
    skBetween: [skp_min, skp_max ?? Number.MAX_SAFE_INTEGER] as const,
    ...KEYS_PROJECTION,
    ...queryFilter(rest),
  });
}

/** What a name index entry tells of its student. */
export type NameEntry = Pick<StudentNameEntry, 'id' | 'nim' | 'y' | 'w'>;

/**
 * The name index's entries of the words starting with `word`: in each program's partition (GSI1),
 * or the university's for every program (null); of one year of entry only when given (the Query's filter).
 */
export async function nameEntries(programs: readonly number[] | null, word: string, angkatan?: number): Promise<NameEntry[]> {
  const range = searchKeys.searchWordRange(word);
  const read = (index: IndexName | undefined, pk: string) =>
    queryAll<NameEntry>({
      ...(index ? { index } : {}),
      pk,
      skBetween: [range.from, range.to] as const,
      ProjectionExpression: '#i, #n, #y, #w',
      ExpressionAttributeNames: { '#i': 'id', '#n': 'nim', '#y': 'y', '#w': 'w' },
      ...(angkatan === undefined ? {} : { FilterExpression: '#y = :y', ExpressionAttributeValues: { ':y': angkatan } }),
    });
  const head = headOf(word);
  const lists = await Promise.all(
    programs === null
      ? [read(undefined, searchKeys.studentNamePartition(head))]
      : programs.map((p) => read('GSI1', searchKeys.studentNameOfProdi(p, head))),
  );
  return lists.flat();
}

/** The list attributes of these students, in their order (one read by id each, BatchGet; a student deleted meanwhile is left out). */
export async function readStudents(ids: readonly string[]): Promise<StudentListItem[]> {
  if (!ids.length) return [];
  const got = await batchGet<StudentListItem>(
    ids.map((id) => userKeys.user(id)),
    PROJECTION.ProjectionExpression,
    PROJECTION.ExpressionAttributeNames,
  );
  const byId = new Map(got.map((s) => [s.id, s]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
