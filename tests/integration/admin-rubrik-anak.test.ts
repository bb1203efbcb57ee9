/**
 * Sub-rubrics (docs/decisions/0025-portfolio-categories-and-rubrics.md): the admin area's sub-rubric
 * writes, and the student side following a change at once: the checklist reads the current minimums,
 * verified points stay, and a waiting portfolio above a lowered maximum is refused at acceptance.
 * Every success answers its fixed catalogue message with the record; every refusal (403 program, 409
 * portfolios or activities in it or stale version, 404, 422) leaves the sub-rubrics as they were and
 * adds no audit entry. The file works in a program of its own (tests/support/admin-rubrik.ts).
 */

import type { RubrikItem } from '@functions/domain/rubrik/repo';
import { anakRubrikHasDependents, MSG, SKPI_STATUS_MSG, tooLong, verifyPointsOverMax } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_BIDANG, lastAudit, rubrikFile, rubrikRepo, unchanged } from '../support/admin-rubrik';
import { staffAccount } from '../support/auth-flow';
import { freshStudent } from '../support/portofolio';
import { api } from '../support/stack';

let superToken = '';
let ownAdminToken = '';
let otherAdminToken = '';
let idProdi = 0;
const fixture = rubrikFile('Anak');
const { newRubrik, newAnak, addPortfolio } = fixture;
beforeAll(() => {
  ({ superToken, ownAdminToken, otherAdminToken, idProdi } = fixture);
});

describe('sub-rubrics', () => {
  let rubrik: RubrikItem;
  beforeAll(async () => {
    rubrik = await newRubrik({ nama_rubrik: 'Prestasi Akademik' });
  });

  it('adds a sub-rubric: the message, the record, an audit entry; the rubric lists and counts it', async () => {
    const res = await call('POST', `/api/rubrik/${rubrik.id_rubrik}/add-anak-rubrik`, ownAdminToken, {
      nama_anak_rubrik: ' Juara Olimpiade Sains ',
      bobot_maksimal_skp_tiap_portofolio: '12',
      syarat_minimal_skp: 0,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.rubrikAdded);
    const id = Number(res.body.anak_rubrik?.id_anak_rubrik);
    expect(res.body.anak_rubrik).toEqual({
      id_anak_rubrik: id,
      nama_anak_rubrik: 'Juara Olimpiade Sains',
      nama_anak_rubrik_inggris: null,
      bobot_maksimal_skp_tiap_portofolio: 12,
      syarat_minimal_skp: 0,
      version: 1,
    });
    expect(await (await rubrikRepo()).getAnak(id)).toMatchObject({
      id_rubrik: rubrik.id_rubrik,
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
    });
    expect(await lastAudit('anak_rubrik', id)).toMatchObject({ action: 'anak_rubrik.create', before: null });
    const read = await call('GET', `/api/rubrik/${rubrik.id_rubrik}`, ownAdminToken);
    expect((read.body.rubrik?.anak_rubrik ?? []).map((a) => a.id_anak_rubrik)).toContain(id);
    expect(await (await rubrikRepo()).anakCountOfRubrik(rubrik.id_rubrik)).toBe((read.body.rubrik?.anak_rubrik ?? []).length);
  });

  it.each([
    ['nothing', {}, { nama_anak_rubrik: [MSG.required], bobot_maksimal_skp_tiap_portofolio: [MSG.required], syarat_minimal_skp: [MSG.required] }],
    ['a maximum of 0', { bobot_maksimal_skp_tiap_portofolio: 0 }, { bobot_maksimal_skp_tiap_portofolio: [MSG.bobotMaksimalInvalid] }],
    ['a maximum above 1000', { bobot_maksimal_skp_tiap_portofolio: 1001 }, { bobot_maksimal_skp_tiap_portofolio: [MSG.bobotMaksimalInvalid] }],
    ['a fractional maximum', { bobot_maksimal_skp_tiap_portofolio: 2.25 }, { bobot_maksimal_skp_tiap_portofolio: [MSG.bobotMaksimalInvalid] }],
    ['a maximum that is no number', { bobot_maksimal_skp_tiap_portofolio: 'sepuluh' }, { bobot_maksimal_skp_tiap_portofolio: [MSG.mustBeNumber] }],
    ['a negative minimum', { syarat_minimal_skp: -2 }, { syarat_minimal_skp: [MSG.syaratMinimalInvalid] }],
    ['a name too long', { nama_anak_rubrik: 'a'.repeat(256) }, { nama_anak_rubrik: [tooLong(255)] }],
  ])('refuses %s (422) and adds nothing', async (name, overrides, message) => {
    const body = name === 'nothing' ? {} : { nama_anak_rubrik: 'A', bobot_maksimal_skp_tiap_portofolio: 5, syarat_minimal_skp: 1, ...overrides };
    const before = await (await rubrikRepo()).listAnakOfRubrik(rubrik.id_rubrik);
    const res = await call('POST', `/api/rubrik/${rubrik.id_rubrik}/add-anak-rubrik`, ownAdminToken, body);
    expect([res.status, res.body]).toEqual([422, { message }]);
    expect(await (await rubrikRepo()).listAnakOfRubrik(rubrik.id_rubrik)).toEqual(before);
  });

  it('refuses another program (403) and an unknown rubric (404) on add, and adds nothing', async () => {
    const body = { nama_anak_rubrik: 'A', bobot_maksimal_skp_tiap_portofolio: 5, syarat_minimal_skp: 1 };
    const repo = await rubrikRepo();
    const before = await repo.listAnakOfRubrik(rubrik.id_rubrik);
    const other = await call('POST', `/api/rubrik/${rubrik.id_rubrik}/add-anak-rubrik`, otherAdminToken, body);
    expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
    const missing = await call('POST', '/api/rubrik/9999999/add-anak-rubrik', superToken, body);
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.rubrikNotFound }]);
    expect(await repo.listAnakOfRubrik(rubrik.id_rubrik)).toEqual(before);
  });

  it('changes a sub-rubric; refuses another program (403), a stale version (409), a sub-rubric of another rubric (404)', async () => {
    const a = await newAnak(rubrik.id_rubrik, { nama_anak_rubrik: 'Asisten Praktikum' });
    const res = await call('PUT', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, {
      nama_anak_rubrik: 'Asisten Laboratorium',
      nama_anak_rubrik_inggris: null,
      bobot_maksimal_skp_tiap_portofolio: 8,
      syarat_minimal_skp: 3,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.rubrikUpdated);
    expect(res.body.anak_rubrik).toEqual({
      id_anak_rubrik: a.id_anak_rubrik,
      nama_anak_rubrik: 'Asisten Laboratorium',
      nama_anak_rubrik_inggris: null,
      bobot_maksimal_skp_tiap_portofolio: 8,
      syarat_minimal_skp: 3,
      version: 2,
    });
    expect(await lastAudit('anak_rubrik', a.id_anak_rubrik)).toMatchObject({
      action: 'anak_rubrik.update',
      before: { bobot_maksimal_skp_tiap_portofolio: 10, version: 1 },
      after: { bobot_maksimal_skp_tiap_portofolio: 8, version: 2 },
    });

    const otherRubrik = await newRubrik({ nama_rubrik: 'Lain' });
    const body = { nama_anak_rubrik: 'X', bobot_maksimal_skp_tiap_portofolio: 1, syarat_minimal_skp: 0 };
    await unchanged(
      async () => (await rubrikRepo()).getAnak(a.id_anak_rubrik),
      ['anak_rubrik', a.id_anak_rubrik],
      async () => {
        const other = await call('PUT', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/update`, otherAdminToken, body);
        expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
        const stale = await call('PUT', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, { ...body, version: 1 });
        expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
        const wrongPair = await call('PUT', `/api/rubrik/${otherRubrik.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, body);
        expect([wrongPair.status, wrongPair.body]).toEqual([404, { message: MSG.anakRubrikNotFound }]);
        const wrongDelete = await call('DELETE', `/api/rubrik/${otherRubrik.id_rubrik}/${a.id_anak_rubrik}/delete`, ownAdminToken);
        expect([wrongDelete.status, wrongDelete.body]).toEqual([404, { message: MSG.anakRubrikNotFound }]);
        const missing = await call('PUT', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, { nama_anak_rubrik: 'X' });
        expect([missing.status, missing.body]).toEqual([
          422,
          { message: { bobot_maksimal_skp_tiap_portofolio: [MSG.required], syarat_minimal_skp: [MSG.required] } },
        ]);
      },
    );
  });

  it('deletes a sub-rubric with its verifier assignments, and uncounts it on the rubric', async () => {
    const { verifikatorRepo } = await import('@functions/domain/verifikator/repo');
    const repo = await rubrikRepo();
    const a = await newAnak(rubrik.id_rubrik, { nama_anak_rubrik: 'Dihapus' });
    const verifiers = [await staffAccount('verifikator', idProdi), await staffAccount('verifikator', idProdi)];
    for (const v of verifiers) await verifikatorRepo.assign(v.user.id, [{ id_anak_rubrik: a.id_anak_rubrik, id_prodi: idProdi }]);
    expect((await verifikatorRepo.listOfAnak(a.id_anak_rubrik)).length).toBe(2);
    const count = await repo.anakCountOfRubrik(rubrik.id_rubrik);

    const res = await call('DELETE', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/delete`, ownAdminToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.rubrikDeleted);
    expect(res.body.anak_rubrik).toMatchObject({ id_anak_rubrik: a.id_anak_rubrik, nama_anak_rubrik: 'Dihapus' });
    expect(await repo.getAnak(a.id_anak_rubrik)).toBeUndefined();
    expect(await repo.anakCountOfRubrik(rubrik.id_rubrik)).toBe(count - 1);
    expect(await verifikatorRepo.listOfAnak(a.id_anak_rubrik)).toEqual([]);
    for (const v of verifiers) expect(await verifikatorRepo.listOfVerifier(v.user.id)).toEqual([]);
    expect(await lastAudit('anak_rubrik', a.id_anak_rubrik)).toMatchObject({
      action: 'anak_rubrik.delete',
      before: { verifikator: expect.arrayContaining(verifiers.map((v) => v.user.id)) },
      after: null,
    });
    const again = await call('DELETE', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/delete`, ownAdminToken);
    expect([again.status, again.body]).toEqual([404, { message: MSG.anakRubrikNotFound }]);
  });

  it('refuses to delete a sub-rubric with portfolios of any status or internal activities (409 saying what remains)', async () => {
    const repo = await rubrikRepo();
    const { ppkRepo } = await import('@functions/domain/ppk/repo');
    const a = await newAnak(rubrik.id_rubrik, { nama_anak_rubrik: 'Dipakai' });
    const student = await freshStudent(idProdi);
    const id = await addPortfolio(student, a.id_anak_rubrik, 4);
    const read = async () => [await repo.getAnak(a.id_anak_rubrik), await repo.anakCountOfRubrik(rubrik.id_rubrik)];
    const del = () => call('DELETE', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/delete`, ownAdminToken);

    await unchanged(read, ['anak_rubrik', a.id_anak_rubrik], async () => {
      const res = await del();
      expect([res.status, res.body]).toEqual([409, { message: anakRubrikHasDependents({ portofolio: 1, kegiatan: 0 }) }]);
      // the counters hold in the transaction itself (a portfolio sent after the service's read)
      await expect(repo.deleteAnak(a, [])).rejects.toMatchObject({ kind: 'conflict', reason: 'dependents' });
    });
    // a rejected portfolio still names it
    const reject = await api('PUT', `/api/portofolio/user/${student.nim}/${id}/reject`, {
      bearer: superToken,
      body: { catatan: 'Bukti tidak terbaca.' },
    });
    expect(reject.status).toBe(200);
    await ppkRepo.create({
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
      id_rubrik: rubrik.id_rubrik,
      id_anak_rubrik: a.id_anak_rubrik,
      judul: 'Pelatihan Karya Tulis Ilmiah',
      judul_inggris: 'Scientific Writing Workshop',
      bobot_skp_portofolio: 2,
      tanggal_terbit: '2025-02-01',
      dokumen_ppk: null,
    });
    await unchanged(read, ['anak_rubrik', a.id_anak_rubrik], async () => {
      const res = await del();
      expect([res.status, res.body]).toEqual([409, { message: anakRubrikHasDependents({ portofolio: 1, kegiatan: 1 }) }]);
    });
    // internal activities alone refuse too
    const onlyKegiatan = await newAnak(rubrik.id_rubrik, { nama_anak_rubrik: 'Kegiatan Saja' });
    await ppkRepo.create({
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
      id_rubrik: rubrik.id_rubrik,
      id_anak_rubrik: onlyKegiatan.id_anak_rubrik,
      judul: 'Seminar Nasional Kampus',
      judul_inggris: null,
      bobot_skp_portofolio: 2,
      tanggal_terbit: '2025-02-01',
      dokumen_ppk: null,
    });
    const res = await call('DELETE', `/api/rubrik/${rubrik.id_rubrik}/${onlyKegiatan.id_anak_rubrik}/delete`, superToken);
    expect([res.status, res.body]).toEqual([409, { message: anakRubrikHasDependents({ portofolio: 0, kegiatan: 1 }) }]);
  });
});

describe('the student side follows a change at once', () => {
  interface ChecklistRow {
    id_rubrik: number;
    point_rubrik_yang_terkumpul: number;
    syarat_minimal_point_skp_rubrik: number;
    status: string;
    sub_rubrik: Array<{
      id_anak_rubrik: number;
      point_sub_rubrik_yang_terkumpul: number;
      syarat_minimal_point_skp_sub_rubrik: number;
      status: string;
    }>;
  }
  const checklist = async (token: string, idRubrik: number) => {
    const res = await api<{ data: ChecklistRow[] }>('GET', '/api/skpi', { bearer: token });
    expect(res.status).toBe(200);
    return res.body.data.find((r) => r.id_rubrik === idRubrik) as ChecklistRow;
  };

  it("the checklist reads a rubric's and a sub-rubric's changed minimum", async () => {
    const r = await newRubrik({ nama_rubrik: 'Karya Tulis', syarat_minimal_skp: 5 });
    const a = await newAnak(r.id_rubrik, { syarat_minimal_skp: 5 });
    const student = await freshStudent(idProdi);
    const id = await addPortfolio(student, a.id_anak_rubrik, 4);
    expect((await api('PUT', `/api/portofolio/user/${student.nim}/${id}/verify`, { bearer: ownAdminToken, body: {} })).status).toBe(200);

    const before = await checklist(student.token, r.id_rubrik);
    expect(before).toMatchObject({ point_rubrik_yang_terkumpul: 4, syarat_minimal_point_skp_rubrik: 5, status: SKPI_STATUS_MSG.statusUnmet });
    expect(before.sub_rubrik[0]).toMatchObject({ syarat_minimal_point_skp_sub_rubrik: 5, status: SKPI_STATUS_MSG.statusUnmet });

    await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, { nama_rubrik: 'Karya Tulis', syarat_minimal_skp: 4 });
    await call('PUT', `/api/rubrik/${r.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, {
      nama_anak_rubrik: a.nama_anak_rubrik,
      bobot_maksimal_skp_tiap_portofolio: 10,
      syarat_minimal_skp: 3,
    });
    const after = await checklist(student.token, r.id_rubrik);
    expect(after).toMatchObject({ point_rubrik_yang_terkumpul: 4, syarat_minimal_point_skp_rubrik: 4, status: SKPI_STATUS_MSG.statusMet });
    expect(after.sub_rubrik[0]).toMatchObject({
      point_sub_rubrik_yang_terkumpul: 4,
      syarat_minimal_point_skp_sub_rubrik: 3,
      status: SKPI_STATUS_MSG.statusMet,
    });
  });

  it('a lowered maximum leaves verified points as they are, and refuses to accept a waiting portfolio above it', async () => {
    const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
    const { usersRepo } = await import('@functions/domain/users/repo');
    const r = await newRubrik({ nama_rubrik: 'Organisasi', syarat_minimal_skp: 0 });
    const a = await newAnak(r.id_rubrik, { bobot_maksimal_skp_tiap_portofolio: 10, syarat_minimal_skp: 0 });
    const student = await freshStudent(idProdi);
    const verified = await addPortfolio(student, a.id_anak_rubrik, 8);
    expect((await api('PUT', `/api/portofolio/user/${student.nim}/${verified}/verify`, { bearer: superToken, body: {} })).status).toBe(200);
    const waiting = await addPortfolio(student, a.id_anak_rubrik, 7);
    const skp = (await usersRepo.getById(student.user.id))?.skp;
    expect(skp).toBe(8);

    const lowered = await call('PUT', `/api/rubrik/${r.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, {
      nama_anak_rubrik: a.nama_anak_rubrik,
      bobot_maksimal_skp_tiap_portofolio: 5,
      syarat_minimal_skp: 0,
    });
    expect(lowered.status).toBe(200);
    expect(await portofolioRepo.get(verified)).toMatchObject({ bobot_skp_portofolio: 8, id_status_portofolio: 2 });
    expect((await usersRepo.getById(student.user.id))?.skp).toBe(8);
    expect((await checklist(student.token, r.id_rubrik)).point_rubrik_yang_terkumpul).toBe(8);

    const before = await portofolioRepo.get(waiting);
    const accept = await api('PUT', `/api/portofolio/user/${student.nim}/${waiting}/verify`, { bearer: ownAdminToken, body: {} });
    expect([accept.status, accept.body]).toEqual([409, { message: verifyPointsOverMax(7, 5) }]);
    expect(await portofolioRepo.get(waiting)).toEqual(before);
  });
});
