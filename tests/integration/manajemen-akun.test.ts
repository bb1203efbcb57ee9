/**
 * Student management (spec 001 sections 2 'Student management', 4, 5, 7 'Students and migration',
 * 8, 9; docs/decisions/0030-people-management.md): the list with each filter and
 * scope, the add with the product specification's defaults and its activation mail, the update shapes (name and
 * graduation, e-mail, password, status), and deletion with what it keeps and removes. Every
 * refusal leaves the account, the counters and the audit log as they were. The file works on a
 * program of its own, so its lists are its own students.
 */

import type { ProdiItem } from '@functions/domain/master/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { AUTH_MSG, MAIL_TEXT, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { activationOf, staffAccount, tokenOf } from '../support/auth-flow';
import { repoStudent } from '../support/mahasiswa-admin';
import { testFakultas, testProdi } from '../support/master-data';
import { api, useStackEnv } from '../support/stack';
import { documentExists, pdfBytes } from '../support/student-data';

type Body = Record<string, unknown>;
interface Row {
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
interface ListAnswer {
  users: { data: Row[]; last_page: number; total: number; current_page: number; per_page: number };
}

let superToken = '';
let adminToken = '';
let otherAdminToken = '';
let fakultasId = 0;
let prodi: ProdiItem;
let otherProdi: ProdiItem;
let serial = 0;

const users = async () => (await import('@functions/domain/users/repo')).usersRepo;
const auditOf = async (userId: string) => (await (await import('@functions/lib/audit')).auditLog.ofTarget({ type: 'user', id: userId })).length;
const counters = async (idProdi: number) => {
  const { statistikRepo } = await import('@functions/lib/projections/reads');
  const c = await statistikRepo.prodiCounters(idProdi);
  return { total: c.total_mahasiswa ?? 0, belum: c.total_mahasiswa_belum_lulus ?? 0 };
};
const graduatesIn = async (idProdi: number, month: string) => {
  const { getItem } = await import('@functions/lib/table');
  const { keys } = await import('@functions/lib/keys');
  return (await getItem<{ jumlah?: number }>(keys.prodiGraduatesMonth(idProdi, month)))?.jumlah ?? 0;
};

const freshNim = () => `${Date.now()}${String(++serial).padStart(3, '0')}`.slice(-13);

/** A student of the program written through the users repo (counters and index move with it). */
const student = (idProdi: number, fields: Partial<UserItem> = {}) => repoStudent(idProdi, { nim: fields.nim ?? freshNim(), ...fields });

const list = (token: string, query: Record<string, string | number | ReadonlyArray<string | number>>) =>
  api<ListAnswer>('GET', '/api/manajemen/akun', { bearer: token, query: { id_role: 4, paginate: 10, page: 1, ...query } });
const update = (token: string, body: Body) => api<{ message: unknown; user?: Row }>('PUT', '/api/manajemen/akun/update', { bearer: token, body });
const add = (token: string, body: Body) => api<{ message: unknown; user?: Row }>('POST', '/api/manajemen/akun/add', { bearer: token, body });
const remove = (token: string, nim: string) => api<{ message: unknown }>('DELETE', '/api/manajemen/akun/delete', { bearer: token, query: { nim } });

/** Runs a refused call and shows the account, its audit log and the program's counters did not change. */
async function unchanged(user: { id: string }, idProdi: number, run: () => Promise<void>): Promise<void> {
  const read = async () => ({ user: await (await users()).getById(user.id), audit: await auditOf(user.id), counters: await counters(idProdi) });
  const before = await read();
  await run();
  expect(await read()).toEqual(before);
}

// the program's students: NIMs in order, by year, graduation and SKP
const roster: UserItem[] = [];

beforeAll(async () => {
  useStackEnv();
  const fakultas = await testFakultas('Fakultas Uji Akun');
  fakultasId = fakultas.id_fakultas;
  prodi = await testProdi(fakultas.id_fakultas, 'Teknik Uji Akun');
  otherProdi = await testProdi(fakultas.id_fakultas, 'Teknik Uji Akun Lain');
  superToken = (await staffAccount('super admin')).token;
  adminToken = (await staffAccount('admin jurusan', prodi.id_prodi)).token;
  otherAdminToken = (await staffAccount('admin jurusan', otherProdi.id_prodi)).token;
  const base = `9${Date.now().toString().slice(-8)}`;
  const specs: Partial<UserItem>[] = [
    { nama: 'Ahmad Fauzi', tanggal_masuk: '2021-09-01', skp: 40, is_graduated: true, tanggal_lulus: '2025-08-01' },
    { nama: 'Budi Santoso', tanggal_masuk: '2021-09-01', skp: 12 },
    { nama: 'Citra Lestari', tanggal_masuk: '2022-09-01', skp: 25 },
    { nama: 'Dewi Anggraini', tanggal_masuk: '2022-09-01', skp: 0 },
    { nama: 'Eko Prasetyo', tanggal_masuk: '2022-09-01', skp: 31 },
  ];
  for (const [i, s] of specs.entries()) roster.push(await student(prodi.id_prodi, { ...s, nim: `${base}${i}` }));
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
      [{ tahun_masuk: new Date().getFullYear() + 2 }, { tahun_masuk: [MSG.tahunMasukInvalid] }],
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
  it("adds the student with the spec's defaults, moves the counters, writes the audit entry and sends the activation mail", async () => {
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
    expect(mail.subject).toBe(MAIL_TEXT.activationSubject);
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

describe('PUT /api/manajemen/akun/update', () => {
  it('(a) changes the name and graduates the student (counters, month), then sets them back', async () => {
    const s = await student(prodi.id_prodi, { nama: 'Indra Wijaya' });
    const month = '2026-02';
    const before = { c: await counters(prodi.id_prodi), m: await graduatesIn(prodi.id_prodi, month) };
    const res = await update(adminToken, {
      id: s.id,
      version: s.version,
      nim: s.nim,
      nama: 'Indra Wijaya Kusuma',
      is_graduated: 1,
      tanggal_lulus: `${month}-14`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.userUpdated,
      user: { nama: 'Indra Wijaya Kusuma', is_graduated: true, tanggal_lulus: `${month}-14`, version: 2 },
    });
    expect(await counters(prodi.id_prodi)).toEqual({ total: before.c.total, belum: before.c.belum - 1 });
    expect(await graduatesIn(prodi.id_prodi, month)).toBe(before.m + 1);
    expect(await auditOf(s.id)).toBe(1);
    const back = await update(adminToken, { nim: s.nim, version: 2, is_graduated: 0 });
    expect(back.body).toMatchObject({ message: MSG.userUpdated, user: { is_graduated: false, tanggal_lulus: null, version: 3 } });
    expect(await counters(prodi.id_prodi)).toEqual(before.c);
    expect(await graduatesIn(prodi.id_prodi, month)).toBe(before.m);
  });

  it('(a) refusals: Alumni without a date, a date before entry, a stale version, another program; nothing changes', async () => {
    const s = await student(prodi.id_prodi, { tanggal_masuk: '2022-09-01' });
    const cases: [string, Body, number, unknown][] = [
      [adminToken, { nim: s.nim, is_graduated: 1 }, 422, { tanggal_lulus: [MSG.tanggalLulusRequired] }],
      [adminToken, { nim: s.nim, is_graduated: 1, tanggal_lulus: '2021-01-01' }, 422, { tanggal_lulus: [MSG.tanggalLulusBeforeMasuk] }],
      [adminToken, { nim: s.nim, version: 7, nama: 'Baru' }, 409, MSG.conflict],
      [adminToken, { nim: s.nim, id: 'lain', nama: 'Baru' }, 409, MSG.conflict],
      [otherAdminToken, { nim: s.nim, nama: 'Baru' }, 403, MSG.studentOtherProdi],
      [adminToken, { nim: s.nim, nama: 'Baru', email: 'baru@akun.test' }, 400, MSG.oneChangeOnly],
      [adminToken, { nim: s.nim, is_active: 0, password: 'Rahasia#999', password_confirmation: 'Rahasia#999' }, 400, MSG.oneChangeOnly],
      [adminToken, { nim: s.nim, tanggal_lulus: '2025-13-01', is_graduated: 1 }, 422, { tanggal_lulus: [MSG.invalidDate] }],
      [adminToken, { nim: '000000000', nama: 'Baru' }, 404, MSG.userNotFound],
    ];
    await unchanged(s, prodi.id_prodi, async () => {
      for (const [token, body, status, message] of cases) {
        const res = await update(token, body);
        expect({ body, status: res.status, answer: res.body }).toEqual({ body, status, answer: { message } });
      }
    });
  });

  it('(a) the same values again change nothing and answer the row', async () => {
    const s = await student(prodi.id_prodi, { nama: 'Joko Susilo' });
    await unchanged(s, prodi.id_prodi, async () => {
      const res = await update(adminToken, {
        nim: s.nim,
        nim_baru: s.nim,
        nama: 'Joko Susilo',
        id_prodi: prodi.id_prodi,
        is_graduated: 0,
        tanggal_masuk: '2022-09-01',
      });
      expect(res.body).toMatchObject({ message: MSG.userUpdated, user: { version: 1 } });
    });
  });

  it('(a) a new NIM, program and entry date move the student (THE student move): lists and sign-in follow', async () => {
    const s = await student(prodi.id_prodi, { nama: 'Maya Sinaga', tanggal_masuk: '2022-09-01' });
    const nimBaru = freshNim();
    const toOther = await update(adminToken, { nim: s.nim, nim_baru: nimBaru, id_prodi: otherProdi.id_prodi });
    expect({ status: toOther.status, body: toOther.body }).toEqual({ status: 403, body: { message: MSG.studentOtherProdi } });
    const res = await update(superToken, {
      id: s.id,
      version: s.version,
      nim: s.nim,
      nim_baru: nimBaru,
      id_prodi: otherProdi.id_prodi,
      tanggal_masuk: '2023-02-01',
      nama: 'Maya Sinaga Putri',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ nim: nimBaru, nama: 'Maya Sinaga Putri', id_prodi: otherProdi.id_prodi, angkatan: 2023 });
    expect(await (await users()).getByNim(s.nim)).toBeUndefined();
    expect((await (await users()).getByNim(nimBaru))?.id).toBe(s.id);
    const inNew = await list(superToken, { id_prodi: otherProdi.id_prodi, tahun_masuk: 2023 });
    expect(inNew.body.users.data.map((r) => r.nim)).toContain(nimBaru);
    const inOld = await list(superToken, { id_prodi: prodi.id_prodi, tahun_masuk: 2022 });
    expect(inOld.body.users.data.map((r) => r.id)).not.toContain(s.id);
    const taken = await update(superToken, { nim: nimBaru, nim_baru: roster[0]?.nim });
    expect(taken.status).toBe(409);
    const letters = await update(superToken, { nim: nimBaru, nim_baru: 'ABC123' });
    expect({ status: letters.status, body: letters.body }).toEqual({ status: 422, body: { message: { nim_baru: [MSG.nimNumeric] } } });
  });

  it('(b) changes the e-mail: the old address is free, the new one taken by the account; a taken one is 409', async () => {
    const s = await student(prodi.id_prodi);
    const taken = roster[2] as UserItem;
    await unchanged(s, prodi.id_prodi, async () => {
      const res = await update(adminToken, { nim: s.nim, email: taken.email.toUpperCase() });
      expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { message: AUTH_MSG.emailTaken } });
    });
    const email = `ganti.${s.nim}@akun.test`;
    const res = await update(adminToken, { nim: s.nim, email });
    expect(res.body).toMatchObject({ message: MSG.userUpdated, user: { email } });
    expect((await (await users()).getByEmail(email))?.id).toBe(s.id);
    expect(await (await users()).getByEmail(s.email)).toBeUndefined();
  });

  it('(c) sets a new password: mismatched confirmation is refused; the old sessions end', async () => {
    const s = await student(prodi.id_prodi);
    const session = await tokenOf(s.id);
    const mismatch = await update(adminToken, { nim: s.nim, password: 'Rahasia#456', password_confirmation: 'Rahasia#457' });
    expect({ status: mismatch.status, body: mismatch.body }).toEqual({
      status: 422,
      body: { message: { password_confirmation: [MSG.passwordMismatch] } },
    });
    const short = await update(adminToken, { nim: s.nim, password: 'abc', password_confirmation: 'abc' });
    expect({ status: short.status, body: short.body }).toEqual({ status: 422, body: { message: { password: [MSG.passwordLength] } } });
    expect((await api('GET', '/api/akun', { bearer: session })).status).toBe(200);
    const res = await update(adminToken, { nim: s.nim, password: 'Rahasia#456', password_confirmation: 'Rahasia#456' });
    expect(res.body).toMatchObject({ message: MSG.userUpdated });
    const stored = (await (await users()).getById(s.id)) as UserItem;
    const { verifyPassword } = await import('@functions/lib/password');
    expect(await verifyPassword('Rahasia#456', stored.password_hash)).toBe(true);
    expect(stored.token_version).toBe(s.token_version + 1);
    const old = await api('GET', '/api/akun', { bearer: session });
    expect({ status: old.status, body: old.body }).toEqual({ status: 401, body: { message: MSG.sessionExpired } });
  });

  it('(d) deactivation ends a live session at once and hides the student from the public search; activation brings them back', async () => {
    const s = await student(prodi.id_prodi, { nama: 'Kartika Sari Dewi' });
    const session = await tokenOf(s.id);
    const findable = async () => (await api<{ user?: unknown }>('GET', '/api/mahasiswa/show', { query: { nim: s.nim } })).status;
    expect(await findable()).toBe(200);
    const res = await update(adminToken, { nim: s.nim, is_active: 0 });
    expect(res.body).toMatchObject({ message: MSG.userUpdated, user: { is_active: false } });
    const refused = await api('GET', '/api/akun', { bearer: session });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: { message: MSG.sessionExpired } });
    expect(await findable()).toBe(404);
    const back = await update(adminToken, { nim: s.nim, is_active: 1 });
    expect(back.body).toMatchObject({ user: { is_active: true } });
    expect(await findable()).toBe(200);
    // the session of before the deactivation stays ended
    expect((await api('GET', '/api/akun', { bearer: session })).status).toBe(401);
    expect((await api('GET', '/api/akun', { bearer: await tokenOf(s.id) })).status).toBe(200);
  });
});

describe('DELETE /api/manajemen/akun/delete', () => {
  it('refuses a student with a verified portfolio or a printed SKPI (deactivate instead); nothing changes', async () => {
    const { addPortfolio, programRubrics } = await import('../support/student-data');
    const { anak } = await programRubrics(1);
    const verified = await student(1);
    await addPortfolio(verified, anak[0] as never, 3, 2);
    const printed = await student(prodi.id_prodi);
    const { patchUser } = await import('../support/auth-flow');
    await patchUser(printed.id, { skpi_dokumen: { kode: 'ABC', nomor: '1/SKPI', tanggal_terbit: '2025-01-01' } });
    for (const [s, idProdi] of [
      [verified, 1],
      [printed, prodi.id_prodi],
    ] as const) {
      await unchanged(s, idProdi, async () => {
        const res = await remove(superToken, s.nim);
        expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { message: MSG.deleteHasVerified } });
      });
    }
  });

  it('removes the account, its NIM and e-mail, portfolios and their files, requests, notifications and index entries; counters move back; audited', async () => {
    const { addPortfolio, programRubrics } = await import('../support/student-data');
    const { anak } = await programRubrics(1);
    const s = await student(1, { nama: 'Lukman Hakim Nasution' });
    const token = await tokenOf(s.id);
    const p = await addPortfolio(s, anak[0] as never, 3, 1);
    const { keys } = await import('@functions/lib/keys');
    const { getItem, queryAll } = await import('@functions/lib/table');
    const { patchItem } = await import('../support/auth-flow');
    // a stored evidence file, an SKPI request, a notification: all in the documents bucket or the account's partition
    const { putDocument } = await import('@functions/lib/files');
    const evidence = `portofolio/${s.id}/hapus.pdf`;
    await putDocument(evidence, pdfBytes(), 'application/pdf', 'hapus.pdf');
    await patchItem(keys.portofolio(p.id_portofolio), { dokumen_portofolio: evidence });
    await patchItem(keys.skpiRequest(s.id), { type: 'skpi-request', user_id: s.id, is_downloaded: 1, path: null, requested_at: 'x', version: 1 });
    await patchItem(keys.notifikasi(s.id, '2025-01-01T00:00:00.000Z', 'n1'), { type: 'notifikasi', user_id: s.id });
    expect(await documentExists(evidence)).toBe(true);
    expect(await getItem(keys.publicIdentity(s.id))).toBeDefined();
    const before = await counters(1);
    const res = await remove(superToken, s.nim);
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: MSG.deleted } });
    expect(await (await users()).getById(s.id)).toBeUndefined();
    expect(await getItem(keys.nim(s.nim))).toBeUndefined();
    expect(await getItem(keys.email(s.email))).toBeUndefined();
    expect(await getItem(keys.portofolio(p.id_portofolio))).toBeUndefined();
    expect(await queryAll({ pk: keys.user(s.id).PK })).toEqual([]);
    expect(await documentExists(evidence)).toBe(false);
    expect(await counters(1)).toEqual({ total: before.total - 1, belum: before.belum - 1 });
    // the public search and profile no longer find the student
    expect((await api('GET', '/api/mahasiswa/show', { query: { nim: s.nim } })).status).toBe(404);
    const found = await api<{ data?: unknown[]; mahasiswa?: { data: { nim: string }[] } }>('GET', '/api/mahasiswa', {
      query: { nim: s.nim, nama: s.nim },
    });
    expect(JSON.stringify(found.body)).not.toContain(s.nim);
    const { auditLog } = await import('@functions/lib/audit');
    const entries = await auditLog.ofTarget({ type: 'user', id: s.id });
    expect(entries.at(-1)).toMatchObject({ action: 'akun.delete', before: { nim: s.nim, nama: 'Lukman Hakim Nasution' }, after: null });
    expect(JSON.stringify(entries.at(-1))).not.toContain('password_hash');
    // the old session is refused
    expect((await api('GET', '/api/akun', { bearer: token })).status).toBe(401);
  });

  it("an admin jurusan deletes only their own program's students", async () => {
    const s = await student(prodi.id_prodi);
    await unchanged(s, prodi.id_prodi, async () => {
      const res = await remove(otherAdminToken, s.nim);
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { message: MSG.studentOtherProdi } });
    });
    const res = await remove(adminToken, s.nim);
    expect(res.status).toBe(200);
    const missing = await remove(adminToken, s.nim);
    expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: { message: MSG.userNotFound } });
  });
});
