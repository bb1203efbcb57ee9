/**
 * Student management, the list and the add (docs/decisions/0030-people-management.md): the list
 * with each filter and scope, the add with its defaults and its activation mail. Every refusal
 * leaves the account, the counters and the audit log as they were. The file works on a program of
 * its own, so its lists are its own students (tests/support/manajemen-akun.ts).
 */

import type { ProdiItem } from '@functions/domain/master/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { AUTH_MSG, MAIL_MSG, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { activationOf } from '../support/auth-flow';
import { add, akunFile, auditOf, type Body, counters, freshNim, list, users } from '../support/manajemen-akun';
import { api } from '../support/stack';

let superToken = '';
let adminToken = '';
let otherAdminToken = '';
let fakultasId = 0;
let prodi: ProdiItem;
let roster: UserItem[] = [];
const fixture = akunFile('Akun');
beforeAll(() => {
  ({ superToken, adminToken, otherAdminToken, fakultasId, prodi, roster } = fixture);
});

describe('GET /api/manajemen/akun (students)', () => {
  it('lists a program by NIM with what the table shows, counted by the counters', async () => {
    const res = await list(superToken, { id_prodi: prodi.id_prodi });
    expect(res.status).toBe(200);
    expect(res.body.users.total).toBe(5);
    expect(res.body.users.data.map((r) => r.nim)).toEqual(roster.map((s) => s.nim));
    expect(res.body.users.data[0]).toMatchObject({
      nim: roster[0]?.nim,
      nama: 'Ahmad Fauzi',
      id_role: 4,
      prodi: { id_prodi: prodi.id_prodi, nama_prodi: 'Teknik Uji Akun', jenjang: 'S1' },
      skp: 40,
      angkatan: 2021,
      is_graduated: true,
      tanggal_lulus: '2025-08-01',
      is_active: true,
      email: roster[0]?.email,
      jumlah_rubrik: 0,
      rubrik: [],
      version: 1,
    });
  });

  it('pages 10 a page by default, or as asked', async () => {
    const two = await list(superToken, { id_prodi: prodi.id_prodi, paginate: 2, page: 3 });
    expect(two.body.users).toMatchObject({ total: 5, last_page: 3, current_page: 3, per_page: 2 });
    expect(two.body.users.data.map((r) => r.nim)).toEqual([roster[4]?.nim]);
    const filtered = await list(superToken, { id_prodi: prodi.id_prodi, tahun_masuk: 2022, paginate: 2, page: 2 });
    expect(filtered.body.users).toMatchObject({ total: 3, last_page: 2 });
    expect(filtered.body.users.data.map((r) => r.nim)).toEqual([roster[4]?.nim]);
  });

  it('filters by year, graduation, SKP range, keyword and faculty, alone and together', async () => {
    const nims = async (query: Record<string, string | number | ReadonlyArray<string | number>>) => {
      const res = await list(superToken, { 'id_prodi[0]': prodi.id_prodi, ...query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.users.total).toBe(res.body.users.data.length);
      return res.body.users.data.map((r) => r.nama);
    };
    expect(await nims({ tahun_masuk: 2021 })).toEqual(['Ahmad Fauzi', 'Budi Santoso']);
    expect(await nims({ tahun_masuk: '2022/2023' })).toEqual(['Citra Lestari', 'Dewi Anggraini', 'Eko Prasetyo']);
    expect(await nims({ is_graduated: 1 })).toEqual(['Ahmad Fauzi']);
    expect(await nims({ is_graduated: 0 })).toEqual(['Budi Santoso', 'Citra Lestari', 'Dewi Anggraini', 'Eko Prasetyo']);
    expect(await nims({ skp_min: 12, skp_max: 31 })).toEqual(['Budi Santoso', 'Citra Lestari', 'Eko Prasetyo']);
    expect(await nims({ skp_max: 0 })).toEqual(['Dewi Anggraini']);
    expect(await nims({ tahun_masuk: 2022, is_graduated: 0, skp_min: 20, skp_max: 30 })).toEqual(['Citra Lestari']);
    expect(await nims({ keyword: 'lestari' })).toEqual(['Citra Lestari']);
    expect(await nims({ keyword: 'DEWI ang' })).toEqual(['Dewi Anggraini']);
    expect(await nims({ keyword: roster[3]?.nim.slice(0, -1) ?? '' })).toHaveLength(5);
    expect(await nims({ keyword: roster[3]?.nim ?? '' })).toEqual(['Dewi Anggraini']);
    const faculty = await list(superToken, { 'id_fakultas[0]': fakultasId });
    expect(faculty.body.users.data.map((r) => r.nama)).toEqual(roster.map((s) => s.nama));
  });

  it('an admin jurusan lists their own program only; another program or the staff lists are 403', async () => {
    const own = await list(adminToken, {});
    expect(own.body.users.data.map((r) => r.nim)).toEqual(roster.map((s) => s.nim));
    const other = await list(otherAdminToken, {});
    expect(other.body.users.total).toBe(0);
    const asked = await list(otherAdminToken, { id_prodi: prodi.id_prodi });
    expect({ status: asked.status, body: asked.body }).toEqual({ status: 403, body: { message: MSG.studentOtherProdi } });
    for (const id_role of [2, 3]) {
      const staff = await list(adminToken, { id_role });
      expect({ status: staff.status, body: staff.body }).toEqual({ status: 403, body: { message: MSG.staffSuperAdminOnly } });
    }
  });

  it('refuses bad filters with their messages', async () => {
    const cases: [Record<string, string | number>, Record<string, string[]>][] = [
      [{ skp_min: 30, skp_max: 10 }, { skp_max: [MSG.skpRangeInvalid] }],
      [{ tahun_masuk: 1957 }, { tahun_masuk: [MSG.tahunMasukInvalid] }],
      // three years ahead is past next year whatever day the server reads (the boundary itself: tests/unit/student-filter.test.ts)
      [{ tahun_masuk: new Date().getFullYear() + 3 }, { tahun_masuk: [MSG.tahunMasukInvalid] }],
      [{ is_graduated: 2 }, { is_graduated: [MSG.kelulusanInvalid] }],
      [{ id_role: 9 }, { id_role: [MSG.roleInvalid] }],
      [{ skp_min: 'x' }, { skp_min: [MSG.mustBeNumber] }],
    ];
    for (const [query, message] of cases) {
      const res = await list(superToken, query);
      expect({ query, status: res.status, body: res.body }).toEqual({ query, status: 422, body: { message } });
    }
  });
});

describe('POST /api/manajemen/akun/add (a student)', () => {
  it('adds the student with the fixed defaults, moves the counters, writes the audit entry and sends the activation mail', async () => {
    const nim = freshNim();
    const email = `baru.${nim}@akun.test`;
    const before = await counters(prodi.id_prodi);
    const res = await add(adminToken, { id_role: 4, nim, nama: 'Fajar Nugroho', email, id_prodi: prodi.id_prodi });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(MSG.userAdded);
    expect(res.body.user).toMatchObject({ nim, nama: 'Fajar Nugroho', email, id_role: 4, is_active: true, is_data_complete: false, angkatan: 1900 });
    const stored = (await (await users()).getByNim(nim)) as UserItem;
    expect(stored).toMatchObject({
      role: 'mahasiswa',
      id_prodi: prodi.id_prodi,
      agama: '-',
      alamat: '-',
      jenis_kelamin: 1,
      kewarganegaraan: 102,
      id_provinsi: 12,
      id_kota: 1271,
      tanggal_lahir: '1900-01-01',
      tanggal_masuk: '1900-01-01',
      tempat_lahir: '-',
      nik: nim,
      email_verified_at: null,
      is_graduated: false,
    });
    expect(await counters(prodi.id_prodi)).toEqual({ total: before.total + 1, belum: before.belum + 1 });
    expect(await auditOf(stored.id)).toBe(1);
    // the activation mail of registration: its link verifies the address of the added student
    const { mail, token } = await activationOf(email);
    expect(mail.subject).toBe(MAIL_MSG.activationSubject);
    const check = await api('GET', '/api/auth/activation/verify', { query: { token } });
    expect(check.status).toBe(200);
    expect((await (await users()).getById(stored.id))?.email_verified_at).not.toBeNull();
  });

  it('refuses a NIM that is not numeric, a taken NIM or e-mail, an unknown program, a missing name; nothing changes', async () => {
    const taken = roster[1] as UserItem;
    const base = { id_role: 4, nama: 'Gita Permata', id_prodi: prodi.id_prodi };
    const before = await counters(prodi.id_prodi);
    const cases: [Body, number, unknown][] = [
      [{ ...base, nim: 'A123', email: 'gita1@akun.test' }, 422, { nim: [MSG.nimNumeric] }],
      [{ ...base, nim: taken.nim, email: 'gita2@akun.test' }, 409, MSG.nimTaken],
      [{ ...base, nim: freshNim(), email: taken.email }, 409, AUTH_MSG.emailTaken],
      [{ ...base, nim: freshNim(), email: 'gita3@akun.test', id_prodi: 99_999 }, 422, { id_prodi: [MSG.prodiNotFound] }],
      [{ id_role: 4, nim: freshNim(), email: 'gita4@akun.test', id_prodi: prodi.id_prodi }, 422, { nama: [MSG.required] }],
      [{ ...base, nim: freshNim(), email: 'gita5@akun.test', id_prodi: undefined }, 422, { id_prodi: [MSG.prodiRequired] }],
    ];
    for (const [body, status, message] of cases) {
      const res = await add(superToken, body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status, answer: { message } });
    }
    expect(await counters(prodi.id_prodi)).toEqual(before);
    expect((await (await users()).getByEmail(taken.email))?.id).toBe(taken.id);
  });

  it('an admin jurusan adds only into their own program and no staff', async () => {
    const other = await add(otherAdminToken, { id_role: 4, nim: freshNim(), nama: 'Hana', email: 'hana@akun.test', id_prodi: prodi.id_prodi });
    expect({ status: other.status, body: other.body }).toEqual({ status: 403, body: { message: MSG.studentOtherProdi } });
    const staff = await add(adminToken, {
      id_role: 2,
      nim: `adm${freshNim()}`,
      email: 'adm@akun.test',
      id_prodi: prodi.id_prodi,
      password: 'Rahasia#123',
      password_confirmation: 'Rahasia#123',
    });
    expect({ status: staff.status, body: staff.body }).toEqual({ status: 403, body: { message: MSG.staffSuperAdminOnly } });
    expect(await (await users()).getByEmail('hana@akun.test')).toBeUndefined();
  });
});
