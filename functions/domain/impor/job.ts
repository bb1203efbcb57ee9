/** The student import job's item (functions/domain/jobs/repo.ts keeps every job's common fields). */
import type { JobBase } from '@functions/domain/jobs/repo';
import type { RefusedRow } from './rows';

export interface ImporJobItem extends JobBase<'akun-impor'> {
  /** The claimed temporary upload (tmp/<owner>/<ulid> in the uploads bucket), removed at the end. */
  upload_key: string;
  /**
   * The SHA-256 of the file as checked when the import was confirmed: the upload URL stays valid
   * for minutes, so the job reads the file again and runs only on these very bytes.
   */
  upload_sha256: string;
  nama_file: string | null;
  dibuat: number;
  jumlah_ditolak: number;
  ditolak: RefusedRow[];
}
