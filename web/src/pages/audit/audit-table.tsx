/**
 * The audit entries, newest first: Waktu (the reader's local time), Aktor (name, NIM and role),
 * Aksi (its Indonesian name), Target (type and id), Catatan and the button that opens the entry's
 * changes. The columns fit a 1280 px screen without scrolling (the day above its time, Catatan the
 * widest), so the sticky Perubahan column covers nothing there and a long note wraps in a wide
 * cell instead of growing its row; on narrower screens the table scrolls with Perubahan kept in
 * view. Below 640 px a row is one cell (action, target, actor and time stacked) beside its button.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { auditEntryView } from '@shared/api/audit';
import { readableDate, readableDateTime, readableTime } from '@shared/domain/dates';
import { AUDIT_SCREEN_MSG, auditActionLabel, auditEntryLabel, auditTargetLabel } from '@shared/messages';
import { roleName } from '@shared/messages/shell';
import { useMediaQuery } from '@web/app/use-media-query';
import type { EksporTarget } from '@web/components/ekspor/ekspor-button';
import { type ServerPage, ServerTable } from '@web/components/server-table';
import type { ReactNode } from 'react';
import type * as z from 'zod';

export type AuditRow = z.output<typeof auditEntryView>;

const COMPACT_QUERY = '(max-width: 639px)';

const targetOf = (r: AuditRow) => `${auditTargetLabel(r.target_type)} #${r.target_id}`;

/** The day, and the time below it. */
function When({ at }: { at: string }) {
  return (
    <SpaceBetween size="xxxs">
      <span className="audit-nowrap">{readableDate(at)}</span>
      <Box variant="small" color="text-body-secondary">
        {readableTime(at)}
      </Box>
    </SpaceBetween>
  );
}

function Actor({ r }: { r: AuditRow }) {
  return (
    <SpaceBetween size="xxxs">
      <span>{r.actor_nama}</span>
      <Box variant="small" color="text-body-secondary">{`${r.actor_nim} · ${roleName(r.actor_role)}`}</Box>
    </SpaceBetween>
  );
}

function columnsOf(onOpen: (row: AuditRow) => void, compact: boolean): TableProps.ColumnDefinition<AuditRow>[] {
  const open: TableProps.ColumnDefinition<AuditRow> = {
    id: 'lihat',
    header: AUDIT_SCREEN_MSG.colPerubahan,
    cell: (r) => (
      <Button
        variant="inline-icon"
        iconName="expand"
        ariaLabel={auditEntryLabel(auditActionLabel(r.action), readableDateTime(r.at))}
        onClick={() => onOpen(r)}
      />
    ),
  };
  if (compact) {
    return [
      {
        id: 'entri',
        header: AUDIT_SCREEN_MSG.colAksi,
        isRowHeader: true,
        cell: (r) => (
          <SpaceBetween size="xxxs">
            <Box fontWeight="bold">{auditActionLabel(r.action)}</Box>
            <Box variant="small">{targetOf(r)}</Box>
            <Box variant="small" color="text-body-secondary">{`${r.actor_nama} (${roleName(r.actor_role)})`}</Box>
            <Box variant="small" color="text-body-secondary">
              {readableDateTime(r.at)}
            </Box>
          </SpaceBetween>
        ),
      },
      { ...open, width: 72 },
    ];
  }
  return [
    { id: 'waktu', header: AUDIT_SCREEN_MSG.colWaktu, cell: (r) => <When at={r.at} />, width: 150 },
    { id: 'aksi', header: AUDIT_SCREEN_MSG.colAksi, cell: (r) => auditActionLabel(r.action), isRowHeader: true, minWidth: 150 },
    { id: 'target', header: AUDIT_SCREEN_MSG.colTarget, cell: targetOf, minWidth: 120 },
    { id: 'aktor', header: AUDIT_SCREEN_MSG.colAktor, cell: (r) => <Actor r={r} />, minWidth: 160 },
    { id: 'catatan', header: AUDIT_SCREEN_MSG.colCatatan, cell: (r) => r.catatan ?? AUDIT_SCREEN_MSG.kosong, minWidth: 220 },
    { ...open, width: 100 },
  ];
}

export interface AuditTableProps {
  page: number;
  answer: ServerPage<AuditRow> | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  description: ReactNode;
  filter: ReactNode;
  filtered: boolean;
  onClearFilter: () => void;
  onOpen: (row: AuditRow) => void;
  /** The export of the log with its current filters. */
  exportTo: EksporTarget;
}

export function AuditTable({ page, answer, loading, onPage, description, filter, filtered, onClearFilter, onOpen, exportTo }: AuditTableProps) {
  const compact = useMediaQuery(COMPACT_QUERY);
  return (
    <ServerTable
      title={AUDIT_SCREEN_MSG.tableTitle}
      description={description}
      columns={columnsOf(onOpen, compact)}
      trackBy="id"
      page={page}
      answer={answer}
      loading={loading}
      onPage={onPage}
      filter={filter}
      filtered={filtered}
      onClearFilter={onClearFilter}
      exportTo={exportTo}
      texts={{ empty: AUDIT_SCREEN_MSG.empty, noMatch: AUDIT_SCREEN_MSG.noMatch }}
      wrapLines
      stickyColumns={compact ? undefined : { last: 1 }}
    />
  );
}
