/**
 * The bulk approval (docs/decisions/0056-pengesahan.md) on a faculty of the test's own whose chain
 * is `Ketua Program Studi` → `Dekan`: a bulk print makes a period's drafts, the program head approves them one by one, the
 * dean sees their count per program, then approves them all as a job whose progress reaches the
 * count; each is then valid, and a draft of another period is left waiting.
 */
import { PENGESAHAN_MSG } from '@shared/messages/pengesahan';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobEnd, newPeriode, printingStudent } from '../support/cetak';
import { approve, chainSetup, dokumenOf, openKode, printDraft } from '../support/pengesahan';
import { pollUntil } from '../support/poll';
import { api, useStackEnv } from '../support/stack';

const KODE = `PB${Math.floor(Math.random() * 9000 + 1000)}`;
const COUNT = 3;

interface Job {
  id: string;
  status: string;
  done: number;
  total: number;
  message?: string;
}

let s: Awaited<ReturnType<typeof chainSetup>>;
let kodes: string[];
let otherPeriod: string;

beforeAll(async () => {
  useStackEnv();
  s = await chainSetup(KODE, '2026-03-10');
  // a bulk print where the chain applies makes drafts
  const students = [];
  for (let i = 0; i < COUNT; i++) students.push(await printingStudent(s.program.prodi.id_prodi, 2021, `Lulusan Massal ${i}`));
  const bulk = await api<{ job: { id: string } }>('POST', '/api/manajemen/skpi/download/bulk', {
    bearer: s.admin.token,
    query: { nim: students.map((u) => u.nim).join(','), periode: s.periode.id_periode_kelulusan },
  });
  expect(bulk.status).toBe(202);
  expect(await jobEnd(s.admin.token, bulk.body.job.id, 120_000)).toMatchObject({ status: 'done', done: COUNT });
  kodes = await Promise.all(students.map((u) => openKode(u.id)));
  for (const kode of kodes) expect(await dokumenOf(kode)).toMatchObject({ status: 'draf', segel: null, pengesahan: { posisi: 0 } });
  const later = await newPeriode(s.superAdmin.token, '2026-09-10');
  otherPeriod = (await printDraft(s.admin.token, s.program.prodi.id_prodi, later.id_periode_kelulusan, 'Lulusan Periode Lain')).kode;
  for (const kode of [...kodes, otherPeriod]) expect((await approve(s.kaprodi.token, kode)).status).toBe(200);
}, 120_000);

describe("a bulk approval of a period's drafts", () => {
  it('is counted first, per program, with the filters', async () => {
    const res = await api('GET', '/api/pengesahan/setujui', { bearer: s.dekan.token, query: { periode: s.periode.id_periode_kelulusan } });
    expect(res).toMatchObject({
      status: 200,
      body: { jumlah: COUNT, per_prodi: [{ id_prodi: s.program.prodi.id_prodi, nama_prodi: s.program.prodi.nama_prodi, jumlah: COUNT }] },
    });
  });

  it('completes as a job with its progress count; each is valid, the other period waits', async () => {
    const started = await api<{ job: Job }>('POST', '/api/pengesahan/setujui', {
      bearer: s.dekan.token,
      query: { periode: s.periode.id_periode_kelulusan },
    });
    expect(started).toMatchObject({ status: 202, body: { job: { total: COUNT } } });
    const end = await pollUntil(
      async () => (await api<{ job: Job }>('GET', `/api/pengesahan/jobs/${started.body.job.id}`, { bearer: s.dekan.token })).body.job,
      (job) => job.status === 'done' || job.status === 'failed',
      { timeoutMs: 120_000, failure: (job) => `job still ${job.status}` },
    );
    expect(end).toMatchObject({ status: 'done', done: COUNT, total: COUNT });
    expect(end.message).toBeUndefined();
    for (const kode of kodes) {
      expect(await dokumenOf(kode)).toMatchObject({ status: 'sah', pengesahan: { status: 'disahkan' } });
      expect((await api('GET', `/api/verifikasi/${kode}`)).status).toBe(200);
    }
    expect(await dokumenOf(otherPeriod)).toMatchObject({ status: 'draf', pengesahan: { posisi: 1 } });
    const jobs = await api<{ data: Job[] }>('GET', '/api/pengesahan/jobs', { bearer: s.dekan.token });
    expect(jobs.body.data.map((j) => j.id)).toContain(started.body.job.id);
  }, 180_000);

  it('refuses a bulk approval with nothing waiting (422)', async () => {
    const res = await api('POST', '/api/pengesahan/setujui', { bearer: s.dekan.token, query: { periode: s.periode.id_periode_kelulusan } });
    expect(res).toMatchObject({ status: 422, body: { message: PENGESAHAN_MSG.pengesahanBulkEmpty } });
  });
});
