/**
 * The student lists' name index without a table (shared/domain/student-name.ts,
 * functions/lib/projections/student-name.ts): the entries of a name, what a rename and a program
 * move delete and put, and how a query picks the word it reads.
 */
import { type StudentNameSource, studentNameChanges, studentNameEntries } from '@functions/lib/projections/student-name';
import { parseNameQuery, STUDENT_NAME_MAX_WORDS } from '@shared/domain/student-name';
import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'skpi-unit';

const siti: StudentNameSource = {
  id: '01STUDENT',
  role: 'mahasiswa',
  nim: '2101001',
  nama: "Siti Nur'aini Ávila",
  id_prodi: 3,
  tanggal_masuk: '2021-09-01',
};

type Item = { Put?: { Item: Record<string, unknown> }; Delete?: { Key: { PK: string; SK: string } } };
const ops = (items: readonly unknown[]) => ({
  put: (items as Item[]).filter((i) => i.Put).map((i) => `${i.Put?.Item.PK} ${i.Put?.Item.SK}`),
  deleted: (items as Item[]).filter((i) => i.Delete).map((i) => `${i.Delete?.Key.PK} ${i.Delete?.Key.SK}`),
});

describe('student name index', () => {
  it('gives one entry per name word in the university partition, the program on GSI1, with id, NIM, year and every word', () => {
    const entries = studentNameEntries(siti);
    expect(entries.map((e) => `${e.PK} ${e.SK} ${e.GSI1PK} ${e.GSI1SK}`)).toEqual([
      'NAMA#si siti#01STUDENT NAMA#3#si siti#01STUDENT',
      'NAMA#nu nuraini#01STUDENT NAMA#3#nu nuraini#01STUDENT',
      'NAMA#av avila#01STUDENT NAMA#3#av avila#01STUDENT',
    ]);
    expect(entries[0]).toMatchObject({ id: '01STUDENT', nim: '2101001', y: 2021, w: ['2101001', 'siti', 'nuraini', 'avila'] });
    expect(studentNameEntries({ ...siti, role: 'admin jurusan' })).toEqual([]);
    expect(studentNameEntries({ ...siti, nama: 'A B Cc 2020 Dd Ee Ff Gg Hh' }).map((e) => e.SK.split('#')[0])).toHaveLength(STUDENT_NAME_MAX_WORDS);
  });

  it('moves only the words a rename changes; an edit of other fields writes nothing', () => {
    const renamed = ops(studentNameChanges(siti, { ...siti, nama: 'Siti Rahma' }));
    expect(renamed.deleted).toEqual(['NAMA#nu nuraini#01STUDENT', 'NAMA#av avila#01STUDENT']);
    // the kept word's entry carries the new words, so it is put again
    expect(renamed.put).toEqual(['NAMA#si siti#01STUDENT', 'NAMA#ra rahma#01STUDENT']);
    expect(studentNameChanges(siti, { ...siti })).toEqual([]);
    expect(ops(studentNameChanges(siti, undefined)).deleted).toHaveLength(3);
    expect(ops(studentNameChanges(undefined, siti)).put).toHaveLength(3);
  });

  it('puts every entry again with a program move or a new NIM, deleting none', () => {
    const items = studentNameChanges(siti, { ...siti, id_prodi: 5, nim: '2105001' }) as Item[];
    expect(ops(items).deleted).toEqual([]);
    expect(items.map((i) => [i.Put?.Item.SK, i.Put?.Item.GSI1PK, i.Put?.Item.nim])).toEqual([
      ['siti#01STUDENT', 'NAMA#5#si', '2105001'],
      ['nuraini#01STUDENT', 'NAMA#5#nu', '2105001'],
      ['avila#01STUDENT', 'NAMA#5#av', '2105001'],
    ]);
    // without a program: no program partition (GSI1), no year
    expect(studentNameEntries({ ...siti, id_prodi: null })[0]).toMatchObject({ y: null });
    expect(studentNameEntries({ ...siti, id_prodi: null })[0]?.GSI1PK).toBeUndefined();
    const year = studentNameChanges(siti, { ...siti, tanggal_masuk: '2022-02-01' }) as Item[];
    expect(year.map((i) => i.Put?.Item.y)).toEqual([2022, 2022, 2022]);
  });

  it('reads the longest name word of a query; numbers and single letters only narrow', () => {
    expect(parseNameQuery('DEWI ang')).toEqual({ words: ['dewi', 'ang'], driver: 'dewi' });
    expect(parseNameQuery('sit 2101')).toEqual({ words: ['sit', '2101'], driver: 'sit' });
    expect(parseNameQuery('a b').driver).toBeNull();
  });
});
