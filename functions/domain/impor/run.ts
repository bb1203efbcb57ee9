/**
 * The `akun-impor` job (started by `imporService.start`): reads the claimed CSV again, sorts its
 * rows again with fresh reads (programs, taken NIM and e-mails; the starter's current scope), and
 * creates each good row through `createStudent` (./create.ts: `usersRepo.create` with the NIM and
 * e-mail constraint items, the search index, the sharded counters and the student's audit entry in
 * one transaction), a few at a time; each new student gets the activation mail of the registration. A row refused at
 * creation time (its NIM or e-mail taken meanwhile) is reported in the job's result with the rows
 * refused before. The programs' active state is checked once, when the job sorts the rows (a
 * ConditionCheck on the program item in every transaction would make the concurrent creations
 * clash on it). The end
 * writes the result and the import's audit entry (actor, file, counts) in one transaction.
 * Progress is written at most once a second.
 */
import { jobsRepo } from '@functions/domain/jobs/repo';
import { jobStarter } from '@functions/domain/jobs/starter';
import { jobText } from '@functions/domain/jobs/text';
import { newStudentPublic } from '@functions/domain/master/new-student';
import { auditEntry } from '@functions/lib/audit';
import { DomainError, Refused } from '@functions/lib/domain-errors';
import { discardUpload, readUpload, sha256Of } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { IMPOR_MSG } from '@shared/messages/impor';
import { createStudent } from './create';
import type { ImporJobItem } from './job';
import type { GoodRow, RefusedRow } from './rows';
import { evaluate, IMPOR_REFUSED_KEPT, scopeOf } from './service';

/**
 * Students created at the same time (each a transaction and a mail). Measured locally with 5,000
 * rows on the shared 2-core machine: 4 at a time 46-48 s, 2 at a time 49 s, 8 at a time 68-100 s
 * (probably their transactions clashing on the counter shards and waiting out the retries).
 */
const CONCURRENCY = 4;
/** Progress is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 1000;

/** A student's entry date from their year of entry: the academic year starts in September. */
export const tanggalMasukOf = (tahun: number) => `${tahun}-09-01`;

const messageOf = (error: unknown) => (error instanceof DomainError && typeof error.body === 'string' ? error.body : IMPOR_MSG.imporJobFailed);

export async function runImport(jobId: string): Promise<void> {
  const job = await jobsRepo.get<ImporJobItem>('akun-impor', jobId);
  if (!job) {
    logger.warn('import job not found', { jobId });
    return;
  }
  if (job.status !== 'queued') {
    logger.warn('import job already started', { jobId, status: job.status });
    return;
  }
  await jobsRepo.update<ImporJobItem>(job.id, { status: 'running' });
  try {
    await importAll(job);
  } catch (error) {
    logger.error('import job failed', { error: error as Error, jobId });
    await jobsRepo.update<ImporJobItem>(job.id, { status: 'failed', message: jobText(() => messageOf(error)) });
    throw error;
  } finally {
    await discardUpload(job.upload_key).catch((error: Error) => logger.warn('import upload not removed', { error, key: job.upload_key }));
  }
}

async function importAll(job: ImporJobItem): Promise<void> {
  // the starter must still be an active admin; rows outside their current program are refused below
  const actor = await jobStarter(job, () => IMPOR_MSG.imporJobStarterNotAllowed);
  const scope = scopeOf(actor.auth.role, actor.auth.id_prodi);
  const bytes = await readUpload(job.upload_key);
  // a file posted to the still-valid upload URL after the check is not imported
  if (sha256Of(bytes) !== job.upload_sha256) throw new Refused(() => IMPOR_MSG.imporFileChanged);
  const { total: rows, good, refused } = await evaluate(bytes, scope);
  await jobsRepo.update<ImporJobItem>(job.id, { total: good.length, done: 0 });
  const publik = await newStudentPublic();

  const late: RefusedRow[] = [];
  let created = 0;
  let done = 0;
  let lastWrite = Date.now();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < good.length; i = next++) {
      const row = good[i] as GoodRow;
      const refusal = await createStudent(
        actor,
        { nim: row.nim, email: row.email, nama: row.nama, id_prodi: row.id_prodi, tanggal_masuk: tanggalMasukOf(row.tahun_masuk) },
        { action: 'akun.import', catatan: `impor ${job.id}, baris ${row.baris}`, publik },
      );
      if (refusal) late.push({ baris: row.baris, nim: row.nim, alasan: [refusal] });
      else created++;
      done++;
      if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = Date.now();
        await jobsRepo.update<ImporJobItem>(job.id, { done });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, good.length) }, worker));

  const allRefused = [...refused, ...late].sort((a, b) => a.baris - b.baris);
  const outcome = { file: job.upload_key, nama_file: job.nama_file, baris: rows, dibuat: created, ditolak: allRefused.length };
  await jobsRepo.update<ImporJobItem>(
    job.id,
    { status: 'done', done, dibuat: created, jumlah_ditolak: allRefused.length, ditolak: allRefused.slice(0, IMPOR_REFUSED_KEPT), message: null },
    [auditEntry({ actor, action: 'akun.import', target: { type: 'impor', id: job.id }, after: outcome, catatan: job.nama_file })],
  );
}
