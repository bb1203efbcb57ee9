/**
 * A chunk of a bulk print (./bulk.ts): each student of its plan printed with
 * `cetakService.printOne` (the single print's rules and transaction, in the starter's name, with
 * the number the reservation gave them) and their PDF written under the job's prefix; a student
 * who cannot be printed (a refusal) is recorded as skipped. Anything else fails the chunk, which
 * is run again whole: a student it printed already keeps their document (the job's number is on
 * it), so a rerun prints nobody twice. Its end adds the chunk's students to the job's progress,
 * once. A chunk that fails every try is reported instead (`chunkFailedStep`).
 */
import { jobsRepo } from '@functions/domain/jobs/repo';
import { jobStarter } from '@functions/domain/jobs/starter';
import { type SkpiProgramData, skpiProgramData } from '@functions/domain/skpi/document-data';
import { usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { DomainError, Forbidden, NotFound, orWhenRefused } from '@functions/lib/domain-errors';
import { putDocument, readDocument } from '@functions/lib/files';
import { bulkJobKeys } from '@functions/lib/skpi-links';
import { CETAK_MSG } from '@shared/messages/cetak';
import { SEARCH_MSG } from '@shared/messages/search';
import { getJson, listed, type PlanEntry, placeOf, putJson } from './bulk-files';
import { bulkRepo } from './bulk-repo';
import { issueSkpi } from './issue';
import type { JobItem } from './job';
import { cetakRepo, type PeriodeItem } from './repo';

/** Adds a chunk's students to the job's progress once: a chunk counted already (a rerun) counts nothing. */
const counted = (jobId: string, chunk: number, students: number, set: 'finished_chunks' | 'failed_chunks') =>
  orWhenRefused(bulkRepo.countChunk(jobId, chunk, students, set), undefined);

/** A chunk's students that were not printed, as the job's message names them. */
export type Skipped = string[];

const running = async (jobId: string) => {
  const job = await jobsRepo.get<JobItem>('skpi-bulk', jobId);
  return job?.status === 'running' ? job : undefined;
};

export async function chunkStep(jobId: string, chunk: number): Promise<void> {
  const job = await running(jobId);
  if (!job || job.finished_chunks?.has(chunk)) return;
  const plan = await getJson<PlanEntry[]>(bulkJobKeys.plan(jobId, chunk));
  let skipped: Skipped;
  try {
    const actor = await jobStarter(job, () => CETAK_MSG.skpiJobStarterNotAllowed);
    const periode = await cetakRepo.getPeriode(job.id_periode_kelulusan);
    if (!periode) throw new NotFound(() => CETAK_MSG.periodeNotFound);
    skipped = await printPlan(job, actor, periode, plan);
  } catch (error) {
    // the starter or the period went away after the start: nobody of this chunk can be printed
    if (!(error instanceof DomainError)) throw error;
    skipped = plan.map((p) => `${p.nim}: ${error.message}`);
  }
  if (skipped.length) await putJson(bulkJobKeys.skipped(jobId, chunk), skipped);
  await counted(jobId, chunk, plan.length, 'finished_chunks');
}

async function printPlan(job: JobItem, actor: Admin, periode: PeriodeItem, plan: readonly PlanEntry[]): Promise<Skipped> {
  const programs = new Map<number, SkpiProgramData>();
  const skipped: Skipped = [];
  for (const entry of plan) {
    // the whole record: the document prints more than the list reads (birth, diploma number, ...)
    const student = await usersRepo.getById(entry.id);
    try {
      if (student?.role !== 'mahasiswa') throw new NotFound(() => SEARCH_MSG.studentNotFound);
      if (student.id_prodi !== null && actor.auth.role !== 'super admin' && student.id_prodi !== actor.auth.id_prodi)
        throw new Forbidden(() => CETAK_MSG.skpiOtherProdi);
      if (student.id_prodi !== null && !programs.has(student.id_prodi)) programs.set(student.id_prodi, await skpiProgramData(student.id_prodi));
      const printed = await issueSkpi(actor, student, {
        periode,
        override: job.override,
        program: student.id_prodi === null ? undefined : programs.get(student.id_prodi),
        reserved: entry.urut === null || !job.tanggal_terbit ? undefined : { jobId: job.id, urut: entry.urut, tanggal: job.tanggal_terbit },
      });
      const bytes = printed.bytes ?? (await readDocument(printed.dokumen.key));
      await putDocument(bulkJobKeys.pdf(job.id, entry.i, student.nim), bytes, 'application/pdf', `SKPI-${student.nim}.pdf`);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped.push(`${student?.nim ?? entry.nim}: ${error.message}`);
    }
  }
  return skipped;
}

/**
 * A chunk that failed every try: its students without a PDF are named as not printed, and the
 * chunk counts as finished in the progress (the job goes on; the zip holds the others).
 */
export async function chunkFailedStep(jobId: string, chunk: number): Promise<void> {
  const job = await running(jobId);
  if (!job || job.finished_chunks?.has(chunk)) return;
  const plan = await getJson<PlanEntry[]>(bulkJobKeys.plan(jobId, chunk));
  const printed = new Set<string>();
  const last = plan.at(-1)?.i ?? -1;
  // the job's PDFs from the chunk's first place on (a listing: no read of an object that may not exist)
  for await (const { key } of listed(bulkJobKeys.pdfFolder(jobId), plan[0] ? bulkJobKeys.pdf(jobId, plan[0].i - 1, '') : undefined)) {
    if (placeOf(key) > last) break;
    printed.add(key);
  }
  const missing = plan.filter((p) => !printed.has(bulkJobKeys.pdf(jobId, p.i, p.nim))).map((p) => `${p.nim}: ${CETAK_MSG.skpiChunkFailed}`);
  if (missing.length) await putJson(bulkJobKeys.skipped(jobId, chunk), missing);
  await counted(jobId, chunk, plan.length, 'failed_chunks');
}
