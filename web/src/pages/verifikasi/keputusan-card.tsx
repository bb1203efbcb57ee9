/** The Diterima and Ditolak cards: the most recent five decisions of the caller's scope, newest first, no pager. */
import { api } from '@shared/api';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { RECENT_DECISIONS } from '@shared/api/verifikasi';
import { VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { ServerTable } from '@web/components/server-table';
import { type QueueRow, useQueueColumns } from './queue-columns';

const KINDS = {
  diterima: { status: STATUS_PORTOFOLIO.terverifikasi, title: VERIFIKASI_SCREEN_MSG.diterimaTitle, empty: VERIFIKASI_SCREEN_MSG.emptyDiterima },
  ditolak: { status: STATUS_PORTOFOLIO.tertolak, title: VERIFIKASI_SCREEN_MSG.ditolakTitle, empty: VERIFIKASI_SCREEN_MSG.emptyDitolak },
} as const;

export function KeputusanCard({ kind, onOpen }: { kind: keyof typeof KINDS; onOpen: (row: QueueRow) => void }) {
  const { status, title, empty } = KINDS[kind];
  const { columns, compact } = useQueueColumns(onOpen);
  const list = useApiQuery(api.verifikasi.portofolioQueue, { query: { page: 1, paginate: RECENT_DECISIONS, status: String(status) } });
  const answer = list.data?.portofolio;
  return (
    <div data-testid={`kartu-${kind}`}>
      {list.error && <FailureAlert error={list.error} />}
      <ServerTable
        title={title}
        description={VERIFIKASI_SCREEN_MSG.recentDesc}
        columns={columns}
        trackBy="id_portofolio"
        page={1}
        answer={answer && { data: answer.data, last_page: 1 }}
        loading={list.isFetching}
        onPage={() => undefined}
        paged={false}
        wrapLines
        stickyColumns={compact ? undefined : { last: 1 }}
        texts={{ empty }}
      />
    </div>
  );
}
