/**
 * The admin's migration and readmission decisions' tests (manajemen-migrasi-*.test.ts): two
 * programs of the file's own (an inactive test faculty, so the programs' counters move only with
 * what the file does) with an admin jurusan each, students who ask through their own route, the
 * list and decision calls, and the items a decision may touch.
 */
import type { UserItem } from '@functions/domain/users/repo';
import { userKeys } from '@functions/lib/entities/users';
import { beforeAll, expect } from 'vitest';
import { FRESH_PASSWORD, freshClientIp, freshIdentity, invokeArea, patchUser, pointAtStack, staffAccount } from './auth-flow';
import { testFakultas, testProdi } from './master-data';
import { api } from './stack';
import { pdfBytes, uploadFile } from './student-data';

export type Jenis = 'migrasi' | 'readmisi';
export type Account = Awaited<ReturnType<typeof staffAccount>>;

export interface Row {
  type: Jenis;
  nim: string;
  nim_baru: string;
  user: { nama: string; nim: string; tanggal_masuk: string | null; angkatan: number | null };
  prodi_lama: { id_prodi: number; nama_prodi: string; jenjang: string } | null;
  prodi_baru: { id_prodi: number; nama_prodi: string; jenjang: string } | null;
  tanggal_masuk: string | null;
  nomor_ijazah: string | null;
  bukti: string | null;
  id_status: 1 | 2 | 3;
  verified: { nama: string } | null;
  verified_at: string | null;
  version: number;
}
export interface Page {
  migrasi: { data: Row[]; current_page: number; last_page: number; per_page: number; total: number };
}
interface Decided {
  message: string;
  migrasi: Row;
}

export interface MutasiPrograms {
  /** The program students leave (`prodiA`) and the one they migrate to (`prodiB`). */
  prodiA: number;
  prodiB: number;
  adminA: Account;
  /** Named 'Admin Prodi Tujuan'. */
  adminB: Account;
  superAdmin: Account;
}

export interface MutasiFile extends MutasiPrograms {
  /** The student asks through their own route (a migration into `prodiB`); returns the new NIM asked for. */
  ask(s: Account, jenis: Jenis, change?: Record<string, unknown>): Promise<string>;
}

/**
 * Registers a hook that makes, before the file, its two programs ('Prodi Asal Mutasi' and
 * 'Prodi Tujuan Mutasi'), their admins and a super admin; the returned object holds them from then on.
 */
export function mutasiFile(): MutasiFile {
  const file = {
    ask: (s: Account, jenis: Jenis, change: Record<string, unknown> = {}) => askMutasi(s, jenis, file.prodiB, change),
  } as MutasiFile;
  beforeAll(async () => {
    pointAtStack();
    const fakultas = await testFakultas(`Fakultas Mutasi ${Date.now()}`);
    file.prodiA = (await testProdi(fakultas.id_fakultas, 'Prodi Asal Mutasi')).id_prodi;
    file.prodiB = (await testProdi(fakultas.id_fakultas, 'Prodi Tujuan Mutasi')).id_prodi;
    file.adminA = await staffAccount('admin jurusan', file.prodiA);
    file.adminB = await staffAccount('admin jurusan', file.prodiB);
    file.superAdmin = await staffAccount('super admin');
    await patchUser(file.adminB.user.id, { nama: 'Admin Prodi Tujuan' });
  });
  return file;
}

export async function repos() {
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { mutasiRepo } = await import('@functions/domain/mutasi/repo');
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  const { statistikRepo } = await import('@functions/lib/projections/reads');
  const { getItem } = await import('@functions/lib/table');
  return { usersRepo, mutasiRepo, portofolioRepo, statistikRepo, getItem };
}

/** A fresh student of `idProdi`, entered in 2022. */
export async function student(idProdi: number): Promise<Account> {
  const s = await staffAccount('mahasiswa', idProdi);
  await patchUser(s.user.id, { tanggal_masuk: '2022-09-01', is_graduated: false });
  const { usersRepo } = await repos();
  return { ...s, user: (await usersRepo.getById(s.user.id)) as UserItem };
}

/** The student asks through their own route (a migration into `prodiBaru`); returns the new NIM asked for. */
async function askMutasi(s: Account, jenis: Jenis, prodiBaru: number, change: Record<string, unknown> = {}): Promise<string> {
  const nimBaru = freshIdentity('M').nim;
  const bukti = await uploadFile(s.token, 'dokumen', pdfBytes(), 'application/pdf');
  const body =
    jenis === 'migrasi'
      ? { nim_baru: nimBaru, prodi: prodiBaru, nomor_ijazah: 'IJZ-2024-0042', tanggal_masuk: '2024-09-01', bukti, ...change }
      : { nim_baru: nimBaru, bukti, ...change };
  const res = await api('POST', `/api/${jenis}/request`, { bearer: s.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return String(body.nim_baru);
}

export const list = (token: string, query: Record<string, string | number> = {}) =>
  api<Page>('GET', '/api/manajemen/migrasi/list', { bearer: token, query: { paginate: 10, page: 1, ...query } });
export const verified = (token: string) =>
  api<Page>('GET', '/api/manajemen/migrasi/list/verified', { bearer: token, query: { paginate: 5, page: 1 } });
export const decide = (
  token: string,
  jenis: Jenis,
  nim: string,
  verb: 'accept' | 'reject',
  body: Record<string, unknown> = { _method: 'PUT' },
  method = 'POST',
) => api<Decided>(method, `/api/manajemen/${jenis}/${verb}/${nim}`, { bearer: token, body });

export async function requestOf(userId: string, jenis: Jenis) {
  const { mutasiRepo } = await repos();
  return mutasiRepo.get(userId, jenis);
}

/** The items a decision may touch: the user, the request, the NIM constraint items. */
export async function state(userId: string, jenis: Jenis, nims: string[]) {
  const { usersRepo, getItem } = await repos();
  return {
    user: await usersRepo.getById(userId),
    request: await requestOf(userId, jenis),
    nims: await Promise.all(nims.map((n) => getItem(userKeys.nim(n), { ConsistentRead: true }))),
  };
}

export const login = (nim: string, password = FRESH_PASSWORD) =>
  invokeArea('auth', { method: 'POST', path: '/api/auth/login', body: { nim, password }, sourceIp: freshClientIp() });
