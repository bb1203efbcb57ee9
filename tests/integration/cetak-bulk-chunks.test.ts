/**
 * The bulk print's chunked run (docs/decisions/0046) against the stack's table and bucket, on the
 * local state machine: the deployed definition, rendered from infra/constructs/bulk-print.ts and
 * run as the stack runs every job a handler starts (docs/decisions/0054). The numbers reserved as
 * blocks by concurrent jobs (disjoint, consecutive, the sequence after them); a program's 300
 * students printed into skpi.zip, numbered in the list's order; a job of 120 students with faults
 * injected where a Task calls the worker: a chunk that fails once and one that fails three times
 * (retried by the definition, then printed) and one that fails every try (caught and reported: its
 * students named, the rest in the zip, the numbers of the printed ones in the list's order); a
 * reservation that fails every try, ending the job failed through the definition's MarkFailed.
 */

import { CHUNK_RETRY, STEP_RETRIES } from '@functions/domain/cetak/bulk-policy';
import type { JobItem } from '@functions/domain/cetak/job';
import { CETAK_MSG } from '@shared/messages';
import { sideIn } from '@shared/messages/language';
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
import { pollUntil } from '../support/poll';
import { api } from '../support/stack';

type Setup = Awaited<ReturnType<typeof printingSetup>>;
let superAdmin: Setup['superAdmin'];
let periode: PeriodeRow;

const KODE = `BC${Math.floor(Math.random() * 9000 + 1000)}`;

beforeAll(async () => {
  ({ superAdmin, periode } = await printingSetup(KODE, '2026-10-17'));
}, 60_000);

describe('number reservation', () => {
  it('gives concurrent jobs disjoint consecutive blocks, the same block again on a retry, and single prints the numbers after', async () => {
    pointAtStack();
    const { reserveBlock } = await import('@functions/domain/cetak/reservation');
    const { cetakRepo } = await import('@functions/domain/cetak/repo');
    const { fakultas } = await printingProgram(`${KODE}R`);
    const counts = [3, 5, 7, 2, 4];
    const jobs = counts.map((_, n) => `uji-${KODE}-${n}`);
    const blocks = await Promise.all(jobs.map((job, n) => reserveBlock(job, fakultas.id_fakultas, '2026-10-17', counts[n] ?? 1)));
    const taken = blocks.flatMap((b) => Array.from({ length: b.last - b.first + 1 }, (_, k) => b.first + k)).sort((a, b) => a - b);
    expect(taken).toEqual(Array.from({ length: 21 }, (_, k) => k + 1));
    expect(blocks.map((b) => b.last - b.first + 1)).toEqual(counts);
    // a retried reservation takes nothing more
    expect(await reserveBlock(jobs[0] ?? '', fakultas.id_fakultas, '2026-10-17', 9)).toEqual(blocks[0]);
    expect(await cetakRepo.lastUrut(fakultas.id_fakultas, '2026')).toBe(21);
  });
});

describe('a chunked job on the state machine', () => {
  it('prints 120 students in chunks into one zip in list order; a failing chunk is retried as the definition says, then reported', async () => {
    pointAtStack();
    const program = await printingProgram(`${KODE}J`);
    const students = await Promise.all(Array.from({ length: 120 }, () => printingStudent(program.prodi.id_prodi, 2019)));
    const { jobsRepo } = await import('@functions/domain/jobs/repo');
    const { runBulkPrintMachine } = await import('@infra/local/state-machines');
    const id = `chunks-${Date.now()}`;
    await queuedBulkJob(superAdmin, {
      id,
      total: 120,
      label: { id: 'uji', en: 'uji' },
      request: { kind: 'prodi', id_prodi: program.prodi.id_prodi, tahun_masuk: 2019, lulus: undefined },
      id_periode_kelulusan: periode.id_periode_kelulusan,
    });
    const tries = new Map<string, number>();
    let progressBeforeChunk4 = -1;
    await runBulkPrintMachine(id, {
      aroundTask: async (event, state, call) => {
        if (event.step !== 'chunk' && event.step !== 'chunk-failed') return call();
        const key = `${state} ${event.chunk}`;
        const attempt = (tries.get(key) ?? 0) + 1;
        tries.set(key, attempt);
        if (event.step !== 'chunk') return call();
        // chunk 4 starts once chunk 0 has been counted: the progress moves while chunks run
        if (event.chunk === 4 && attempt === 1) {
          const counted = await pollUntil(
            () => jobsRepo.get<JobItem>('skpi-bulk', id),
            (job) => job?.finished_chunks?.has(0) ?? false,
            { timeoutMs: 60_000, failure: () => 'chunk 0 was never counted' },
          );
          progressBeforeChunk4 = counted?.done ?? -1;
        }
        // chunk 1 fails once, chunk 2 three times (printed on its last try), chunk 3 every time
        if ((event.chunk === 1 && attempt === 1) || (event.chunk === 2 && attempt <= 3) || event.chunk === 3) throw new Error('fault injected');
        return call();
      },
    });

    expect(Object.fromEntries(tries)).toEqual({
      'PrintChunk 0': 1,
      'PrintChunk 1': 2,
      'PrintChunk 2': 1 + CHUNK_RETRY.maxAttempts,
      'PrintChunk 3': 1 + CHUNK_RETRY.maxAttempts,
      'PrintChunk 4': 1,
      // the definition's Catch reports the chunk that failed every try, and no other
      'ReportChunk 3': 1,
    });
    expect(progressBeforeChunk4).toBeGreaterThanOrEqual(25);
    const end = await jobEnd(superAdmin.token, id);
    expect(end).toMatchObject({ status: 'done', done: 120, total: 120 });
    const inOrder = students.map((s) => s.nim).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const failed = inOrder.slice(75, 100);
    expect(end.message).toContain('Tidak dicetak (25)');
    expect(end.message).toContain(`${failed[0]}: ${CETAK_MSG.skpiChunkFailed}`);

    const entries = await zipEntries(await download(end.url ?? ''));
    const printed = inOrder.filter((nim) => !failed.includes(nim));
    expect(entries.map((e) => e.name)).toEqual(printed.map((nim) => `SKPI-${nim}.pdf`));

    // numbers: the job's block, in the list's order (the failed chunk's numbers stay unused)
    const numbers = await bulkNumbers(id, program, `${KODE}J`, students, printed);
    expect(numbers.blockSize).toBe(120);
    expect(numbers.stored).toEqual(numbers.expected);
    const job = await jobsRepo.get<JobItem>('skpi-bulk', id);
    expect([...(job?.finished_chunks ?? [])].sort()).toEqual([0, 1, 2, 4]);
    expect([...(job?.failed_chunks ?? [])]).toEqual([3]);
  }, 300_000);
});

describe('a bulk print on the state machine', () => {
  it("prints a program's 300 students into skpi.zip, numbered in the list's order", async () => {
    const program = await printingProgram(`${KODE}P`);
    const students = await Promise.all(Array.from({ length: 300 }, () => printingStudent(program.prodi.id_prodi, 2018)));
    const res = await api<{ job: JobView }>('POST', '/api/manajemen/skpi/download/bulk/prodi', {
      bearer: superAdmin.token,
      query: { prodi: program.prodi.id_prodi, periode: periode.id_periode_kelulusan, override: 0, tahun_masuk: 2018, lulus: '' },
    });
    expect(res.status).toBe(202);
    const end = await jobEnd(superAdmin.token, res.body.job.id, 420_000);
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
  }, 600_000);

  it("fails the job through the definition's MarkFailed when its reservation fails every try", async () => {
    pointAtStack();
    const { jobsRepo } = await import('@functions/domain/jobs/repo');
    const { runBulkPrintMachine } = await import('@infra/local/state-machines');
    const student = await printingStudent(1);
    const id = `reservasi-gagal-${Date.now()}`;
    await queuedBulkJob(superAdmin, {
      id,
      total: 1,
      label: { id: '1 NIM', en: '1 NIM' },
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
      message: { id: sideIn(CETAK_MSG, 'id').skpiJobFailed, en: sideIn(CETAK_MSG, 'en').skpiJobFailed },
      done: 0,
      zip_key: null,
    });
    const job = await jobEnd(superAdmin.token, id);
    expect(job).toMatchObject({ status: 'failed', message: CETAK_MSG.skpiJobFailed });
    expect(job.url).toBeUndefined();
  });
});
