/**
 * Rubrics (docs/decisions/0025-portfolio-categories-and-rubrics.md): the admin area's rubric writes
 * in the own program (admin jurusan) or any program (super admin). Every success answers its fixed
 * catalogue message with the record; every refusal (403 program, 409 sub-rubrics in it or stale
 * version, 404, 422) leaves the rubrics as they were and adds no audit entry. The file works in a
 * program of its own (tests/support/admin-rubrik.ts).
 */

import { MSG, rubrikHasAnak, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Body, call, DEMO_BIDANG, lastAudit, rubrikFile, rubrikRepo, unchanged } from '../support/admin-rubrik';

let superToken = '';
let ownAdminToken = '';
let otherAdminToken = '';
let idProdi = 0;
const fixture = rubrikFile('Rubrik');
const { newRubrik, newAnak } = fixture;
beforeAll(() => {
  ({ superToken, ownAdminToken, otherAdminToken, idProdi } = fixture);
});

describe('rubrics', () => {
  it('adds a rubric in the own program (admin jurusan) and in any program (super admin); the lists show it', async () => {
    const res = await call('POST', '/api/rubrik/add', ownAdminToken, {
      nama_rubrik: ' Penelitian Mahasiswa ',
      id_bidang_portofolio: String(DEMO_BIDANG),
      id_prodi: idProdi,
      syarat_minimal_skp: '8',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.rubrikAdded);
    const id = Number(res.body.rubrik?.id_rubrik);
    expect(res.body.rubrik).toEqual({
      id_rubrik: id,
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
      nama_rubrik: 'Penelitian Mahasiswa',
      syarat_minimal_skp: 8,
      version: 1,
      anak_rubrik: [],
    });
    expect(await lastAudit('rubrik', id)).toMatchObject({ action: 'rubrik.create', before: null, after: { nama_rubrik: 'Penelitian Mahasiswa' } });
    const page = await call('GET', `/api/prodi/${idProdi}/rubrik/bidang/${DEMO_BIDANG}`, ownAdminToken, undefined);
    expect(((page.body.rubrik as unknown as { data: Body[] }).data ?? []).map((r) => r.id_rubrik)).toContain(id);

    const bySuper = await newRubrik({ nama_rubrik: 'Publikasi' }, superToken);
    expect(bySuper.id_prodi).toBe(idProdi);
  });

  it.each([
    [
      'nothing',
      {},
      { nama_rubrik: [MSG.required], id_bidang_portofolio: [MSG.required], id_prodi: [MSG.required], syarat_minimal_skp: [MSG.required] },
    ],
    ['a minimum that is no number', { syarat_minimal_skp: 'enam' }, { syarat_minimal_skp: [MSG.mustBeNumber] }],
    ['a negative minimum', { syarat_minimal_skp: -1 }, { syarat_minimal_skp: [MSG.syaratMinimalInvalid] }],
    ['a fractional minimum', { syarat_minimal_skp: 2.5 }, { syarat_minimal_skp: [MSG.syaratMinimalInvalid] }],
    ['a name too long', { nama_rubrik: 'r'.repeat(256) }, { nama_rubrik: [tooLong(255)] }],
  ])('refuses %s (422) and adds nothing', async (name, overrides, message) => {
    const body =
      name === 'nothing' ? {} : { nama_rubrik: 'R', id_bidang_portofolio: DEMO_BIDANG, id_prodi: idProdi, syarat_minimal_skp: 1, ...overrides };
    const before = (await (await rubrikRepo()).listRubrikOfProdi(idProdi)).length;
    const res = await call('POST', '/api/rubrik/add', ownAdminToken, body);
    expect([res.status, res.body]).toEqual([422, { message }]);
    expect((await (await rubrikRepo()).listRubrikOfProdi(idProdi)).length).toBe(before);
  });

  it('refuses another program (403), an unknown category or program (404), and adds nothing', async () => {
    const repo = await rubrikRepo();
    const before = [
      (await repo.listRubrikOfProdi(1)).length,
      (await repo.listRubrikOfProdi(idProdi)).length,
      await repo.rubrikCountOfBidang(DEMO_BIDANG),
    ];
    const body = { nama_rubrik: 'R', id_bidang_portofolio: DEMO_BIDANG, syarat_minimal_skp: 1 };
    const other = await call('POST', '/api/rubrik/add', ownAdminToken, { ...body, id_prodi: 1 });
    expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
    const bidang = await call('POST', '/api/rubrik/add', ownAdminToken, { ...body, id_prodi: idProdi, id_bidang_portofolio: 99_999 });
    expect([bidang.status, bidang.body]).toEqual([404, { message: MSG.bidangPortofolioNotFound }]);
    const prodi = await call('POST', '/api/rubrik/add', superToken, { ...body, id_prodi: 99_999 });
    expect([prodi.status, prodi.body]).toEqual([404, { message: MSG.prodiNotFound }]);
    expect([
      (await repo.listRubrikOfProdi(1)).length,
      (await repo.listRubrikOfProdi(idProdi)).length,
      await repo.rubrikCountOfBidang(DEMO_BIDANG),
    ]).toEqual(before);
  });

  it("changes a rubric's name and minimum (own program, or super admin); category and program stay", async () => {
    const r = await newRubrik({ nama_rubrik: 'Seminar' });
    const res = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, {
      nama_rubrik: 'Seminar Ilmiah',
      syarat_minimal_skp: 4,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.rubrikUpdated);
    expect(res.body.rubrik).toMatchObject({
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
      nama_rubrik: 'Seminar Ilmiah',
      syarat_minimal_skp: 4,
      version: 2,
    });
    expect(await lastAudit('rubrik', r.id_rubrik)).toMatchObject({
      action: 'rubrik.update',
      before: { syarat_minimal_skp: 6, version: 1 },
      after: { syarat_minimal_skp: 4, version: 2 },
    });
    const bySuper = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, superToken, { nama_rubrik: 'Seminar', syarat_minimal_skp: 0 });
    expect(bySuper.body.rubrik).toMatchObject({ syarat_minimal_skp: 0, version: 3 });
  });

  it('refuses another program (403, the program read from the stored rubric), a stale version (409), missing fields (422), changing nothing', async () => {
    const r = await newRubrik({ nama_rubrik: 'Lokakarya' });
    await unchanged(
      async () => (await rubrikRepo()).getRubrik(r.id_rubrik),
      ['rubrik', r.id_rubrik],
      async () => {
        const other = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, otherAdminToken, { nama_rubrik: 'X', syarat_minimal_skp: 1 });
        expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
        const otherDelete = await call('DELETE', `/api/rubrik/${r.id_rubrik}/delete`, otherAdminToken);
        expect([otherDelete.status, otherDelete.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
        // the body names no program: a program sent is refused, not followed
        const moved = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, { nama_rubrik: 'X', syarat_minimal_skp: 1, id_prodi: 1 });
        expect(moved.status).toBe(422);
        const stale = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, { nama_rubrik: 'X', syarat_minimal_skp: 1, version: 5 });
        expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
        const missing = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, { nama_rubrik: '' });
        expect([missing.status, missing.body]).toEqual([422, { message: { nama_rubrik: [MSG.required], syarat_minimal_skp: [MSG.required] } }]);
      },
    );
    for (const [method, path, body] of [
      ['PUT', '/api/rubrik/9999999/update', { nama_rubrik: 'X', syarat_minimal_skp: 1 }],
      ['DELETE', '/api/rubrik/9999999/delete', undefined],
    ] as const) {
      const res = await call(method, path, superToken, body);
      expect([res.status, res.body]).toEqual([404, { message: MSG.rubrikNotFound }]);
    }
  });

  it('refuses to delete a rubric with sub-rubrics (409 with their count); deletes an empty one and uncounts it', async () => {
    const repo = await rubrikRepo();
    const r = await newRubrik({ nama_rubrik: 'Pengabdian' });
    await newAnak(r.id_rubrik);
    await newAnak(r.id_rubrik, { nama_anak_rubrik: 'Juara Lomba Provinsi' });
    await unchanged(
      async () => [await repo.getRubrik(r.id_rubrik), await repo.rubrikCountOfBidang(DEMO_BIDANG)],
      ['rubrik', r.id_rubrik],
      async () => {
        const res = await call('DELETE', `/api/rubrik/${r.id_rubrik}/delete`, ownAdminToken);
        expect([res.status, res.body]).toEqual([409, { message: rubrikHasAnak(2) }]);
        await expect(repo.deleteRubrik(r)).rejects.toMatchObject({ kind: 'conflict', reason: 'dependents' });
      },
    );
    const empty = await newRubrik({ nama_rubrik: 'Kosong' });
    const count = await repo.rubrikCountOfBidang(DEMO_BIDANG);
    const res = await call('DELETE', `/api/rubrik/${empty.id_rubrik}/delete`, ownAdminToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.rubrikDeleted);
    expect(res.body.rubrik).toMatchObject({ id_rubrik: empty.id_rubrik, nama_rubrik: 'Kosong', anak_rubrik: [] });
    expect(await repo.getRubrik(empty.id_rubrik)).toBeUndefined();
    expect(await repo.rubrikCountOfBidang(DEMO_BIDANG)).toBe(count - 1);
    expect(await lastAudit('rubrik', empty.id_rubrik)).toMatchObject({ action: 'rubrik.delete', after: null });
  });
});
