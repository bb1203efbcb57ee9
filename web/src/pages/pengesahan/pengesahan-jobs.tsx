/**
 * The pimpinan's bulk approvals (GET pengesahanJobs, so they survive a reload): each with the job
 * progress bar, read again every 1.5 s (GET pengesahanJob) while queued or running. A job seen to
 * its end reads the waiting list again (its rows have left) and says so in a notice, with the
 * server's note of what was skipped.
 */
import Box from '@cloudscape-design/components/box';
import { api } from '@shared/api';
import type { jobProgressView } from '@shared/jobs';
import { PENGESAHAN_MSG, pengesahanMassalSelesai, PENGESAHAN_SCREEN_MSG as T } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { notify } from '@web/app/notifications';
import { JobStatusProgress, jobActive, JobsPanel as SharedJobsPanel } from '@web/components/job-progress';
import { useEffect, useRef } from 'react';
import type * as z from 'zod';
import { PENGESAHAN_JOB_POLL_MS, useRefreshAfterPengesahan } from './pengesahan-data';

type JobProgressView = z.output<typeof jobProgressView>;

/** A bulk approval as last read: polled while it runs. */
function useFollowedJob(initial: JobProgressView) {
  const query = useApiQuery(
    api.cetak.pengesahanJob,
    { params: { id: initial.id } },
    {
      enabled: jobActive(initial.status),
      refetchInterval: (q) => (jobActive(q.state.data?.job.status ?? initial.status) ? PENGESAHAN_JOB_POLL_MS : false),
    },
  );
  return query.data?.job ?? initial;
}

/**
 * A followed job that ends: the waiting list is read again (its rows have left) and a notice says so,
 * one per job however many parts of the page follow it.
 */
export function useJobEnd(initial: JobProgressView) {
  const job = useFollowedJob(initial);
  const refresh = useRefreshAfterPengesahan();
  const wasActive = useRef(jobActive(initial.status));
  useEffect(() => {
    if (wasActive.current && !jobActive(job.status)) {
      refresh();
      const id = `pengesahan-job-${job.id}`;
      if (job.status === 'done') notify.success(pengesahanMassalSelesai(job.label), { id });
      else notify.warning(job.message ?? PENGESAHAN_MSG.pengesahanJobFailed, { id });
    }
    wasActive.current = jobActive(job.status);
  }, [job.id, job.status, job.label, job.message, refresh]);
  return job;
}

function JobItem({ initial }: { initial: JobProgressView }) {
  const job = useJobEnd(initial);
  return (
    <div className="pengesahan-job" data-job={job.id}>
      <JobStatusProgress job={job} />
      {job.message && (
        <Box variant="small" color={job.status === 'failed' ? 'text-status-error' : 'text-body-secondary'}>
          {job.message}
        </Box>
      )}
    </div>
  );
}

export function PengesahanJobs() {
  const jobs = useApiQuery(api.cetak.pengesahanJobs, {});
  return <SharedJobsPanel title={T.jobs} jobs={jobs} item={(j) => <JobItem key={j.id} initial={j} />} />;
}
