/**
 * The bulk print's chunked run (docs/decisions/0046) against the stack's table and bucket:
 * the numbers reserved as blocks by concurrent jobs (disjoint, consecutive, the sequence after
 * them), and a job of 120 students run by the local driver through its steps, with a chunk that
 * fails once (retried, then printed) and one that fails every try (reported: its students named,
 * the rest in the zip, the numbers of the printed ones in the list's order).
 */

import { cetakKeys } from '@functions/lib/entities/cetak';
import { CETAK_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack } from '../support/auth-flow';
import { download, jobEnd, type PeriodeRow, printingProgram, printingSetup, printingStudent, zipEntries } from '../support/cetak';

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

describe('a chunked job', () => {
  it('prints 120 students in chunks into one zip in list order; a failing chunk is retried, then reported', async () => {
    pointAtStack();
    const { program: setupProgram } = { program: await printingProgram(`${KODE}J`) };
    const idProdi = setupProgram.prodi.id_prodi;
    const students = await Promise.all(Array.from({ length: 120 }, () => printingStudent(idProdi, 2019)));
    const { jobsRepo } = await import('@functions/domain/jobs/repo');
    const { runBulkPrint } = await import('@functions/domain/cetak/bulk');
    const { usersRepo } = await import('@functions/domain/users/repo');
    const { skpiProgramData } = await import('@functions/domain/skpi/document-data');
    const { formatSkpiNumber } = await import('@shared/domain/skpi-number');
    const { getItem } = await import('@functions/lib/table');
    const now = new Date().toISOString();
    const id = `chunks-${Date.now()}`;
    await jobsRepo.put({
      type: 'job',
      job: 'skpi-bulk',
      id,
      owner: superAdmin.user.id,
      status: 'queued',
      done: 0,
      total: 120,
      label: 'uji',
      request: { kind: 'prodi', id_prodi: idProdi, tahun_masuk: 2019, lulus: undefined },
      id_periode_kelulusan: periode.id_periode_kelulusan,
      override: false,
      actor: { userId: superAdmin.user.id, nim: superAdmin.nim, role: 'super admin', nama: 'Akun Uji', id_prodi: null, requestId: 'test' },
      zip_key: null,
      message: null,
      created_at: now,
      updated_at: now,
      ttl: Math.floor(Date.now() / 1000) + 3600,
    });
    const tries = new Map<number, number>();
    const progress: number[] = [];
    await runBulkPrint(id, {
      beforeChunk: async (chunk, attempt) => {
        tries.set(chunk, attempt);
        progress.push((await jobsRepo.get('skpi-bulk', id))?.done ?? -1);
        if ((chunk === 1 && attempt === 1) || chunk === 3) throw new Error('fault injected');
      },
    });

    // chunk 1 printed on its second try; chunk 3 tried 1 + 3 times, then reported
    expect(tries.get(1)).toBe(2);
    expect(tries.get(3)).toBe(4);
    expect(Math.max(...progress)).toBeGreaterThan(0); // the progress moved while chunks ran
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
    const job = await jobsRepo.get<import('@functions/domain/cetak/job').JobItem>('skpi-bulk', id);
    const tanggal = job?.tanggal_terbit ?? '';
    const block = await getItem<{ first: number; last: number }>(
      cetakKeys.skpiNomorBlock(setupProgram.fakultas.id_fakultas, tanggal.slice(0, 4), id),
    );
    expect(block && block.last - block.first).toBe(119);
    const program = await skpiProgramData(idProdi);
    const byNim = new Map(students.map((s) => [s.nim, s.id]));
    const nomor = await Promise.all(printed.map(async (nim) => (await usersRepo.getById(byNim.get(nim) ?? ''))?.skpi_dokumen?.nomor));
    const expected = printed.map((nim) =>
      formatSkpiNumber(program.format_nomor_skpi, { urut: (block?.first ?? 0) + inOrder.indexOf(nim), kode_fakultas: `${KODE}J`, date: tanggal }),
    );
    expect(nomor).toEqual(expected);
    expect([...(job?.finished_chunks ?? [])].sort()).toEqual([0, 1, 2, 4]);
    expect([...(job?.failed_chunks ?? [])]).toEqual([3]);
  }, 120_000);
});
