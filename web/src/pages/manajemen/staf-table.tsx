/**
 * A panel of the management screen: the Admin Prodi table (ID, Nama, Prodi, Opsi) or the
 * Verifikator table (ID, Nama, Jumlah Rubrik, Opsi), 15 a page, Tambah in the header
 * and Ubah and Hapus per row. The third column is the caller's (program or count). Below 640 px a
 * row is one cell (name, username, the third column stacked) beside its buttons, so a phone reads
 * each account without scrolling the table sideways.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonGroup from '@cloudscape-design/components/button-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { optionsLabel, STAF_MSG } from '@shared/messages';
import { useMediaQuery } from '@web/app/use-media-query';
import { type ServerPage, ServerTable } from '@web/components/server-table';
import type { ReactNode } from 'react';

/** Narrow screens: one cell (name, username, the third column) beside the buttons. */
const COMPACT_QUERY = '(max-width: 639px)';

/** Rows a page (admin and verifikator lists 15). */
export const STAF_PAGE_SIZE = 15;

export type StafAction = 'edit' | 'delete';

export interface StafTableProps<T extends { nim: string; nama: string }> {
  title: string;
  description: string;
  /** The third column: its header and cell. */
  third: { header: string; cell: (row: T) => ReactNode };
  /** The row's ID cell. */
  idOf: (row: T) => string | number;
  empty: string;
  page: number;
  answer: ServerPage<T> | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  onAdd: () => void;
  onAction: (action: StafAction, row: T) => void;
  testId: string;
  /** A search above the rows. */
  filter?: ReactNode;
  filtered?: boolean;
  noMatch?: string;
  onClearFilter?: () => void;
}

export function StafTable<T extends { nim: string; nama: string }>({
  title,
  description,
  third,
  idOf,
  empty,
  page,
  answer,
  loading,
  onPage,
  onAdd,
  onAction,
  testId,
  filter,
  filtered,
  noMatch,
  onClearFilter,
}: StafTableProps<T>) {
  const compact = useMediaQuery(COMPACT_QUERY);
  const opsi: TableProps.ColumnDefinition<T> = {
    id: 'opsi',
    header: STAF_MSG.colOpsi,
    width: 112,
    cell: (r) => (
      <ButtonGroup
        variant="icon"
        ariaLabel={optionsLabel(r.nama)}
        items={[
          { type: 'icon-button', id: 'edit', iconName: 'edit', text: STAF_MSG.ubah },
          { type: 'icon-button', id: 'delete', iconName: 'remove', text: STAF_MSG.hapus },
        ]}
        onItemClick={(e) => onAction(e.detail.id as StafAction, r)}
      />
    ),
  };
  const columns: TableProps.ColumnDefinition<T>[] = compact
    ? [
        {
          id: 'akun',
          header: STAF_MSG.colNama,
          isRowHeader: true,
          cell: (r) => (
            <SpaceBetween size="xxxs">
              <Box fontWeight="bold">{r.nama}</Box>
              <Box variant="small" color="text-body-secondary">{`${STAF_MSG.colId} ${idOf(r)}`}</Box>
              <Box variant="small" color="text-body-secondary">
                {third.header}: {third.cell(r)}
              </Box>
            </SpaceBetween>
          ),
        },
        opsi,
      ]
    : [
        { id: 'id', header: STAF_MSG.colId, cell: idOf, width: 120 },
        { id: 'nama', header: STAF_MSG.colNama, cell: (r) => r.nama, isRowHeader: true, minWidth: 160 },
        { id: 'third', header: third.header, cell: third.cell, minWidth: 120 },
        opsi,
      ];
  return (
    <div data-testid={testId}>
      <ServerTable
        title={title}
        description={description}
        columns={columns}
        trackBy="nim"
        page={page}
        answer={answer}
        loading={loading}
        onPage={onPage}
        texts={noMatch ? { empty, noMatch } : { empty }}
        filter={filter}
        filtered={filtered}
        onClearFilter={onClearFilter}
        wrapLines
        actions={
          <Button iconName="add-plus" onClick={onAdd}>
            {STAF_MSG.tambah}
          </Button>
        }
      />
    </div>
  );
}
