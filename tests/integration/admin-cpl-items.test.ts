/**
 * CPL items and their points (docs/decisions/0026-cpl.md): the admin area's writes of items and
 * points. Every success answers its fixed catalogue message with the record and leaves an
 * audit entry; every refusal (422 fields, 403 another program, 404, 409 urutan taken, the point
 * limit, stale version) leaves the program's CPL as it was and adds no audit entry. A child
 * written after its parent was read makes the parent's delete fail. Categories and reads:
 * admin-cpl-bidang.test.ts.
 *
 * The file works on a program it creates (the seeded program 1 is refused to its admin).
 */

import type { ProdiItem } from '@functions/domain/master/repo';
import { cplKeys } from '@functions/lib/entities/cpl';
import type { BidangCplView, CplPointView, CplView } from '@shared/api/cpl';
import { bidangCplHasCpl, cplDeletedWithPoints, cplPointLimit, cplUrutanTaken, MSG, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchItem } from '../support/auth-flow';
import {
  type Account,
  addBidang,
  addItem,
  addPoint,
  type Body,
  call,
  clearCplAfterEach,
  cplAccounts,
  cplRepo,
  cplUnchanged,
  ITEM,
  lastAudit,
  POINT,
} from '../support/cpl';

let superAdmin: Account;
/** An admin jurusan of a program this file creates (`own`), and one of seeded Informatika (1). */
let ownAdmin: Account;
let otherAdmin: Account;
let own: ProdiItem;

beforeAll(async () => {
  ({ superAdmin, ownAdmin, otherAdmin, own } = await cplAccounts('CPL Butir'));
});

// every test starts from a program without CPL: what one adds, the next does not see
clearCplAfterEach(() => own.id_prodi);

/** Runs refused calls and shows they changed neither the programs' CPL nor the file's accounts' audit logs. */
const unchanged = (idProdis: number[], run: () => Promise<void>) => cplUnchanged([superAdmin, ownAdmin, otherAdmin], idProdis, run);

describe('items and points', () => {
  it('adds, changes and deletes an item, and the points of an item, each with its message and audit entry', async () => {
    const sikap = await addBidang(ownAdmin, own.id_prodi, 1);
    const add = await call('POST', '/api/cpl/add', ownAdmin, {
      id_prodi: own.id_prodi,
      id_bidang_cpl: sikap.id_bidang_cpl,
      urutan_di_skpi: 1,
      judul_cpl_indonesia: ` ${ITEM.judul_cpl_indonesia} `,
      judul_cpl_inggris: ITEM.judul_cpl_inggris,
    });
    expect(add.status).toBe(201);
    expect(add.body).toEqual({
      message: MSG.cplAdded,
      cpl: {
        id_cpl: expect.any(Number),
        id_prodi: own.id_prodi,
        id_bidang_cpl: sikap.id_bidang_cpl,
        urutan_di_skpi: 1,
        ...ITEM,
        version: 1,
        point_cpl: [],
      },
    });
    const item = add.body.cpl as CplView;
    expect(await lastAudit('cpl', item.id_cpl)).toMatchObject({ action: 'cpl.create', after: { judul_cpl_indonesia: ITEM.judul_cpl_indonesia } });

    const point = await call('POST', `/api/cpl/${item.id_cpl}/add-point`, ownAdmin, { urutan_di_skpi: 1, ...POINT });
    expect(point.status).toBe(201);
    expect(point.body).toEqual({
      message: MSG.cplPointAdded,
      point_cpl: { id_point_cpl: expect.any(Number), id_cpl: item.id_cpl, urutan_di_skpi: 1, ...POINT, version: 1 },
    });
    const p1 = point.body.point_cpl as CplPointView;
    expect(await lastAudit('point_cpl', p1.id_point_cpl)).toMatchObject({ action: 'point_cpl.create', before: null });
    const p2 = await addPoint(superAdmin, item, 2, { point_cpl_indonesia: 'Bekerja sama', point_cpl_inggris: 'Cooperates' });

    const pointUpdate = await call('PUT', `/api/cpl/${item.id_cpl}/${p1.id_point_cpl}/update`, ownAdmin, {
      urutan_di_skpi: 3,
      point_cpl_indonesia: 'Menghargai keragaman',
      point_cpl_inggris: 'Respects diversity',
      version: 1,
    });
    expect(pointUpdate.status).toBe(200);
    expect(pointUpdate.body).toMatchObject({
      message: MSG.cplPointUpdated,
      point_cpl: { urutan_di_skpi: 3, point_cpl_indonesia: 'Menghargai keragaman', version: 2 },
    });
    expect(await lastAudit('point_cpl', p1.id_point_cpl)).toMatchObject({
      action: 'point_cpl.update',
      before: { urutan_di_skpi: 1 },
      after: { urutan_di_skpi: 3 },
    });
    await addPoint(ownAdmin, item, 1, { point_cpl_indonesia: 'Poin baru', point_cpl_inggris: 'New point' });

    const update = await call('PUT', `/api/cpl/${item.id_cpl}/update`, ownAdmin, {
      id_prodi: own.id_prodi,
      id_bidang_cpl: sikap.id_bidang_cpl,
      urutan_di_skpi: 4,
      judul_cpl_indonesia: 'Bertakwa',
      judul_cpl_inggris: 'Devout',
      version: 1,
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ message: MSG.cplUpdated, cpl: { urutan_di_skpi: 4, judul_cpl_inggris: 'Devout', version: 2 } });
    expect((update.body.cpl as CplView).point_cpl.map((p) => p.urutan_di_skpi)).toEqual([1, 2, 3]);
    expect(await lastAudit('cpl', item.id_cpl)).toMatchObject({ action: 'cpl.update', before: { urutan_di_skpi: 1 }, after: { urutan_di_skpi: 4 } });

    const pointDelete = await call('DELETE', `/api/cpl/${item.id_cpl}/${p2.id_point_cpl}/delete`, ownAdmin);
    expect([pointDelete.status, pointDelete.body]).toEqual([200, { message: MSG.cplPointDeleted, point_cpl: p2 }]);
    expect(await (await cplRepo()).getCplPoint(item.id_cpl, p2.id_point_cpl)).toBeUndefined();
    expect(await lastAudit('point_cpl', p2.id_point_cpl)).toMatchObject({ action: 'point_cpl.delete', after: null });
    // its number is free again
    await addPoint(ownAdmin, item, 2);

    // the item goes with its three points, in one transaction; the audit entry says how many
    const del = await call('DELETE', `/api/cpl/${item.id_cpl}/delete`, ownAdmin);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ message: MSG.cplDeleted, cpl: { id_cpl: item.id_cpl, urutan_di_skpi: 4 } });
    expect((del.body.cpl as CplView).point_cpl).toHaveLength(3);
    expect(await (await cplRepo()).getCpl(item.id_cpl)).toBeUndefined();
    expect(await lastAudit('cpl', item.id_cpl)).toMatchObject({
      action: 'cpl.delete',
      catatan: cplDeletedWithPoints(3),
      before: { id_cpl: item.id_cpl, point_cpl: expect.any(Array) },
      after: null,
    });
    // the category holds nothing now: its number and the item's number are free, and it may go
    await addItem(ownAdmin, sikap, 4).then((c) => call('DELETE', `/api/cpl/${c.id_cpl}/delete`, ownAdmin));
    const gone = await call('DELETE', `/api/bidangcpl/${sikap.id_bidang_cpl}/delete`, ownAdmin);
    expect(gone.status).toBe(200);
  });

  it('moves an item to another category of its program (not of another program)', async () => {
    const sikap = await addBidang(ownAdmin, own.id_prodi, 1);
    const umum = await addBidang(ownAdmin, own.id_prodi, 2, {
      nama_bidang_cpl_indonesia: 'Keterampilan Umum',
      nama_bidang_cpl_inggris: 'General Skills',
    });
    const item = await addItem(ownAdmin, sikap, 1);
    await addPoint(ownAdmin, item, 1);
    const [seeded] = await (await cplRepo()).listBidangCplOfProdi(1);
    await unchanged([own.id_prodi, 1], async () => {
      const res = await call('PUT', `/api/cpl/${item.id_cpl}/update`, superAdmin, {
        ...ITEM,
        urutan_di_skpi: 1,
        id_bidang_cpl: seeded?.id_bidang_cpl,
      });
      expect([res.status, res.body]).toEqual([422, { message: { id_bidang_cpl: [MSG.cplBidangOtherProdi] } }]);
    });
    const moved = await call('PUT', `/api/cpl/${item.id_cpl}/update`, ownAdmin, { ...ITEM, urutan_di_skpi: 1, id_bidang_cpl: umum.id_bidang_cpl });
    expect(moved.status).toBe(200);
    const list = async (b: BidangCplView) => (await call('GET', `/api/bidangcpl/${b.id_bidang_cpl}`, ownAdmin)).body.bidang_cpl?.cpl?.data;
    expect(await list(sikap)).toEqual([]);
    expect((await list(umum))?.map((c) => [c.id_cpl, c.point_cpl.length])).toEqual([[item.id_cpl, 1]]);
    // the counts followed: the old category may go, the new one may not
    expect((await call('DELETE', `/api/bidangcpl/${umum.id_bidang_cpl}/delete`, ownAdmin)).body).toEqual({ message: bidangCplHasCpl(1) });
    expect((await call('DELETE', `/api/bidangcpl/${sikap.id_bidang_cpl}/delete`, ownAdmin)).status).toBe(200);
  });

  it('validates items and points with the exact messages (422)', async () => {
    const sikap = await addBidang(ownAdmin, own.id_prodi, 1);
    const item = await addItem(ownAdmin, sikap, 1);
    await unchanged([own.id_prodi], async () => {
      const empty = await call('POST', '/api/cpl/add', ownAdmin, { id_prodi: own.id_prodi });
      expect([empty.status, empty.body]).toEqual([
        422,
        {
          message: {
            urutan_di_skpi: [MSG.required],
            judul_cpl_indonesia: [MSG.required],
            judul_cpl_inggris: [MSG.required],
            id_bidang_cpl: [MSG.required],
          },
        },
      ]);
      const long = await call('POST', '/api/cpl/add', ownAdmin, {
        id_bidang_cpl: sikap.id_bidang_cpl,
        urutan_di_skpi: 'dua',
        judul_cpl_indonesia: 'x'.repeat(1001),
        judul_cpl_inggris: ' ',
      });
      expect(long.body).toEqual({
        message: { urutan_di_skpi: [MSG.mustBeNumber], judul_cpl_indonesia: [tooLong(1000)], judul_cpl_inggris: [MSG.required] },
      });
      const update = await call('PUT', `/api/cpl/${item.id_cpl}/update`, ownAdmin, { urutan_di_skpi: 0, ...ITEM });
      expect(update.body).toEqual({ message: { urutan_di_skpi: [MSG.urutanInvalid] } });
      const point = await call('POST', `/api/cpl/${item.id_cpl}/add-point`, ownAdmin, {});
      expect(point.body).toEqual({
        message: { urutan_di_skpi: [MSG.required], point_cpl_indonesia: [MSG.required], point_cpl_inggris: [MSG.required] },
      });
      const pointLong = await call('POST', `/api/cpl/${item.id_cpl}/add-point`, ownAdmin, {
        ...POINT,
        urutan_di_skpi: 2.5,
        point_cpl_inggris: 'y'.repeat(1001),
      });
      expect(pointLong.body).toEqual({ message: { urutan_di_skpi: [MSG.urutanInvalid], point_cpl_inggris: [tooLong(1000)] } });
      const wrongProgram = await call('POST', '/api/cpl/add', ownAdmin, {
        ...ITEM,
        urutan_di_skpi: 2,
        id_bidang_cpl: sikap.id_bidang_cpl,
        id_prodi: 1,
      });
      expect([wrongProgram.status, wrongProgram.body]).toEqual([422, { message: { id_bidang_cpl: [MSG.cplBidangOtherProdi] } }]);
      const moveProgram = await call('PUT', `/api/cpl/${item.id_cpl}/update`, superAdmin, { ...ITEM, urutan_di_skpi: 1, id_prodi: 1 });
      expect([moveProgram.status, moveProgram.body]).toEqual([422, { message: { id_prodi: [MSG.cplProdiFixed] } }]);
    });
  });

  it('refuses taken urutan, stale versions, another program and unknown ids, changing nothing', async () => {
    const sikap = await addBidang(ownAdmin, own.id_prodi, 1);
    const first = await addItem(ownAdmin, sikap, 1);
    const second = await addItem(ownAdmin, sikap, 2);
    const p1 = await addPoint(ownAdmin, first, 1);
    const p2 = await addPoint(ownAdmin, first, 2);
    const repo = await cplRepo();
    const [seededBidang] = await repo.listBidangCplOfProdi(1);
    const seededItems = await Promise.all((await repo.listCplOfBidang(seededBidang?.id_bidang_cpl ?? 0)).map((c) => repo.getCpl(c.id_cpl)));
    const seeded = seededItems.find((c) => c && c.point_cpl.length > 0) as NonNullable<(typeof seededItems)[number]>;
    const seededPoint = seeded.point_cpl[0] as CplPointView;

    await unchanged([own.id_prodi, 1], async () => {
      const expectAnswer = async (who: Account, method: string, path: string, body: Body | undefined, status: number, message: unknown) => {
        const res = await call(method, path, who, body);
        expect([method, path, res.status, res.body]).toEqual([method, path, status, { message }]);
      };
      // urutan taken within the parent (409 naming it)
      await expectAnswer(
        ownAdmin,
        'POST',
        '/api/cpl/add',
        { ...ITEM, urutan_di_skpi: 2, id_bidang_cpl: sikap.id_bidang_cpl },
        409,
        cplUrutanTaken('cpl', 2),
      );
      await expectAnswer(ownAdmin, 'PUT', `/api/cpl/${second.id_cpl}/update`, { ...ITEM, urutan_di_skpi: 1 }, 409, cplUrutanTaken('cpl', 1));
      await expectAnswer(ownAdmin, 'POST', `/api/cpl/${first.id_cpl}/add-point`, { ...POINT, urutan_di_skpi: 2 }, 409, cplUrutanTaken('point', 2));
      await expectAnswer(
        ownAdmin,
        'PUT',
        `/api/cpl/${first.id_cpl}/${p2.id_point_cpl}/update`,
        { ...POINT, urutan_di_skpi: 1 },
        409,
        cplUrutanTaken('point', 1),
      );
      // stale versions
      await expectAnswer(ownAdmin, 'PUT', `/api/cpl/${first.id_cpl}/update`, { ...ITEM, urutan_di_skpi: 1, version: 5 }, 409, MSG.conflict);
      await expectAnswer(ownAdmin, 'DELETE', `/api/cpl/${first.id_cpl}/delete`, { version: 5 }, 409, MSG.conflict);
      await expectAnswer(
        ownAdmin,
        'PUT',
        `/api/cpl/${first.id_cpl}/${p1.id_point_cpl}/update`,
        { ...POINT, urutan_di_skpi: 1, version: 5 },
        409,
        MSG.conflict,
      );
      await expectAnswer(ownAdmin, 'DELETE', `/api/cpl/${first.id_cpl}/${p1.id_point_cpl}/delete`, { version: 5 }, 409, MSG.conflict);
      // another program's CPL (an admin jurusan of the own program on program 1's, and the other way round)
      for (const [method, path, body] of [
        ['POST', '/api/cpl/add', { ...ITEM, urutan_di_skpi: 99, id_bidang_cpl: seededBidang?.id_bidang_cpl }],
        ['PUT', `/api/cpl/${seeded.id_cpl}/update`, { ...ITEM, urutan_di_skpi: 99 }],
        ['DELETE', `/api/cpl/${seeded.id_cpl}/delete`, undefined],
        ['POST', `/api/cpl/${seeded.id_cpl}/add-point`, { ...POINT, urutan_di_skpi: 99 }],
        ['PUT', `/api/cpl/${seeded.id_cpl}/${seededPoint.id_point_cpl}/update`, { ...POINT, urutan_di_skpi: 99 }],
        ['DELETE', `/api/cpl/${seeded.id_cpl}/${seededPoint.id_point_cpl}/delete`, undefined],
      ] as const) {
        await expectAnswer(ownAdmin, method, path, body, 403, MSG.cplOtherProdi);
      }
      await expectAnswer(otherAdmin, 'DELETE', `/api/cpl/${first.id_cpl}/delete`, undefined, 403, MSG.cplOtherProdi);
      await expectAnswer(
        otherAdmin,
        'POST',
        '/api/cpl/add',
        { ...ITEM, urutan_di_skpi: 9, id_bidang_cpl: sikap.id_bidang_cpl },
        403,
        MSG.cplOtherProdi,
      );
      // unknown ids
      await expectAnswer(superAdmin, 'POST', '/api/cpl/add', { ...ITEM, urutan_di_skpi: 9, id_bidang_cpl: 99_999 }, 404, MSG.bidangCplNotFound);
      await expectAnswer(superAdmin, 'PUT', '/api/cpl/99999/update', { ...ITEM, urutan_di_skpi: 9 }, 404, MSG.cplNotFound);
      await expectAnswer(
        superAdmin,
        'PUT',
        `/api/cpl/${first.id_cpl}/update`,
        { ...ITEM, urutan_di_skpi: 9, id_bidang_cpl: 99_999 },
        404,
        MSG.bidangCplNotFound,
      );
      await expectAnswer(superAdmin, 'DELETE', '/api/cpl/99999/delete', undefined, 404, MSG.cplNotFound);
      await expectAnswer(superAdmin, 'POST', '/api/cpl/99999/add-point', { ...POINT, urutan_di_skpi: 9 }, 404, MSG.cplNotFound);
      await expectAnswer(superAdmin, 'PUT', `/api/cpl/${first.id_cpl}/99999/update`, { ...POINT, urutan_di_skpi: 9 }, 404, MSG.cplPointNotFound);
      await expectAnswer(superAdmin, 'DELETE', `/api/cpl/${second.id_cpl}/${p1.id_point_cpl}/delete`, undefined, 404, MSG.cplPointNotFound);
    });
  });

  it(`holds at most ${40} points per item, also when the count moved after the read`, async () => {
    const sikap = await addBidang(ownAdmin, own.id_prodi, 1);
    const full = await addItem(ownAdmin, sikap, 1);
    for (let u = 1; u <= 40; u++) await addPoint(ownAdmin, full, u);
    const racing = await addItem(ownAdmin, sikap, 2);
    const repo = await cplRepo();
    // another add took the last place between this add's read and its write: the write's condition refuses
    await patchItem(cplKeys.cpl(racing.id_cpl), { jumlah_point: 40 });
    await unchanged([own.id_prodi], async () => {
      for (const item of [full, racing]) {
        const res = await call('POST', `/api/cpl/${item.id_cpl}/add-point`, ownAdmin, { ...POINT, urutan_di_skpi: 41 });
        expect([res.status, res.body]).toEqual([409, { message: cplPointLimit(40) }]);
      }
    });
    await patchItem(cplKeys.cpl(racing.id_cpl), { jumlah_point: 0 });
    // the item with 40 points is deleted whole, in one transaction
    expect((await call('DELETE', `/api/cpl/${full.id_cpl}/delete`, ownAdmin)).status).toBe(200);
    expect(await repo.listPointsOfCpl(full.id_cpl)).toEqual([]);
    expect(await lastAudit('cpl', full.id_cpl)).toMatchObject({ catatan: cplDeletedWithPoints(40) });
  });

  it('a child written after the parent was read makes the parent delete fail instead of leaving it behind', async () => {
    const sikap = await addBidang(ownAdmin, own.id_prodi, 1);
    const repo = await cplRepo();
    const emptyRead = (await repo.getBidangCpl(sikap.id_bidang_cpl, true)) as NonNullable<Awaited<ReturnType<typeof repo.getBidangCpl>>>;
    const item = await addItem(ownAdmin, sikap, 1);
    await expect(repo.deleteBidangCpl(emptyRead, () => [])).rejects.toMatchObject({ kind: 'conflict', reason: 'stale' });
    const itemRead = (await repo.getCpl(item.id_cpl)) as NonNullable<Awaited<ReturnType<typeof repo.getCpl>>>;
    const point = await addPoint(ownAdmin, item, 1);
    await expect(repo.deleteCpl(itemRead, () => [])).rejects.toMatchObject({ kind: 'conflict', reason: 'stale' });
    expect(await repo.getCplPoint(item.id_cpl, point.id_point_cpl)).toMatchObject({ point_cpl_indonesia: POINT.point_cpl_indonesia });
    expect(await repo.getBidangCpl(sikap.id_bidang_cpl)).toMatchObject({ jumlah_cpl: 1 });
    expect(await repo.getCpl(item.id_cpl)).toMatchObject({ jumlah_point: 1 });
  });
});
