/**
 * The Neo Feeder sync against a campus server that misbehaves, on this file's own program and
 * students (its own stand-in): a token that expires midway is renewed and the sync finishes; a
 * hand edit after a sync shows as a conflict (never overwritten) and each choice is applied; a
 * sync interrupted midway resumes from its cursor, never reading a page twice; an answer that is
 * not JSON, or an error_code, fails the job with a clear message and writes nothing.
 */
import type { FeederStandIn } from '@infra/local/feeder-stand-in';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumericNim, pointAtStack, staffAccount, userByNim } from '../support/auth-flow';
import { applySync, feederEdit, fullSync, type OwnStudent, ownData, ownFeeder, resetFeeder, rowsOf, startSync, syncReaches } from '../support/feeder';
import { testFakultas, testProdi } from '../support/master-data';
import { api } from '../support/stack';

let admin: Awaited<ReturnType<typeof staffAccount>>;
let feeder: FeederStandIn;
let idProdi: number;
const ID_PRODI_FEEDER = `prodi-uji-${Date.now()}`;
const students: OwnStudent[] = ['Ani Rahma', 'Bagus Wicaksono', 'Citra Dewanti', 'Dodi Saputra', 'Eka Putri'].map((nama, i) => {
  const nim = freshNumericNim();
  return { nim, nama, lahir: `2004-0${i + 1}-1${i}`, tempat: 'Medan', sex: i % 2 ? 'P' : 'L', email: `feeder${nim}@mhs.uji.ac.id` };
});
const [ani, bagus, citra] = students as [OwnStudent, OwnStudent, OwnStudent];

const domain = async () => {
  pointAtStack();
  return {
    service: await import('@functions/domain/feeder/service'),
    runPlan: (await import('@functions/domain/feeder/run-plan')).runPlan,
    scheduledCheck: (await import('@functions/domain/feeder/nightly')).scheduledCheck,
    repo: (await import('@functions/domain/feeder/repo')).feederRepo,
  };
};

/** The student's hand edit on the people screen (the admin's Kemahasiswaan name). */
async function handEdit(nim: string, nama: string): Promise<void> {
  const user = await userByNim(nim);
  const res = await api('PUT', '/api/manajemen/akun/update', { bearer: admin.token, body: { nim, nama, version: user?.version } });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  admin = await staffAccount('super admin');
  const fakultas = await testFakultas(`Fakultas Feeder ${Date.now()}`);
  const prodi = await testProdi(fakultas.id_fakultas, `Prodi Feeder ${Date.now()}`);
  idProdi = prodi.id_prodi;
  feeder = await ownFeeder(admin.token, ownData(ID_PRODI_FEEDER, prodi.nama_prodi, students));
  const mapped = await api('POST', '/api/feeder/prodi', {
    bearer: admin.token,
    body: { pemetaan: [{ id_prodi: idProdi, id_prodi_feeder: ID_PRODI_FEEDER }] },
  });
  expect(mapped.status).toBe(200);
}, 120_000);

afterAll(() => feeder?.stop());

describe('a token that expires midway', () => {
  it('is renewed and the sync finishes', async () => {
    resetFeeder(feeder);
    feeder.knobs.expireTokenAfter = 2;
    const { planned, done } = await fullSync(admin.token);
    expect(planned.plan).toMatchObject({ baru: 5, dilewati: 0 });
    expect(done.status).toBe('done');
    expect(feeder.calls.filter((c) => c.act === 'GetToken' && c.ok).length).toBeGreaterThanOrEqual(3);
    for (const s of students) expect(await userByNim(s.nim)).toMatchObject({ id_prodi: idProdi, id_registrasi_mahasiswa: `reg-${s.nim}` });
  });
});

describe('a hand edit after a sync', () => {
  it('shows as a conflict when the Feeder changed the field too, and apply leaves it alone', async () => {
    resetFeeder(feeder);
    await handEdit(ani.nim, 'Ani Rahmawati');
    await handEdit(citra.nim, 'Citra Dewi');
    feederEdit(feeder.data, ani.nim, { nama_mahasiswa: 'Ani Rahma Sari' });
    feederEdit(feeder.data, citra.nim, { nama_mahasiswa: 'Citra Dewanti Putri' });
    feederEdit(feeder.data, bagus.nim, { nama_status_mahasiswa: 'Cuti' });
    const started = await startSync(admin.token);
    const planned = await syncReaches(admin.token, started.id, ['planned']);
    expect(planned.plan).toMatchObject({ baru: 0, berubah: 1, konflik: 2, lulus: 0 });
    const konflik = await rowsOf(admin.token, started.id, 'konflik');
    expect(konflik.find((r) => r.nim === ani.nim)?.perubahan).toEqual([
      { field: 'nama', lama: 'Ani Rahmawati', baru: 'Ani Rahma Sari', sinkron: ani.nama },
    ]);

    await applySync(admin.token, started.id);
    expect((await userByNim(ani.nim))?.nama).toBe('Ani Rahmawati');
    expect((await userByNim(bagus.nim))?.status_mahasiswa).toBe('Cuti');

    // the admin's choices, one per row: keep ours for Ani, take the Feeder's for Citra
    const choose = (nim: string, pilihan: string) =>
      api('POST', `/api/feeder/sync/${started.id}/konflik`, { bearer: admin.token, body: { id_registrasi_mahasiswa: `reg-${nim}`, pilihan } });
    expect(await choose(ani.nim, 'lokal')).toMatchObject({
      status: 200,
      body: { message: FEEDER_MSG.feederKonflikLokal, baris: { pilihan: 'lokal', diterapkan: true } },
    });
    expect(await choose(citra.nim, 'feeder')).toMatchObject({ status: 200, body: { message: FEEDER_MSG.feederKonflikFeeder } });
    expect(await choose(citra.nim, 'lokal')).toMatchObject({ status: 409, body: { message: FEEDER_MSG.feederKonflikResolved } });
    expect((await userByNim(ani.nim))?.nama).toBe('Ani Rahmawati');
    expect((await userByNim(citra.nim))?.nama).toBe('Citra Dewanti Putri');

    // decided: the next sync shows neither again
    const next = await fullSync(admin.token);
    expect(next.planned.plan).toMatchObject({ berubah: 0, konflik: 0 });
  });
});

describe('a sync interrupted midway', () => {
  it('resumes from its cursor once its run is gone, reading no page twice', async () => {
    resetFeeder(feeder);
    feederEdit(feeder.data, students[4]?.nim ?? '', { nama_status_mahasiswa: 'Non-Aktif' });
    const { service, runPlan, scheduledCheck, repo } = await domain();
    const actor = {
      auth: { userId: admin.user.id, nim: admin.user.nim, role: admin.user.role, id_prodi: null, user: admin.user },
      requestId: 'uji-resume',
    };
    const job = await service.createSync(actor, 'manual');
    // the first page, then the run stops (as at a Lambda's deadline)
    expect(await runPlan(job.id, { maxPages: 1, pageSize: 2 })).toBe('paused');
    const paused = await repo.getJob(job.id);
    expect(paused).toMatchObject({ status: 'running', cursor: { step: 'list', offset: 2 } });
    // a run still holds it (its lease is live): the scheduled check leaves it alone
    await repo.updateJob(job.id, { lease_until: Date.now() + 10 * 60_000 });
    await scheduledCheck();
    expect(await repo.getJob(job.id)).toMatchObject({ status: 'running', cursor: { step: 'list', offset: 2 } });
    // the run died: once its lease ran out the check takes over and finishes the plan (nothing left paused)
    expect(await scheduledCheck({ now: () => Date.now() + 11 * 60_000 })).toEqual([]);
    const planned = await syncReaches(admin.token, job.id, ['planned']);
    expect(planned.plan).toMatchObject({ baru: 0, berubah: 1, konflik: 0 });
    const offsets = feeder.calls.filter((c) => c.act === 'GetListMahasiswa' && c.ok).map((c) => c.offset);
    expect(offsets[0]).toBe(0);
    expect(new Set(offsets).size).toBe(offsets.length);
    await applySync(admin.token, job.id);
    expect((await userByNim(students[4]?.nim ?? ''))?.status_mahasiswa).toBe('Non-Aktif');
  });
});

describe('a campus server that answers badly', () => {
  const versions = async () => Promise.all(students.map(async (s) => (await userByNim(s.nim))?.version));

  it('an answer that is not JSON fails the job with a clear message, writes nothing and frees the next start', async () => {
    resetFeeder(feeder);
    feederEdit(feeder.data, bagus.nim, { nama_status_mahasiswa: 'Aktif' });
    const before = await versions();
    feeder.knobs.notJson = { act: 'GetListMahasiswa' };
    const job = await startSync(admin.token);
    const failed = await syncReaches(admin.token, job.id, ['failed']);
    expect(failed.message).toBe(FEEDER_MSG.feederNotJson);
    expect(await versions()).toEqual(before);
    // the lock went with the failure: a new start is accepted, and dropped without writing
    resetFeeder(feeder);
    const again = await startSync(admin.token);
    await syncReaches(admin.token, again.id, ['planned']);
    const cancelled = await api('POST', `/api/feeder/sync/${again.id}/batal`, { bearer: admin.token });
    expect(cancelled).toMatchObject({ status: 200, body: { message: FEEDER_MSG.feederSyncCancelled, job: { status: 'failed' } } });
    expect(await versions()).toEqual(before);
  });

  it("an error_code answer midway fails the job with the Feeder's words and writes nothing", async () => {
    resetFeeder(feeder);
    const before = await versions();
    feeder.knobs.errorAt = { act: 'GetDetailMahasiswaLulusDO', page: 1, code: 500, desc: 'Koneksi ke database terputus' };
    const job = await startSync(admin.token);
    const failed = await syncReaches(admin.token, job.id, ['failed']);
    expect(failed.message).toBe(FEEDER_MSG.feederAnswerError('Koneksi ke database terputus'));
    expect(await versions()).toEqual(before);
    const apply = await api('POST', `/api/feeder/sync/${job.id}/apply`, { bearer: admin.token });
    expect(apply).toMatchObject({ status: 400, body: { message: FEEDER_MSG.feederSyncNotPlanned } });
  });
});
