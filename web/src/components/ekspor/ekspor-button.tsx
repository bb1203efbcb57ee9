/**
 * The export of a list (shared/api/ekspor.ts), beside its filters: Ekspor ▾ Excel (.xlsx) / CSV
 * with the list's current query (its filters; the export is the whole list). A short list comes
 * back as the file, saved by the browser; a long one starts a job, shown here as a progress bar
 * (read again every 1.5 s) and then a link to its file, also announced in a notice.
 */
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import type { RouteSpec } from '@shared/api/contract';
import type { EksporJobView } from '@shared/api/ekspor';
import type { EksporFormat } from '@shared/domain/ekspor';
import { EKSPOR_MSG } from '@shared/messages/ekspor';
import { download } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import type { PendingNotice } from '@web/app/notice-store';
import { notify } from '@web/app/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How often a running export job is read again (ms). */
const JOB_POLL_MS = 1500;

const active = (status: EksporJobView['status']) => status === 'queued' || status === 'running';

export interface EksporTarget {
  /** The list's export route (`api.ekspor.akunExport`, ...). */
  route: RouteSpec;
  /** The list's query as the table sends it (page parameters are ignored). */
  query: object;
}

function JobProgress({ initial, onEnd }: { initial: EksporJobView; onEnd: () => void }) {
  const query = useApiQuery(
    api.ekspor.eksporJob,
    { params: { id: initial.id } },
    { refetchInterval: (q) => (active(q.state.data?.job.status ?? initial.status) ? JOB_POLL_MS : false) },
  );
  const job = query.data?.job ?? initial;
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || active(job.status)) return;
    announced.current = true;
    onEnd();
    if (job.status === 'done') notify.success(EKSPOR_MSG.eksporReady, job.url ? { link: { href: job.url, text: EKSPOR_MSG.eksporDownload } } : {});
    else notify.warning(job.message ?? EKSPOR_MSG.eksporFailed);
  }, [job.status, job.url, job.message, onEnd]);

  if (job.status === 'done' && job.url)
    return (
      <Link href={job.url} external>
        {EKSPOR_MSG.eksporDownload}
      </Link>
    );
  if (!active(job.status)) return null;
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <div className="ekspor-progress">
      <ProgressBar label={EKSPOR_MSG.eksporProgress} value={percent} description={job.label} />
    </div>
  );
}

export function EksporButton({ route, query }: EksporTarget) {
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<EksporJobView | null>(null);
  // the notice that the job runs, replaced by its outcome
  const pending = useRef<PendingNotice | null>(null);
  const ended = useCallback(() => pending.current?.dismiss(), []);

  const start = async (format: EksporFormat) => {
    setBusy(true);
    try {
      const outcome = await download<EksporJobView>(route, { ...query, format });
      if (outcome.kind === 'job') {
        pending.current?.dismiss();
        pending.current = notify.info(EKSPOR_MSG.eksporStarted);
        setJob(outcome.job);
      }
    } catch (error) {
      notify.fail(error, EKSPOR_MSG.eksporDownloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      {job && <JobProgress key={job.id} initial={job} onEnd={ended} />}
      <ButtonDropdown
        loading={busy}
        items={[
          { id: 'xlsx', text: EKSPOR_MSG.eksporXlsx },
          { id: 'csv', text: EKSPOR_MSG.eksporCsv },
        ]}
        onItemClick={({ detail }) => void start(detail.id as EksporFormat)}
      >
        {EKSPOR_MSG.eksporButton}
      </ButtonDropdown>
    </SpaceBetween>
  );
}
