/**
 * Who may decide, read and delete which portfolio: a verifier
 * the portfolios of their assigned sub-rubrics, an admin jurusan those of their program, the
 * super admin all; a student none (role gate). The admins' view of a student's portfolios
 * (GET /api/portofolio/user/{nim}?paginate=9999) and their delete, which takes a verified
 * portfolio with its points and tells the student. A portfolio's history (riwayat) from the audit
 * log, for its owner and for staff in scope, and the audit entries themselves. Every refusal is
 * shown to write nothing: no portfolio change, no counter, no audit entry, no notification.
 */
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { MSG, NOTIFIKASI_MSG, SEARCH_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchUser } from '../support/auth-flow';
import {
  type CatalogEntry,
  catalogOf,
  countersOf,
  documentExists,
  freshStudent,
  nonZeroStats,
  recount,
  type StudentAccount,
  snapshot,
} from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';
import {
  type Account,
  addExternal,
  auditOf,
  counterDelta,
  decide,
  editPortfolio,
  exclusiveAnak,
  namedAccount,
  notificationsOf,
  type StudentRow,
  statusCounters,
  storedPortfolio,
  verifierOf,
} from '../support/verifikasi';

let anak: AnakRubrikItem;
let unassigned: AnakRubrikItem;
let anak2: AnakRubrikItem;
let verifier: Account;
let admin1: Account;
let admin2: Account;
let superAdmin: Account;

beforeAll(async () => {
  useStackEnv();
  anak = await exclusiveAnak(1);
  unassigned = ((await catalogOf(1))[0] as CatalogEntry).anak;
  anak2 = ((await catalogOf(2))[0] as CatalogEntry).anak;
  [verifier, admin1, admin2, superAdmin] = await Promise.all([
    verifierOf([anak], 'Verifikator Uji'),
    namedAccount('admin jurusan', 1, 'Admin Prodi Satu'),
    namedAccount('admin jurusan', 2, 'Admin Prodi Dua'),
    namedAccount('super admin', null, 'Super Admin Uji'),
  ]);
});

/** Runs `call` and shows it changed nothing of the student (items, counters, notifications) nor the portfolio's audit log. */
async function unchanged<T>(s: StudentAccount, id: number, call: () => Promise<T>): Promise<T> {
  const idProdi = s.user.id_prodi ?? 1;
  const read = async () => ({ snapshot: await snapshot(s.user.id, idProdi), audit: await auditOf(id), notifikasi: await notificationsOf(s.user.id) });
  const before = await read();
  const result = await call();
  expect(await read()).toEqual(before);
  return result;
}

const refusal = (status: number, message: string) => ({ status, body: { message } });
const answer = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });

describe('who decides', () => {
  it('a verifier: a portfolio of an assigned sub-rubric yes, of another no (403), without assignment no', async () => {
    const s = await freshStudent(1);
    const mine = await addExternal(s, anak);
    const theirs = await addExternal(s, unassigned);
    for (const d of ['verify', 'reject'] as const) {
      const res = await unchanged(s, theirs.id_portofolio, () => decide(verifier.token, s.nim, theirs.id_portofolio, d, { catatan: 'x' }));
      expect(answer(res)).toEqual(refusal(403, MSG.verifyOutOfScope));
    }
    const idle = await verifierOf([]);
    const res = await unchanged(s, mine.id_portofolio, () => decide(idle.token, s.nim, mine.id_portofolio, 'verify'));
    expect(answer(res)).toEqual(refusal(403, MSG.verifyOutOfScope));
    expect((await decide(verifier.token, s.nim, mine.id_portofolio, 'verify')).status).toBe(200);
  });

  it('an admin jurusan: their program yes, another program no (403); the super admin: any', async () => {
    const [s1, s2] = await Promise.all([freshStudent(1), freshStudent(2)]);
    const [p1, p2, q1, q2] = [
      await addExternal(s1, anak),
      await addExternal(s2, anak2),
      await addExternal(s1, unassigned),
      await addExternal(s2, anak2),
    ];
    expect(answer(await unchanged(s2, p2.id_portofolio, () => decide(admin1.token, s2.nim, p2.id_portofolio, 'verify')))).toEqual(
      refusal(403, MSG.verifyOutOfScope),
    );
    expect(answer(await unchanged(s1, p1.id_portofolio, () => decide(admin2.token, s1.nim, p1.id_portofolio, 'reject', { catatan: 'x' })))).toEqual(
      refusal(403, MSG.verifyOutOfScope),
    );
    const own = await decide(admin1.token, s1.nim, p1.id_portofolio, 'verify');
    expect({ status: own.status, by: own.body.portofolio?.verified_by }).toEqual({ status: 200, by: 'Admin Prodi Satu' });
    expect((await decide(admin2.token, s2.nim, p2.id_portofolio, 'reject', { catatan: 'Tidak sesuai' })).status).toBe(200);
    for (const [s, q] of [
      [s1, q1],
      [s2, q2],
    ] as const) {
      const res = await decide(superAdmin.token, s.nim, q.id_portofolio, 'verify');
      expect({ status: res.status, by: res.body.portofolio?.verified_by }).toEqual({ status: 200, by: 'Super Admin Uji' });
    }
  });

  it("after a move to another program, both programs' admins may act on the portfolios written before it", async () => {
    const s1 = await freshStudent(1);
    const [a, b] = [await addExternal(s1, anak), await addExternal(s1, anak)];
    // the student now belongs to program 2 (a migration, as the admin issue will write it)
    await patchUser(s1.user.id, { id_prodi: 2 });
    expect((await decide(admin2.token, s1.nim, a.id_portofolio, 'verify')).status).toBe(200);
    expect((await decide(admin1.token, s1.nim, b.id_portofolio, 'reject', { catatan: 'Bukti tidak terbaca.' })).status).toBe(200);
    const deleted = await api('DELETE', `/api/portofolio/user/${s1.nim}/${b.id_portofolio}/delete`, { bearer: admin2.token });
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 200, body: { message: MSG.portfolioDeletedAdmin } });
  });

  it('a student (even the owner) and a ppk are refused by the role gate', async () => {
    const s = await freshStudent(1);
    const p = await addExternal(s, anak);
    const ppk = await namedAccount('ppk', null, 'PPK Uji');
    for (const who of [s, ppk]) {
      for (const d of ['verify', 'reject'] as const) {
        const res = await unchanged(s, p.id_portofolio, () => decide(who.token, s.nim, p.id_portofolio, d, { catatan: 'x' }));
        expect(answer(res)).toEqual(refusal(403, MSG.forbidden));
      }
    }
  });

  it('a deactivated verifier and an outdated token are signed out (401) on every verification route, changing nothing', async () => {
    const s = await freshStudent(1);
    const p = await addExternal(s, anak);
    const deactivated = await verifierOf([anak]);
    await patchUser(deactivated.user.id, { is_active: false });
    const outdated = await verifierOf([anak]);
    await patchUser(outdated.user.id, { token_version: outdated.user.token_version + 1 });
    const base = `/api/portofolio/user/${s.nim}/${p.id_portofolio}`;
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/portofolio?status=1', undefined],
      ['PUT', `${base}/verify`, {}],
      ['PUT', `${base}/reject`, { catatan: 'x' }],
      ['GET', `${base}/riwayat`, undefined],
    ];
    for (const who of [deactivated, outdated]) {
      for (const [method, path, body] of calls) {
        const res = await unchanged(s, p.id_portofolio, () => api(method, path, { bearer: who.token, body }));
        expect({ path, ...answer(res) }).toEqual({ path, ...refusal(401, MSG.sessionExpired) });
      }
    }
  });

  it('another NIM in the path (404), an unknown id (404)', async () => {
    const [s, other] = await Promise.all([freshStudent(1), freshStudent(1)]);
    const p = await addExternal(s, anak);
    for (const who of [verifier, admin1, superAdmin]) {
      const wrong = await unchanged(s, p.id_portofolio, () => decide(who.token, other.nim, p.id_portofolio, 'verify'));
      expect(answer(wrong)).toEqual(refusal(404, MSG.portfolioNotFound));
      expect(answer(await decide(who.token, s.nim, 9_999_999, 'verify'))).toEqual(refusal(404, MSG.portfolioNotFound));
    }
    // the NIM in any case is the same student
    expect((await decide(superAdmin.token, s.nim.toLowerCase(), p.id_portofolio, 'verify')).status).toBe(200);
  });
});

describe("the admins' view of a student", () => {
  const list = (token: string, nim: string) =>
    api<{ portofolio: { data: StudentRow[]; current_page: number; last_page: number; per_page: number; total: number } }>(
      'GET',
      `/api/portofolio/user/${nim}`,
      { bearer: token, query: { paginate: 9999, page: 1 } },
    );

  it('an admin jurusan reads a student of their program, not of another; the super admin any; a verifier none', async () => {
    const [s1, s2] = await Promise.all([freshStudent(1), freshStudent(2)]);
    const a = await addExternal(s1, anak, { judul: 'Satu' });
    const b = await addExternal(s1, unassigned, { judul: 'Dua' });
    expect((await decide(admin1.token, s1.nim, b.id_portofolio, 'reject', { catatan: 'Perbaiki' })).status).toBe(200);
    await addExternal(s2, anak2);

    for (const who of [admin1, superAdmin]) {
      const res = await list(who.token, s1.nim);
      expect(res.status).toBe(200);
      expect({ ...res.body.portofolio, data: res.body.portofolio.data.map((r) => [r.id_portofolio, r.id_status_portofolio, r.catatan]) }).toEqual({
        data: [
          [b.id_portofolio, 4, 'Perbaiki'],
          [a.id_portofolio, 1, null],
        ],
        current_page: 1,
        last_page: 1,
        per_page: 9999,
        total: 2,
      });
    }
    expect(answer(await list(admin1.token, s2.nim))).toEqual(refusal(403, MSG.prodiOutOfScope));
    expect((await list(admin2.token, s2.nim)).body.portofolio.total).toBe(1);
    expect((await list(superAdmin.token, s2.nim)).body.portofolio.total).toBe(1);
    expect(answer(await list(verifier.token, s1.nim))).toEqual(refusal(403, MSG.forbidden));
    expect(answer(await list(admin1.token, 'TIDAKADA000'))).toEqual(refusal(404, SEARCH_MSG.studentNotFound));
  });

  it('an admin deletes a verified portfolio: its points go, its document goes, the student is told', async () => {
    const s = await freshStudent(1);
    const p = await addExternal(s, anak, { judul: 'Juara Debat', points: 5 });
    const kept = await addExternal(s, anak, { judul: 'Tetap', points: 2 });
    for (const q of [p, kept]) expect((await decide(verifier.token, s.nim, q.id_portofolio, 'verify')).status).toBe(200);
    const key = (await storedPortfolio(p.id_portofolio))?.dokumen_portofolio ?? '';
    expect(await documentExists(key)).toBe(true);
    expect((await countersOf(s.user.id, 1)).skp).toBe(7);

    // the student may not delete a verified one; another program's admin may not either
    const own = await unchanged(s, p.id_portofolio, () =>
      api('DELETE', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/delete`, { bearer: s.token }),
    );
    expect(answer(own)).toEqual(refusal(409, MSG.portfolioVerifiedNoDelete));
    const foreign = await unchanged(s, p.id_portofolio, () =>
      api('DELETE', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/delete`, { bearer: admin2.token }),
    );
    expect(answer(foreign)).toEqual(refusal(403, MSG.verifyOutOfScope));
    const other = await freshStudent(1);
    const wrong = await unchanged(s, p.id_portofolio, () =>
      api('DELETE', `/api/portofolio/user/${other.nim}/${p.id_portofolio}/delete`, { bearer: admin1.token }),
    );
    expect(answer(wrong)).toEqual(refusal(404, MSG.portfolioNotFound));

    const [counters, statuses] = [await countersOf(s.user.id, 1), await statusCounters(1, [anak.id_anak_rubrik])];
    const res = await api('DELETE', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/delete`, { bearer: admin1.token });
    expect(answer(res)).toEqual({ status: 200, body: { message: 'Data portofolio berhasil dihapus!' } });
    expect(await storedPortfolio(p.id_portofolio)).toBeUndefined();
    expect(await documentExists(key)).toBe(false);
    const after = await countersOf(s.user.id, 1);
    const expected = await recount(s.user.id);
    expect({ skp: after.skp, jumlah: after.jumlah_portofolio, stats: nonZeroStats(after.stats) }).toEqual({
      skp: 2,
      jumlah: 1,
      stats: expected.stats,
    });
    expect({ total: after.prodi.total - counters.prodi.total, belum: after.prodi.belum_diverifikasi - counters.prodi.belum_diverifikasi }).toEqual({
      total: -1,
      belum: 0,
    });
    expect(counterDelta(statuses, await statusCounters(1, [anak.id_anak_rubrik]))).toEqual({
      prodi: [0, -1, 0, 0],
      all: [0, -1, 0, 0],
      anak: { [anak.id_anak_rubrik]: [0, -1, 0, 0] },
    });
    const bell = await api<{ notifikasi: { data: Array<Record<string, unknown>>; unread: number } }>('GET', '/api/notifikasi', { bearer: s.token });
    expect(bell.body.notifikasi.data[0]).toMatchObject({
      jenis: 'portofolio-dihapus',
      judul: NOTIFIKASI_MSG.deletedTitle,
      isi: NOTIFIKASI_MSG.deletedBody('Juara Debat'),
      id_portofolio: p.id_portofolio,
      dibaca: false,
    });
    expect(bell.body.notifikasi.unread).toBe(3);
    const audit = await auditOf(p.id_portofolio);
    expect(audit.at(-1)).toMatchObject({ action: 'portofolio.delete', actor_id: admin1.user.id, actor_role: 'admin jurusan', after: null });
    expect((audit.at(-1)?.before as { id_status_portofolio?: number } | undefined)?.id_status_portofolio).toBe(2);
    // the student's own delete of a waiting one still works, with the student's message
    const waiting = await addExternal(s, anak);
    const mineGone = await api('DELETE', `/api/portofolio/user/${s.nim}/${waiting.id_portofolio}/delete`, { bearer: s.token });
    expect(answer(mineGone)).toEqual({ status: 200, body: { message: MSG.portfolioDeleted } });
  });
});

describe('history and audit', () => {
  it('submitted, rejected (with the note), changed, accepted: for the owner and for staff in scope', async () => {
    const s = await namedAccount('mahasiswa', 1, 'Sri Rahayu');
    const p = await addExternal(s, anak);
    expect((await decide(verifier.token, s.nim, p.id_portofolio, 'reject', { catatan: 'Lampirkan sertifikat.' })).status).toBe(200);
    expect((await editPortfolio(s, p, 'Dengan sertifikat')).status).toBe(200);
    expect((await decide(admin1.token, s.nim, p.id_portofolio, 'verify')).status).toBe(200);

    const riwayat = (token: string, nim = s.nim) =>
      api<{ riwayat: Array<Record<string, unknown>> }>('GET', `/api/portofolio/user/${nim}/${p.id_portofolio}/riwayat`, { bearer: token });
    const expected = [
      { aksi: 'diajukan', status_portofolio: 1, nama: 'Sri Rahayu', role: 'mahasiswa', catatan: null },
      { aksi: 'ditolak', status_portofolio: 4, nama: 'Verifikator Uji', role: 'verifikator', catatan: 'Lampirkan sertifikat.' },
      { aksi: 'diubah', status_portofolio: 3, nama: 'Sri Rahayu', role: 'mahasiswa', catatan: null },
      { aksi: 'diterima', status_portofolio: 2, nama: 'Admin Prodi Satu', role: 'admin jurusan', catatan: null },
    ];
    for (const who of [s, verifier, admin1, superAdmin]) {
      const res = await riwayat(who.token);
      expect(res.status).toBe(200);
      expect(res.body.riwayat.map(({ waktu, ...rest }) => rest)).toEqual(expected);
      const times = res.body.riwayat.map((e) => String(e.waktu));
      expect([...times].sort()).toEqual(times);
      expect(times.every((t) => !Number.isNaN(Date.parse(t)))).toBe(true);
    }
    // another student: 404 (their own NIM or the owner's); staff out of scope: 403
    const other = await freshStudent(1);
    expect(answer(await riwayat(other.token))).toEqual(refusal(404, MSG.portfolioNotFound));
    expect(answer(await riwayat(other.token, other.nim))).toEqual(refusal(404, MSG.portfolioNotFound));
    expect(answer(await riwayat(admin2.token))).toEqual(refusal(403, MSG.verifyOutOfScope));
    expect(answer(await riwayat((await verifierOf([unassigned])).token))).toEqual(refusal(403, MSG.verifyOutOfScope));
    expect(answer(await riwayat(verifier.token, other.nim))).toEqual(refusal(404, MSG.portfolioNotFound));

    // the audit entries behind it
    const audit = await auditOf(p.id_portofolio);
    expect(audit.map((e) => [e.action, e.actor_id, e.actor_role, e.actor_nama])).toEqual([
      ['portofolio.create', s.user.id, 'mahasiswa', 'Sri Rahayu'],
      ['portofolio.reject', verifier.user.id, 'verifikator', 'Verifikator Uji'],
      ['portofolio.update', s.user.id, 'mahasiswa', 'Sri Rahayu'],
      ['portofolio.verify', admin1.user.id, 'admin jurusan', 'Admin Prodi Satu'],
    ]);
    const statusOf = (v: unknown) => (v as { id_status_portofolio?: number } | null)?.id_status_portofolio ?? null;
    expect(audit.map((e) => [statusOf(e.before), statusOf(e.after), e.catatan])).toEqual([
      [null, 1, null],
      [1, 4, 'Lampirkan sertifikat.'],
      [4, 3, null],
      [3, 2, null],
    ]);
    for (const e of audit) {
      expect(e).toMatchObject({ type: 'audit', target_type: 'portofolio', target_id: String(p.id_portofolio) });
      expect(e.request_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(e.at).toISOString()).toBe(e.at);
      for (const snap of [e.before, e.after]) if (snap) expect(Object.keys(snap as object)).not.toContain('GSI1PK');
    }
    expect(new Set(audit.map((e) => e.request_id)).size).toBe(4);
    expect(audit.map((e) => e.at)).toEqual([...audit.map((e) => e.at)].sort());
  });
});
