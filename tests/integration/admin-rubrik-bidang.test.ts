import { bidangHasRubrik, bidangUrutanTaken, MSG, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Body, call, DEMO_BIDANG, lastAudit, rubrikFile, rubrikRepo, unchanged } from '../support/admin-rubrik';
import { freshStudent } from '../support/portofolio';

let superToken = '';
let ownAdminToken = '';
let otherAdminToken = '';
let idProdi = 0;
const fixture = rubrikFile('Bidang');
const { createdBidang, newBidang, newRubrik } = fixture;
beforeAll(() => {
  ({ superToken, ownAdminToken, otherAdminToken, idProdi } = fixture);
});
/** Places in the SKPI for this file's categories, far from the demo's 1 to 4. */
const URUTAN = 7000 + Math.floor(Math.random() * 2000);

describe('GET /api/prodi/{id}/rubrik (master area)', () => {
  it('answers every rubric of a program with its sub-rubrics; staff get versions, a student of another program 403', async () => {
    const res = await call('GET', '/api/prodi/1/rubrik', otherAdminToken);
    expect(res.status).toBe(200);
    const list = res.body.rubrik as unknown as Array<Body & { anak_rubrik: Body[] }>;
    const repo = await rubrikRepo();
    expect(list.map((r) => r.id_rubrik)).toEqual((await repo.listRubrikOfProdi(1)).map((r) => r.id_rubrik));
    expect(list.flatMap((r) => r.anak_rubrik.map((a) => a.id_anak_rubrik)).sort()).toEqual(
      (await repo.listAnakOfProdi(1)).map((a) => a.id_anak_rubrik).sort(),
    );
    expect(list[0]).toMatchObject({
      id_prodi: 1,
      nama_rubrik: expect.any(String),
      syarat_minimal_skp: expect.any(Number),
      version: expect.any(Number),
    });
    expect(list[0]?.anak_rubrik[0]).toMatchObject({ bobot_maksimal_skp_tiap_portofolio: expect.any(Number), version: expect.any(Number) });

    const student = await freshStudent(1);
    const own = await call('GET', '/api/prodi/1/rubrik', student.token);
    expect(own.status).toBe(200);
    expect((own.body.rubrik as unknown as Body[])[0]).not.toHaveProperty('version');
    const other = await call('GET', `/api/prodi/${idProdi}/rubrik`, student.token);
    expect([other.status, other.body]).toEqual([403, { message: MSG.catalogOtherProdi }]);
    const missing = await call('GET', '/api/prodi/99999/rubrik', superToken);
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.prodiNotFound }]);
  });
});

describe('portfolio categories', () => {
  it('adds a category (super admin): the message, the record, an audit entry; the list shows it in SKPI order', async () => {
    const res = await call('POST', '/api/bidangportofolio/add', superToken, {
      urutan_di_skpi: String(URUTAN),
      nama_bidang_portofolio: '  Kewirausahaan  ',
      nama_bidang_portofolio_inggris: 'Entrepreneurship',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.bidangPortofolioAdded);
    const id = Number(res.body.bidang_portofolio?.id_bidang_portofolio);
    createdBidang.add(id);
    expect(res.body.bidang_portofolio).toEqual({
      id_bidang_portofolio: id,
      urutan_di_skpi: URUTAN,
      nama_bidang_portofolio: 'Kewirausahaan',
      nama_bidang_portofolio_inggris: 'Entrepreneurship',
      version: 1,
    });
    expect(await lastAudit('bidang_portofolio', id)).toMatchObject({
      action: 'bidang_portofolio.create',
      before: null,
      after: { urutan_di_skpi: URUTAN },
    });
    const list = await call('GET', '/api/bidangportofolio', ownAdminToken);
    const rows = list.body.bidang_portofolio as unknown as Body[];
    expect(rows.at(-1)).toMatchObject({ id_bidang_portofolio: id, version: 1 });
    expect(rows.map((b) => b.urutan_di_skpi)).toEqual([...rows.map((b) => Number(b.urutan_di_skpi))].sort((a, b) => a - b));
    const deleted = await call('DELETE', `/api/bidangportofolio/${id}/delete`, superToken);
    expect(deleted.status).toBe(200);
  });

  it.each([
    ['nothing', {}, { urutan_di_skpi: [MSG.required], nama_bidang_portofolio: [MSG.required], nama_bidang_portofolio_inggris: [MSG.required] }],
    [
      'blank names',
      { urutan_di_skpi: 5001, nama_bidang_portofolio: ' ', nama_bidang_portofolio_inggris: '' },
      {
        nama_bidang_portofolio: [MSG.required],
        nama_bidang_portofolio_inggris: [MSG.required],
      },
    ],
    [
      'an order that is no number',
      { urutan_di_skpi: 'lima', nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' },
      {
        urutan_di_skpi: [MSG.mustBeNumber],
      },
    ],
    [
      'an order of 0',
      { urutan_di_skpi: 0, nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' },
      { urutan_di_skpi: [MSG.urutanInvalid] },
    ],
    [
      'a fractional order',
      { urutan_di_skpi: 1.5, nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' },
      { urutan_di_skpi: [MSG.urutanInvalid] },
    ],
    [
      'an order above 9999',
      { urutan_di_skpi: 10_000, nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' },
      {
        urutan_di_skpi: [MSG.urutanInvalid],
      },
    ],
    [
      'a name too long',
      { urutan_di_skpi: 5002, nama_bidang_portofolio: 'x'.repeat(151), nama_bidang_portofolio_inggris: 'A' },
      {
        nama_bidang_portofolio: [tooLong(150)],
      },
    ],
  ])('refuses %s (422) and adds nothing', async (_name, body, message) => {
    const before = (await (await rubrikRepo()).listBidang()).length;
    const res = await call('POST', '/api/bidangportofolio/add', superToken, body);
    expect([res.status, res.body]).toEqual([422, { message }]);
    expect((await (await rubrikRepo()).listBidang()).length).toBe(before);
  });

  it('refuses a place another category holds (409 naming the number and the category), on add and on update', async () => {
    const before = await (await rubrikRepo()).listBidang();
    const add = await call('POST', '/api/bidangportofolio/add', superToken, {
      urutan_di_skpi: 1,
      nama_bidang_portofolio: 'Duplikat',
      nama_bidang_portofolio_inggris: 'Duplicate',
    });
    expect([add.status, add.body]).toEqual([409, { message: bidangUrutanTaken(1, 'Penalaran dan Keilmuan') }]);
    expect(await (await rubrikRepo()).listBidang()).toEqual(before);

    const b = await newBidang(URUTAN + 1);
    await unchanged(
      async () => (await rubrikRepo()).getBidang(b.id_bidang_portofolio),
      ['bidang_portofolio', b.id_bidang_portofolio],
      async () => {
        const res = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, {
          nama_bidang_portofolio: 'Pindah',
          urutan_di_skpi: 2,
        });
        expect([res.status, res.body]).toEqual([409, { message: bidangUrutanTaken(2, 'Minat dan Bakat') }]);
      },
    );
    // the guard alone refuses too (a category added in the instant between the check and the write)
    const repo = await rubrikRepo();
    const raced = repo.insertBidang({ urutan_di_skpi: URUTAN + 1, nama_bidang_portofolio: 'Balapan', nama_bidang_portofolio_inggris: 'Race' });
    await expect(raced).rejects.toMatchObject({ kind: 'conflict', reason: 'urutan' });
    expect(await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken)).toMatchObject({ status: 200 });
  });

  it('changes a category: the place moves (the old one is free again); left-out fields stay', async () => {
    const b = await newBidang(URUTAN + 2);
    const res = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, {
      nama_bidang_portofolio: 'Seni dan Budaya',
      urutan_di_skpi: URUTAN + 3,
      nama_bidang_portofolio_inggris: '',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bidangPortofolioUpdated);
    expect(res.body.bidang_portofolio).toEqual({
      id_bidang_portofolio: b.id_bidang_portofolio,
      urutan_di_skpi: URUTAN + 3,
      nama_bidang_portofolio: 'Seni dan Budaya',
      nama_bidang_portofolio_inggris: b.nama_bidang_portofolio_inggris,
      version: 2,
    });
    expect(await lastAudit('bidang_portofolio', b.id_bidang_portofolio)).toMatchObject({
      action: 'bidang_portofolio.update',
      before: { urutan_di_skpi: URUTAN + 2, version: 1 },
      after: { urutan_di_skpi: URUTAN + 3, version: 2 },
    });
    const only = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, { nama_bidang_portofolio: 'Seni' });
    expect(only.body.bidang_portofolio).toMatchObject({ urutan_di_skpi: URUTAN + 3, nama_bidang_portofolio: 'Seni', version: 3 });
    // the old place is free, the new one taken
    const old = await newBidang(URUTAN + 2, 'Penempat Lama');
    const taken = await call('POST', '/api/bidangportofolio/add', superToken, {
      urutan_di_skpi: URUTAN + 3,
      nama_bidang_portofolio: 'X',
      nama_bidang_portofolio_inggris: 'X',
    });
    expect([taken.status, taken.body]).toEqual([409, { message: bidangUrutanTaken(URUTAN + 3, 'Seni') }]);
    for (const id of [b.id_bidang_portofolio, old.id_bidang_portofolio]) {
      expect((await call('DELETE', `/api/bidangportofolio/${id}/delete`, superToken)).status).toBe(200);
    }
  });

  it('refuses a stale version (409), an unknown category (404) and a blank Indonesian name (422), changing nothing', async () => {
    const b = await newBidang(URUTAN + 4);
    await unchanged(
      async () => (await rubrikRepo()).getBidang(b.id_bidang_portofolio),
      ['bidang_portofolio', b.id_bidang_portofolio],
      async () => {
        const stale = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, {
          nama_bidang_portofolio: 'B',
          version: 9,
        });
        expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
        const blank = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, { nama_bidang_portofolio: '' });
        expect([blank.status, blank.body]).toEqual([422, { message: { nama_bidang_portofolio: [MSG.required] } }]);
      },
    );
    for (const [method, path, body] of [
      ['PUT', '/api/bidangportofolio/99999/update', { nama_bidang_portofolio: 'B' }],
      ['DELETE', '/api/bidangportofolio/99999/delete', undefined],
    ] as const) {
      const res = await call(method, path, superToken, body);
      expect([res.status, res.body]).toEqual([404, { message: MSG.bidangPortofolioNotFound }]);
    }
    expect((await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken)).status).toBe(200);
  });

  it('refuses an admin jurusan every category write (403 saying who may) and changes nothing', async () => {
    const b = await newBidang(URUTAN + 5);
    await unchanged(
      async () => [await (await rubrikRepo()).getBidang(b.id_bidang_portofolio), (await (await rubrikRepo()).listBidang()).length],
      ['bidang_portofolio', b.id_bidang_portofolio],
      async () => {
        for (const [method, path, body] of [
          ['POST', '/api/bidangportofolio/add', { urutan_di_skpi: URUTAN + 6, nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' }],
          ['PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, { nama_bidang_portofolio: 'Lain' }],
          ['DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, undefined],
        ] as const) {
          const res = await call(method, path, ownAdminToken, body);
          expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: { message: MSG.bidangSuperAdminOnly } });
        }
      },
    );
    expect((await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken)).status).toBe(200);
  });

  it('refuses to delete a category that rubrics of any program use (409 with their count); deletes it once they are gone', async () => {
    const { masterRepo } = await import('@functions/domain/master/repo');
    const repo = await rubrikRepo();
    const programs = await masterRepo.listProdi();
    const used = (await Promise.all(programs.map((p) => repo.listRubrikOfProdiBidang(p.id_prodi, DEMO_BIDANG)))).flat().length;
    expect(used).toBeGreaterThan(1);
    await unchanged(
      async () => repo.getBidang(DEMO_BIDANG),
      ['bidang_portofolio', DEMO_BIDANG],
      async () => {
        const res = await call('DELETE', `/api/bidangportofolio/${DEMO_BIDANG}/delete`, superToken);
        expect([res.status, res.body]).toEqual([409, { message: bidangHasRubrik(used) }]);
      },
    );

    const b = await newBidang(URUTAN + 7);
    const r = await newRubrik({ id_bidang_portofolio: b.id_bidang_portofolio });
    const refused = await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken);
    expect([refused.status, refused.body]).toEqual([409, { message: bidangHasRubrik(1) }]);
    // the counted check holds in the transaction itself (a rubric added after the service's read)
    await expect(repo.deleteBidang(b)).rejects.toMatchObject({ kind: 'conflict', reason: 'dependents' });
    expect(await repo.getBidang(b.id_bidang_portofolio)).toEqual(b);

    expect((await call('DELETE', `/api/rubrik/${r.id_rubrik}/delete`, ownAdminToken)).status).toBe(200);
    const res = await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bidangPortofolioDeleted);
    expect(res.body.bidang_portofolio).toMatchObject({ id_bidang_portofolio: b.id_bidang_portofolio, urutan_di_skpi: URUTAN + 7 });
    expect(await repo.getBidang(b.id_bidang_portofolio)).toBeUndefined();
    expect(await lastAudit('bidang_portofolio', b.id_bidang_portofolio)).toMatchObject({ action: 'bidang_portofolio.delete', after: null });
    // its place is free again
    const again = await newBidang(URUTAN + 7);
    expect((await call('DELETE', `/api/bidangportofolio/${again.id_bidang_portofolio}/delete`, superToken)).status).toBe(200);
  });
});
