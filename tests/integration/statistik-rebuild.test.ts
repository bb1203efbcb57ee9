/**
 * The counter rebuild (functions/domain/statistik/rebuild.ts) against the local stack:
 * (a) the demo seed's counters equal a recount (the seed written into a table of this test's own
 *     on the stack's DynamoDB Local, so other test files' writes cannot blur it);
 * (b) a corrupted counter is reported, the fix corrects it and a second run finds nothing;
 * (c) counter items without their place in the university partitions are listed and given it;
 * (d) the command and the job around it.
 * The random sequences of operations: statistik-rebuild-random.test.ts.
 *
 * (b) compares with the differences found before it starts: stack test files share one table, and
 * a few of them patch items directly (outside any writer), so only the differences this file causes
 * are its own.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import type { RebuildAnswer } from '@functions/jobs/statistik-rebuild';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { describe, expect, it } from 'vitest';
import { addToCounter } from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { catalogOf, waitingPortfolio } from '../support/portofolio';
import { addStudent, checked, newDifferences, rebuild, rebuildFile, shown, WITH_ACHIEVEMENT } from '../support/statistik-rebuild';

const file = rebuildFile();

describe('the counter rebuild', () => {
  it('finds no difference after the demo seed', { timeout: 300_000 }, async () => {
    const table = `skpi-rebuild-${Date.now()}`;
    const { ensureTable } = await import('@infra/local/stand-ins');
    await ensureTable(file.env.DYNAMODB_ENDPOINT as string, file.env.AWS_REGION as string, table);
    const stackTable = process.env.TABLE_NAME;
    process.env.TABLE_NAME = table;
    try {
      const { seedDemoData } = await import('@infra/local/seed');
      const seeded = await seedDemoData();
      const report = await rebuild();
      expect(report.checked).toMatchObject({ students: expect.any(Number), portfolios: seeded.portofolio, subRubrics: seeded.anakRubrik });
      expect(report.checked.students).toBeGreaterThan(5);
      expect(report.differences.filter(checked).map(shown)).toEqual([]);
      expect(report.notes.join(' ')).toContain('Login counts');
      // every writer the seed goes through puts its counter items in the university partitions
      expect(report.unindexed).toEqual([]);
    } finally {
      process.env.TABLE_NAME = stackTable;
      const client = new DynamoDBClient({
        region: file.env.AWS_REGION,
        endpoint: file.env.DYNAMODB_ENDPOINT,
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      });
      await client.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
    }
  });

  it('reports corrupted counters, fixes them, and then finds nothing', { timeout: 120_000 }, async () => {
    const { getItem } = await import('@functions/lib/table');
    const fakultas = await testFakultas('Fakultas Rekap Rusak');
    const prodi = (await testProdi(fakultas.id_fakultas, 'Rekap Rusak')).id_prodi;
    const student = await addStudent(prodi);
    const baseline = await rebuild();
    await addToCounter(statistikKeys.prodiStats(prodi, 3), 'total_mahasiswa', 5);
    const corrupted = [{ item: `program ${prodi}`, key: `STAT#PRODI#${prodi} COUNTERS#00`, attribute: 'total_mahasiswa', stored: 6, expected: 1 }];
    if (WITH_ACHIEVEMENT) {
      // a program without rubrics: its one active student meets the SKP
      await addToCounter(statistikKeys.prodiStats(prodi, 5), 'memenuhi_skp', 2);
      await addToCounter(statistikKeys.userPoin(student.id), 'poin_999', 3);
      corrupted.unshift({ item: `program ${prodi}`, key: `STAT#PRODI#${prodi} COUNTERS#00`, attribute: 'memenuhi_skp', stored: 3, expected: 1 });
      corrupted.push({ item: `mahasiswa ${student.nim}`, key: `USER#${student.id} STAT#POIN`, attribute: 'poin_999', stored: 3, expected: 0 });
    }
    // another program with a rule change whose recount never ran
    const stuck = (await testProdi(fakultas.id_fakultas, 'Rekap Tertunda')).id_prodi;
    if (WITH_ACHIEVEMENT) await addToCounter(statistikKeys.prodiCapaianAturan(stuck), 'perubahan', 1);
    const poinBefore = await getItem<{ version?: number }>(statistikKeys.userPoin(student.id), { ConsistentRead: true });
    const seqBefore = await getItem<{ capaian_seq?: number }>(statistikKeys.prodiStats(prodi, 0), { ConsistentRead: true });

    const found = await rebuild();
    expect(newDifferences(found, baseline)).toEqual(corrupted);

    if (WITH_ACHIEVEMENT) expect(found.pendingRecount).toContain(stuck);
    const fixed = await rebuild(true);
    if (WITH_ACHIEVEMENT) expect(fixed.recounted).toContain(stuck);
    expect(fixed.fixed.map(shown)).toEqual(fixed.differences.map(shown));
    const again = await rebuild();
    expect(again.differences.filter(checked).map(shown)).toEqual([]);
    expect(again.pendingRecount).toEqual([]);
    const { statistikRepo } = await import('@functions/lib/projections/reads');
    const counters = await statistikRepo.prodiCounters(prodi);
    expect(counters.total_mahasiswa).toBe(1);
    if (WITH_ACHIEVEMENT) {
      expect(counters.memenuhi_skp).toBe(1);
      // the fix moved the points' version and the program's capaian_seq (their writers and the recount condition on them)
      const poinAfter = await getItem<Record<string, number>>(statistikKeys.userPoin(student.id), { ConsistentRead: true });
      expect(poinAfter).toMatchObject({ poin_999: 0, version: (poinBefore?.version ?? 0) + 1 });
      const seqAfter = await getItem<{ capaian_seq?: number }>(statistikKeys.prodiStats(prodi, 0), { ConsistentRead: true });
      expect(seqAfter?.capaian_seq).toBe((seqBefore?.capaian_seq ?? 0) + 2);
    }
  });

  it('npm run statistik:rebuild prints the differences and exits 1 while they remain; --fix corrects them', { timeout: 180_000 }, async () => {
    const fakultas = await testFakultas('Fakultas Rekap Perintah');
    const prodi = (await testProdi(fakultas.id_fakultas, 'Rekap Perintah')).id_prodi;
    await addToCounter(statistikKeys.prodiStats(prodi, 1), 'portofolio_total', 2);
    // as an operator runs it: against an AWS stage's table (TABLE_NAME), or without it against the
    // local stack's DynamoDB Local (here the test stack's: same table name, its port as DYNAMODB_PORT)
    const stage = { ...process.env, ...file.env };
    const { TABLE_NAME, DYNAMODB_ENDPOINT, ...local } = stage;
    local.DYNAMODB_PORT = new URL(file.env.DYNAMODB_ENDPOINT as string).port;
    const run = async (...args: string[]) => {
      try {
        const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'infra/statistik-rebuild.ts', ...args], {
          env: args.includes('--fix') ? stage : local,
        });
        return { code: 0, stdout };
      } catch (err) {
        const e = err as { code?: number; stdout?: string };
        return { code: e.code ?? -1, stdout: e.stdout ?? '' };
      }
    };
    const found = await run();
    expect(found.code).toBe(1);
    expect(found.stdout).toContain(`Counter rebuild on the local stack (skpi-local at ${file.env.DYNAMODB_ENDPOINT})`);
    expect(found.stdout).toMatch(new RegExp(`program ${prodi}\\s+STAT#PRODI#${prodi} COUNTERS#00\\s+portofolio_total\\s+2\\s+0`));
    expect(found.stdout).toContain('Run again with --fix');
    expect(found.stdout).toContain('Login counts (STAT#LOGIN)');
    const fixed = await run('--fix');
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toMatch(/Fixed (\d+) of \1/);
    const again = await run();
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('No difference') });
  });

  it('lists the counter items without their place in a university partition and, with --fix, gives it', { timeout: 180_000 }, async () => {
    const [{ queryAll }, { statistikRepo }, { searchKeys }, { ddb }, { tableName }] = await Promise.all([
      import('@functions/lib/table'),
      import('@functions/lib/projections/reads'),
      import('@functions/lib/entities/search'),
      import('@functions/lib/clients'),
      import('@functions/lib/table'),
    ]);
    const fakultas = await testFakultas('Fakultas Rekap Indeks');
    const prodi = (await testProdi(fakultas.id_fakultas, 'Rekap Indeks')).id_prodi;
    const student = await addStudent(prodi);
    const anak = (await catalogOf(1))[0]?.anak as AnakRubrikItem;
    await waitingPortfolio(student.id, prodi, anak, 'Lomba Indeks Rekap');
    const [shard] = await queryAll<{ PK: string; SK: string }>({ pk: statistikKeys.prodiStatsPartition(prodi), skBeginsWith: 'COUNTERS#' });
    const [count] = await queryAll<{ PK: string; SK: string }>({ index: 'GSI1', pk: searchKeys.queueTitleCountsOfProdi(prodi) });
    if (!shard || !count) throw new Error('the student and the portfolio wrote no counter items');
    const expected = await statistikRepo.prodiCounters(prodi);
    // as items written before the university partitions: without their keys
    for (const [item, keys] of [
      [shard, ['GSI1PK', 'GSI1SK']],
      [count, ['GSI2PK', 'GSI2SK']],
    ] as const) {
      await ddb().send(
        new UpdateCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK }, UpdateExpression: `REMOVE ${keys.join(', ')}` }),
      );
    }
    const ours = (keys: readonly { PK: string; SK: string }[]) => keys.filter((k) => k.PK === shard.PK || k.PK === count.PK);
    expect(ours((await rebuild()).unindexed)).toEqual(
      expect.arrayContaining([
        { PK: shard.PK, SK: shard.SK },
        { PK: count.PK, SK: count.SK },
      ]),
    );
    expect((await statistikRepo.ofUniversity()).counters.get(prodi)).not.toEqual(expected);
    const fixed = await rebuild(true);
    expect(fixed.reindexed).toBeGreaterThanOrEqual(2);
    expect(ours((await rebuild()).unindexed)).toEqual([]);
    expect((await statistikRepo.ofUniversity()).counters.get(prodi)).toEqual(expected);
  });

  it('runs as the statistik-rebuild job: { fix } in, the report out', { timeout: 120_000 }, async () => {
    const { loadJobHandler } = await import('@functions/jobs/index');
    const handler = await loadJobHandler('statistik-rebuild');
    const report = (await handler({})) as RebuildAnswer;
    expect(report.checked.students).toBeGreaterThan(0);
    expect(report.differences.filter(checked)).toEqual([]);
    expect(report.fixed).toEqual([]);
    expect(report.counts).toEqual({ differences: report.differences.length, fixed: 0 });
    await expect(handler({ fix: 'ya' })).rejects.toThrow('fix must be true or false');
  });
});
