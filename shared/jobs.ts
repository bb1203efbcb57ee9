/**
 * THE job registry: the Lambdas that run without an HTTP route, on a schedule (and, from the SKPI
 * documents on, on demand). Each entry is `functions/jobs/<name>.ts` exporting `handler`, with its
 * Lambda profile as an area has (shared/api/contract.ts). The CDK app builds one function, role
 * and schedule per entry; the local runtime runs the scheduled ones on a short interval.
 */
import type { LambdaProfile } from './api/contract';
import { SKPI_FONT_DATA } from './domain/skpi-fonts';

export interface JobSpec {
  name: string;
  summary: string;
  /** Run every this many minutes (EventBridge schedule); unset for jobs started on demand. */
  everyMinutes?: number;
  lambda: LambdaProfile;
}

const JOB_ENTRIES = [
  {
    name: 'notifikasi-digest',
    summary: 'Mails each user their unsent notifications, one mail (a digest when several) once they have been quiet for a minute',
    everyMinutes: 1,
    lambda: { table: 'readwrite', uploads: 'none', documents: 'none', sendMail: true, timeoutSeconds: 120 },
  },
  {
    name: 'skpi-bulk',
    summary:
      'Prints the SKPI of each student of a bulk print job (started by the cetak area), streams skpi.zip to the documents bucket and records its progress',
    lambda: {
      table: 'readwrite',
      uploads: 'none',
      documents: 'readwrite',
      sendMail: false,
      memoryMb: 1769,
      timeoutSeconds: 900,
      dataFiles: SKPI_FONT_DATA,
    },
  },
] as const satisfies readonly JobSpec[];

export type JobName = (typeof JOB_ENTRIES)[number]['name'];
export const JOBS: readonly (JobSpec & { name: JobName })[] = JOB_ENTRIES;
