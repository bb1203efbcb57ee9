/**
 * The CPL management's tests (admin-cpl-*.test.ts): accounts of a program of the file's own (in an
 * inactive faculty of its own), the calls that add categories, items and points, the program's CPL
 * as stored, and the check that refused calls changed neither the CPL nor anyone's audit log.
 * Every test starts from a program without CPL: `clearCplAfterEach` removes what a test added.
 */
import type { ProdiItem } from '@functions/domain/master/repo';
import type { BidangCplView, CplPointView, CplView } from '@shared/api/cpl';
import { afterEach, expect } from 'vitest';
import { pointAtStack, staffAccount } from './auth-flow';
import { testFakultas, testProdi } from './master-data';
import { api } from './stack';

export type Body = Record<string, unknown>;
export interface CplAnswer {
  message: unknown;
  bidang_cpl?: BidangCplView & { cpl?: { data: CplView[]; last_page: number; total: number; current_page: number; per_page: number } };
  cpl?: CplView;
  point_cpl?: CplPointView;
}

export interface Account {
  token: string;
  userId: string;
}

export const call = (method: string, path: string, who: Account, body?: Body) => api<CplAnswer>(method, path, { bearer: who.token, body });
export const cplRepo = async () => (await import('@functions/domain/cpl/repo')).cplRepo;
const auditLog = async () => (await import('@functions/lib/audit')).auditLog;
export const lastAudit = async (type: string, id: number) => (await (await auditLog()).ofTarget({ type, id })).at(-1);

export const BIDANG = { nama_bidang_cpl_indonesia: 'Sikap', nama_bidang_cpl_inggris: 'Attitude' };
export const ITEM = { judul_cpl_indonesia: 'Bertakwa kepada Tuhan Yang Maha Esa', judul_cpl_inggris: 'Devoted to God Almighty' };
export const POINT = { point_cpl_indonesia: 'Menghargai keanekaragaman budaya', point_cpl_inggris: 'Respects cultural diversity' };

export interface CplAccounts {
  /** The file's own (inactive) faculty: the programs it creates stay out of the seeded faculties' lists. */
  idFakultas: number;
  /** The file's program. */
  own: ProdiItem;
  superAdmin: Account;
  /** An admin jurusan of `own`, and one of seeded Informatika (1). */
  ownAdmin: Account;
  otherAdmin: Account;
}

async function account(role: 'super admin' | 'admin jurusan', idProdi: number | null): Promise<Account> {
  const a = await staffAccount(role, idProdi);
  return { token: a.token, userId: a.user.id };
}

/** A faculty and program of the file's own (named `nama`), and its accounts. */
export async function cplAccounts(nama: string): Promise<CplAccounts> {
  pointAtStack();
  const idFakultas = (await testFakultas(`Fakultas Uji ${nama}`)).id_fakultas;
  const own = await testProdi(idFakultas, `Teknik Uji ${nama}`);
  return {
    idFakultas,
    own,
    superAdmin: await account('super admin', null),
    ownAdmin: await account('admin jurusan', own.id_prodi),
    otherAdmin: await account('admin jurusan', 1),
  };
}

/** Registers a hook that deletes, after every test, the CPL of the program (what one test adds, the next does not see). */
export function clearCplAfterEach(idProdi: () => number): void {
  afterEach(async () => {
    const repo = await cplRepo();
    for (const b of await repo.listBidangCplOfProdi(idProdi())) {
      for (const c of await repo.listCplOfBidang(b.id_bidang_cpl)) {
        const item = await repo.getCpl(c.id_cpl);
        if (item) await repo.deleteCpl(item, () => []);
      }
      const fresh = await repo.getBidangCpl(b.id_bidang_cpl, true);
      if (fresh) await repo.deleteBidangCpl(fresh, () => []);
    }
  });
}

export async function addBidang(who: Account, idProdi: number, urutan: number, names: Body = BIDANG): Promise<BidangCplView> {
  const res = await call('POST', '/api/bidangcpl/add', who, { ...names, urutan_di_skpi: urutan, id_prodi: idProdi });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.bidang_cpl as BidangCplView;
}
export async function addItem(who: Account, bidang: BidangCplView, urutan: number, texts: Body = ITEM): Promise<CplView> {
  const res = await call('POST', '/api/cpl/add', who, {
    ...texts,
    urutan_di_skpi: urutan,
    id_bidang_cpl: bidang.id_bidang_cpl,
    id_prodi: bidang.id_prodi,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.cpl as CplView;
}
export async function addPoint(who: Account, item: CplView, urutan: number, texts: Body = POINT): Promise<CplPointView> {
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

/** Runs refused calls and shows they changed neither the programs' CPL nor the audit log of any of `actors`. */
export async function cplUnchanged(actors: Account[], idProdis: number[], run: () => Promise<void>): Promise<void> {
  const log = await auditLog();
  const audits = async () => Promise.all(actors.map(async (a) => (await log.ofActor(a.userId, 1000)).length));
  const before = { cpl: await Promise.all(idProdis.map(stored)), audits: await audits() };
  await run();
  expect({ cpl: await Promise.all(idProdis.map(stored)), audits: await audits() }).toEqual(before);
}

/** The program's categories in the order the list answers them. */
export const bidangOrder = async (who: Account, idProdi: number) => {
  const res = await call('GET', `/api/prodi/${idProdi}/bidangcpl`, who);
  expect(res.status).toBe(200);
  return (res.body.bidang_cpl as unknown as BidangCplView[]).map((b) => [b.urutan_di_skpi, b.nama_bidang_cpl_indonesia]);
};
