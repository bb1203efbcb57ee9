/**
 * The caller's bulk prints (GET skpiJobs, so the list survives a reload): each with its progress
 * bar, read again every 1.5 s (GET skpiJob) while queued or running; when done, the download of
 * skpi.zip (a short-lived link); when failed, why. A job seen to its end refreshes the student list
 * and says so in a notice (with the zip's link).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { api } from '@shared/api';
import { CETAK_SCREEN_MSG, jobSelesai, MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { notify } from '@web/app/notifications';
import { jobActive as active, JobStatusProgress, JobsPanel as SharedJobsPanel } from '@web/components/job-progress';
import { useEffect, useRef } from 'react';
import { type JobView, useRefreshAfterPrint } from './cetak-data';

/** How often a running job is read again (ms). */
export const JOB_POLL_MS = 1500;

function JobItem({ initial }: { initial: JobView }) {
  const query = useApiQuery(
    api.cetak.skpiJob,
    { params: { id: initial.id } },
    {
      enabled: active(initial.status),
      refetchInterval: (q) => (active(q.state.data?.job.status ?? initial.status) ? JOB_POLL_MS : false),
    },
  );
  const job = query.data?.job ?? initial;
  const refresh = useRefreshAfterPrint();
  // a job seen running that ends: the students' graduation and numbers changed
  const wasActive = useRef(active(initial.status));
  useEffect(() => {
    if (wasActive.current && !active(job.status)) {
      refresh();
      if (job.status === 'done') notify.success(jobSelesai(job.label), job.url ? { link: { href: job.url, text: CETAK_SCREEN_MSG.unduhZip } } : {});
      else notify.warning(job.message ?? MSG.skpiJobFailed);
    }
    wasActive.current = active(job.status);
  }, [job.status, job.label, job.url, job.message, refresh]);

  return (
    <div className="cetak-job" data-job={job.id}>
      <JobStatusProgress job={job} />
      {job.status === 'done' && job.url && (
        <Button variant="primary" iconName="download" href={job.url} download="skpi.zip">
          {CETAK_SCREEN_MSG.unduhZip}
        </Button>
      )}
      {job.message && (
        <Box variant="small" color={job.status === 'failed' ? 'text-status-error' : 'text-body-secondary'}>
          {job.message}
        </Box>
      )}
    </div>
  );
}

export function JobsPanel() {
  const jobs = useApiQuery(api.cetak.skpiJobs, {});
  return <SharedJobsPanel title={CETAK_SCREEN_MSG.jobs} jobs={jobs} item={(j) => <JobItem key={j.id} initial={j} />} />;
}
