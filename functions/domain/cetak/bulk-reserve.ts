/**
 * The first step of a bulk print (./bulk.ts): the job starts running, its starter and period
 * are checked, its students are listed (in the list's order), the numbers of those who will get a
 * new document are reserved (one block per faculty and year, ./reservation.ts), and each chunk's
 * plan is written beside the job's zip. A refusal (the starter may no longer print, the period is
 * gone) fails the job with its message and stops the run.
 */
import { jobsRepo } from '@functions/domain/jobs/repo';
import { jobStarter } from '@functions/domain/jobs/starter';
import { jobText } from '@functions/domain/jobs/text';
import { type SkpiProgramData, skpiProgramData } from '@functions/domain/skpi/document-data';
import { usersRepo } from '@functions/domain/users/repo';
import { DomainError, Forbidden, NotFound } from '@functions/lib/domain-errors';
import { logger } from '@functions/lib/logger';
import { bulkJobKeys } from '@functions/lib/skpi-links';
import { CETAK_MSG } from '@shared/messages/cetak';
import { eachLimited, type PlanEntry, putJson } from './bulk-files';
import { chunksOf, DISTRIBUTED_FROM_CHUNKS } from './bulk-policy';
import { today } from './issue';
import type { JobItem } from './job';
import { cetakRepo } from './repo';
import { countByFakultas, numberInOrder, reserveBlock } from './reservation';
import { cetakReads } from './students';

/** What the reservation hands the Map: the chunks by number (the state stays small at any size). */
export interface Reserved {
  jobId: string;
  chunks: number[];
  distributed: boolean;
  /** The job is not to run (gone, already ended, or refused and marked failed). */
  stop: boolean;
}

const stopped = (jobId: string): Reserved => ({ jobId, chunks: [], distributed: false, stop: true });

/** Plan objects written at once. */
const PLAN_WRITES_IN_FLIGHT = 16;

export async function reserveStep(jobId: string): Promise<Reserved> {
  const job = await jobsRepo.get<JobItem>('skpi-bulk', jobId);
  if (!job || (job.status !== 'queued' && job.status !== 'running')) {
    logger.warn('bulk print job not found or ended', { jobId, status: job?.status });
    return stopped(jobId);
  }
  // a retried reservation finds the job running and its blocks taken (reserveBlock gives them back)
  if (job.status === 'queued') await jobsRepo.update<JobItem>(job.id, { status: 'running' });
  try {
    return await reserve(job);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await jobsRepo.update<JobItem>(job.id, {
      status: 'failed',
      message: jobText(() => (typeof error.body === 'string' ? error.body : CETAK_MSG.skpiJobFailed)),
    });
    return stopped(jobId);
  }
}

async function reserve(job: JobItem): Promise<Reserved> {
  // the starter must still be an active admin of the job's program (a NIM list: each student is checked)
  const actor = await jobStarter(job, () => CETAK_MSG.skpiJobStarterNotAllowed);
  const superAdmin = actor.auth.role === 'super admin';
  if (job.request.kind === 'prodi' && !superAdmin && job.request.id_prodi !== actor.auth.id_prodi) {
    throw new Forbidden(() => CETAK_MSG.skpiJobStarterNotAllowed);
  }
  if (!(await cetakRepo.getPeriode(job.id_periode_kelulusan))) throw new NotFound(() => CETAK_MSG.periodeNotFound);
  const ids = await cetakReads.studentsOfJob(job.request);
  const users = new Map((await usersRepo.getMany(ids, ['id', 'nim', 'role', 'id_prodi', 'skpi_dokumen'])).map((u) => [u.id, u]));
  const programs = new Map<number, SkpiProgramData | null>();
  for (const u of users.values()) {
    if (u.role !== 'mahasiswa' || u.id_prodi === null || programs.has(u.id_prodi)) continue;
    programs.set(u.id_prodi, await skpiProgramData(u.id_prodi).catch(() => null));
  }
  // a new number for each student the job will print anew: a student, in scope, of a program that
  // can number, without a valid document unless overridden (a refused one is skipped by the chunk)
  const fakultasOf = (id: string): number | null => {
    const u = users.get(id);
    if (u?.role !== 'mahasiswa' || u.id_prodi === null) return null;
    if (!superAdmin && u.id_prodi !== actor.auth.id_prodi) return null;
    if (u.skpi_dokumen && !job.override) return null;
    const program = programs.get(u.id_prodi);
    return program?.kode_fakultas ? program.id_fakultas : null;
  };
  const tanggal = job.tanggal_terbit ?? today();
  const blocks = new Map<number, { first: number; last: number }>();
  for (const [fak, count] of countByFakultas(ids, fakultasOf)) blocks.set(fak, await reserveBlock(job.id, fak, tanggal, count));
  const numbers = numberInOrder(ids, fakultasOf, blocks);
  const plan: PlanEntry[] = ids.map((id, i) => ({ i, id, nim: users.get(id)?.nim ?? id, urut: numbers[i] ?? null }));
  const chunks = chunksOf(plan.length);
  await eachLimited(chunks, PLAN_WRITES_IN_FLIGHT, (c) => putJson(bulkJobKeys.plan(job.id, c.index), plan.slice(c.from, c.to)));
  await jobsRepo.update<JobItem>(job.id, { total: plan.length, done: 0, tanggal_terbit: tanggal, chunks: chunks.length });
  return { jobId: job.id, chunks: chunks.map((c) => c.index), distributed: chunks.length >= DISTRIBUTED_FROM_CHUNKS, stop: false };
}
