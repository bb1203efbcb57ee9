/**
 * The bulk SKPI print (the `skpi-bulk` job, started by `cetakService.startBulk`): prints each
 * student of the job with `cetakService.printOne` (the same rules and transaction as a single
 * print, in the name of the admin who started it), appends each PDF to a zip streamed to the
 * documents bucket by an S3 multipart upload (never all PDFs in memory: the next PDF is built
 * once the zip has taken the last one), and records progress on the job item as it goes. A
 * student who cannot be printed (no program, a 4xx refusal) is skipped and named in the job's
 * message; anything else fails the job, which is then marked failed and rethrown (the Lambda's
 * failure destination keeps the event).
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import { jobsRepo } from '@functions/domain/jobs/repo';
import { jobStarter } from '@functions/domain/jobs/starter';
import type { SkpiProgramData } from '@functions/domain/skpi/document-data';
import { skpiProgramData } from '@functions/domain/skpi/document-data';
import { usersRepo } from '@functions/domain/users/repo';
import { s3 } from '@functions/lib/clients';
import { DomainError, Forbidden, NotFound } from '@functions/lib/domain-errors';
import { env } from '@functions/lib/env';
import { readDocument } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { bulkZipKey } from '@functions/lib/skpi-links';
import { CETAK_MSG } from '@shared/messages/cetak';
import { SEARCH_MSG } from '@shared/messages/search';
import { ZipArchive } from 'archiver';
import type { JobItem } from './job';
import { cetakRepo } from './repo';
import { cetakService } from './service';

/** Progress is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 1000;
/** The multipart upload's part size and parts in flight (memory: about their product). */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const messageOf = (error: unknown) => (error instanceof DomainError && typeof error.body === 'string' ? error.body : CETAK_MSG.skpiJobFailed);

export async function runBulkPrint(jobId: string): Promise<void> {
  const job = await jobsRepo.get<JobItem>('skpi-bulk', jobId);
  if (!job) {
    logger.warn('bulk print job not found', { jobId });
    return;
  }
  if (job.status !== 'queued') {
    logger.warn('bulk print job already started', { jobId, status: job.status });
    return;
  }
  await jobsRepo.update<JobItem>(job.id, { status: 'running' });
  try {
    const outcome = await printAll(job);
    await jobsRepo.update<JobItem>(job.id, {
      status: 'done',
      done: outcome.done,
      total: outcome.total,
      zip_key: outcome.zipKey,
      message: outcome.skipped.length ? skippedMessage(outcome.skipped) : null,
    });
  } catch (error) {
    logger.error('bulk print job failed', { error: error as Error, jobId });
    await jobsRepo.update<JobItem>(job.id, { status: 'failed', message: messageOf(error) });
    throw error;
  }
}

function skippedMessage(skipped: readonly string[]): string {
  const shown = skipped.slice(0, 20).join('; ');
  return `Tidak dicetak (${skipped.length}): ${shown}${skipped.length > 20 ? '; …' : ''}`;
}

async function printAll(job: JobItem): Promise<{ done: number; total: number; zipKey: string; skipped: string[] }> {
  // the starter must still be an active admin of the job's program (a NIM list: each student is checked below)
  const actor = await jobStarter(job, CETAK_MSG.skpiJobStarterNotAllowed);
  if (job.request.kind === 'prodi' && actor.auth.role !== 'super admin' && job.request.id_prodi !== actor.auth.id_prodi) {
    throw new Forbidden(CETAK_MSG.skpiJobStarterNotAllowed);
  }
  const periode = await cetakRepo.getPeriode(job.id_periode_kelulusan);
  if (!periode) throw new NotFound(CETAK_MSG.periodeNotFound);
  const students = await cetakService.studentsOfJob(job.request);
  const total = students.length;
  await jobsRepo.update<JobItem>(job.id, { total, done: 0 });

  const zipKey = bulkZipKey(job.id);
  // PDFs are compressed already: stored, not deflated again (faster, about the same size)
  const archive = new ZipArchive({ store: true });
  const body = new PassThrough();
  archive.pipe(body);
  const upload = new Upload({
    client: s3(),
    params: {
      Bucket: env.documentsBucket,
      Key: zipKey,
      Body: body,
      ContentType: 'application/zip',
      ContentDisposition: 'attachment; filename="skpi.zip"',
    },
    partSize: PART_BYTES,
    queueSize: PARTS_IN_FLIGHT,
  });
  const uploaded = upload.done();
  const archiveError = new Promise<never>((_, reject) => archive.on('error', reject));
  archiveError.catch(() => undefined);

  const programs = new Map<number, SkpiProgramData>();
  const skipped: string[] = [];
  let done = 0;
  let lastWrite = Date.now();
  try {
    for (const id of students) {
      // the whole record: the document prints more than the list reads (birth, diploma number, ...)
      const student = await usersRepo.getById(id);
      try {
        if (student?.role !== 'mahasiswa') throw new NotFound(SEARCH_MSG.studentNotFound);
        if (student.id_prodi !== null && actor.auth.role !== 'super admin' && student.id_prodi !== actor.auth.id_prodi)
          throw new Forbidden(CETAK_MSG.skpiOtherProdi);
        if (student.id_prodi !== null && !programs.has(student.id_prodi)) programs.set(student.id_prodi, await skpiProgramData(student.id_prodi));
        const printed = await cetakService.printOne(actor, student, {
          periode,
          override: job.override,
          program: student.id_prodi === null ? undefined : programs.get(student.id_prodi),
        });
        const bytes = printed.bytes ?? (await readDocument(printed.dokumen.key));
        const taken = once(archive, 'entry');
        archive.append(Buffer.from(bytes), { name: `SKPI-${student.nim}.pdf`, date: new Date(printed.dokumen.printed_at) });
        await Promise.race([taken, archiveError]);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        skipped.push(`${student?.nim ?? id}: ${error.message}`);
      }
      done++;
      if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = Date.now();
        await jobsRepo.update<JobItem>(job.id, { done });
      }
    }
    await Promise.race([archive.finalize(), archiveError]);
    await uploaded;
  } catch (error) {
    archive.abort();
    await upload.abort().catch(() => undefined);
    throw error;
  }
  return { done, total, zipKey, skipped };
}
