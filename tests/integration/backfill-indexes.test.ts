/**
 * infra/backfill-indexes.ts: students written before the year-of-entry indexes existed are found
 * by the year filters, and by an upper SKP bound with 0 points, once it ran; a second run writes nothing; an edit meanwhile is not lost.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserItem } from '@functions/domain/users/repo';
import { rubrikKeys } from '@functions/lib/entities/rubrik';
import { userKeys } from '@functions/lib/entities/users';
import { backfillStudentIndexes } from '@infra/backfill-indexes';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { api, useStackEnv } from '../support/stack';

const lib = async () => {
  const [{ usersRepo }, { ddb }, { tableName }] = await Promise.all([
    import('@functions/domain/users/repo'),
    import('@functions/lib/clients'),
    import('@functions/lib/table'),
  ]);
  return { usersRepo, ddb, tableName };
};

let superToken: string;
let idProdi: number;

beforeAll(async () => {
  useStackEnv();
  const tag = Date.now().toString(36);
  idProdi = (await testProdi((await testFakultas(`Fakultas Reindeks ${tag}`)).id_fakultas, `Prodi Reindeks ${tag}`)).id_prodi;
  superToken = (await staffAccount('super admin')).token;
});

/** A student as an older version wrote it: no GSI3/GSI4 (the year indexes), no points (the points index's sort key). */
async function olderStudent(nim: string): Promise<UserItem> {
  const { usersRepo, ddb, tableName } = await lib();
  const user = await usersRepo.create({
    nim,
    email: `${nim}@reindeks.test`,
    role: 'mahasiswa',
    id_prodi: idProdi,
    nama: 'Mahasiswa Lama',
    password_hash: 'x',
    is_active: true,
    email_verified_at: null,
    is_data_complete: false,
    tanggal_masuk: '2019-09-01',
  });
  await ddb().send(
    new UpdateCommand({ TableName: tableName(), Key: userKeys.user(user.id), UpdateExpression: 'REMOVE GSI3PK, GSI3SK, GSI4PK, GSI4SK, skp' }),
  );
  return user;
}

const byYear = async (query: Record<string, number>) =>
  (
    await api<{ users: { data: { nim: string }[] } }>('GET', '/api/manajemen/akun', {
      bearer: superToken,
      query: { id_role: 4, paginate: 10, page: 1, tahun_masuk: 2019, ...query },
    })
  ).body.users.data.map((r) => r.nim);

describe('backfill of the student list indexes', () => {
  it('makes older students findable by year, once; a second run writes nothing', async () => {
    const nim = `8${Date.now().toString().slice(-9)}`;
    await olderStudent(nim);
    expect(await byYear({ id_prodi: idProdi })).toEqual([]);

    const first = await backfillStudentIndexes();
    expect(first.written).toBeGreaterThanOrEqual(1);
    expect(first.read).toBeGreaterThanOrEqual(first.written);
    expect(await byYear({ id_prodi: idProdi })).toEqual([nim]);
    expect(await byYear({})).toContain(nim);
    // 0 points: an upper SKP bound (read in the points index) finds the student
    expect((await (await lib()).usersRepo.getByNim(nim))?.skp).toBe(0);
    expect(await byYear({ id_prodi: idProdi, skp_max: 0 })).toEqual([nim]);

    expect((await backfillStudentIndexes()).written).toBe(0);
  });

  it('does not overwrite an edit made after the student was read: the edit wins, the indexes follow it', async () => {
    const { usersRepo } = await lib();
    const nim = `7${Date.now().toString().slice(-9)}`;
    const stale = await olderStudent(nim);
    const edited = await usersRepo.update(stale, { nama: 'Mahasiswa Diubah' });
    await expect(usersRepo.reindex(stale)).rejects.toThrow();
    expect((await usersRepo.getById(edited.id))?.nama).toBe('Mahasiswa Diubah');
    expect(await byYear({ id_prodi: idProdi })).toContain(nim);
  });
});

describe('backfill of the rubric catalog', () => {
  it("puts an older program's rubrics and sub-rubrics in the university's lists, once", async () => {
    const { ddb, tableName } = await lib();
    const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
    const bidang = (await rubrikRepo.listBidang())[0];
    if (!bidang) throw new Error('the seed has portfolio categories');
    const rubrik = await rubrikRepo.createRubrik({
      id_prodi: idProdi,
      id_bidang_portofolio: bidang.id_bidang_portofolio,
      nama_rubrik: 'Rubrik Lama',
      syarat_minimal_skp: 2,
    });
    const anak = await rubrikRepo.createAnak(rubrik, { nama_anak_rubrik: 'Anak Lama', bobot_maksimal_skp_tiap_portofolio: 4, syarat_minimal_skp: 1 });
    // as an older version wrote them: no catalog keys
    for (const key of [rubrikKeys.rubrik(rubrik.id_rubrik), rubrikKeys.anakRubrik(anak.id_anak_rubrik)]) {
      await ddb().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'REMOVE GSI3PK, GSI3SK' }));
    }
    const listed = async () => {
      const res = await api<{ anak_rubrik: { id_anak_rubrik: number; nama_rubrik: string }[] }>('GET', '/api/anak_rubrik', { bearer: superToken });
      return res.body.anak_rubrik.filter((a) => a.id_anak_rubrik === anak.id_anak_rubrik);
    };
    const counted = async () =>
      (await api<{ data: { id_anak_rubrik: number }[] }>('GET', '/api/statistik/anak-rubrik', { bearer: superToken })).body.data.filter(
        (a) => a.id_anak_rubrik === anak.id_anak_rubrik,
      ).length;
    expect(await listed()).toEqual([]);
    expect(await counted()).toBe(0);

    const { backfillRubrikCatalog } = await import('@infra/backfill-indexes');
    expect(await backfillRubrikCatalog([idProdi])).toEqual({ read: 2, written: 2 });
    expect(await listed()).toEqual([expect.objectContaining({ nama_rubrik: 'Rubrik Lama' })]);
    expect(await counted()).toBe(1);
    expect(await backfillRubrikCatalog([idProdi])).toEqual({ read: 2, written: 0 });
  });
});
