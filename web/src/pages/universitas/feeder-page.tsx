/**
 * /admin/sinkron-feeder (super admin only): the read-only sync with the campus's Neo Feeder. Without
 * a connection, where to set it; then the program mapping, the sync shown (the latest, or the one
 * chosen in the history or named by `?sinkron=<id>`, the nightly mail's link) and the history.
 * The server enforces every rule (docs/decisions/0052-neo-feeder-sync.md).
 */

import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { FEEDER_SYNC_PAGE } from '@shared/api/feeder';
import { FEEDER_MSG, FEEDER_PAGE_MSG as TEXT } from '@shared/messages/feeder';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useFollow } from '@web/app/use-follow';
import { useSearchParams } from 'react-router-dom';
import { SYNC_POLL_MS } from './feeder-data';
import { FeederHistory } from './feeder-history';
import { FeederProdi } from './feeder-prodi';
import { FeederSync } from './feeder-sync';

/** The university page, where the connection is set. */
const UNIVERSITAS_HREF = '/admin/manajemen-universitas';

const pending = (status: string) => status === 'running' || status === 'planned' || status === 'applying';

export default function FeederPage() {
  const follow = useFollow();
  const [params, setParams] = useSearchParams();
  const universitas = useApiQuery(api.master.universitasGet, {}, { retry: false });
  const configured = Boolean(universitas.data?.feeder?.base_url);
  const history = useApiQuery(
    api.feeder.syncList,
    {},
    {
      refetchInterval: (q) => (q.state.data?.data.some((j) => pending(j.status)) ? SYNC_POLL_MS : false),
    },
  );
  const jobs = history.data?.data;
  const shown = params.get(FEEDER_SYNC_PAGE.param) ?? jobs?.[0]?.id ?? null;
  const show = (id: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(FEEDER_SYNC_PAGE.param, id);
      return next;
    });

  return (
    <SpaceBetween size="l">
      {universitas.isSuccess && !configured && (
        <Alert
          type="info"
          action={
            <Link href={UNIVERSITAS_HREF} onFollow={follow}>
              {TEXT.notConfiguredLink}
            </Link>
          }
        >
          {FEEDER_MSG.feederNotConfigured}
        </Alert>
      )}
      <FeederProdi />
      <FeederSync id={shown} busy={jobs?.some((j) => pending(j.status)) ?? false} onStarted={show} />
      {history.isError ? (
        <FailureAlert error={history.error} />
      ) : (
        <FeederHistory jobs={jobs} loading={history.isLoading} shown={shown} onShow={show} />
      )}
    </SpaceBetween>
  );
}
