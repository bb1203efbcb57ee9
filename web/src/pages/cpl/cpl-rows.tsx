/**
 * The rows of the CPL table: an item or one of its points, numbered '<item>.<point>'; their
 * columns (below 640 px the two texts share one column, the reader's language first) and each
 * row's actions.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { CplPointView, CplView } from '@shared/api/cpl';
import { CPL_SCREEN_MSG, cplPointNumber, cplSubject, rowActionLabel } from '@shared/messages';
import { useMediaQuery } from '@web/app/use-media-query';
import { BothLanguages } from '@web/components/bilingual/data-language';

/** A row: an item, or one of its points (a child row). */
export type Row = { kind: 'cpl'; nomor: string; item: CplView } | { kind: 'point'; nomor: string; item: CplView; point: CplPointView };

/** The dialog open over the table, if any. */
export type Dialog =
  | { mode: 'addCpl' }
  | { mode: 'editCpl'; item: CplView }
  | { mode: 'addPoint'; item: CplView }
  | { mode: 'editPoint'; item: CplView; point: CplPointView }
  | { mode: 'delete'; row: Row }
  | null;

/** Narrow screens (phones): one text column, the English below the Indonesian, and the actions stacked. */
const COMPACT_QUERY = '(max-width: 639px)';

export const itemRow = (item: CplView): Row => ({ kind: 'cpl', nomor: String(item.urutan_di_skpi), item });
export const pointRows = (item: CplView): Row[] =>
  item.point_cpl.map((point) => ({ kind: 'point', nomor: cplPointNumber(item.urutan_di_skpi, point.urutan_di_skpi), item, point }));
export const rowKey = (row: Row) => (row.kind === 'cpl' ? `cpl-${row.item.id_cpl}` : `point-${row.point.id_point_cpl}`);
export const textOf = (row: Row) => (row.kind === 'cpl' ? row.item.judul_cpl_indonesia : row.point.point_cpl_indonesia);
const textInggrisOf = (row: Row) => (row.kind === 'cpl' ? row.item.judul_cpl_inggris : row.point.point_cpl_inggris);

function RowActions({ row, compact, onDialog }: { row: Row; compact: boolean; onDialog: (dialog: Dialog) => void }) {
  const label = (aksi: string) => rowActionLabel(aksi, cplSubject(row.nomor, textOf(row)));
  return (
    <SpaceBetween direction={compact ? 'vertical' : 'horizontal'} size="xxs">
      {row.kind === 'cpl' && (
        <Button
          variant="icon"
          iconName="add-plus"
          ariaLabel={label(CPL_SCREEN_MSG.addPoint)}
          onClick={() => onDialog({ mode: 'addPoint', item: row.item })}
        />
      )}
      <Button
        variant="icon"
        iconName="edit"
        ariaLabel={label(CPL_SCREEN_MSG.edit)}
        onClick={() => onDialog(row.kind === 'cpl' ? { mode: 'editCpl', item: row.item } : { mode: 'editPoint', item: row.item, point: row.point })}
      />
      <Button variant="icon" iconName="remove" ariaLabel={label(CPL_SCREEN_MSG.delete)} onClick={() => onDialog({ mode: 'delete', row })} />
    </SpaceBetween>
  );
}

/** The table's columns for this screen width; a row's actions open their dialog through `onDialog`. */
export function useCplColumns(onDialog: (dialog: Dialog) => void): TableProps.ColumnDefinition<Row>[] {
  const compact = useMediaQuery(COMPACT_QUERY);
  const opsi: TableProps.ColumnDefinition<Row> = {
    id: 'opsi',
    header: CPL_SCREEN_MSG.colOpsi,
    cell: (row) => <RowActions row={row} compact={compact} onDialog={onDialog} />,
    width: compact ? 64 : 150,
  };
  return compact
    ? [
        { id: 'no', header: CPL_SCREEN_MSG.colNo, cell: (row) => row.nomor, width: 72 },
        {
          id: 'nama',
          header: CPL_SCREEN_MSG.colNamaBoth,
          cell: (row) => <BothLanguages id={textOf(row)} en={textInggrisOf(row)} italic />,
        },
        opsi,
      ]
    : [
        { id: 'no', header: CPL_SCREEN_MSG.colNo, cell: (row) => row.nomor, width: 90 },
        { id: 'nama', header: CPL_SCREEN_MSG.colNama, cell: textOf },
        { id: 'inggris', header: CPL_SCREEN_MSG.colNamaInggris, cell: (row) => <span lang="en">{textInggrisOf(row)}</span> },
        opsi,
      ];
}
