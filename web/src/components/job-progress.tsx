/**
 * The progress of one on-demand job (the bulk print, the bulk approval): its bar with what was asked,
 * its state (Menunggu, Berjalan, Selesai, Gagal) and when it was started, and 'n dari m' beside the
 * bar. What follows the bar (a download, a reason) is the caller's. `JobsPanel`: the caller's jobs
 * of one kind above a list, each as the caller renders it; nothing while there is none.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { readableDateTime } from '@shared/domain/dates';
import type { JobStatus } from '@shared/jobs';
import { CETAK_SCREEN_MSG, jobProgress, MSG } from '@shared/messages';
import type { ReactNode } from 'react';

/** What the bar needs of a job answer (every job view has it: shared/jobs.ts `jobProgressView`). */
export interface JobProgressOf {
  status: JobStatus;
  done: number;
  total: number;
  label: string;
  created_at: string;
}

/** A job still to end: read it again. */
export const jobActive = (status: JobStatus) => status === 'queued' || status === 'running';

/** The job states' words are the print jobs' own, the first job the product had. */
const STATUS: Record<JobStatus, { label: string; type: StatusIndicatorProps.Type }> = {
  queued: { label: CETAK_SCREEN_MSG.jobQueued, type: 'pending' },
  running: { label: CETAK_SCREEN_MSG.jobRunning, type: 'in-progress' },
  done: { label: CETAK_SCREEN_MSG.jobDone, type: 'success' },
  failed: { label: CETAK_SCREEN_MSG.jobFailed, type: 'error' },
};

export function JobProgress({ job }: { job: JobProgressOf }) {
  const status = STATUS[job.status];
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : job.status === 'done' ? 100 : 0;
  return (
    <ProgressBar
      value={percent}
      label={job.label}
      description={
        <SpaceBetween direction="horizontal" size="xs">
          <StatusIndicator type={status.type}>{status.label}</StatusIndicator>
          <span>{readableDateTime(job.created_at)}</span>
        </SpaceBetween>
      }
      additionalInfo={jobProgress(job.done, job.total)}
      ariaLabel={`${job.label} ${jobProgress(job.done, job.total)}`}
    />
  );
}

export interface JobsPanelProps<J extends { id: string }> {
  title: string;
  /** The jobs' list query (`{ data: [...] }`). */
  jobs: { data?: { data: readonly J[] } | undefined; isError: boolean };
  item: (job: J) => ReactNode;
}

export function JobsPanel<J extends { id: string }>({ title, jobs, item }: JobsPanelProps<J>) {
  const list = jobs.data?.data ?? [];
  if (list.length === 0 && !jobs.isError) return null;
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      {jobs.isError ? <Box color="text-status-error">{MSG.genericError}</Box> : <SpaceBetween size="l">{list.map(item)}</SpaceBetween>}
    </Container>
  );
}
