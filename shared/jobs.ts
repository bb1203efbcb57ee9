/**
 * THE job registry: the Lambdas that run without an HTTP route, on a schedule (and, from the SKPI
 * documents on, on demand). Each entry is `functions/jobs/<name>.ts` exporting `handler`; its
 * Lambda profile, as an area's, is in infra/profiles.ts. The CDK app builds one function, role
 * and schedule per entry; the local runtime runs the scheduled ones on a short interval.
 */
import * as z from 'zod';

export interface JobSpec {
  name: string;
  summary: string;
  /** Run every this many minutes (EventBridge schedule); unset for jobs started on demand. */
  everyMinutes?: number;
  /** Run on the table's stream, for its new audit entries (neither scheduled nor started on demand). */
  stream?: 'audit';
}

const JOB_ENTRIES = [
  {
    name: 'notifikasi-digest',
    summary: 'Mails each user their unsent notifications, one mail (a digest when several) once they have been quiet for a minute',
    everyMinutes: 1,
  },
  {
    name: 'akun-impor',
    summary:
      'Creates the students of a confirmed bulk import (started by the admin area): re-reads the uploaded CSV, creates each good row with its activation mail, records progress and the refused rows',
  },
  {
    name: 'skpi-bulk',
    summary:
      'Prints the SKPI of each student of a bulk print job (started by the cetak area), streams skpi.zip to the documents bucket and records its progress',
  },
  {
    name: 'ekspor-berkas',
    summary:
      "Writes a long list's export (started by the ekspor area with { id }): reads the list again in its starter's scope, page by page, records progress and puts the XLSX or CSV file in the documents bucket",
  },
  {
    name: 'statistik-capaian',
    summary:
      "Recounts a study program's achievement counters of the admin dashboard after a change of its rubrics or sub-rubrics (started by the admin area with { id_prodi })",
  },
  {
    name: 'statistik-rebuild',
    summary:
      "The operator's counter repair (npm run statistik:rebuild in AWS, invoked by hand with { fix?: boolean }): recounts every dashboard counter from the data through the list indexes, reports each difference and, with fix, ADDs it",
  },
  {
    name: 'feeder-sync',
    summary:
      "The Neo Feeder sync (started by the feeder area with { jobId, fase }: plans, or applies a plan; re-invokes itself before its timeout to go on from its cursor); hourly without an event: resumes an interrupted sync and, once a night, runs the university's nightly sync when it is on",
    everyMinutes: 60,
  },
  {
    name: 'pengesahan-massal',
    summary:
      "Approves the SKPI drafts of a bulk approval (started by the cetak area with { id }) in its starter's name, each as its own approval (the last stage seals it), and records its progress",
  },
  {
    name: 'pengesahan-digest',
    summary: 'Mails each approver (pimpinan) with SKPI drafts waiting at their stage one count per program, at most once a day from 07.00 WIB',
    everyMinutes: 30,
  },
  {
    name: 'audit-archive',
    summary:
      'Copies each new audit entry from the table stream into the audit archive bucket (S3 Object Lock), where no function of the product can change or delete it; records any change of an entry beside it',
    stream: 'audit',
  },
] as const satisfies readonly JobSpec[];

export type JobName = (typeof JOB_ENTRIES)[number]['name'];
export const JOBS: readonly (JobSpec & { name: JobName })[] = JOB_ENTRIES;

/** A job's state (the job item, functions/domain/jobs/repo.ts). */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What every job answer shows of its progress; a job's own view extends it (the zip link, the result). */
export const jobProgressView = z.strictObject({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  /** Why it failed, or what was skipped. */
  message: z.string().optional(),
  /** What was asked, for a job list ('3 NIM', 'Informatika angkatan 2022', 'mahasiswa.csv'). */
  label: z.string(),
  created_at: z.string(),
});
