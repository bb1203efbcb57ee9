/**
 * The admin's other migration and readmission decisions (shared/api/mutasi-admin.ts): accepting a
 * readmission (the NIM only), rejecting (nothing of the student changes; the student is e-mailed
 * and may ask again), the refusals with nothing changed and no mail (decided meanwhile, NIM taken,
 * stale, another program's admin, unknown student or request, a program deactivated since), and
 * the student move itself (a graduate's month, an interrupted re-homing finished).
 *
 * The students live in two programs of this file's own (an inactive test faculty), so the
 * programs' counters move only with what this file does.
 */
import type { UserItem } from '@functions/domain/users/repo';
import { masterKeys } from '@functions/lib/entities/master';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { MSG, migrationAccepted, migrationRejected, mutasiNone } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { freshIdentity, patchItem, patchUser } from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { type Account, decide, login, mutasiFile, repos, requestOf, state, student } from '../support/mutasi-admin';
import { catalogOf } from '../support/portofolio';
import { api, lastMail, readMail } from '../support/stack';

const m = mutasiFile();

describe('accepting a readmission', () => {
  it('changes the NIM only (program, entry date and program counters stay), by PUT', async () => {
    const s = await student(m.prodiA);
    const nimBaru = await m.ask(s, 'readmisi');
    const { statistikRepo, usersRepo } = await repos();
    const countersBefore = await statistikRepo.prodiCounters(m.prodiA);
    const res = await decide(m.adminA.token, 'readmisi', s.nim, 'accept', {}, 'PUT');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: migrationAccepted('readmisi'),
      migrasi: { type: 'readmisi', nim: s.nim, nim_baru: nimBaru, id_status: 2 },
    });
    expect(await usersRepo.getById(s.user.id)).toMatchObject({ nim: nimBaru, id_prodi: m.prodiA, tanggal_masuk: '2022-09-01' });
    expect((await usersRepo.getByNim(s.nim))?.id).toBeUndefined();
    expect(await statistikRepo.prodiCounters(m.prodiA)).toEqual(countersBefore);
    expect((await login(nimBaru)).status).toBe(200);
    expect((await login(s.nim)).status).toBe(401);
    const mail = await lastMail(s.email, (m) => m.subject === 'Pengajuan readmisi Anda diterima');
    expect(mail.body.text).toContain(nimBaru);
  });
});

describe('rejecting', () => {
  it.each(['migrasi', 'readmisi'] as const)(
    '%s: the request is rejected, nothing of the student changes, the student is e-mailed and may ask again',
    async (jenis) => {
      const s = await student(m.prodiA);
      await m.ask(s, jenis);
      const { usersRepo } = await repos();
      const userBefore = await usersRepo.getById(s.user.id);
      const admin = jenis === 'migrasi' ? m.adminB : m.adminA;
      const res = await decide(admin.token, jenis, s.nim, 'reject');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ message: migrationRejected(jenis), migrasi: { id_status: 3, verified: { nama: expect.any(String) } } });
      expect(await usersRepo.getById(s.user.id)).toEqual(userBefore);
      expect(await requestOf(s.user.id, jenis)).toMatchObject({ id_status: 3, GSI2PK: 'MUTASI#DECIDED' });
      await lastMail(s.email, (m) => m.subject === `Pengajuan ${jenis} Anda ditolak`);
      const { auditLog } = await import('@functions/lib/audit');
      expect((await auditLog.ofTarget({ type: 'user', id: s.user.id })).map((e) => e.action)).toContain('mutasi.reject');
      // a rejected request may be asked again
      await m.ask(s, jenis);
      expect(await requestOf(s.user.id, jenis)).toMatchObject({ id_status: 1 });
    },
  );
});

describe('refusals change nothing and send no mail', () => {
  it('two admins accepting at once: one moves the student, the other is told it was decided (not that the NIM is taken)', async () => {
    const s = await student(m.prodiA);
    const nimBaru = await m.ask(s, 'migrasi');
    const both = await Promise.all([decide(m.adminB.token, 'migrasi', s.nim, 'accept'), decide(m.superAdmin.token, 'migrasi', s.nim, 'accept')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409) ?? expect.unreachable();
    expect([MSG.mutasiNotWaiting, MSG.conflict]).toContain((refused.body as unknown as { message: string }).message);
    const { usersRepo } = await repos();
    expect((await usersRepo.getById(s.user.id))?.nim).toBe(nimBaru);
    const { auditLog } = await import('@functions/lib/audit');
    expect((await auditLog.ofTarget({ type: 'user', id: s.user.id })).filter((e) => e.action === 'mutasi.accept')).toHaveLength(1);
  });

  it('a new NIM taken by another account meanwhile: 409, nothing changed', async () => {
    const s = await student(m.prodiA);
    const nimBaru = await m.ask(s, 'migrasi');
    const { usersRepo } = await repos();
    const other = await usersRepo.create({
      nim: nimBaru,
      email: freshIdentity('X').email,
      role: 'mahasiswa',
      id_prodi: m.prodiB,
      nama: 'Pemilik NIM',
      password_hash: 'x',
      is_active: true,
      email_verified_at: null,
      is_data_complete: false,
    });
    const was = await state(s.user.id, 'migrasi', [s.nim, nimBaru]);
    const mails = (await readMail(s.email)).length;
    const res = await decide(m.adminB.token, 'migrasi', s.nim, 'accept');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.mutasiNimTaken });
    expect(await state(s.user.id, 'migrasi', [s.nim, nimBaru])).toEqual(was);
    expect((await usersRepo.getByNim(nimBaru))?.id).toBe(other.id);
    expect((await readMail(s.email)).length).toBe(mails);
  });

  it('a stale version, another program, an unknown student or request, a bad type: each refused, nothing changed', async () => {
    const s = await student(m.prodiA);
    await m.ask(s, 'migrasi');
    const was = await state(s.user.id, 'migrasi', [s.nim]);

    const stale = await decide(m.adminB.token, 'migrasi', s.nim, 'accept', { _method: 'PUT', version: 99 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: MSG.conflict });
    // the migration is decided by the new program: the old program's admin is out of scope
    const other = await decide(m.adminA.token, 'migrasi', s.nim, 'accept');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: MSG.prodiOutOfScope });
    const unknown = await decide(m.superAdmin.token, 'migrasi', 'TIDAKADA999', 'accept');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: MSG.mutasiStudentNotFound });
    const noRequest = await decide(m.superAdmin.token, 'readmisi', s.nim, 'reject');
    expect(noRequest.status).toBe(404);
    expect(noRequest.body).toEqual({ message: mutasiNone('readmisi') });
    const badType = await api('POST', `/api/manajemen/mutasi/accept/${s.nim}`, { bearer: m.superAdmin.token, body: {} });
    expect(badType.status).toBe(422);
    expect(badType.body).toEqual({ message: { type: [MSG.chooseOption] } });
    const badVersion = await decide(m.superAdmin.token, 'migrasi', s.nim, 'accept', { version: 'x' });
    expect(badVersion.status).toBe(422);
    expect(badVersion.body).toEqual({ message: { version: [MSG.mustBeNumber] } });
    const unknownField = await decide(m.superAdmin.token, 'migrasi', s.nim, 'accept', { nim_baru: 'X1' });
    expect(unknownField.status).toBe(422);
    expect(await state(s.user.id, 'migrasi', [s.nim])).toEqual(was);
    expect(await readMail(s.email)).toEqual([]);
  });

  it('a migration into a program deactivated since: 409, nothing changed', async () => {
    const s = await student(m.prodiA);
    const fakultas = await testFakultas(`Fakultas Tutup ${Date.now()}`);
    const closing = await testProdi(fakultas.id_fakultas, 'Prodi Tutup');
    await m.ask(s, 'migrasi', { prodi: closing.id_prodi });
    await patchItem(masterKeys.prodi(closing.id_prodi), { is_active: false });
    const was = await state(s.user.id, 'migrasi', [s.nim]);
    const res = await decide(m.superAdmin.token, 'migrasi', s.nim, 'accept');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.mutasiProdiGone });
    expect(await state(s.user.id, 'migrasi', [s.nim])).toEqual(was);
  });
});

describe('the student move itself', () => {
  const actorOf = (a: Account) => ({ auth: { userId: a.user.id, nim: a.nim, role: a.user.role, user: a.user }, requestId: 'uji' });

  it("moves a graduate's month of graduation to the new program", async () => {
    const s = await student(m.prodiA);
    await patchUser(s.user.id, { is_graduated: true, tanggal_lulus: '2025-08-30' });
    const { usersRepo, getItem } = await repos();
    const user = (await usersRepo.getById(s.user.id)) as UserItem;
    const month = async (p: number) =>
      Number((await getItem<{ jumlah?: number }>(statistikKeys.prodiGraduatesMonth(p, '2025-08'), { ConsistentRead: true }))?.jumlah ?? 0);
    const [a, b] = [await month(m.prodiA), await month(m.prodiB)];
    const { statistikRepo } = await repos();
    const belumB = (await statistikRepo.prodiCounters(m.prodiB)).total_mahasiswa_belum_lulus ?? 0;
    const { moveStudent } = await import('@functions/domain/users/move');
    await moveStudent(actorOf(m.superAdmin), user, { id_prodi: m.prodiB }, []);
    expect([await month(m.prodiA), await month(m.prodiB)]).toEqual([a - 1, b + 1]);
    // a graduate is not counted among the not yet graduated
    expect((await statistikRepo.prodiCounters(m.prodiB)).total_mahasiswa_belum_lulus ?? 0).toBe(belumB);
  });

  it('a move that changes nothing re-homes the portfolios an interrupted one left in the old program', async () => {
    const s = await student(m.prodiA);
    const { addPortfolio } = await import('../support/student-data');
    const anak = (await catalogOf(1))[0]?.anak ?? expect.unreachable();
    const p = await addPortfolio({ id: s.user.id, id_prodi: m.prodiA }, anak, 1, 1);
    // the user moved, its portfolio not yet (as if the re-homing had stopped half-way)
    await patchUser(s.user.id, { id_prodi: m.prodiB });
    const { usersRepo, portofolioRepo } = await repos();
    const user = (await usersRepo.getById(s.user.id)) as UserItem;
    const { moveStudent } = await import('@functions/domain/users/move');
    await moveStudent(actorOf(m.superAdmin), user, {}, []);
    expect(await portofolioRepo.get(p.id_portofolio)).toMatchObject({ id_prodi: m.prodiB, updated_at: p.updated_at });
    // and again: nothing left to do
    await moveStudent(actorOf(m.superAdmin), (await usersRepo.getById(s.user.id)) as UserItem, {}, []);
    expect((await portofolioRepo.get(p.id_portofolio))?.version).toBe(p.version + 1);
  });
});
