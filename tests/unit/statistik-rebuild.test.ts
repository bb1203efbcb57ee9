/**
 * The counter rebuild's recount (functions/domain/statistik/rebuild-count.ts), without a table: given the
 * data, the counters it expects; given stored items, the differences; given differences, the fix.
 */
import {
  compareCounters,
  expectedCounters,
  fixTransactions,
  type RebuildData,
  type StoredItem,
  storedCounters,
} from '@functions/domain/statistik/rebuild-count';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { userKeys } from '@functions/lib/entities/users';
import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'skpi-unit';

// Program 1: rubric 10 (category 5, minimum 4) with sub-rubrics 100 (minimum 2) and 101 (minimum 0);
// rubric 11 (category 6, minimum 1) with sub-rubric 110 (minimum 1). Program 2: no rubric.
const rubrik = [
  { id_rubrik: 10, id_prodi: 1, id_bidang_portofolio: 5, syarat_minimal_skp: 4 },
  { id_rubrik: 11, id_prodi: 1, id_bidang_portofolio: 6, syarat_minimal_skp: 1 },
];
const anak = [
  { id_anak_rubrik: 100, id_rubrik: 10, id_prodi: 1, syarat_minimal_skp: 2 },
  { id_anak_rubrik: 101, id_rubrik: 10, id_prodi: 1, syarat_minimal_skp: 0 },
  { id_anak_rubrik: 110, id_rubrik: 11, id_prodi: 1, syarat_minimal_skp: 1 },
];
const students = [
  { id: 'A', role: 'mahasiswa', nim: '1', id_prodi: 1 },
  { id: 'B', role: 'mahasiswa', nim: '2', id_prodi: 1 },
  { id: 'C', role: 'mahasiswa', nim: '3', id_prodi: 1, is_graduated: true, tanggal_lulus: '2025-08-30' },
  { id: 'D', role: 'mahasiswa', nim: '4', id_prodi: 2 },
];
const porto = (user_id: string, id_anak_rubrik: number, bobot: number, status: number, id_prodi = 1) => ({
  user_id,
  id_prodi,
  id_anak_rubrik,
  id_bidang_portofolio: id_anak_rubrik < 110 ? 5 : 6,
  bobot_skp_portofolio: bobot,
  id_status_portofolio: status,
});
const portfolios = [
  porto('A', 100, 3, 2), // verified: A meets 100 (3 >= 2)
  porto('A', 101, 2, 2), // verified: rubric 10 has 5 >= 4
  porto('A', 110, 1, 1), // waiting: A does not meet 110
  porto('B', 110, 2, 2), // B meets 110 and rubric 11, not 100
  porto('B', 100, 1, 4), // rejected
  porto('C', 100, 5, 2), // a graduate's: counts in the portfolio counters, not in the achievement
  porto('D', 100, 4, 3), // changed, of a portfolio filed in program 1 before D moved to 2
];
const data: Pick<RebuildData, 'prodi' | 'students' | 'portfolios' | 'rubrik' | 'anak'> = { prodi: [1, 2], students, portfolios, rubrik, anak };

const counters = (table: ReturnType<typeof expectedCounters>, key: { PK: string; SK: string }, shards = false) =>
  table.get(shards ? `${key.PK} COUNTERS` : `${key.PK} ${key.SK}`)?.counters;

describe('expectedCounters', () => {
  const table = expectedCounters(data);

  it("counts each program's and the university's students, graduates' months and portfolios", () => {
    expect(counters(table, statistikKeys.prodiStats(1, 0), true)).toEqual({
      total_mahasiswa: 3,
      total_mahasiswa_belum_lulus: 2,
      portofolio_total: 7,
      portofolio_belum_diverifikasi: 2,
      portofolio_status_1: 1,
      portofolio_status_2: 4,
      portofolio_status_3: 1,
      portofolio_status_4: 1,
      // achievement of A and B (active) under program 1's rules
      memenuhi_anak_100: 1,
      memenuhi_anak_101: 2,
      memenuhi_anak_110: 1,
      memenuhi_bidang_5: 1,
      memenuhi_bidang_6: 1,
      aktif_bidang_5: 2,
      aktif_bidang_6: 2,
    });
    // D's portfolio stays in program 1's counters (filed there); D counts in program 2, which has
    // no rule: its points of program 1's sub-rubric do not count there, and it meets the SKP (nothing to meet)
    expect(counters(table, statistikKeys.prodiStats(2, 0), true)).toEqual({ total_mahasiswa: 1, total_mahasiswa_belum_lulus: 1, memenuhi_skp: 1 });
    expect(counters(table, statistikKeys.prodiStats(0, 0), true)).toEqual({
      total_mahasiswa: 4,
      total_mahasiswa_belum_lulus: 3,
      portofolio_total: 7,
      portofolio_belum_diverifikasi: 2,
      portofolio_status_1: 1,
      portofolio_status_2: 4,
      portofolio_status_3: 1,
      portofolio_status_4: 1,
    });
    expect(counters(table, statistikKeys.prodiGraduatesMonth(1, '2025-08'))).toEqual({ jumlah: 1 });
    expect(counters(table, statistikKeys.prodiGraduatesMonth(0, '2025-08'))).toEqual({ jumlah: 1 });
  });

  it("counts each student's points, portfolios, categories and verified points per sub-rubric", () => {
    expect(counters(table, userKeys.user('A'))).toEqual({ skp: 5, jumlah_portofolio: 3 });
    expect(counters(table, statistikKeys.userBidangStats('A', 5))).toEqual({ portofolio_count: 2, bobot_skp: 5 });
    expect(counters(table, statistikKeys.userBidangStats('A', 6))).toEqual({ portofolio_count: 1 });
    expect(counters(table, statistikKeys.userPoin('A'))).toEqual({ poin_100: 3, poin_101: 2 });
    expect(counters(table, statistikKeys.userPoin('B'))).toEqual({ poin_110: 2 });
    expect(counters(table, statistikKeys.userPoin('D'))).toEqual({});
    // per status, and per status and the program the portfolios sit in (a verifier's queue reads both)
    expect(counters(table, statistikKeys.anakPortfolioStats(100))).toEqual({
      portofolio_status_2: 2,
      portofolio_status_3: 1,
      portofolio_status_4: 1,
      prodi_1_status_2: 2,
      prodi_1_status_3: 1,
      prodi_1_status_4: 1,
    });
  });

  it('counts a student meeting every rubric in memenuhi_skp, and a program without rubrics meets it (checklist rule)', () => {
    const all = expectedCounters({ ...data, portfolios: [...portfolios, porto('A', 110, 1, 2)] });
    expect(counters(all, statistikKeys.prodiStats(1, 0), true)).toMatchObject({ memenuhi_skp: 1, memenuhi_bidang_5: 1, memenuhi_bidang_6: 2 });
    const noRules = expectedCounters({ ...data, rubrik: [], anak: [] });
    expect(counters(noRules, statistikKeys.prodiStats(1, 0), true)).toMatchObject({ memenuhi_skp: 2 });
    expect(counters(noRules, statistikKeys.prodiStats(1, 0), true)?.aktif_bidang_5).toBeUndefined();
  });
});

describe('storedCounters and compareCounters', () => {
  const stored: StoredItem[] = [
    { ...statistikKeys.prodiStats(2, 3), total_mahasiswa: 1, capaian_seq: 9 },
    { ...statistikKeys.prodiStats(2, 7), total_mahasiswa_belum_lulus: 1, memenuhi_skp: 1 },
    { ...statistikKeys.prodiCapaianAturan(2), perubahan: 3, dihitung: 3 },
    { ...userKeys.user('D'), id: 'D', nim: '4', version: 4, skp: 0 },
    { ...statistikKeys.userPoin('D'), version: 2, poin_100: 4 },
  ];
  const only2 = { prodi: [2], students: [students[3] as (typeof students)[number]], portfolios: [], rubrik: [], anak: [] };

  it('sums the shards, ignores labels, versions and capaian_seq, and reports each difference (a program without rules: every student meets the SKP)', () => {
    const sums = storedCounters(stored, only2.students);
    expect(counters(sums, statistikKeys.prodiStats(2, 0), true)).toEqual({ total_mahasiswa: 1, total_mahasiswa_belum_lulus: 1, memenuhi_skp: 1 });
    const { differences } = compareCounters(expectedCounters(only2), sums);
    expect(differences.map(({ item, attribute, stored, expected }) => ({ item, attribute, stored, expected }))).toEqual([
      // the university's shards are absent: both of D's counts are missing there
      { item: 'universitas', attribute: 'total_mahasiswa', stored: 0, expected: 1 },
      { item: 'universitas', attribute: 'total_mahasiswa_belum_lulus', stored: 0, expected: 1 },
      { item: 'mahasiswa 4', attribute: 'poin_100', stored: 4, expected: 0 },
    ]);
  });

  it('finds nothing when the stored counters equal the recount', () => {
    const table = expectedCounters(data);
    const asStored: StoredItem[] = [...table.values()].map((i) => ({ ...i.key, ...i.counters, type: 'x' }));
    expect(compareCounters(table, storedCounters(asStored, students)).differences).toEqual([]);
  });
});

describe('fixTransactions', () => {
  it("ADDs each difference: a program's on shard 00 with capaian_seq, a STAT#POIN with its version and its program's capaian_seq", () => {
    const only2 = { prodi: [2], students: [{ id: 'D', role: 'mahasiswa', nim: '4', id_prodi: 2 }], portfolios: [], rubrik: [], anak: [] };
    const stored: StoredItem[] = [
      { ...statistikKeys.prodiStats(2, 5), total_mahasiswa: 6, total_mahasiswa_belum_lulus: 1, memenuhi_skp: 3 },
      { ...statistikKeys.prodiStats(0, 5), total_mahasiswa: 1, total_mahasiswa_belum_lulus: 1 },
      { ...statistikKeys.userPoin('D'), version: 2, poin_100: 4 },
    ];
    const { differences } = compareCounters(expectedCounters(only2), storedCounters(stored, only2.students));
    const fixes = fixTransactions(differences);
    expect(fixes).toHaveLength(2);
    const [prodi, poin] = fixes;
    const update = prodi?.items[0]?.Update;
    expect(update?.Key).toEqual(statistikKeys.prodiStats(2, 0));
    const added = Object.fromEntries(
      Object.entries(update?.ExpressionAttributeNames ?? {}).map(([alias, name]) => [
        name,
        update?.ExpressionAttributeValues?.[`:${alias.slice(1)}`],
      ]),
    );
    // and the shard's place in the university's partition, should the fix create it
    expect(added).toEqual({ total_mahasiswa: -5, memenuhi_skp: -2, capaian_seq: 1, ...statistikKeys.prodiStatsIndex(2, 0) });
    expect(poin?.items.map((i) => i.Update?.Key)).toEqual([statistikKeys.userPoin('D'), statistikKeys.prodiStats(2, 0)]);
    expect(Object.values(poin?.items[0]?.Update?.ExpressionAttributeNames ?? {})).toEqual(['poin_100', 'version']);
  });
});
