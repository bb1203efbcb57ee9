/**
 * The bulk print on the local state machine (docs/decisions/0054): the deployed definition,
 * rendered from infra/constructs/bulk-print.ts and run by the stack as it runs every job a handler
 * starts, prints a program's 300 students into skpi.zip with the numbers in the list's order; a
 * reservation that fails every try ends the job failed through the definition's MarkFailed.
 */

import { STEP_RETRIES } from '@functions/domain/cetak/bulk-policy';
import type { JobItem } from '@functions/domain/cetak/job';
import { CETAK_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack } from '../support/auth-flow';
import {
  bulkNumbers,
  download,
  type JobView,
  jobEnd,
  type PeriodeRow,
  printingProgram,
  printingSetup,
  printingStudent,
  queuedBulkJob,
  zipEntries,
} from '../support/cetak';
import { api } from '../support/stack';

type Setup = Awaited<ReturnType<typeof printingSetup>>;
let superAdmin: Setup['superAdmin'];
let periode: PeriodeRow;

const KODE = `SM${Math.floor(Math.random() * 9000 + 1000)}`;

beforeAll(async () => {
  ({ superAdmin, periode } = await printingSetup(KODE, '2026-11-14'));
}, 60_000);

describe('a bulk print on the state machine', () => {
  it("prints a program's 300 students into skpi.zip, numbered in the list's order", async () => {
    const program = await printingProgram(`${KODE}P`);
    const students = await Promise.all(Array.from({ length: 300 }, () => printingStudent(program.prodi.id_prodi, 2018)));
    const res = await api<{ job: JobView }>('POST', '/api/manajemen/skpi/download/bulk/prodi', {
      bearer: superAdmin.token,
      query: { prodi: program.prodi.id_prodi, periode: periode.id_periode_kelulusan, override: 0, tahun_masuk: 2018, lulus: '' },
    });
    expect(res.status).toBe(202);
    const end = await jobEnd(superAdmin.token, res.body.job.id, 150_000);
    expect(end).toMatchObject({ status: 'done', done: 300, total: 300 });
    expect(end.message).toBeUndefined();

    const inOrder = students.map((s) => s.nim).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const entries = await zipEntries(await download(end.url ?? ''));
    expect(entries.map((e) => e.name)).toEqual(inOrder.map((nim) => `SKPI-${nim}.pdf`));
    const numbers = await bulkNumbers(res.body.job.id, program, `${KODE}P`, students, inOrder);
    expect(numbers.blockSize).toBe(300);
    expect(numbers.stored).toEqual(numbers.expected);
    pointAtStack();
    const { jobsRepo } = await import('@functions/domain/jobs/repo');
    const job = await jobsRepo.get<JobItem>('skpi-bulk', res.body.job.id);
    expect([...(job?.finished_chunks ?? [])].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  }, 240_000);

  it("fails the job through the definition's MarkFailed when its reservation fails every try", async () => {
    pointAtStack();
    const { jobsRepo } = await import('@functions/domain/jobs/repo');
    const { runBulkPrintMachine } = await import('@infra/local/state-machines');
    const student = await printingStudent(1);
    const id = `reservasi-gagal-${Date.now()}`;
    await queuedBulkJob(superAdmin, {
      id,
      total: 1,
      label: '1 NIM',
      request: { kind: 'nim', user_ids: [student.id] },
      id_periode_kelulusan: periode.id_periode_kelulusan,
    });
    const calls: string[] = [];
    const run = runBulkPrintMachine(id, {
      aroundTask: async (event, state, call) => {
        calls.push(`${state}:${event.step}`);
        if (event.step === 'reserve') throw new Error('fault injected');
        return call();
      },
    });
    // the execution fails at the definition's Fail state, after MarkFailed ran
    await expect(run).rejects.toMatchObject({ cause: { name: 'BulkPrintFailed' } });
    expect(calls).toEqual([...Array.from({ length: 1 + STEP_RETRIES }, () => 'Reserve:reserve'), 'MarkFailed:failed']);
    expect(await jobsRepo.get<JobItem>('skpi-bulk', id)).toMatchObject({
      status: 'failed',
      message: CETAK_MSG.skpiJobFailed,
      done: 0,
      zip_key: null,
    });
    const job = await jobEnd(superAdmin.token, id);
    expect(job).toMatchObject({ status: 'failed', message: CETAK_MSG.skpiJobFailed });
    expect(job.url).toBeUndefined();
  });
});
