/**
 * The latest syncs, newest first: when each started, manual or nightly, its state and its plan's
 * counts, and 'Lihat' to show it above (the one shown says so). Below 640 px each sync is a card.
 */
import Button from '@cloudscape-design/components/button';
import type { CardsProps } from '@cloudscape-design/components/cards';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { readableDateTime } from '@shared/domain/dates';
import { feederCountsLine, feederLihatLabel, FEEDER_PAGE_MSG as TEXT } from '@shared/messages/feeder';
import { useMediaQuery } from '@web/app/use-media-query';
import { ServerTable } from '@web/components/server-table';
import { type FeederJob, isCancelled, statusName } from './feeder-data';

const STATUS_TYPE = { running: 'in-progress', planned: 'pending', applying: 'in-progress', done: 'success', failed: 'error' } as const;

const COMPACT_QUERY = '(max-width: 639px)';

export function FeederHistory({
  jobs,
  loading,
  shown,
  onShow,
}: {
  jobs: readonly FeederJob[] | undefined;
  loading: boolean;
  shown: string | null;
  onShow: (id: string) => void;
}) {
  const columns: TableProps.ColumnDefinition<FeederJob>[] = [
    { id: 'mulai', header: TEXT.colMulai, cell: (j) => readableDateTime(j.created_at), isRowHeader: true },
    { id: 'jenis', header: TEXT.colJenis, cell: (j) => (j.jenis_sinkron === 'malam' ? TEXT.malam : TEXT.manual) },
    {
      id: 'status',
      header: TEXT.colStatus,
      cell: (j) => (
        <StatusIndicator type={isCancelled(j) ? 'stopped' : STATUS_TYPE[j.status]} wrapText={false}>
          {statusName(j)}
        </StatusIndicator>
      ),
    },
    { id: 'ringkasan', header: TEXT.colRingkasan, cell: (j) => feederCountsLine(j.plan) },
    {
      id: 'lihat',
      header: TEXT.lihat,
      cell: (j) =>
        j.id === shown ? (
          TEXT.dilihat
        ) : (
          <Button variant="inline-link" ariaLabel={feederLihatLabel(readableDateTime(j.created_at))} onClick={() => onShow(j.id)}>
            {TEXT.lihat}
          </Button>
        ),
    },
  ];
  const compact = useMediaQuery(COMPACT_QUERY);
  const cards: CardsProps.CardDefinition<FeederJob> = {
    header: (j) => readableDateTime(j.created_at),
    sections: columns.slice(1).map((c) => ({ id: c.id, header: c.header, content: c.cell })),
  };
  return (
    <ServerTable
      title={TEXT.riwayatTitle}
      columns={columns}
      cards={compact ? cards : undefined}
      trackBy="id"
      page={1}
      paged={false}
      answer={jobs ? { data: jobs, last_page: 1 } : undefined}
      loading={loading}
      onPage={() => undefined}
      texts={{ empty: TEXT.riwayatKosong }}
      wrapLines
    />
  );
}
