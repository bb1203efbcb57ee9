/**
 * CPL management (docs/decisions/0026-cpl.md):
 * the admin area's CPL reads and the writes of categories, items and
 * points. Every success answers the product specification's message with the record and leaves an audit entry;
 * every refusal (422 fields, 403 another program, 404, 409 urutan taken, category with items,
 * stale version) leaves the program's CPL as it was and adds no audit entry. The role gate (no
 * session, other roles) is admin-authorization.test.ts's.
 *
 * The file works on programs it creates (the seeded program 1 is read, and refused to others).
 */

import type { ProdiItem } from '@functions/domain/master/repo';
import type { BidangCplView, CplPointView, CplView } from '@shared/api/cpl';
import { bidangCplHasCpl, cplDeletedWithPoints, cplPointLimit, cplUrutanTaken, MSG, prodiHasDependents, tooLong } from '@shared/messages';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { patchItem, staffAccount } from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { api, useStackEnv } from '../support/stack';

type Body = Record<string, unknown>;
interface Answer {
  message: unknown;
  bidang_cpl?: BidangCplView & { cpl?: { data: CplView[]; last_page: number; total: number; current_page: number; per_page: number } };
  cpl?: CplView;
  point_cpl?: CplPointView;
}

interface Account {
  token: string;
  userId: string;
}
let superAdmin: Account;
/** An admin jurusan of a program this file creates (`own`), and one of seeded Informatika (1). */
let ownAdmin: Account;
let otherAdmin: Account;
let own: ProdiItem;

const call = (method: string, path: string, who: Account, body?: Body) => api<Answer>(method, path, { bearer: who.token, body });
const cplRepo = async () => (await import('@functions/domain/cpl/repo')).cplRepo;
const auditLog = async () => (await import('@functions/lib/audit')).auditLog;
const lastAudit = async (type: string, id: number) => (await (await auditLog()).ofTarget({ type, id })).at(-1);

/** The file's own (inactive) faculty: the programs it creates stay out of the seeded faculties' lists. */
let idFakultas = 0;

const newProdi = (nama: string): Promise<ProdiItem> => testProdi(idFakultas, nama);

async function account(role: 'super admin' | 'admin jurusan', idProdi: number | null): Promise<Account> {
  const a = await staffAccount(role, idProdi);
  return { token: a.token, userId: a.user.id };
}

const BIDANG = { nama_bidang_cpl_indonesia: 'Sikap', nama_bidang_cpl_inggris: 'Attitude' };
const ITEM = { judul_cpl_indonesia: 'Bertakwa kepada Tuhan Yang Maha Esa', judul_cpl_inggris: 'Devoted to God Almighty' };
const POINT = { point_cpl_indonesia: 'Menghargai keanekaragaman budaya', point_cpl_inggris: 'Respects cultural diversity' };

async function addBidang(who: Account, idProdi: number, urutan: number, names: Body = BIDANG): Promise<BidangCplView> {
  const res = await call('POST', '/api/bidangcpl/add', who, { ...names, urutan_di_skpi: urutan, id_prodi: idProdi });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.bidang_cpl as BidangCplView;
}
async function addItem(who: Account, bidang: BidangCplView, urutan: number, texts: Body = ITEM): Promise<CplView> {
  const res = await call('POST', '/api/cpl/add', who, {
    ...texts,
    urutan_di_skpi: urutan,
    id_bidang_cpl: bidang.id_bidang_cpl,
    id_prodi: bidang.id_prodi,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.cpl as CplView;
}
async function addPoint(who: Account, item: CplView, urutan: number, texts: Body = POINT): Promise<CplPointView> {
  const res = await call('POST', `/api/cpl/${item.id_cpl}/add-point`, who, { ...texts, urutan_di_skpi: urutan });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.point_cpl as CplPointView;
}

/** Everything of a program's CPL as stored: categories (with counts), items with their points, and the guards' owners. */
async function stored(idProdi: number) {
  const repo = await cplRepo();
  const bidang = await repo.listBidangCplOfProdi(idProdi);
  const items = await Promise.all(
    bidang.map(async (b) => Promise.all((await repo.listCplOfBidang(b.id_bidang_cpl)).map((c) => repo.getCpl(c.id_cpl)))),
  );
  return { bidang, items };
}

/** Runs refused calls and shows they changed neither the program's CPL nor anyone's audit log. */
async function unchanged(idProdis: number[], run: () => Promise<void>): Promise<void> {
  const log = await auditLog();
  const audits = async () => Promise.all([superAdmin, ownAdmin, otherAdmin].map(async (a) => (await log.ofActor(a.userId, 1000)).length));
  const before = { cpl: await Promise.all(idProdis.map(stored)), audits: await audits() };
  await run();
  expect({ cpl: await Promise.all(idProdis.map(stored)), audits: await audits() }).toEqual(before);
}

/** The program's categories in the order the list answers them. */
const bidangOrder = async (who: Account, idProdi: number) => {
  const res = await call('GET', `/api/prodi/${idProdi}/bidangcpl`, who);
  expect(res.status).toBe(200);
  return (res.body.bidang_cpl as unknown as BidangCplView[]).map((b) => [b.urutan_di_skpi, b.nama_bidang_cpl_indonesia]);
};

beforeAll(async () => {
  useStackEnv();
  idFakultas = (await testFakultas('Fakultas Uji CPL')).id_fakultas;
  own = await newProdi('Teknik Uji CPL');
  superAdmin = await account('super admin', null);
  ownAdmin = await account('admin jurusan', own.id_prodi);
  otherAdmin = await account('admin jurusan', 1);
});

// every test starts from a program without CPL: what one adds, the next does not see
afterEach(async () => {
  const repo = await cplRepo();
  for (const b of await repo.listBidangCplOfProdi(own.id_prodi)) {
    for (const c of await repo.listCplOfBidang(b.id_bidang_cpl)) {
      const item = await repo.getCpl(c.id_cpl);
      if (item) expect((await repo.deleteCpl(item, () => [])).ok).toBe(true);
    }
    const fresh = await repo.getBidangCpl(b.id_bidang_cpl, true);
    if (fresh) expect((await repo.deleteBidangCpl(fresh, () => [])).ok).toBe(true);
  }
});

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

    // the product specification's client sends the category's fields with the delete: accepted and ignored
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

  it('validates the fields with the spec messages (422), trimming texts', async () => {
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

  it('validates items and points with the spec messages (422)', async () => {
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
    const { keys } = await import('@functions/lib/keys');
    // another add took the last place between this add's read and its write: the write's condition refuses
    await patchItem(keys.cpl(racing.id_cpl), { jumlah_point: 40 });
    await unchanged([own.id_prodi], async () => {
      for (const item of [full, racing]) {
        const res = await call('POST', `/api/cpl/${item.id_cpl}/add-point`, ownAdmin, { ...POINT, urutan_di_skpi: 41 });
        expect([res.status, res.body]).toEqual([409, { message: cplPointLimit(40) }]);
      }
    });
    await patchItem(keys.cpl(racing.id_cpl), { jumlah_point: 0 });
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
    expect(await repo.deleteBidangCpl(emptyRead, () => [])).toEqual({ ok: false, reason: 'stale' });
    const itemRead = (await repo.getCpl(item.id_cpl)) as NonNullable<Awaited<ReturnType<typeof repo.getCpl>>>;
    const point = await addPoint(ownAdmin, item, 1);
    expect(await repo.deleteCpl(itemRead, () => [])).toEqual({ ok: false, reason: 'stale' });
    expect(await repo.getCplPoint(item.id_cpl, point.id_point_cpl)).toMatchObject({ point_cpl_indonesia: POINT.point_cpl_indonesia });
    expect(await repo.getBidangCpl(sikap.id_bidang_cpl)).toMatchObject({ jumlah_cpl: 1 });
    expect(await repo.getCpl(item.id_cpl)).toMatchObject({ jumlah_point: 1 });
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
