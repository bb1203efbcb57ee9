/**
 * The student lists' name index (docs/data-model.md "Student name index"): every student has one
 * entry per indexed word of their name (shared/domain/student-name.ts), in the university's
 * partition of the word's head, sorted by word and then user id; the entry's GSI1 keys put it in
 * their program's partition as well, so a student costs one item per word. A name search reads the
 * entries of one word (a sort-key range) and narrows them by what they carry: the student's id,
 * NIM, year of entry and every word of NIM and name. What it costs grows with the students it
 * finds, not with the program's size (functions/domain/users/list.ts). The keys hold neither NIM
 * nor program: a student move (new NIM and program) puts the entries again and deletes none, which
 * keeps it inside one transaction beside the public index's up to 82 items.
 */

import { searchKeys } from '@functions/lib/entities/search';
import type { UserItem } from '@functions/lib/entities/users';
import { type TransactItem, tableName } from '@functions/lib/table';
import { headOf } from '@shared/domain/search-terms';
import { studentNameTerms } from '@shared/domain/student-name';
import { yearOf } from './counters';

/** What the name index needs of a user. */
export type StudentNameSource = Pick<UserItem, 'id' | 'role' | 'nim' | 'nama' | 'id_prodi' | 'tanggal_masuk'>;

/** An entry as stored. */
export interface StudentNameEntry {
  PK: string;
  SK: string;
  /** Absent for a student without a program. */
  GSI1PK?: string;
  GSI1SK?: string;
  /** The student's id, NIM and year of entry (null: none, or no program). */
  id: string;
  nim: string;
  y: number | null;
  /** Every normalised word of NIM and name. */
  w: string[];
}

/** A student's entries (none for other roles). */
export function studentNameEntries(u: StudentNameSource | null | undefined): StudentNameEntry[] {
  if (u?.role !== 'mahasiswa') return [];
  const terms = studentNameTerms(u.nama, u.nim);
  // as the year indexes (users/repo.ts userIndexAttributes): a student without a program has no year to filter on
  const y = u.id_prodi === null ? null : yearOf(u.tanggal_masuk);
  return terms.entries.map((word) => {
    const key = searchKeys.studentNameEntry(word, u.id);
    return {
      ...key,
      ...(u.id_prodi === null ? {} : { GSI1PK: searchKeys.studentNameOfProdi(u.id_prodi, headOf(word)), GSI1SK: key.SK }),
      id: u.id,
      nim: u.nim,
      y,
      w: terms.words,
    };
  });
}

const idOf = (k: { PK: string; SK: string }) => `${k.PK}\u0000${k.SK}`;
const same = (a: StudentNameEntry, b: StudentNameEntry) => a.GSI1PK === b.GSI1PK && a.nim === b.nim && a.y === b.y && a.w.join(' ') === b.w.join(' ');

/** The entry puts of a student as they are now, unconditional (the backfill adds its own check). */
export const studentNamePuts = (u: StudentNameSource | null | undefined): TransactItem[] =>
  studentNameEntries(u).map((e) => ({ Put: { TableName: tableName(), Item: { ...e, type: 'student-name' } } }));

/**
 * The items a user write derives for the name index: the entries it no longer has deleted and the
 * new or changed ones put (an entry that stays the same is left alone: an edit of other fields
 * writes nothing here).
 */
export function studentNameChanges(before: StudentNameSource | null | undefined, after: StudentNameSource | null | undefined): TransactItem[] {
  const was = new Map(studentNameEntries(before).map((e) => [idOf(e), e]));
  const is = new Map(studentNameEntries(after).map((e) => [idOf(e), e]));
  const out: TransactItem[] = [];
  for (const [k, e] of was) if (!is.has(k)) out.push({ Delete: { TableName: tableName(), Key: { PK: e.PK, SK: e.SK } } });
  for (const [k, e] of is) {
    const old = was.get(k);
    if (old && same(old, e)) continue;
    out.push({ Put: { TableName: tableName(), Item: { ...e, type: 'student-name' } } });
  }
  return out;
}
