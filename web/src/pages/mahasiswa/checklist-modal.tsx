/**
 * The dialog 'Checklist Pencapaian Portofolio' (used by /user/dashboard and /user/skpi): a table
 * Rubrik, Point SKP, Point SKP Min, sub-Rubrik (met / total of the sub-rubrics with a minimum and
 * the rounded share), Status. The status says why under it (the rubric's own points short of its
 * minimum, the sub-rubrics not met, or that nothing is asked and so nothing is counted); a rule
 * with a minimum of 0 reads 'Tanpa minimum' (its minimum, its status, and the share when none of its
 * sub-rubrics asks anything). The status is plain text; the link under it opens the rubric's sub-rubric
 * detail (sub-rubrik, points, minimum, status) in the same dialog, with a way back. Rows are the
 * server's (shared/domain/checklist.ts).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { type ChecklistRow, rubrikShortfall, rubrikStatusShown, subRubrikCount, subRubrikStatusShown } from '@shared/domain/checklist';
import {
  CHECKLIST_MSG,
  checklistMinimum,
  checklistReason,
  DASHBOARD_MSG,
  SKPI_STATUS_MSG,
  subRubrikOpenLabel,
  subRubrikShare,
  subRubrikTitle,
} from '@shared/messages';
import { FailureAlert } from '@web/app/page-states';
import { useMediaQuery } from '@web/app/use-media-query';
import { useState } from 'react';
import './student-screens.css';
import { ReadOnlyModal } from '@web/components/read-only-modal';

/** Below this width a table of five columns does not fit a dialog: each row becomes a small card. */
const NARROW_QUERY = '(max-width: 687px)';

type Column<T> = TableProps.ColumnDefinition<T> & { id: string; header: string; cell: (item: T) => React.ReactNode };

/**
 * A table on wide screens; on narrow ones a list of cards (the first column as the card's title,
 * the others as label and value), so that no column, the status least of all, hides off screen.
 */
function ChecklistTable<T>({
  items,
  trackBy,
  columns,
  empty,
}: {
  items: readonly T[];
  trackBy: (item: T) => number;
  columns: Column<T>[];
  empty: string;
}) {
  const narrow = useMediaQuery(NARROW_QUERY);
  if (!narrow) {
    return (
      <Table
        variant="embedded"
        wrapLines
        items={[...items]}
        trackBy={(i) => String(trackBy(i))}
        empty={<Box textAlign="center">{empty}</Box>}
        columnDefinitions={columns}
      />
    );
  }
  if (items.length === 0) return <Box textAlign="center">{empty}</Box>;
  const [title, ...rest] = columns;
  return (
    <ul className="checklist-cards">
      {items.map((item) => (
        <li key={trackBy(item)} className="checklist-card">
          <div className="checklist-card__title">{title?.cell(item)}</div>
          <dl className="checklist-card__values">
            {rest.map((c) => (
              <div key={c.id}>
                <dt>{c.header}</dt>
                <dd>{c.cell(item)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Met in green, Kurang in red, a rule that asks nothing ('Tanpa minimum') in grey. */
const statusType = (status: string) =>
  status === SKPI_STATUS_MSG.statusMet ? 'success' : status === SKPI_STATUS_MSG.statusUnmet ? 'error' : 'stopped';

/** The sub-rubric column: the share of those with a minimum, or 'Tanpa minimum' when none has one. */
function SubRubrikShare({ row }: { row: ChecklistRow }) {
  const count = subRubrikCount(row);
  if (count.total === 0) return CHECKLIST_MSG.tanpaMinimum;
  return subRubrikShare(count.met, count.total, row.persentase_sub_rubrik_terpenuhi);
}

function RubricTable({ rows, onOpen }: { rows: readonly ChecklistRow[]; onOpen: (id: number) => void }) {
  return (
    <ChecklistTable
      items={rows}
      trackBy={(r) => r.id_rubrik}
      empty={DASHBOARD_MSG.checklistEmpty}
      columns={[
        { id: 'rubrik', header: DASHBOARD_MSG.colRubrik, cell: (r) => r.rubrik },
        { id: 'point', header: DASHBOARD_MSG.colPoint, cell: (r) => r.point_rubrik_yang_terkumpul },
        { id: 'min', header: DASHBOARD_MSG.colPointMin, cell: (r) => checklistMinimum(r.syarat_minimal_point_skp_rubrik) },
        {
          id: 'sub',
          header: DASHBOARD_MSG.colSubRubrik,
          cell: (r) => <SubRubrikShare row={r} />,
        },
        {
          id: 'status',
          header: DASHBOARD_MSG.colStatus,
          minWidth: 190,
          cell: (r) => (
            <SpaceBetween size="xxxs">
              <span className="status-words">
                <StatusIndicator type={statusType(rubrikStatusShown(r))}>{rubrikStatusShown(r)}</StatusIndicator>
              </span>
              <Box variant="small" color="text-body-secondary">
                <span data-testid="checklist-reason">{checklistReason({ ...rubrikShortfall(r), minimum: r.syarat_minimal_point_skp_rubrik })}</span>
              </Box>
              <Button variant="inline-link" ariaLabel={subRubrikOpenLabel(rubrikStatusShown(r), r.rubrik)} onClick={() => onOpen(r.id_rubrik)}>
                {CHECKLIST_MSG.openDetail}
              </Button>
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}

function SubRubricTable({ row, onBack }: { row: ChecklistRow; onBack: () => void }) {
  return (
    <SpaceBetween size="s">
      <Header
        variant="h3"
        actions={
          <Button iconName="arrow-left" onClick={onBack}>
            {DASHBOARD_MSG.backToRubrics}
          </Button>
        }
      >
        {subRubrikTitle(row.rubrik)}
      </Header>
      <ChecklistTable
        items={row.sub_rubrik}
        trackBy={(s) => s.id_anak_rubrik}
        empty="-"
        columns={[
          { id: 'sub', header: DASHBOARD_MSG.colSubRubrik, cell: (s) => s.sub_rubrik },
          { id: 'point', header: DASHBOARD_MSG.colPoint, cell: (s) => s.point_sub_rubrik_yang_terkumpul },
          { id: 'min', header: DASHBOARD_MSG.colPointMin, cell: (s) => checklistMinimum(s.syarat_minimal_point_skp_sub_rubrik) },
          {
            id: 'status',
            header: DASHBOARD_MSG.colStatus,
            minWidth: 190,
            cell: (s) => (
              <span className="status-words">
                <StatusIndicator type={statusType(subRubrikStatusShown(s))}>{subRubrikStatusShown(s)}</StatusIndicator>
              </span>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}

export function ChecklistModal({
  visible,
  onDismiss,
  rows,
  error,
}: {
  visible: boolean;
  onDismiss: () => void;
  /** The checklist rows; undefined while loading. */
  rows: readonly ChecklistRow[] | undefined;
  error: unknown;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  const open = rows?.find((r) => r.id_rubrik === openId);
  const close = () => {
    setOpenId(null);
    onDismiss();
  };
  return (
    <ReadOnlyModal
      visible={visible}
      size="large"
      header={DASHBOARD_MSG.checklistTitle}
      closeLabel={DASHBOARD_MSG.close}
      closeAriaLabel={DASHBOARD_MSG.close}
      onClose={close}
    >
      {error ? (
        <FailureAlert error={error} />
      ) : !rows ? (
        <StatusIndicator type="loading">{DASHBOARD_MSG.checklistLoading}</StatusIndicator>
      ) : open ? (
        <SubRubricTable row={open} onBack={() => setOpenId(null)} />
      ) : (
        <RubricTable rows={rows} onOpen={setOpenId} />
      )}
    </ReadOnlyModal>
  );
}
