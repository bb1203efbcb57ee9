/**
 * THE progress bar of an on-demand job (a bulk print, a campus sync): the share done of its total
 * as a Cloudscape ProgressBar, with its label, a description beneath it and 'done of total' beside
 * it; the screen reader hears the label with the count.
 */
import ProgressBar, { type ProgressBarProps } from '@cloudscape-design/components/progress-bar';
import { jobProgress } from '@shared/messages';
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
