/**
 * THE progress bar of an on-demand job (a bulk print, a bulk approval, a campus sync): the share
 * done of its total as a Cloudscape ProgressBar, with its label, a description beneath it and 'done
 * of total' beside it; the screen reader hears the label with the count. `JobStatusProgress`: the
 * bar of a job answer, described by its state (Menunggu, Berjalan, Selesai, Gagal) and when it was
 * started; what follows the bar (a download, a reason) is the caller's. `JobsPanel`: the caller's
 * jobs of one kind above a list, each as the caller renders it; nothing while there is none.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar, { type ProgressBarProps } from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { readableDateTime } from '@shared/domain/dates';
import type { JobStatus } from '@shared/jobs';
import { CETAK_SCREEN_MSG, jobProgress, MSG } from '@shared/messages';
import type { ReactNode } from 'react';

export interface JobProgressProps {
  done: number;
  total: number;
  /** Whether the job has ended well (a bar without a total then shows full). */
  ended: boolean;
  label: string;
  description?: ReactNode;
  /** The count beside the bar; 'done dari total' by default. */
  additionalInfo?: string;
  status?: ProgressBarProps.Status;
}

/** The share done, 0 to 100. */
export const jobPercent = (done: number, total: number, ended: boolean) =>
  total > 0 ? Math.min(100, Math.round((done / total) * 100)) : ended ? 100 : 0;

export function JobProgress({ done, total, ended, label, description, additionalInfo, status }: JobProgressProps) {
  const count = additionalInfo ?? jobProgress(done, total);
  return (
    <ProgressBar
      value={jobPercent(done, total, ended)}
      label={label}
      description={description}
      additionalInfo={count}
      status={status}
      ariaLabel={`${label} ${count}`}
    />
  );
}

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

export function JobStatusProgress({ job }: { job: JobProgressOf }) {
  const status = STATUS[job.status];
  return (
    <JobProgress
      done={job.done}
      total={job.total}
      ended={job.status === 'done'}
      label={job.label}
      description={
        <SpaceBetween direction="horizontal" size="xs">
          <StatusIndicator type={status.type}>{status.label}</StatusIndicator>
          <span>{readableDateTime(job.created_at)}</span>
        </SpaceBetween>
      }
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
