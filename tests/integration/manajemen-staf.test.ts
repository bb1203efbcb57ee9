/**
 * Prodi admins and verifiers (docs/decisions/0030-people-management.md): the super
 * admin adds them (a set-password link by e-mail, no password in the mail), lists and edits them,
 * changes a verifier's sub-rubrics (their queue follows at once) and deletes them (their
 * assignments go with them). The sub-rubric list of the verifier dialog.
 */

import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { AUTH_MSG, MAIL_MSG, MANAJEMEN_MAIL_MSG, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, linkOf, staffAccount, tokenOf } from '../support/auth-flow';
import { freshStudent } from '../support/portofolio';
import { api, lastMail, useStackEnv } from '../support/stack';
import { addExternal, exclusiveAnak, queue } from '../support/verifikasi';

type Body = Record<string, unknown>;
interface Row {
  id: string;
  nim: string;
  nama: string;
  email: string;
  id_prodi: number | null;
  prodi: { id_prodi: number; nama_prodi: string; jenjang: string } | null;
  jumlah_rubrik: number;
  rubrik: { id_anak_rubrik: number }[];
  version: number;
}

let superToken = '';
let adminToken = '';
let serial = 0;
let anakA: AnakRubrikItem;
let anakB: AnakRubrikItem;

const users = async () => (await import('@functions/domain/users/repo')).usersRepo;
const assignments = async (userId: string) =>
  (await (await import('@functions/domain/verifikator/repo')).verifikatorRepo.listOfVerifier(userId))
    .map((a) => a.id_anak_rubrik)
    .sort((a, b) => a - b);
const auditOf = async (userId: string) => (await (await import('@functions/lib/audit')).auditLog.ofTarget({ type: 'user', id: userId })).length;
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;

const add = (token: string, body: Body) => api<{ message: unknown; user?: Row }>('POST', '/api/manajemen/akun/add', { bearer: token, body });
const update = (token: string, body: Body) => api<{ message: unknown; user?: Row }>('PUT', '/api/manajemen/akun/update', { bearer: token, body });
const setRubrik = (token: string, body: Body) =>
  api<{ message: unknown; verifikator?: Row }>('PUT', '/api/manajemen/verifikator/update', { bearer: token, body });
const PASSWORDS = { password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD };

beforeAll(async () => {
  useStackEnv();
  superToken = (await staffAccount('super admin')).token;
  adminToken = (await staffAccount('admin jurusan', 1)).token;
  anakA = await exclusiveAnak(1);
  anakB = await exclusiveAnak(1);
});

describe('prodi admins (id_role 2)', () => {
  it('adds one with a set-password mail (no password in it); the link sets the password and the admin works in their program', async () => {
    const nim = freshName('adm');
    const email = `${nim}@staf.test`;
    const res = await add(superToken, { id_role: 2, nim, nama: 'Rina Pane', email, id_prodi: 1, ...PASSWORDS });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: MSG.userAdded, user: { nim, id_role: 2, id_prodi: 1, prodi: { id_prodi: 1 }, is_active: true } });
    const stored = (await (await users()).getByNim(nim)) ?? expect.unreachable();
    expect(stored).toMatchObject({ role: 'admin jurusan', id_prodi: 1, is_data_complete: true });
    expect(await auditOf(stored.id)).toBe(1);
    const mail = await lastMail(email, (m) => m.subject === MANAJEMEN_MAIL_MSG.staffWelcomeSubject);
    expect(mail.body.text).toContain(nim);
    expect(mail.body.text).not.toContain(FRESH_PASSWORD);
    const { token } = linkOf(mail.body.text ?? '', 'reset');
    const reset = await api('POST', '/api/auth/password/reset', { body: { token, password: 'Baru#12345', password_confirmation: 'Baru#12345' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const { verifyPassword } = await import('@functions/lib/password');
    expect(await verifyPassword('Baru#12345', ((await (await users()).getById(stored.id)) ?? expect.unreachable()).password_hash)).toBe(true);
    const list = await api('GET', '/api/manajemen/akun', { bearer: await tokenOf(stored.id), query: { id_role: 4 } });
    expect(list.status).toBe(200);
  });

  it('needs a username, an e-mail, a program and matching passwords; refused adds create nothing', async () => {
    const nim = freshName('adm');
    const cases: [Body, number, unknown][] = [
      [{ id_role: 2, nim, email: `${nim}@staf.test`, ...PASSWORDS }, 422, { id_prodi: [MSG.prodiRequired] }],
      [{ id_role: 2, nim, email: `${nim}@staf.test`, id_prodi: 1 }, 422, { password: [MSG.required] }],
      [
        { id_role: 2, nim, email: `${nim}@staf.test`, id_prodi: 1, password: FRESH_PASSWORD, password_confirmation: 'lain' },
        422,
        { password_confirmation: [MSG.passwordMismatch] },
      ],
      [{ id_role: 2, email: `${nim}@staf.test`, id_prodi: 1, ...PASSWORDS }, 422, { nim: [MSG.required] }],
      [{ id_role: 2, nim, email: 'bukan-email', id_prodi: 1, ...PASSWORDS }, 422, { email: [MSG.invalidEmail] }],
      [{ id_role: 2, nim, email: `${nim}@staf.test`, id_prodi: 99_999, ...PASSWORDS }, 422, { id_prodi: [MSG.prodiNotFound] }],
    ];
    for (const [body, status, message] of cases) {
      const res = await add(superToken, body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status, answer: { message } });
    }
    expect(await (await users()).getByNim(nim)).toBeUndefined();
  });

  it('lists them 15 a page with their program; edits name, username, e-mail and program together; deletes them', async () => {
    const nim = freshName('adm');
    const created = await add(superToken, { id_role: 2, nim, nama: 'Admin Lama', email: `${nim}@staf.test`, id_prodi: 1, ...PASSWORDS });
    const row = created.body.user ?? expect.unreachable();
    const list = await api<{ users: { data: Row[]; per_page: number } }>('GET', '/api/manajemen/akun', {
      bearer: superToken,
      query: { id_role: 2, paginate: 15, page: 1, keyword: nim },
    });
    expect(list.body.users.per_page).toBe(15);
    expect(list.body.users.data).toEqual([row]);
    const nimBaru = freshName('adm');
    const res = await update(superToken, {
      id: row.id,
      version: row.version,
      nim,
      nim_baru: nimBaru,
      nama: 'Admin Baru',
      email: `${nimBaru}@staf.test`,
      id_prodi: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // a staff member's new address waits for the link sent to it: the sign-in codes keep going to the old one
    expect(res.body.message).toBe(AUTH_MSG.emailChangeSent(`${nimBaru}@staf.test`));
    expect(res.body.user).toMatchObject({ nim: nimBaru, nama: 'Admin Baru', email: `${nim}@staf.test`, id_prodi: 2, version: 2 });
    expect((await (await users()).getById(row.id))?.email_baru).toBe(`${nimBaru}@staf.test`);
    expect(await lastMail(`${nimBaru}@staf.test`, (m) => m.subject === MAIL_MSG.emailConfirmSubject)).toBeDefined();
    expect(await (await users()).getByNim(nim)).toBeUndefined();
    expect((await (await users()).listOfRoleProdi('admin jurusan', 2)).map((u) => u.id)).toContain(row.id);
    const stale = await update(superToken, { nim: nimBaru, version: 1, nama: 'X' });
    expect({ status: stale.status, body: stale.body }).toEqual({ status: 409, body: { message: MSG.conflict } });
    const del = await api('DELETE', '/api/manajemen/akun/delete', { bearer: superToken, query: { nim: nimBaru } });
    expect({ status: del.status, body: del.body }).toEqual({ status: 200, body: { message: MSG.deleted } });
    expect(await (await users()).getById(row.id)).toBeUndefined();
  });

  it('an admin jurusan cannot add, edit or delete staff; super admins are not managed here; nobody deletes themselves', async () => {
    const staff = await staffAccount('admin jurusan', 1);
    const cases: [string, string, Body | undefined, Record<string, string> | undefined][] = [
      ['PUT', '/api/manajemen/akun/update', { nim: staff.nim, nama: 'X' }, undefined],
      ['DELETE', '/api/manajemen/akun/delete', undefined, { nim: staff.nim }],
    ];
    for (const [method, path, body, query] of cases) {
      const res = await api(method, path, { bearer: adminToken, body, query });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: { message: MSG.staffSuperAdminOnly } });
    }
    const other = await staffAccount('super admin');
    const self = await staffAccount('super admin');
    for (const who of [other, self]) {
      const res = await api('DELETE', '/api/manajemen/akun/delete', { bearer: self.token, query: { nim: who.nim } });
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { message: MSG.superAdminAccount } });
    }
    expect(await (await users()).getById(other.user.id)).toBeDefined();
  });
});

describe('verifiers (id_role 3)', () => {
  it('adds a verifier with sub-rubrics who then sees exactly that queue; changing the sub-rubrics changes the queue at once', async () => {
    const s = await freshStudent(1);
    const onA = await addExternal(s, anakA);
    const onB = await addExternal(s, anakB);
    const nim = freshName('ver');
    const email = `${nim}@staf.test`;
    const res = await add(superToken, { id_role: 3, nim, nama: 'Verifikator Baru', email, id_anak_rubrik: [anakA.id_anak_rubrik], ...PASSWORDS });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.user).toMatchObject({
      nim,
      id_role: 3,
      id_prodi: null,
      prodi: null,
      jumlah_rubrik: 1,
      rubrik: [{ id_anak_rubrik: anakA.id_anak_rubrik }],
    });
    const v = (await (await users()).getByNim(nim)) ?? expect.unreachable();
    expect(await lastMail(email, (m) => m.subject === MANAJEMEN_MAIL_MSG.staffWelcomeSubject)).toBeDefined();
    const token = await tokenOf(v.id);
    const ids = async () => (await queue(token, { status: 1, verifiable: '1' })).body.portofolio.data.map((p) => p.id_portofolio);
    expect(await ids()).toEqual([onA.id_portofolio]);

    const changed = await setRubrik(superToken, { nim_verifikator: nim, id_anak_rubrik: [anakB.id_anak_rubrik], version: v.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      message: MSG.userUpdated,
      verifikator: { jumlah_rubrik: 1, rubrik: [{ id_anak_rubrik: anakB.id_anak_rubrik }] },
    });
    expect(await assignments(v.id)).toEqual([anakB.id_anak_rubrik]);
    expect(await ids()).toEqual([onB.id_portofolio]);
    const both = await setRubrik(superToken, { nim_verifikator: nim, id_anak_rubrik: [anakA.id_anak_rubrik, String(anakB.id_anak_rubrik)] });
    expect(both.body.verifikator?.jumlah_rubrik).toBe(2);
    expect((await ids()).sort()).toEqual([onA.id_portofolio, onB.id_portofolio].sort());
    expect(await auditOf(v.id)).toBe(3);

    const list = await api<{ verifikator: { data: Row[]; per_page: number } }>('GET', '/api/manajemen/verifikator', {
      bearer: superToken,
      query: { page: 1, paginate: 15, keyword: nim },
    });
    expect(list.status).toBe(200);
    expect(list.body.verifikator.data).toHaveLength(1);
    expect(list.body.verifikator.data[0]).toMatchObject({ nim, jumlah_rubrik: 2 });

    // deleting the verifier takes their assignments with it
    const del = await api('DELETE', '/api/manajemen/akun/delete', { bearer: superToken, query: { nim } });
    expect(del.status).toBe(200);
    expect(await assignments(v.id)).toEqual([]);
  });

  it('refuses a verifier without sub-rubrics, unknown sub-rubrics, a non-verifier, a stale version; nothing changes', async () => {
    const nim = freshName('ver');
    const noRubrik = await add(superToken, { id_role: 3, nim, email: `${nim}@staf.test`, ...PASSWORDS });
    expect({ status: noRubrik.status, body: noRubrik.body }).toEqual({
      status: 422,
      body: { message: { id_anak_rubrik: [MSG.anakRubrikRequired] } },
    });
    const unknown = await add(superToken, { id_role: 3, nim, email: `${nim}@staf.test`, id_anak_rubrik: [9_999_999], ...PASSWORDS });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 422, body: { message: { id_anak_rubrik: [MSG.anakRubrikUnknown] } } });
    expect(await (await users()).getByNim(nim)).toBeUndefined();

    const v = await staffAccount('verifikator');
    const { verifikatorRepo } = await import('@functions/domain/verifikator/repo');
    await verifikatorRepo.assign(v.user.id, [{ id_anak_rubrik: anakA.id_anak_rubrik, id_prodi: 1 }]);
    const student = await staffAccount('mahasiswa', 1);
    const cases: [Body, number, unknown][] = [
      [{ nim_verifikator: v.nim, id_anak_rubrik: [] }, 422, { id_anak_rubrik: [MSG.anakRubrikRequired] }],
      [{ nim_verifikator: v.nim, id_anak_rubrik: [9_999_999] }, 422, { id_anak_rubrik: [MSG.anakRubrikUnknown] }],
      [{ nim_verifikator: v.nim, id_anak_rubrik: ['x'] }, 422, { 'id_anak_rubrik.0': [MSG.mustBeNumber] }],
      [{ nim_verifikator: v.nim, id_anak_rubrik: [anakB.id_anak_rubrik], version: 99 }, 409, MSG.conflict],
      [
        { nim_verifikator: student.nim, id_anak_rubrik: [anakB.id_anak_rubrik] },
        422,
        { nim_verifikator: [MSG.wrongRole.replace('{role}', 'verifikator')] },
      ],
      [{ nim_verifikator: 'tidakada', id_anak_rubrik: [anakB.id_anak_rubrik] }, 404, MSG.userNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await setRubrik(superToken, body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status, answer: { message } });
    }
    expect(await assignments(v.user.id)).toEqual([anakA.id_anak_rubrik]);
    expect(await auditOf(v.user.id)).toBe(0);
  });
});

describe('GET /api/anak_rubrik', () => {
  it('gives the super admin every sub-rubric with its rubric and program, an admin jurusan their own program’s', async () => {
    type Option = { id_anak_rubrik: number; nama_anak_rubrik: string; id_prodi: number; nama_prodi: string; jenjang: string; nama_rubrik: string };
    const all = await api<{ anak_rubrik: Option[] }>('GET', '/api/anak_rubrik', { bearer: superToken });
    expect(all.status).toBe(200);
    const a = all.body.anak_rubrik.find((o) => o.id_anak_rubrik === anakA.id_anak_rubrik);
    expect(a).toMatchObject({ nama_anak_rubrik: anakA.nama_anak_rubrik, id_prodi: 1, nama_prodi: expect.any(String), jenjang: expect.any(String) });
    expect(new Set(all.body.anak_rubrik.map((o) => o.id_prodi)).size).toBeGreaterThan(1);
    const own = await api<{ anak_rubrik: Option[] }>('GET', '/api/anak_rubrik', { bearer: adminToken });
    expect(own.body.anak_rubrik.length).toBeGreaterThan(0);
    expect(new Set(own.body.anak_rubrik.map((o) => o.id_prodi))).toEqual(new Set([1]));
  });
});
