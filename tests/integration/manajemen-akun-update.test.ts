/**
 * Student management, the update and the delete (docs/decisions/0030-people-management.md): the
 * update shapes (name and graduation, e-mail, password, status) and deletion with what it keeps and
 * removes. Every refusal leaves the account, the counters and the audit log as they were. The file
 * works on a program of its own (tests/support/manajemen-akun.ts).
 */

import type { ProdiItem } from '@functions/domain/master/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { notifikasiKeys } from '@functions/lib/entities/notifikasi';
import { portofolioKeys } from '@functions/lib/entities/portofolio';
import { searchKeys } from '@functions/lib/entities/search';
import { skpiKeys } from '@functions/lib/entities/skpi';
import { userKeys } from '@functions/lib/entities/users';
import { AUTH_MSG, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../support/auth-flow';
import {
  akunFile,
  auditOf,
  type Body,
  counters,
  freshNim,
  graduatesIn,
  list,
  remove,
  student,
  unchanged,
  update,
  users,
} from '../support/manajemen-akun';
import { api } from '../support/stack';
import { documentExists, pdfBytes } from '../support/student-data';

let superToken = '';
let adminToken = '';
let otherAdminToken = '';
let prodi: ProdiItem;
let otherProdi: ProdiItem;
let roster: UserItem[] = [];
const fixture = akunFile('Akun Ubah');
beforeAll(() => {
  ({ superToken, adminToken, otherAdminToken, prodi, otherProdi, roster } = fixture);
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
    const { getItem, queryAll } = await import('@functions/lib/table');
    const { patchItem } = await import('../support/auth-flow');
    // a stored evidence file, an SKPI request, a notification: all in the documents bucket or the account's partition
    const { putDocument } = await import('@functions/lib/files');
    const evidence = `portofolio/${s.id}/hapus.pdf`;
    await putDocument(evidence, pdfBytes(), 'application/pdf', 'hapus.pdf');
    await patchItem(portofolioKeys.portofolio(p.id_portofolio), { dokumen_portofolio: evidence });
    await patchItem(skpiKeys.skpiRequest(s.id), { type: 'skpi-request', user_id: s.id, is_downloaded: 1, path: null, requested_at: 'x', version: 1 });
    await patchItem(notifikasiKeys.notifikasi(s.id, '2025-01-01T00:00:00.000Z', 'n1'), { type: 'notifikasi', user_id: s.id });
    expect(await documentExists(evidence)).toBe(true);
    expect(await getItem(searchKeys.publicIdentity(s.id))).toBeDefined();
    const before = await counters(1);
    const res = await remove(superToken, s.nim);
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: MSG.deleted } });
    expect(await (await users()).getById(s.id)).toBeUndefined();
    expect(await getItem(userKeys.nim(s.nim))).toBeUndefined();
    expect(await getItem(userKeys.email(s.email))).toBeUndefined();
    expect(await getItem(portofolioKeys.portofolio(p.id_portofolio))).toBeUndefined();
    expect(await queryAll({ pk: userKeys.user(s.id).PK })).toEqual([]);
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
