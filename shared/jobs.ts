/**
 * THE job registry: the Lambdas that run without an HTTP route, on a schedule (and, from the SKPI
 * documents on, on demand). Each entry is `functions/jobs/<name>.ts` exporting `handler`, with its
 * Lambda profile as an area has (shared/api/contract.ts). The CDK app builds one function, role
 * and schedule per entry; the local runtime runs the scheduled ones on a short interval.
 */
import type { LambdaProfile } from './api/contract';

export interface JobSpec {
  name: string;
  summary: string;
  /** Run every this many minutes (EventBridge schedule); unset for jobs started on demand. */
  everyMinutes?: number;
  lambda: LambdaProfile;
}

export const JOBS = [
  {
    name: 'notifikasi-digest',
    summary: 'Mails each user their unsent notifications, one mail (a digest when several) once they have been quiet for a minute',
    everyMinutes: 1,
    lambda: { table: 'readwrite', uploads: 'none', documents: 'none', sendMail: true, timeoutSeconds: 120 },
  },
] as const satisfies readonly JobSpec[];

export type JobName = (typeof JOBS)[number]['name'];
