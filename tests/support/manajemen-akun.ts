/**
 * The student-management files' fixture (tests/integration/manajemen-akun-*.test.ts): a faculty with
 * a program of the file's own and another program, a super admin and each program's admin jurusan,
 * and the program's roster of five students; and the calls and checks the files share.
 */
import type { ProdiItem } from '@functions/domain/master/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { beforeAll, expect } from 'vitest';
import { staffAccount } from './auth-flow';
import { repoStudent } from './mahasiswa-admin';
import { testFakultas, testProdi } from './master-data';
import { api, useStackEnv } from './stack';

export type Body = Record<string, unknown>;
export interface Row {
  id: string;
  nim: string;
  nama: string;
  prodi: { id_prodi: number; nama_prodi: string; jenjang: string } | null;
  angkatan: number | null;
  is_graduated: boolean;
  skp: number;
  version: number;
  [k: string]: unknown;
}
export interface ListAnswer {
  users: { data: Row[]; last_page: number; total: number; current_page: number; per_page: number };
}

export interface AkunFixture {
  superToken: string;
  adminToken: string;
  otherAdminToken: string;
  fakultasId: number;
  prodi: ProdiItem;
  otherProdi: ProdiItem;
  /** The program's students: NIMs in order, by year, graduation and SKP. */
  roster: UserItem[];
}

let serial = 0;
export const users = async () => (await import('@functions/domain/users/repo')).usersRepo;
export const auditOf = async (userId: string) =>
  (await (await import('@functions/lib/audit')).auditLog.ofTarget({ type: 'user', id: userId })).length;
export const counters = async (idProdi: number) => {
  const { statistikRepo } = await import('@functions/lib/projections/reads');
  const c = await statistikRepo.prodiCounters(idProdi);
  return { total: c.total_mahasiswa ?? 0, belum: c.total_mahasiswa_belum_lulus ?? 0 };
};
export const graduatesIn = async (idProdi: number, month: string) => {
  const { getItem } = await import('@functions/lib/table');
  return (await getItem<{ jumlah?: number }>(statistikKeys.prodiGraduatesMonth(idProdi, month)))?.jumlah ?? 0;
};

export const freshNim = () => `${Date.now()}${String(++serial).padStart(3, '0')}`.slice(-13);

/** A student of the program written through the users repo (counters and index move with it). */
export const student = (idProdi: number, fields: Partial<UserItem> = {}) => repoStudent(idProdi, { nim: fields.nim ?? freshNim(), ...fields });

export const list = (token: string, query: Record<string, string | number | ReadonlyArray<string | number>>) =>
  api<ListAnswer>('GET', '/api/manajemen/akun', { bearer: token, query: { id_role: 4, paginate: 10, page: 1, ...query } });
export const update = (token: string, body: Body) =>
  api<{ message: unknown; user?: Row }>('PUT', '/api/manajemen/akun/update', { bearer: token, body });
export const add = (token: string, body: Body) => api<{ message: unknown; user?: Row }>('POST', '/api/manajemen/akun/add', { bearer: token, body });
export const remove = (token: string, nim: string) =>
  api<{ message: unknown }>('DELETE', '/api/manajemen/akun/delete', { bearer: token, query: { nim } });

/** Runs a refused call and shows the account, its audit log and the program's counters did not change. */
export async function unchanged(user: { id: string }, idProdi: number, run: () => Promise<void>): Promise<void> {
  const read = async () => ({ user: await (await users()).getById(user.id), audit: await auditOf(user.id), counters: await counters(idProdi) });
  const before = await read();
  await run();
  expect(await read()).toEqual(before);
}

/**
 * Registers the file's setup: `Fakultas Uji <label>` with `Teknik Uji <label>` (the roster's) and
 * `Teknik Uji <label> Lain`. The answer is filled before the file's tests run.
 */
export function akunFile(label: string): AkunFixture {
  const f = { roster: [] as UserItem[] } as AkunFixture;
  beforeAll(async () => {
    useStackEnv();
    const fakultas = await testFakultas(`Fakultas Uji ${label}`);
    f.fakultasId = fakultas.id_fakultas;
    f.prodi = await testProdi(fakultas.id_fakultas, `Teknik Uji ${label}`);
    f.otherProdi = await testProdi(fakultas.id_fakultas, `Teknik Uji ${label} Lain`);
    f.superToken = (await staffAccount('super admin')).token;
    f.adminToken = (await staffAccount('admin jurusan', f.prodi.id_prodi)).token;
    f.otherAdminToken = (await staffAccount('admin jurusan', f.otherProdi.id_prodi)).token;
    const base = `9${Date.now().toString().slice(-8)}`;
    const specs: Partial<UserItem>[] = [
      { nama: 'Ahmad Fauzi', tanggal_masuk: '2021-09-01', skp: 40, is_graduated: true, tanggal_lulus: '2025-08-01' },
      { nama: 'Budi Santoso', tanggal_masuk: '2021-09-01', skp: 12 },
      { nama: 'Citra Lestari', tanggal_masuk: '2022-09-01', skp: 25 },
      { nama: 'Dewi Anggraini', tanggal_masuk: '2022-09-01', skp: 0 },
      { nama: 'Eko Prasetyo', tanggal_masuk: '2022-09-01', skp: 31 },
    ];
    for (const [i, s] of specs.entries()) f.roster.push(await student(f.prodi.id_prodi, { ...s, nim: `${base}${i}` }));
  });
  return f;
}
