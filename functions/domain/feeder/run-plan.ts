/**
 * The planning run of a sync: reads the Feeder page by page (GetListMahasiswa, then
 * GetDetailMahasiswaLulusDO, both ordered on id_registrasi_mahasiswa) and writes each page's plan
 * rows beside the job, then its cursor (step, offset) and counts. It writes nothing else, so a
 * failure leaves the data as it was (the job failed, its partial plan unused).
 *
 * Resumable: a run holds the job by a lease; a run that stops (its deadline, the Lambda's time,
 * or the process killed) leaves the cursor of the last page written, and the next run (the
 * re-invoke, or the hourly check once the lease ran out) goes on from it. A page planned twice
 * writes the same rows again: a row's key is its kind and number, and the numbers go on from the
 * counts recorded with the cursor.
 */

import { jobText } from '@functions/domain/jobs/text';
import { logger } from '@functions/lib/logger';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { type FeederClient, feederClient } from './client';
import { connectionSettings, mappedPrograms } from './context';
import { FEEDER_LEASE_MS, FEEDER_PAGE_SIZE, type RunOptions, type RunOutcome, runPhase } from './job';
import type { FeederJobItem, PlanCounts, PlanCursor } from './job-item';
import { type NewRow, type ProdiMap, planGraduate, planRegistration, tableLookups } from './planner';
import { feederRepo, type PlanRowItem } from './repo';
import { syncJobs } from './sync-jobs';

/** Rows of one page planned at the same time (their Feeder calls still go one at a time). */
const CONCURRENCY = 4;

async function mapLimited<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await run(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return out;
}

const ACTIONS = { list: 'GetListMahasiswa', lulus: 'GetDetailMahasiswaLulusDO' } as const;

/** Where planning goes on after a page of `read` rows: the same step further on, or the next step after a short page. */
export function nextCursor(cursor: PlanCursor, read: number, pageSize: number): PlanCursor {
  if (cursor.step === 'end') return cursor;
  if (read >= pageSize) return { step: cursor.step, offset: cursor.offset + read };
  return cursor.step === 'list' ? { step: 'lulus', offset: 0 } : { step: 'end', offset: 0 };
}

/** Numbers the page's rows after the counts so far; answers the rows and the new counts. */
export function numbered(rows: NewRow[], counts: PlanCounts): { rows: PlanRowItem[]; counts: PlanCounts } {
  const next = { ...counts };
  return { rows: rows.map((r) => ({ ...r, seq: ++next[r.jenis] })), counts: next };
}

interface PageOutcome {
  cursor: PlanCursor;
  counts: PlanCounts;
  read: number;
}

async function planPage(job: FeederJobItem, client: FeederClient, prodi: ProdiMap, pageSize: number): Promise<PageOutcome> {
  const { cursor } = job;
  if (cursor.step === 'end') return { cursor, counts: job.counts, read: 0 };
  const raw = await client.page(ACTIONS[cursor.step], { order: 'id_registrasi_mahasiswa ASC', limit: pageSize, offset: cursor.offset });
  const lookups = tableLookups(job.id);
  const planned =
    cursor.step === 'list'
      ? (await mapLimited(raw, (r) => planRegistration(r, prodi, client, lookups))).flat()
      : (await mapLimited(raw, (r) => planGraduate(r, prodi, lookups))).filter((r): r is NewRow => r !== null);
  const { rows, counts } = numbered(planned, job.counts);
  const news = rows
    .filter((r) => r.jenis === 'baru' && r.id_registrasi_mahasiswa)
    .map((r) => ({ id: r.id_registrasi_mahasiswa as string, seq: r.seq }));
  await feederRepo.putRows(job.id, rows, news, job.ttl);
  return { cursor: nextCursor(cursor, raw.length, pageSize), counts, read: raw.length };
}

/**
 * Runs (or goes on with) the planning of job `jobId`. 'finished' when the plan is made (the job
 * `planned`) or the run failed (the job `failed` with its message, the lock released).
 */
export function runPlan(jobId: string, opts: RunOptions = {}): Promise<RunOutcome> {
  return runPhase(jobId, 'plan', opts, async (first, _actor, now) => {
    let job = first;
    const client = feederClient(await connectionSettings());
    const prodi = await mappedPrograms();
    await syncJobs.update(jobId, { status: 'running' });
    let pages = 0;
    while (job.cursor.step !== 'end') {
      const step = job.cursor.step;
      const page = await planPage(job, client, prodi, opts.pageSize ?? FEEDER_PAGE_SIZE);
      const done = job.done + page.read;
      const change = {
        cursor: page.cursor,
        counts: page.counts,
        done,
        total: done,
        message: jobText(() => FEEDER_MSG.feederPlanning(ACTIONS[step], done)),
        lease_until: now() + FEEDER_LEASE_MS,
      };
      await syncJobs.update(jobId, change);
      job = { ...job, ...change };
      pages++;
      const out = (opts.maxPages !== undefined && pages >= opts.maxPages) || (opts.deadline !== undefined && now() >= opts.deadline);
      if (out && job.cursor.step !== 'end') {
        // the next run may take it at once
        await syncJobs.update(jobId, { lease_until: 0 });
        logger.info('feeder planning paused', { jobId, cursor: job.cursor, calls: client.calls });
        return 'paused';
      }
    }
    const at = new Date(now()).toISOString();
    await syncJobs.update(jobId, { status: 'done', planned_at: at, message: null, lease_until: 0 });
    logger.info('feeder plan made', { jobId, counts: job.counts, calls: client.calls });
    return 'finished';
  });
}
