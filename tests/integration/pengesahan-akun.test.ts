/**
 * The leadership accounts (decision 0056): the super admin adds a pimpinan through the staff
 * accounts with a position and one scope (a program or a faculty) and a NIP/NIDN, lists them with
 * `id_role=6`, edits their scope, and every bad input is refused with its message and writes
 * nothing; an admin jurusan manages none. The file works on a faculty and program of its own.
 */
import { MANAJEMEN_MSG } from '@shared/messages/manajemen';
import { PENGESAHAN_FORM_MSG } from '@shared/messages/pengesahan-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { printingProgram } from '../support/cetak';
import { api, useStackEnv } from '../support/stack';

const KODE = `PA${Math.floor(Math.random() * 9000 + 1000)}`;
let superToken = '';
let adminToken = '';
let program: Awaited<ReturnType<typeof printingProgram>>;
let serial = 0;

interface Row {
  nim: string;
  id_role: number;
  jabatan: string | null;
  id_prodi: number | null;
  id_fakultas: number | null;
  fakultas: { id_fakultas: number; nama_fakultas: string } | null;
  nomor_pegawai: string | null;
  version: number;
}

const nim = () => `pim${KODE.toLowerCase()}${++serial}`;
const body = (over: Record<string, unknown>) => {
  const n = nim();
  return {
    id_role: 6,
    nim: n,
    nama: 'Dr. Pimpinan Uji',
    email: `${n}@kampus.test`,
    password: 'Rahasia#123',
    password_confirmation: 'Rahasia#123',
    ...over,
  };
};
const add = (token: string, b: Record<string, unknown>) =>
  api<{ user: Row; message: string }>('POST', '/api/manajemen/akun/add', { bearer: token, body: b });

beforeAll(async () => {
  useStackEnv();
  program = await printingProgram(KODE);
  superToken = (await staffAccount('super admin')).token;
  adminToken = (await staffAccount('admin jurusan', program.prodi.id_prodi)).token;
}, 60_000);

describe('a pimpinan account', () => {
  it('is added with its position and a faculty scope, and listed with id_role 6', async () => {
    const res = await add(
      superToken,
      body({ jabatan: 'Dekan', id_fakultas: program.fakultas.id_fakultas, nomor_pegawai: '1970 0505 2000 03 1 001' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      id_role: 6,
      jabatan: 'Dekan',
      id_prodi: null,
      id_fakultas: program.fakultas.id_fakultas,
      fakultas: { id_fakultas: program.fakultas.id_fakultas, nama_fakultas: program.fakultas.nama_fakultas },
      nomor_pegawai: '197005052000031001',
    });
    const list = await api<{ users: { data: Row[] } }>('GET', '/api/manajemen/akun', {
      bearer: superToken,
      query: { id_role: 6, keyword: res.body.user.nim },
    });
    expect(list.body.users.data.map((r) => r.nim)).toEqual([res.body.user.nim]);
  });

  it('moves from a faculty to a program scope on edit (the other scope cleared)', async () => {
    const made = (await add(superToken, body({ jabatan: 'Wakil Dekan Bidang Akademik', id_fakultas: program.fakultas.id_fakultas }))).body.user;
    const res = await api<{ user: Row }>('PUT', '/api/manajemen/akun/update', {
      bearer: superToken,
      body: { nim: made.nim, version: made.version, jabatan: 'Ketua Program Studi', id_prodi: program.prodi.id_prodi },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ jabatan: 'Ketua Program Studi', id_prodi: program.prodi.id_prodi, id_fakultas: null, fakultas: null });
  });

  it.each([
    ['no position', { id_prodi: 1 }, { jabatan: [PENGESAHAN_FORM_MSG.jabatanRequired] }],
    ['no scope', { jabatan: 'Dekan' }, { id_prodi: [PENGESAHAN_FORM_MSG.lingkupRequired] }],
    ['both scopes', { jabatan: 'Dekan', id_prodi: 1, id_fakultas: 1 }, { id_fakultas: [PENGESAHAN_FORM_MSG.lingkupOne] }],
    ['an unknown faculty', { jabatan: 'Dekan', id_fakultas: 987654 }, { id_fakultas: [PENGESAHAN_FORM_MSG.fakultasNotFound] }],
  ])('is refused with %s (422, nothing written)', async (_name, over, errors) => {
    const b = body(over);
    const res = await add(superToken, b);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: errors });
    const after = await api<{ users: { data: Row[] } }>('GET', '/api/manajemen/akun', { bearer: superToken, query: { id_role: 6, keyword: b.nim } });
    expect(after.body.users.data).toEqual([]);
  });

  it('a position is for a pimpinan only, and an admin jurusan manages none', async () => {
    const verifier = await add(superToken, { ...body({ jabatan: 'Dekan' }), id_role: 2, id_prodi: program.prodi.id_prodi });
    expect(verifier).toMatchObject({ status: 422, body: { message: { jabatan: [MANAJEMEN_MSG.notPimpinanField] } } });
    const byAdmin = await add(adminToken, body({ jabatan: 'Dekan', id_fakultas: program.fakultas.id_fakultas }));
    expect(byAdmin).toMatchObject({ status: 403, body: { message: MANAJEMEN_MSG.staffSuperAdminOnly } });
  });
});
