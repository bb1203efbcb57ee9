/**
 * The student list's points index (GSI5: a year-of-entry partition by verified points,
 * functions/domain/users/list.ts pointsPartitions): a list with an SKP range (a lower bound of 1
 * or more, or an upper bound) reads only the students within the range, and lists exactly what the
 * programs' partitions list, with every combination of year, graduation, printed SKPI and range. A
 * student created without points carries 0, so an upper bound alone finds them in the index. A
 * program with a student without a year of entry is read in its partition (the index has no place
 * for that student), and a verification moves its student into the index without a write of its own.
 */
import type { ProdiItem } from '@functions/domain/master/repo';
import type { StudentFilter } from '@functions/domain/users/list';
import type { UserItem } from '@functions/domain/users/repo';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack, tokenOf } from '../support/auth-flow';
import { meteredDynamo } from '../support/ddb-meter';
import { repoStudent } from '../support/mahasiswa-admin';
import { testFakultas, testProdi } from '../support/master-data';
import { addExternal, decide, exclusiveAnak, verifierOf } from '../support/verifikasi';

/** The page of the whole list (100 a page) and the indexes its Queries read. */
async function listed(f: StudentFilter): Promise<{ nims: string[]; total: number; indexes: string[] }> {
  pointAtStack();
  const { studentList } = await import('@functions/domain/users/list');
  const { result, queried } = await meteredDynamo(() => studentList.page(f, 1, 100));
  return { nims: result.items.map((s) => s.nim), total: result.total, indexes: queried };
}

const printed = { kode: 'SKPI-UJI', nomor: '001/SKPI/2025', tanggal_terbit: '2025-09-01' };

let prodi: ProdiItem;
let tanpaTahun: ProdiItem;
let roster: UserItem[] = [];
let withoutYear: UserItem;

beforeAll(async () => {
  pointAtStack();
  const fakultas = await testFakultas('Fakultas Uji Indeks Poin');
  prodi = await testProdi(fakultas.id_fakultas, 'Teknik Uji Indeks Poin');
  tanpaTahun = await testProdi(fakultas.id_fakultas, 'Teknik Uji Indeks Poin Tanpa Tahun');
  const base = `8${Date.now().toString().slice(-8)}`;
  const specs: Partial<UserItem>[] = [
    // created with no points given: the repository writes 0
    { tanggal_masuk: '2021-09-01', skp: undefined },
    { tanggal_masuk: '2021-09-01', skp: 1, is_graduated: true, tanggal_lulus: '2025-08-01' },
    { tanggal_masuk: '2021-09-01', skp: 8, is_graduated: true, tanggal_lulus: '2025-08-01', skpi_dokumen: printed },
    { tanggal_masuk: '2021-09-01', skp: 9 },
    { tanggal_masuk: '2022-09-01', skp: 5 },
    { tanggal_masuk: '2022-09-01', skp: 8, skpi_dokumen: null },
    { tanggal_masuk: '2022-09-01', skp: 20, is_graduated: true, tanggal_lulus: '2025-08-01', skpi_dokumen: printed },
    { tanggal_masuk: '2022-09-01', skp: 40 },
  ];
  // NIMs in the reverse order of the points, created in neither: the lists order by NIM, the index by points
  for (const i of [3, 0, 7, 5, 1, 6, 2, 4]) roster.push(await repoStudent(prodi.id_prodi, { ...specs[i], nim: `${base}${7 - i}` }));
  roster = roster.sort((a, b) => (a.nim < b.nim ? -1 : 1));
  await repoStudent(tanpaTahun.id_prodi, { nim: `${base}8`, tanggal_masuk: '2022-09-01', skp: 12 });
  withoutYear = await repoStudent(tanpaTahun.id_prodi, { nim: `${base}9`, tanggal_masuk: null, skp: 12 });
}, 60_000);

/** What a list must hold: the roster filtered in memory, by NIM. */
function expected(f: StudentFilter, students: readonly UserItem[]): string[] {
  return students
    .filter((s) => f.angkatan === undefined || s.tanggal_masuk?.startsWith(String(f.angkatan)))
    .filter((s) => f.is_graduated === undefined || (s.is_graduated === true) === f.is_graduated)
    .filter((s) => f.dicetak === undefined || (typeof s.skpi_dokumen === 'object' && s.skpi_dokumen !== null) === f.dicetak)
    .filter((s) => (s.skp ?? 0) >= (f.skp_min ?? 0) && (f.skp_max === undefined || (s.skp ?? 0) <= f.skp_max))
    .map((s) => s.nim);
}

describe('the points index of the student list', () => {
  it('a student created without points carries 0', () => {
    expect(roster.map((s) => s.skp)).not.toContain(undefined);
    expect(roster.filter((s) => s.skp === 0)).toHaveLength(1);
  });

  it('lists with an SKP range exactly what the partitions list, in NIM order, reading the index', async () => {
    const combinations: StudentFilter[] = [];
    for (const angkatan of [undefined, 2021, 2022])
      for (const is_graduated of [undefined, true, false])
        for (const dicetak of [undefined, true, false])
          for (const [skp_min, skp_max] of [
            [1, undefined],
            [1, 8],
            [8, 8],
            [9, 40],
            [41, undefined],
            [undefined, 8],
            [undefined, 0],
            [0, 5],
          ] as const)
            combinations.push({ programs: [prodi.id_prodi], angkatan, is_graduated, dicetak, skp_min, skp_max });
    for (const f of combinations) {
      const got = await listed(f);
      const want = expected(f, roster);
      expect({ f, nims: got.nims, total: got.total }).toEqual({ f, nims: want, total: want.length });
      expect(got.indexes.length, JSON.stringify(f)).toBeGreaterThan(0);
      expect(got.indexes.every((i) => i === 'GSI5') && got.indexes.length === (f.angkatan === undefined ? 2 : 1), JSON.stringify(got)).toBe(true);
    }
  });

  it('reads the partitions without an SKP range, and lists the same', async () => {
    for (const f of [
      { programs: [prodi.id_prodi], skp_min: 0 },
      { programs: [prodi.id_prodi], angkatan: 2022, is_graduated: false },
      { programs: [prodi.id_prodi], angkatan: 2021, keyword: '8', skp_max: 8 },
    ] satisfies StudentFilter[]) {
      const got = await listed(f);
      expect(got.nims).toEqual(expected(f, roster));
      expect(got.indexes).not.toContain('GSI5');
    }
  });

  it('reads the partition of a program with a student without a year, and finds that student', async () => {
    const all = await listed({ programs: [tanpaTahun.id_prodi], skp_min: 10 });
    expect(all.nims).toHaveLength(2);
    expect(all.nims).toContain(withoutYear.nim);
    expect(all.indexes).not.toContain('GSI5');
    // a year given: that year's partition of the index holds every student listed
    const year = await listed({ programs: [tanpaTahun.id_prodi], angkatan: 2022, skp_min: 10 });
    expect(year.nims).toHaveLength(1);
    expect(year.indexes).toEqual(['GSI5']);
  });

  it('a verification moves its student into the index by its points alone', { timeout: 120_000 }, async () => {
    const anak = await exclusiveAnak(1, 10);
    const s = await repoStudent(1, { tanggal_masuk: '2003-09-01', skp: 0 });
    const account = { nim: s.nim, token: await tokenOf(s.id) } as Parameters<typeof addExternal>[0];
    const filter: StudentFilter = { programs: [1], angkatan: 2003, skp_min: 7, skp_max: 7 };
    expect((await listed(filter)).nims).not.toContain(s.nim);
    const p = await addExternal(account, anak, { points: 7 });
    const verifier = await verifierOf([anak]);
    expect((await decide(verifier.token, s.nim, p.id_portofolio, 'verify')).status).toBe(200);
    const after = await listed(filter);
    expect(after.nims).toContain(s.nim);
    expect(after.indexes).toEqual(['GSI5']);
  });
});
