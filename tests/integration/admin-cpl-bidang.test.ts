/**
 * CPL management (docs/decisions/0026-cpl.md): the admin area's CPL reads, the writes of
 * categories, and the categories among what keeps a program from being deleted. Every success
 * answers its fixed catalogue message with the record and leaves an audit entry; every
 * refusal (422 fields, 403 another program, 404, 409 urutan taken, category with items, stale
 * version) leaves the program's CPL as it was and adds no audit entry. The role gate (no session,
 * other roles) is admin-authorization.test.ts's. Items and points: admin-cpl-items.test.ts.
 *
 * The file works on programs it creates (the seeded program 1 is read, and refused to others).
 */

import type { ProdiItem } from '@functions/domain/master/repo';
import type { BidangCplView, CplView } from '@shared/api/cpl';
import { bidangCplHasCpl, cplUrutanTaken, MSG, prodiHasDependents, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type CplAnswer as Answer,
  addBidang,
  addItem,
  addPoint,
  BIDANG,
  bidangOrder,
  call,
  clearCplAfterEach,
  cplAccounts,
  cplRepo,
  cplUnchanged,
  lastAudit,
} from '../support/cpl';
import { testProdi } from '../support/master-data';

let superAdmin: Account;
/** An admin jurusan of a program this file creates (`own`), and one of seeded Informatika (1). */
let ownAdmin: Account;
let otherAdmin: Account;
let own: ProdiItem;
/** The file's own (inactive) faculty: the programs it creates stay out of the seeded faculties' lists. */
let idFakultas = 0;

const newProdi = (nama: string): Promise<ProdiItem> => testProdi(idFakultas, nama);

beforeAll(async () => {
  ({ superAdmin, ownAdmin, otherAdmin, own, idFakultas } = await cplAccounts('CPL Bidang'));
});

// every test starts from a program without CPL: what one adds, the next does not see
clearCplAfterEach(() => own.id_prodi);

/** Runs refused calls and shows they changed neither the programs' CPL nor the file's accounts' audit logs. */
const unchanged = (idProdis: number[], run: () => Promise<void>) => cplUnchanged([superAdmin, ownAdmin, otherAdmin], idProdis, run);

describe('reads', () => {
  it("lists a program's categories in SKPI order, and a category with a page of items and their points", async () => {
    expect(await bidangOrder(superAdmin, 1)).toEqual([
      [1, 'Sikap'],
      [2, 'Pengetahuan'],
      [3, 'Keterampilan Umum'],
      [4, 'Keterampilan Khusus'],
    ]);
    const list = await call('GET', '/api/prodi/1/bidangcpl', otherAdmin);
    expect(list.status).toBe(200);
    const sikap = (list.body.bidang_cpl as unknown as BidangCplView[])[0] as BidangCplView;
    expect(sikap).toEqual({
      id_bidang_cpl: expect.any(Number),
      id_prodi: 1,
      urutan_di_skpi: 1,
      nama_bidang_cpl_indonesia: 'Sikap',
      nama_bidang_cpl_inggris: 'Attitude',
      version: 1,
    });

    const detail = await call('GET', `/api/bidangcpl/${sikap.id_bidang_cpl}?paginate=10&page=1`, otherAdmin);
    expect(detail.status).toBe(200);
    const { cpl, ...head } = detail.body.bidang_cpl as NonNullable<Answer['bidang_cpl']>;
    expect(head).toEqual(sikap);
    expect(cpl).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: cpl?.data.length });
    // (route-authorization.test.ts once deleted the seeded item 1 when it ran first; it names no seeded item now)
    const urutan = cpl?.data.map((c) => c.urutan_di_skpi) ?? [];
    expect(urutan).toEqual([...urutan].sort((a, b) => a - b));
    const second = cpl?.data.find((c) => c.urutan_di_skpi === 2) as CplView;
    expect(second.judul_cpl_indonesia).toMatch(/^Menjunjung tinggi nilai kemanusiaan/);
    expect(second.point_cpl.map((p) => [p.urutan_di_skpi, p.point_cpl_inggris])).toEqual([
      [1, 'Respects the diversity of cultures, views, religions, and beliefs'],
      [2, 'Cooperates and shows social sensitivity and concern for society and the environment'],
    ]);
    expect(cpl?.data.find((c) => c.urutan_di_skpi === 3)?.point_cpl).toEqual([]);
  });

  it('pages the items ten at a time, points in order whatever order they were added in', async () => {
    const b = await addBidang(ownAdmin, own.id_prodi, 1);
    for (let i = 12; i >= 1; i--) await addItem(ownAdmin, b, i, { judul_cpl_indonesia: `CPL ${i}`, judul_cpl_inggris: `LO ${i}` });
    const first = (await call('GET', `/api/bidangcpl/${b.id_bidang_cpl}?paginate=10&page=1`, ownAdmin)).body.bidang_cpl?.cpl;
    expect(first?.data.map((c) => c.judul_cpl_indonesia)).toEqual(Array.from({ length: 10 }, (_, i) => `CPL ${i + 1}`));
    expect([first?.last_page, first?.total]).toEqual([2, 12]);
    const second = (await call('GET', `/api/bidangcpl/${b.id_bidang_cpl}?paginate=10&page=2`, ownAdmin)).body.bidang_cpl?.cpl;
    expect(second?.data.map((c) => c.judul_cpl_indonesia)).toEqual(['CPL 11', 'CPL 12']);
    const beyond = (await call('GET', `/api/bidangcpl/${b.id_bidang_cpl}?paginate=10&page=3`, ownAdmin)).body.bidang_cpl?.cpl;
    expect([beyond?.data, beyond?.last_page]).toEqual([[], 2]);

    const item = first?.data[0] as CplView;
    for (const u of [3, 1, 2]) await addPoint(ownAdmin, item, u, { point_cpl_indonesia: `Poin ${u}`, point_cpl_inggris: `Point ${u}` });
    const again = (await call('GET', `/api/bidangcpl/${b.id_bidang_cpl}`, ownAdmin)).body.bidang_cpl?.cpl;
    expect(again?.per_page).toBe(10);
    expect(again?.data[0]?.point_cpl.map((p) => p.point_cpl_indonesia)).toEqual(['Poin 1', 'Poin 2', 'Poin 3']);
  });

  it('refuses unknown programs and categories (404) and other programs to an admin jurusan (403)', async () => {
    expect(await call('GET', '/api/prodi/99999/bidangcpl', superAdmin)).toMatchObject({ status: 404, body: { message: MSG.prodiNotFound } });
    expect(await call('GET', '/api/bidangcpl/99999', superAdmin)).toMatchObject({ status: 404, body: { message: MSG.bidangCplNotFound } });
    expect(await call('GET', '/api/prodi/1/bidangcpl', ownAdmin)).toMatchObject({ status: 403, body: { message: MSG.cplOtherProdi } });
    const [sikap] = await (await cplRepo()).listBidangCplOfProdi(1);
    const res = await call('GET', `/api/bidangcpl/${sikap?.id_bidang_cpl}`, ownAdmin);
    expect([res.status, res.body]).toEqual([403, { message: MSG.cplOtherProdi }]);
    const bad = await call('GET', `/api/bidangcpl/${sikap?.id_bidang_cpl}?paginate=x`, otherAdmin);
    expect([bad.status, bad.body]).toEqual([422, { message: { paginate: [MSG.mustBeNumber] } }]);
  });
});

describe('categories', () => {
  it('adds (admin jurusan: own program; super admin: any), changes and deletes, each with its message and audit entry', async () => {
    const add = await call('POST', '/api/bidangcpl/add', ownAdmin, {
      urutan_di_skpi: '2',
      nama_bidang_cpl_indonesia: '  Pengetahuan ',
      nama_bidang_cpl_inggris: ' Knowledge',
      id_prodi: own.id_prodi,
    });
    expect(add.status).toBe(201);
    expect(add.body).toEqual({
      message: MSG.bidangCplAdded,
      bidang_cpl: {
        id_bidang_cpl: expect.any(Number),
        id_prodi: own.id_prodi,
        urutan_di_skpi: 2,
        nama_bidang_cpl_indonesia: 'Pengetahuan',
        nama_bidang_cpl_inggris: 'Knowledge',
        version: 1,
      },
    });
    const pengetahuan = add.body.bidang_cpl as BidangCplView;
    expect(await lastAudit('bidang_cpl', pengetahuan.id_bidang_cpl)).toMatchObject({
      action: 'bidang_cpl.create',
      actor_id: ownAdmin.userId,
      before: null,
      after: { nama_bidang_cpl_indonesia: 'Pengetahuan', urutan_di_skpi: 2 },
    });
    await addBidang(superAdmin, own.id_prodi, 1);
    expect(await bidangOrder(ownAdmin, own.id_prodi)).toEqual([
      [1, 'Sikap'],
      [2, 'Pengetahuan'],
    ]);

    // moving the urutan moves it in the list (and frees the old number)
    const update = await call('PUT', `/api/bidangcpl/${pengetahuan.id_bidang_cpl}/update`, superAdmin, {
      urutan_di_skpi: 5,
      nama_bidang_cpl_indonesia: 'Pengetahuan Umum',
      nama_bidang_cpl_inggris: 'General Knowledge',
      id_prodi: own.id_prodi,
      version: 1,
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({
      message: MSG.bidangCplUpdated,
      bidang_cpl: { urutan_di_skpi: 5, nama_bidang_cpl_indonesia: 'Pengetahuan Umum', version: 2 },
    });
    expect(await bidangOrder(ownAdmin, own.id_prodi)).toEqual([
      [1, 'Sikap'],
      [5, 'Pengetahuan Umum'],
    ]);
    expect(await lastAudit('bidang_cpl', pengetahuan.id_bidang_cpl)).toMatchObject({
      action: 'bidang_cpl.update',
      actor_id: superAdmin.userId,
      before: { urutan_di_skpi: 2, version: 1 },
      after: { urutan_di_skpi: 5, version: 2 },
    });
    const reused = await addBidang(ownAdmin, own.id_prodi, 2, { nama_bidang_cpl_indonesia: 'Keterampilan', nama_bidang_cpl_inggris: 'Skills' });

    // scripted clients send the category's fields with the delete: accepted and ignored
    const del = await call('DELETE', `/api/bidangcpl/${reused.id_bidang_cpl}/delete`, ownAdmin, {
      urutan_di_skpi: 2,
      nama_bidang_cpl_indonesia: 'Keterampilan',
      nama_bidang_cpl_inggris: 'Skills',
      id_prodi: own.id_prodi,
    });
    expect([del.status, del.body]).toEqual([200, { message: MSG.bidangCplDeleted, bidang_cpl: reused }]);
    expect(await (await cplRepo()).getBidangCpl(reused.id_bidang_cpl)).toBeUndefined();
    expect(await lastAudit('bidang_cpl', reused.id_bidang_cpl)).toMatchObject({ action: 'bidang_cpl.delete', after: null });
    // its number is free again
    await addBidang(ownAdmin, own.id_prodi, 2);
  });

  it('validates the fields with the exact messages (422), trimming texts', async () => {
    await unchanged([own.id_prodi], async () => {
      const empty = await call('POST', '/api/bidangcpl/add', ownAdmin, {});
      expect([empty.status, empty.body]).toEqual([
        422,
        {
          message: {
            urutan_di_skpi: [MSG.required],
            nama_bidang_cpl_indonesia: [MSG.required],
            nama_bidang_cpl_inggris: [MSG.required],
            id_prodi: [MSG.required],
          },
        },
      ]);
      const blank = await call('POST', '/api/bidangcpl/add', ownAdmin, {
        urutan_di_skpi: '',
        nama_bidang_cpl_indonesia: '   ',
        nama_bidang_cpl_inggris: 'x'.repeat(151),
        id_prodi: own.id_prodi,
      });
      expect(blank.body).toEqual({
        message: { urutan_di_skpi: [MSG.required], nama_bidang_cpl_indonesia: [MSG.required], nama_bidang_cpl_inggris: [tooLong(150)] },
      });
      for (const [urutan, message] of [
        ['satu', MSG.mustBeNumber],
        [0, MSG.urutanInvalid],
        [-2, MSG.urutanInvalid],
        [1.5, MSG.urutanInvalid],
        [10_000, MSG.urutanInvalid],
      ] as const) {
        const res = await call('POST', '/api/bidangcpl/add', ownAdmin, { ...BIDANG, urutan_di_skpi: urutan, id_prodi: own.id_prodi });
        expect([urutan, res.status, res.body]).toEqual([urutan, 422, { message: { urutan_di_skpi: [message] } }]);
      }
      const extra = await call('POST', '/api/bidangcpl/add', ownAdmin, { ...BIDANG, urutan_di_skpi: 1, id_prodi: own.id_prodi, warna: 'biru' });
      expect(extra.status).toBe(422);
    });
    const b = await addBidang(ownAdmin, own.id_prodi, 1);
    await unchanged([own.id_prodi], async () => {
      const res = await call('PUT', `/api/bidangcpl/${b.id_bidang_cpl}/update`, ownAdmin, { urutan_di_skpi: 1 });
      expect(res.body).toEqual({ message: { nama_bidang_cpl_indonesia: [MSG.required], nama_bidang_cpl_inggris: [MSG.required] } });
    });
  });

  it('refuses a taken urutan (409 naming it), a category with items (409 saying how many), a stale version and another program (nothing changed)', async () => {
    const sikap = await addBidang(ownAdmin, own.id_prodi, 1);
    const pengetahuan = await addBidang(ownAdmin, own.id_prodi, 2, {
      nama_bidang_cpl_indonesia: 'Pengetahuan',
      nama_bidang_cpl_inggris: 'Knowledge',
    });
    await addItem(ownAdmin, sikap, 1);
    await addItem(ownAdmin, sikap, 2);
    const [seeded] = await (await cplRepo()).listBidangCplOfProdi(1);
    const other = seeded as NonNullable<typeof seeded>;
    await unchanged([own.id_prodi, 1], async () => {
      const taken = await call('POST', '/api/bidangcpl/add', superAdmin, { ...BIDANG, urutan_di_skpi: 2, id_prodi: own.id_prodi });
      expect([taken.status, taken.body]).toEqual([409, { message: cplUrutanTaken('bidang', 2) }]);
      expect(cplUrutanTaken('bidang', 2)).toBe('Urutan 2 sudah dipakai oleh bidang CPL lain pada program studi ini. Pilih urutan lain.');
      const moveOnto = await call('PUT', `/api/bidangcpl/${pengetahuan.id_bidang_cpl}/update`, ownAdmin, { ...BIDANG, urutan_di_skpi: 1 });
      expect([moveOnto.status, moveOnto.body]).toEqual([409, { message: cplUrutanTaken('bidang', 1) }]);

      const withItems = await call('DELETE', `/api/bidangcpl/${sikap.id_bidang_cpl}/delete`, ownAdmin);
      expect([withItems.status, withItems.body]).toEqual([409, { message: bidangCplHasCpl(2) }]);
      expect(bidangCplHasCpl(2)).toBe('Bidang CPL tidak dapat dihapus karena masih memiliki 2 CPL. Hapus CPL-nya terlebih dahulu.');

      const stale = await call('PUT', `/api/bidangcpl/${pengetahuan.id_bidang_cpl}/update`, ownAdmin, { ...BIDANG, urutan_di_skpi: 3, version: 7 });
      expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
      const staleDelete = await call('DELETE', `/api/bidangcpl/${pengetahuan.id_bidang_cpl}/delete`, ownAdmin, { version: 7 });
      expect([staleDelete.status, staleDelete.body]).toEqual([409, { message: MSG.conflict }]);

      const moveProgram = await call('PUT', `/api/bidangcpl/${pengetahuan.id_bidang_cpl}/update`, superAdmin, {
        ...BIDANG,
        urutan_di_skpi: 3,
        id_prodi: 1,
      });
      expect([moveProgram.status, moveProgram.body]).toEqual([422, { message: { id_prodi: [MSG.cplProdiFixed] } }]);

      for (const [method, path, body] of [
        ['POST', '/api/bidangcpl/add', { ...BIDANG, urutan_di_skpi: 9, id_prodi: 1 }],
        ['PUT', `/api/bidangcpl/${other.id_bidang_cpl}/update`, { ...BIDANG, urutan_di_skpi: 9, id_prodi: own.id_prodi }],
        ['DELETE', `/api/bidangcpl/${other.id_bidang_cpl}/delete`, undefined],
      ] as const) {
        const res = await call(method, path, ownAdmin, body);
        expect([method, path, res.status, res.body]).toEqual([method, path, 403, { message: MSG.cplOtherProdi }]);
      }
      const outsider = await call('PUT', `/api/bidangcpl/${sikap.id_bidang_cpl}/update`, otherAdmin, { ...BIDANG, urutan_di_skpi: 9 });
      expect([outsider.status, outsider.body]).toEqual([403, { message: MSG.cplOtherProdi }]);

      for (const [method, path, body, message] of [
        ['POST', '/api/bidangcpl/add', { ...BIDANG, urutan_di_skpi: 1, id_prodi: 99_999 }, MSG.prodiNotFound],
        ['PUT', '/api/bidangcpl/99999/update', { ...BIDANG, urutan_di_skpi: 1 }, MSG.bidangCplNotFound],
        ['DELETE', '/api/bidangcpl/99999/delete', undefined, MSG.bidangCplNotFound],
      ] as const) {
        const res = await call(method, path, superAdmin, body);
        expect([method, path, res.status, res.body]).toEqual([method, path, 404, { message }]);
      }
    });
  });

  it('lets one of several simultaneous adds take an urutan; the others are told it is taken', async () => {
    const body = { ...BIDANG, urutan_di_skpi: 7, id_prodi: own.id_prodi };
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('POST', '/api/bidangcpl/add', ownAdmin, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toEqual({ message: cplUrutanTaken('bidang', 7) });
    expect(await bidangOrder(ownAdmin, own.id_prodi)).toEqual([[7, 'Sikap']]);
  });
});

describe('program deletion', () => {
  it('counts the CPL categories among what keeps a program from being deleted', async () => {
    const p = await newProdi('Teknik Uji Hapus');
    const b = await addBidang(superAdmin, p.id_prodi, 1);
    const res = await call('DELETE', `/api/prodi/${p.id_prodi}/delete`, superAdmin);
    expect([res.status, res.body]).toEqual([409, { message: prodiHasDependents({ mahasiswa: 0, rubrik: 0, bidang_cpl: 1 }) }]);
    expect(prodiHasDependents({ mahasiswa: 0, rubrik: 0, bidang_cpl: 1 })).toBe(
      'Program studi tidak dapat dihapus karena masih memiliki 1 bidang CPL. Nonaktifkan program studi bila tidak lagi menerima mahasiswa.',
    );
    const seeded = await call('DELETE', '/api/prodi/1/delete', superAdmin);
    expect(String(seeded.body.message)).toMatch(/memiliki \d+ mahasiswa, \d+ rubrik dan 4 bidang CPL\./);
    expect((await call('DELETE', `/api/bidangcpl/${b.id_bidang_cpl}/delete`, superAdmin)).status).toBe(200);
    expect((await call('DELETE', `/api/prodi/${p.id_prodi}/delete`, superAdmin)).status).toBe(200);
  });
});
