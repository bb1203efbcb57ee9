/**
 * The student lists' name search (functions/lib/projections/student-name.ts, functions/domain/
 * users/list.ts): the people list and the print list find by the beginning of a name word, with
 * the same rows and totals as a recount of the program's students by the same rule; the index
 * follows a rename, a delete and a program move; the backfill makes an older student findable.
 * The names carry a word of this run's own, so other files' students never match.
 */
import type { UserItem } from '@functions/domain/users/repo';
import { matchesAll } from '@shared/domain/search-terms';
import { parseNameQuery, studentNameTerms } from '@shared/domain/student-name';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { repoStudent } from '../support/mahasiswa-admin';
import { testFakultas, testProdi } from '../support/master-data';
import { api, useStackEnv } from '../support/stack';

/** This run's word: letters only (a number is a NIM prefix, not a name word). */
const tag = `zq${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
let prodiA = 0;
let prodiB = 0;
let superToken = '';
let adminToken = '';
const students: UserItem[] = [];

const users = async () => (await import('@functions/domain/users/repo')).usersRepo;

type Query = Record<string, string | number>;
type Page = { nims: string[]; total: number };

async function people(token: string, query: Query): Promise<Page> {
  const res = await api<{ users: { data: { nim: string }[]; total: number } }>('GET', '/api/manajemen/akun', {
    bearer: token,
    query: { id_role: 4, page: 1, paginate: 2, ...query },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { nims: res.body.users.data.map((r) => r.nim), total: res.body.users.total };
}

async function printList(token: string, query: Query): Promise<Page> {
  const { tahun_masuk, ...rest } = query;
  const res = await api<{ users: { data: { nim: string }[]; total: number } }>('GET', '/api/manajemen/skpi/search', {
    bearer: token,
    query: { page: 1, paginate: 2, ...rest, ...(tahun_masuk === undefined ? {} : { angkatan: tahun_masuk }) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { nims: res.body.users.data.map((r) => r.nim), total: res.body.users.total };
}

/** The list a query must give, recounted from the program's every student (read by program) with the rule. */
async function recount(idProdi: number, query: Query): Promise<string[]> {
  const q = parseNameQuery(String(query.keyword));
  return (await (await users()).listOfRoleProdi('mahasiswa', idProdi))
    .filter((s) => matchesAll(q.words, studentNameTerms(s.nama, s.nim).words))
    .filter((s) => query.tahun_masuk === undefined || s.tanggal_masuk?.startsWith(String(query.tahun_masuk)))
    .filter((s) => query.is_graduated === undefined || !!s.is_graduated === (query.is_graduated === 1))
    .map((s) => s.nim)
    .sort();
}

beforeAll(async () => {
  useStackEnv();
  const fakultas = await testFakultas(`Fakultas Nama ${tag}`);
  prodiA = (await testProdi(fakultas.id_fakultas, `Prodi Nama A ${tag}`)).id_prodi;
  prodiB = (await testProdi(fakultas.id_fakultas, `Prodi Nama B ${tag}`)).id_prodi;
  superToken = (await staffAccount('super admin')).token;
  adminToken = (await staffAccount('admin jurusan', prodiA)).token;
  const make = (idProdi: number, nama: string, fields: Partial<UserItem> = {}) => repoStudent(idProdi, { nama: `${nama} ${tag}`, ...fields });
  students.push(
    ...(await Promise.all([
      make(prodiA, 'Siti Aminah', { tanggal_masuk: '2021-09-01', is_graduated: true, tanggal_lulus: '2025-08-01' }),
      make(prodiA, 'Sitorus Budi'),
      make(prodiA, 'Bayu Siti Ramadhan'),
      make(prodiA, 'Asiti Rahman', { tanggal_masuk: '2021-09-01' }),
      make(prodiA, 'Dewi Ánggraini'),
      make(prodiB, 'Siti Zahra'),
    ])),
  );
});

describe('name search of the people list and the print list', () => {
  it('gives the rows and totals of a recount by the rule (a query word begins a word), on each page', async () => {
    const queries: Query[] = [
      { keyword: `sit ${tag}` },
      { keyword: `SITI ${tag}` },
      { keyword: tag },
      { keyword: `${tag} anggr` },
      { keyword: `sit ${tag}`, tahun_masuk: 2021 },
      { keyword: `sit ${tag}`, is_graduated: 0 },
      { keyword: `${tag} r`, page: 2 },
    ];
    for (const query of queries) {
      const want = await recount(prodiA, query);
      const page = Number(query.page ?? 1);
      const rows = want.slice((page - 1) * 2, page * 2);
      const { page: _, ...filter } = query;
      const scoped = { ...filter, page };
      expect(await people(adminToken, scoped), JSON.stringify(query)).toEqual({ nims: rows, total: want.length });
      expect(await people(superToken, { ...scoped, 'id_prodi[0]': prodiA }), JSON.stringify(query)).toEqual({ nims: rows, total: want.length });
      expect(await printList(adminToken, scoped), JSON.stringify(query)).toEqual({ nims: rows, total: want.length });
    }
    // a fragment inside a word no longer matches (`asiti`), the beginning of a word does
    expect((await recount(prodiA, { keyword: `sit ${tag}` })).length).toBe(3);
    // the super admin without a program filter reads the university's entries: both programs
    expect((await people(superToken, { keyword: `siti ${tag}`, paginate: 10 })).total).toBe(3);
  });

  it('follows a rename, a program move and a delete at once', async () => {
    const repo = await users();
    const [, sitorus, , , dewi, zahra] = students as [UserItem, UserItem, UserItem, UserItem, UserItem, UserItem];
    await repo.update(sitorus, { nama: `Ratna Sari ${tag}` });
    expect((await people(adminToken, { keyword: `sitorus ${tag}` })).total).toBe(0);
    expect((await people(adminToken, { keyword: `ratna ${tag}` })).nims).toEqual([sitorus.nim]);

    await repo.update(zahra, { id_prodi: prodiA });
    expect((await people(adminToken, { keyword: `zahra ${tag}` })).nims).toEqual([zahra.nim]);
    expect((await people(superToken, { keyword: `zahra ${tag}`, 'id_prodi[0]': prodiB })).total).toBe(0);

    await repo.remove(dewi);
    expect((await people(adminToken, { keyword: `dewi ${tag}` })).total).toBe(0);
    expect((await people(superToken, { keyword: `dewi ${tag}` })).total).toBe(0);
  });

  it('a move of a findable student with a long name (new NIM, program and year) stays one transaction', async () => {
    const [repo, { tableName }] = await Promise.all([users(), import('@functions/lib/table')]);
    const long = await repoStudent(prodiA, { nama: `${tag} Satu Dua Tiga Empat Lima Enam Tujuh Delapan Sembilan Sepuluh Sebelas` });
    const nim = `9${long.nim.slice(1)}`;
    // the migration decision's two items beside it (the request's decision and the audit entry)
    const extra = [1, 2].map((n) => ({ Put: { TableName: tableName(), Item: { PK: `UJI#${long.id}`, SK: `EXTRA#${n}` } } }));
    await repo.update(long, { nim, id_prodi: prodiB, tanggal_masuk: '2023-09-01' }, extra);
    expect((await people(superToken, { keyword: `sepuluh ${tag}`, 'id_prodi[0]': prodiB, tahun_masuk: 2023 })).nims).toEqual([nim]);
  });

  it('the backfill makes a student written before the index findable, once', async () => {
    const [{ backfillStudentNames }, { studentNameEntries }, { transact, tableName }] = await Promise.all([
      import('@infra/backfill-indexes'),
      import('@functions/lib/projections/student-name'),
      import('@functions/lib/table'),
    ]);
    const older = await repoStudent(prodiA, { nama: `Lama Sekali ${tag}` });
    // as an older version wrote it: no entries
    await transact(studentNameEntries(older).map((e) => ({ Delete: { TableName: tableName(), Key: { PK: e.PK, SK: e.SK } } })));
    expect((await people(adminToken, { keyword: `lama ${tag}` })).total).toBe(0);
    expect(await backfillStudentNames([older])).toEqual({ read: 1, written: 1 });
    expect((await people(adminToken, { keyword: `lama ${tag}` })).nims).toEqual([older.nim]);
    expect((await people(superToken, { keyword: `lama ${tag}` })).nims).toEqual([older.nim]);
  });
});
