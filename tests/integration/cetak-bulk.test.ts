/**
 * Bulk SKPI prints (docs/decisions/0029-skpi-printing.md): by a NIM list and by program, each a job answered 202
 * and followed to its end through `GET /api/manajemen/skpi/jobs/{id}`, the zip holding one PDF
 * per student (the very PDFs the verification page vouches for, each sealed); a job that fails is reported
 * failed; refusals (unknown NIM, out of scope, no student matching) start nothing. Also the list
 * of students to print (filters, scope) and the national diploma number.
 */
import { CETAK_MSG, skpiUnknownNims } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack } from '../support/auth-flow';
import {
  download,
  type JobView,
  jobEnd,
  type PeriodeRow,
  printingProgram,
  printingSetup,
  printingStudent,
  queuedBulkJob,
  sha256,
  zipEntries,
} from '../support/cetak';
import { pdfsig } from '../support/segel';
import { readPdf } from '../support/skpi-document';
import { api } from '../support/stack';

let superAdmin: Setup['superAdmin'];
let ownAdmin: Setup['ownAdmin'];
let otherAdmin: Setup['otherAdmin'];
let program: Setup['program'];
let periode: PeriodeRow;
type Setup = Awaited<ReturnType<typeof printingSetup>>;

const KODE = `BK${Math.floor(Math.random() * 9000 + 1000)}`;

const jobsOf = async (token: string) => (await api<{ data: JobView[] }>('GET', '/api/manajemen/skpi/jobs', { bearer: token })).body.data;

beforeAll(async () => {
  ({ program, superAdmin, ownAdmin, otherAdmin, periode } = await printingSetup(KODE, '2026-09-19'));
}, 60_000);

describe('bulk print by NIM', () => {
  it('answers 202 with a job that ends with a zip of one PDF per student', async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => printingStudent(program.prodi.id_prodi)));
    const nims = students.map((s) => s.nim);
    const res = await api<{ job: JobView }>('POST', '/api/manajemen/skpi/download/bulk', {
      bearer: ownAdmin.token,
      query: { 'nim[0]': nims[0], 'nim[1]': nims[1], 'nim[2]': `${nims[2]}, ${nims[3]}`, periode: periode.id_periode_kelulusan, override: 0 },
    });
    expect(res.status).toBe(202);
    expect(res.body.job).toMatchObject({ status: 'queued', done: 0, total: 4 });
    expect((await jobsOf(ownAdmin.token)).map((j) => j.id)).toContain(res.body.job.id);
    // another admin does not see it
    expect((await api('GET', `/api/manajemen/skpi/jobs/${res.body.job.id}`, { bearer: superAdmin.token })).status).toBe(404);

    const end = await jobEnd(ownAdmin.token, res.body.job.id);
    expect(end).toMatchObject({ status: 'done', done: 4, total: 4 });
    expect(end.message).toBeUndefined();
    const entries = await zipEntries(await download(end.url ?? ''));
    expect(entries.map((e) => e.name).sort()).toEqual(nims.map((n) => `SKPI-${n}.pdf`).sort());
    expect((await readPdf(entries[0]?.bytes ?? new Uint8Array())).all).toContain('Medan, 17 Mei 2004');
    // each PDF sealed as a single print is (skpi-seal.test.ts)
    for (const e of entries) expect(pdfsig(e.bytes), e.name).toContain('Signature is Valid.');
    pointAtStack();
    const { usersRepo } = await import('@functions/domain/users/repo');
    for (const s of students) {
      const u = await usersRepo.getById(s.id);
      expect(u?.is_graduated).toBe(true);
      const entry = entries.find((e) => e.name === `SKPI-${s.nim}.pdf`);
      const v = await api<{ data: { status: string; sha256: string } }>('GET', `/api/verifikasi/${u?.skpi_dokumen?.kode}`);
      expect(v.body.data.status).toBe('SAH');
      expect(v.body.data.sha256).toBe(sha256(entry?.bytes ?? new Uint8Array()));
    }

    // again without override: the same documents, no new numbers
    const again = await api<{ job: JobView }>('POST', '/api/manajemen/skpi/download/bulk', {
      bearer: ownAdmin.token,
      query: { nim: nims.join(' '), periode: periode.id_periode_kelulusan },
    });
    expect(again.status).toBe(202);
    const end2 = await jobEnd(ownAdmin.token, again.body.job.id);
    const entries2 = await zipEntries(await download(end2.url ?? ''));
    expect(entries2.map((e) => sha256(e.bytes)).sort()).toEqual(entries.map((e) => sha256(e.bytes)).sort());
  });

  it('refuses unknown NIM and students of another program, starting nothing', async () => {
    const mine = await printingStudent(program.prodi.id_prodi);
    const before = (await jobsOf(otherAdmin.token)).length;
    const unknown = await api<{ message: string }>('POST', '/api/manajemen/skpi/download/bulk', {
      bearer: superAdmin.token,
      query: { nim: `${mine.nim},TIDAKADA1,TIDAKADA2`, periode: periode.id_periode_kelulusan },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(skpiUnknownNims(['TIDAKADA1', 'TIDAKADA2']));
    const scope = await api<{ message: string }>('POST', '/api/manajemen/skpi/download/bulk', {
      bearer: otherAdmin.token,
      query: { nim: mine.nim, periode: periode.id_periode_kelulusan },
    });
    expect(scope.status).toBe(403);
    expect(scope.body.message).toBe(CETAK_MSG.skpiOtherProdi);
    const empty = await api('POST', '/api/manajemen/skpi/download/bulk', {
      bearer: superAdmin.token,
      query: { nim: ' , ', periode: periode.id_periode_kelulusan },
    });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain(CETAK_MSG.nimRequired);
    expect((await jobsOf(otherAdmin.token)).length).toBe(before);
  });
});

describe('bulk print by program', () => {
  it("prints the program's students of a year of entry (graduation state optional)", async () => {
    const bare = await printingProgram(`${KODE}P`);
    const entered2021 = await Promise.all(Array.from({ length: 3 }, () => printingStudent(bare.prodi.id_prodi, 2021)));
    await printingStudent(bare.prodi.id_prodi, 2023);
    const res = await api<{ job: JobView }>('POST', '/api/manajemen/skpi/download/bulk/prodi', {
      bearer: superAdmin.token,
      query: { prodi: bare.prodi.id_prodi, periode: periode.id_periode_kelulusan, override: 0, tahun_masuk: 2021, lulus: '' },
    });
    expect(res.status).toBe(202);
    expect(res.body.job.total).toBe(3);
    const end = await jobEnd(superAdmin.token, res.body.job.id);
    expect(end.status).toBe('done');
    const entries = await zipEntries(await download(end.url ?? ''));
    expect(entries.map((e) => e.name).sort()).toEqual(entered2021.map((s) => `SKPI-${s.nim}.pdf`).sort());
    // each PDF is the student's whole record (the list reads only some attributes)
    for (const e of entries) expect((await readPdf(e.bytes)).all).toContain('Medan, 17 Mei 2004');

    // now all three are graduated: 'belum lulus' matches no one
    const none = await api<{ message: string }>('POST', '/api/manajemen/skpi/download/bulk/prodi', {
      bearer: superAdmin.token,
      query: { prodi: bare.prodi.id_prodi, periode: periode.id_periode_kelulusan, tahun_masuk: 2021, lulus: 0 },
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(CETAK_MSG.skpiBulkEmpty);
    const scope = await api('POST', '/api/manajemen/skpi/download/bulk/prodi', {
      bearer: ownAdmin.token,
      query: { prodi: bare.prodi.id_prodi, periode: periode.id_periode_kelulusan, tahun_masuk: 2021 },
    });
    expect(scope.status).toBe(403);
    const noYear = await api('POST', '/api/manajemen/skpi/download/bulk/prodi', {
      bearer: superAdmin.token,
      query: { prodi: bare.prodi.id_prodi, periode: periode.id_periode_kelulusan },
    });
    expect(noYear.status).toBe(422);
    expect(JSON.stringify(noYear.body)).toContain(CETAK_MSG.tahunMasukRequired);
  });
});

describe('a failing job', () => {
  it('is reported failed with its reason', async () => {
    pointAtStack();
    const { jobsRepo } = await import('@functions/domain/jobs/repo');
    const { runBulkPrintMachine } = await import('@infra/local/state-machines');
    const student = await printingStudent(program.prodi.id_prodi);
    const id = `gagal-${Date.now()}`;
    await queuedBulkJob(superAdmin, {
      id,
      total: 1,
      label: { id: '1 NIM', en: '1 NIM' },
      request: { kind: 'nim', user_ids: [student.id] },
      id_periode_kelulusan: 987_654, // no such period (deleted after the start)
    });
    // a refusal ends the run (the reservation answers `stop`) and fails the job with its message: nothing to retry
    await runBulkPrintMachine(id);
    const job = await jobEnd(superAdmin.token, id);
    expect(job).toMatchObject({ status: 'failed', message: CETAK_MSG.periodeNotFound });
    expect(job.url).toBeUndefined();
    // a second execution for the same job does nothing
    await runBulkPrintMachine(id);
    expect((await jobsRepo.get('skpi-bulk', id))?.status).toBe('failed');
  });

  it('shows a job that stopped moving (its Lambda died) as failed', async () => {
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    const id = `mati-${Date.now()}`;
    await queuedBulkJob(superAdmin, {
      id,
      status: 'running',
      done: 3,
      total: 10,
      label: { id: '10 NIM', en: '10 NIM' },
      request: { kind: 'nim', user_ids: [] },
      id_periode_kelulusan: periode.id_periode_kelulusan,
      created_at: old,
      updated_at: old,
    });
    const job = await jobEnd(superAdmin.token, id);
    expect(job).toMatchObject({ status: 'failed', done: 3, total: 10, message: CETAK_MSG.skpiJobFailed });
  });
});

describe('the list of students to print', () => {
  it('filters by year of entry, graduation and keyword, within the caller scope', async () => {
    const p = await printingProgram(`${KODE}L`);
    const a = await printingStudent(p.prodi.id_prodi, 2020, 'Ánggún Saragih');
    const b = await printingStudent(p.prodi.id_prodi, 2020, 'Budi Santoso');
    await printingStudent(p.prodi.id_prodi, 2019, 'Citra Lestari');
    const search = (token: string, query: Record<string, string | number>) =>
      api<{ users: { data: Array<{ nim: string; angkatan: number; is_graduated: boolean; nama_prodi: string }>; last_page: number; total: number } }>(
        'GET',
        '/api/manajemen/skpi/search',
        { bearer: token, query: { paginate: 10, page: 1, ...query } },
      );
    const all = await search(superAdmin.token, { 'id_prodi[0]': p.prodi.id_prodi });
    expect(all.status).toBe(200);
    expect(all.body.users.total).toBe(3);
    expect(all.body.users.data[0]?.nama_prodi).toBe(p.prodi.nama_prodi);
    const y2020 = await search(superAdmin.token, { 'id_prodi[0]': p.prodi.id_prodi, angkatan: '2020/2021' });
    expect(y2020.body.users.data.map((u) => u.nim).sort()).toEqual([a.nim, b.nim].sort());
    const kw = await search(superAdmin.token, { 'id_prodi[0]': p.prodi.id_prodi, keyword: 'anggun' });
    expect(kw.body.users.data.map((u) => u.nim)).toEqual([a.nim]);
    const byFaculty = await search(superAdmin.token, { 'id_fakultas[0]': p.fakultas.id_fakultas });
    expect(byFaculty.body.users.total).toBe(3);
    await api('POST', `/api/manajemen/skpi/download/${b.nim}`, { bearer: superAdmin.token, query: { periode: periode.id_periode_kelulusan } });
    const graduated = await search(superAdmin.token, { 'id_prodi[0]': p.prodi.id_prodi, is_graduated: 1 });
    expect(graduated.body.users.data.map((u) => u.nim)).toEqual([b.nim]);
    const notYet = await search(superAdmin.token, { 'id_prodi[0]': p.prodi.id_prodi, is_graduated: 0 });
    expect(notYet.body.users.total).toBe(2);
    // an admin jurusan sees their own program whatever they ask
    const own = await search(ownAdmin.token, { 'id_prodi[0]': p.prodi.id_prodi });
    expect(own.body.users.data.every((u) => u.nama_prodi === program.prodi.nama_prodi)).toBe(true);
    const bad = await search(superAdmin.token, { angkatan: 'dua ribu' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(CETAK_MSG.angkatanInvalid);
  });

  it('records the national diploma number, refusing a malformed one', async () => {
    const s = await printingStudent(program.prodi.id_prodi);
    const put = (token: string, nomor: string) =>
      api<{ message: string }>('PUT', `/api/manajemen/skpi/ijazah/${s.nim}`, { bearer: token, body: { nomor_ijazah_nasional: nomor } });
    const bad = await put(ownAdmin.token, '12345<script>');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(CETAK_MSG.ijazahInvalid);
    expect((await put(otherAdmin.token, '061012026000123')).status).toBe(403);
    const ok = await put(ownAdmin.token, '061012026000123');
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(CETAK_MSG.ijazahSaved);
    pointAtStack();
    const { usersRepo } = await import('@functions/domain/users/repo');
    expect((await usersRepo.getById(s.id))?.nomor_ijazah_nasional).toBe('061012026000123');
  });
});
