/** The bulk print job's item (functions/domain/jobs/repo.ts keeps every job's common fields). */
import type { JobBase } from '@functions/domain/jobs/repo';
import { SKPI_BULK_ZIP_DAYS } from '@shared/domain/skpi-storage';

export type JobRequest = { kind: 'nim'; user_ids: string[] } | { kind: 'prodi'; id_prodi: number; tahun_masuk: number; lulus: boolean | undefined };

/** A bulk print job (functions/domain/jobs/repo.ts): what to print, with which period, and the zip it wrote. */
export interface JobItem extends JobBase<'skpi-bulk'> {
  request: JobRequest;
  id_periode_kelulusan: number;
  override: boolean;
  zip_key: string | null;
  /** Set by the reservation: the issue date of every document of the job (its numbers' year) and its chunks. */
  tanggal_terbit?: string | null;
  chunks?: number;
  /** The chunks counted in `done` (number sets, added by each chunk's end): printed, or failed and reported. */
  finished_chunks?: Set<number>;
  failed_chunks?: Set<number>;
}

/** Jobs are kept as long as their zip (the bucket's lifecycle rule). */
export const JOB_DAYS = SKPI_BULK_ZIP_DAYS;
