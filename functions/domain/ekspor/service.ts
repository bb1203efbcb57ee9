/**
 * Exports of the staff's lists (shared/api/ekspor.ts): the whole list through its own list service
 * (its filters, the caller's scope), as XLSX or CSV. Up to EKSPOR_DIRECT_ROWS rows the answer is
 * the file; a longer list is written by the `ekspor-berkas` job (shared/jobs.ts) to the documents bucket,
 * and its job answers a short-lived link once done.
 */
import { type JobBase, jobsRepo, newJob } from '@functions/domain/jobs/repo';
import { jobStarter } from '@functions/domain/jobs/starter';
import { jobText, jobTexts } from '@functions/domain/jobs/text';
import type { Admin } from '@functions/lib/admin-write';
import { auditEntry } from '@functions/lib/audit';
import { DomainError, NotFound } from '@functions/lib/domain-errors';
import { documentUrl } from '@functions/lib/download-url';
import { putDocument } from '@functions/lib/files';
import { startJob } from '@functions/lib/jobs';
import { logger } from '@functions/lib/logger';
import { transact } from '@functions/lib/table';
import type { FileAnswer, Role } from '@shared/api/contract';
import { type EksporJobView, eksporRoutes } from '@shared/api/ekspor';
import {
  EKSPOR_CONTENT_TYPE,
  EKSPOR_DIRECT_ROWS,
  EKSPOR_FILE_DAYS,
  EKSPOR_KEY_PREFIX,
  type EksporFormat,
  eksporFileName,
} from '@shared/domain/ekspor';
import { EKSPOR_MSG } from '@shared/messages/ekspor';
import { ulid } from 'ulid';
import { EKSPOR_SOURCES, type EksporList, type EksporPage } from './sources';
import { tableFile } from './table';

/** An export job: which list, with which filters, in which format, and the file it wrote. */
export interface EksporJobItem extends JobBase<'ekspor-berkas'> {
  list: EksporList;
  format: EksporFormat;
  filter: unknown;
  file_key: string | null;
  file_name: string;
}

/** The rows above which an export is a job (a stage may lower it: the tests do, to export a few rows by a job). */
const directRows = () => Number(process.env.EKSPOR_DIRECT_ROWS) || EKSPOR_DIRECT_ROWS;

const wibToday = () => new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 10);

/** Every row of the list, page after page from `first`; `progress` after each page. */
async function allRows(list: EksporList, caller: Admin, filter: unknown, first: EksporPage<unknown>, progress?: (done: number) => Promise<void>) {
  const source = EKSPOR_SOURCES[list];
  const rows = [...first.rows];
  let page = first;
  for (let n = 2; page.more && page.rows.length > 0; n++) {
    await progress?.(rows.length);
    page = await source.page(caller, filter as never, n);
    rows.push(...page.rows);
  }
  return rows;
}

async function fileOf(list: EksporList, format: EksporFormat, rows: readonly unknown[]) {
  const source = EKSPOR_SOURCES[list];
  const bytes = await tableFile(format, source.columns, rows as never[], source.name);
  return { name: eksporFileName(source.name, format, wibToday()), bytes };
}

/** The audit entry of an export (`ekspor.unduh`): the list, its filters, the format and the rows written. */
function exportAudit(actor: Admin, id: string, what: { list: EksporList; format: EksporFormat; filter: unknown; rows: number }) {
  return auditEntry({
    actor,
    action: 'ekspor.unduh',
    target: { type: 'ekspor', id },
    after: { daftar: what.list, format: what.format, filter: what.filter, baris: what.rows },
  });
}

function jobView(job: EksporJobItem, url?: string): EksporJobView {
  return {
    id: job.id,
    status: job.status,
    done: job.done,
    total: job.total,
    ...jobTexts(job),
    created_at: job.created_at,
    format: job.format,
    ...(url ? { url } : {}),
  };
}

export const eksporService = {
  /** The list as a file, or (longer than EKSPOR_DIRECT_ROWS) the job that writes it, started. */
  async export(list: EksporList, caller: Admin, format: EksporFormat, filter: unknown): Promise<FileAnswer | { job: EksporJobView }> {
    const first = await EKSPOR_SOURCES[list].page(caller, filter as never, 1);
    if (first.total > directRows()) {
      const name = eksporFileName(EKSPOR_SOURCES[list].name, format, wibToday());
      const job: EksporJobItem = {
        ...newJob('ekspor-berkas', ulid(), caller, () => name, first.total, EKSPOR_FILE_DAYS),
        list,
        format,
        filter,
        file_key: null,
        file_name: name,
      };
      await jobsRepo.put(job);
      await startJob('ekspor-berkas', { id: job.id });
      return { job: jobView(job) };
    }
    const rows = await allRows(list, caller, filter, first);
    const file = await fileOf(list, format, rows);
    // who took which personal data out, and how much of it
    await transact([exportAudit(caller, caller.requestId, { list, format, filter, rows: rows.length })]);
    return { file: { name: file.name, contentType: EKSPOR_CONTENT_TYPE[format], base64: file.bytes.toString('base64') } };
  },

  /** The caller's export job, with a link to its file once done (404 for anyone else's). */
  async job(caller: Admin, id: string): Promise<{ job: EksporJobView }> {
    const job = await jobsRepo.get<EksporJobItem>('ekspor-berkas', id);
    if (!job || job.owner !== caller.auth.userId) throw new NotFound(EKSPOR_MSG.eksporJobNotFound);
    const url = job.status === 'done' && job.file_key ? await documentUrl(job.file_key) : undefined;
    return { job: jobView(job, url) };
  },

  /** The job's run: the list again in its starter's current scope, page by page, then its file. */
  async run(id: string): Promise<void> {
    const job = await jobsRepo.get<EksporJobItem>('ekspor-berkas', id);
    if (job?.status !== 'queued') return;
    try {
      const access = eksporRoutes[job.list].access as readonly Role[];
      const caller = await jobStarter(job, () => EKSPOR_MSG.eksporJobStarterNotAllowed, access);
      await jobsRepo.update<EksporJobItem>(id, { status: 'running' });
      const source = EKSPOR_SOURCES[job.list];
      const first = await source.page(caller, job.filter as never, 1);
      const rows = await allRows(job.list, caller, job.filter, first, (done) =>
        jobsRepo.update<EksporJobItem>(id, { done, total: Math.max(job.total, done) }),
      );
      const file = await fileOf(job.list, job.format, rows);
      const key = `${EKSPOR_KEY_PREFIX}${id}/${file.name}`;
      await putDocument(key, file.bytes, EKSPOR_CONTENT_TYPE[job.format], file.name);
      await jobsRepo.update<EksporJobItem>(id, { status: 'done', done: rows.length, total: rows.length, file_key: key }, [
        exportAudit(caller, id, { list: job.list, format: job.format, filter: job.filter, rows: rows.length }),
      ]);
    } catch (error) {
      logger.error('export job failed', { error: error as Error, jobId: id });
      const message = jobText(() => (error instanceof DomainError && typeof error.body === 'string' ? error.body : EKSPOR_MSG.eksporFailed));
      await jobsRepo.update<EksporJobItem>(id, { status: 'failed', message });
      throw error;
    }
  },
};
