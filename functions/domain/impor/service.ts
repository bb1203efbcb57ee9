/**
 * The bulk import of students (shared/api/impor.ts; docs/decisions/0031-bulk-import-of-students.md).
 * `check` is the dry run: it reads the caller's uploaded CSV, sorts its rows into
 * those to create and those refused, and writes nothing. `start` claims the upload and records
 * the `akun-impor` job in one transaction, then starts it; the job (`runImport`, ./run.ts)
 * evaluates the file again with fresh reads and creates the good rows. `job` answers the
 * caller's job.
 */

import { randomUUID } from 'node:crypto';
import { isDead, jobsRepo, newJob } from '@functions/domain/jobs/repo';
import { jobText, jobTexts } from '@functions/domain/jobs/text';
import { masterRepo } from '@functions/domain/master/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Invalid, NotFound, refusing } from '@functions/lib/domain-errors';
import { readCheckedUpload, uploadClaim } from '@functions/lib/files';
import { startJob } from '@functions/lib/jobs';
import { logger } from '@functions/lib/logger';
import { IMPOR_MSG, imporJobLabel } from '@shared/messages/impor';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { lastTahunMasuk } from '@shared/validation/impor';
import { parseImporFile } from './csv';
import type { ImporJobItem } from './job';
import { imporRepo } from './repo';
import { checkRows, type GoodRow, type RefusedRow, rowKeys } from './rows';

/** Import jobs are kept a week. */
export const IMPOR_JOB_DAYS = 7;
/** The refused rows a job keeps and answers (the item stays far under DynamoDB's 400 KB). */
export const IMPOR_REFUSED_KEPT = 500;

/** The caller's scope: their program for an admin jurusan, any (null) for the super admin. */
export const scopeOf = (role: Admin['auth']['role'], idProdi: number | null) => (role === 'super admin' ? null : (idProdi ?? -1));

/** Reads and sorts the rows of a file (bytes) for an importer of `scope`: fresh reads of the programs and the taken NIM and e-mails. */
export async function evaluate(bytes: Uint8Array, scope: number | null): Promise<{ total: number; good: GoodRow[]; refused: RefusedRow[] }> {
  const rows = await parseImporFile(bytes);
  const identities = rows.map(rowKeys);
  const [programs, faculties, taken] = await Promise.all([
    masterRepo.listProdi(),
    masterRepo.listFakultas(),
    imporRepo.taken(
      identities.map((r) => r.nim),
      identities.map((r) => r.email),
    ),
  ]);
  const sorted = checkRows(rows, { programs, faculties, scope, takenNims: taken.nims, takenEmails: taken.emails, lastYear: lastTahunMasuk() });
  return { total: rows.length, ...sorted };
}

const readChecked = (actor: Admin, key: string) => readCheckedUpload({ key, owner: actor.auth.userId, purpose: 'impor_mahasiswa', field: 'file' });

/** The answer's view of a job; a dead one as failed. */
export function imporJobView(job: ImporJobItem) {
  const dead = isDead(job);
  return {
    id: job.id,
    status: dead ? ('failed' as const) : job.status,
    done: job.done,
    total: job.total,
    ...jobTexts(job, dead ? IMPOR_MSG.imporJobFailed : undefined),
    created_at: job.created_at,
    dibuat: job.dibuat,
    jumlah_ditolak: job.jumlah_ditolak,
    ditolak: job.ditolak,
  };
}

export const imporService = {
  /** The dry run: nothing is written. */
  async check(actor: Admin, key: string) {
    const out = await evaluate((await readChecked(actor, key)).bytes, scopeOf(actor.auth.role, actor.auth.id_prodi));
    return { message: IMPOR_MSG.imporChecked, total: out.total, akan_dibuat: out.good, ditolak: out.refused };
  },

  /** Confirms a file: 422 when no row can be created; else claims the upload, records the job and starts it (202). */
  async start(actor: Admin, key: string, namaFile: string | undefined) {
    const file = await readChecked(actor, key);
    const out = await evaluate(file.bytes, scopeOf(actor.auth.role, actor.auth.id_prodi));
    if (out.good.length === 0) throw new Invalid({ file: [IMPOR_MSG.imporNothingToCreate] });
    const job: ImporJobItem = {
      ...newJob(
        'akun-impor',
        randomUUID(),
        actor,
        () => (namaFile ? `${namaFile}: ${imporJobLabel(out.good.length)}` : imporJobLabel(out.good.length)),
        out.good.length,
        IMPOR_JOB_DAYS,
      ),
      upload_key: key,
      upload_sha256: file.sha256,
      nama_file: namaFile ?? null,
      dibuat: 0,
      jumlah_ditolak: 0,
      ditolak: [],
    };
    // claimed meanwhile (a second confirmation of the same file)
    await refusing(jobsRepo.put(job, [uploadClaim(key, actor.auth.userId)]), { stale: () => new Invalid({ file: [UPLOAD_MSG.uploadMissing] }) });
    try {
      await startJob('akun-impor', { jobId: job.id });
    } catch (error) {
      logger.error('import job not started', { error: error as Error, jobId: job.id });
      await jobsRepo.update<ImporJobItem>(job.id, { status: 'failed', message: jobText(() => IMPOR_MSG.imporJobFailed) });
      throw error;
    }
    return { message: IMPOR_MSG.imporStarted, job: imporJobView(job) };
  },

  /** One import job of the caller (404 for anyone else's). */
  async job(actor: Admin, id: string) {
    const job = await jobsRepo.get<ImporJobItem>('akun-impor', id);
    if (!job || job.owner !== actor.auth.userId) throw new NotFound(IMPOR_MSG.imporJobNotFound);
    return { job: imporJobView(job) };
  },
};
