/**
 * The table 'Manajemen Capaian Pembelajaran Lulusan' of one CPL category (spec 001 sections 2, 4,
 * 9): the category's items ten a page (the server pages), columns No, Nama Item (Bahasa), Item
 * Name (English) and Opsi. An item with points expands to show them, numbered '<item>.<point>';
 * every row is collapsed again whenever the page is read. Row actions: add a point (items), edit,
 * delete (asked first, Ya/Tidak); Tambah adds an item, Tutup goes back to the category grid.
 * Below 640 px the two texts share one column (English below), so a phone reads a row without
 * scrolling the table sideways.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { api } from '@shared/api';
import { type BidangCplView, CPL_PAGE_SIZE, type CplPointView, type CplView } from '@shared/api/cpl';
import {
  AUTH_TEXT,
  CPL_TEXT,
  cplBidangHeading,
  cplPointNumber,
  cplPointOf,
  cplPointsHide,
  cplPointsShow,
  cplSubject,
  MSG,
  rowActionLabel,
} from '@shared/messages';
import { cplForm, cplPointForm } from '@shared/validation/cpl';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useMediaQuery } from '@web/app/use-media-query';
import { ConfirmModal } from '@web/components/confirm-modal';
import { FormModal } from '@web/components/form/form-modal';
import { ServerTable } from '@web/components/server-table';
import { useEffect, useMemo, useState } from 'react';
import { CPL_FIELDS, CPL_POINT_FIELDS, nextUrutan, requiredOf } from './cpl-fields';
import type { useCplWrites } from './use-cpl-writes';

/** A row: an item, or one of its points (a child row). */
type Row = { kind: 'cpl'; nomor: string; item: CplView } | { kind: 'point'; nomor: string; item: CplView; point: CplPointView };

type Dialog =
  | { mode: 'addCpl' }
  | { mode: 'editCpl'; item: CplView }
  | { mode: 'addPoint'; item: CplView }
  | { mode: 'editPoint'; item: CplView; point: CplPointView }
  | { mode: 'delete'; row: Row }
  | null;

/** Narrow screens (phones): one text column, the English below the Indonesian, and the actions stacked. */
const COMPACT_QUERY = '(max-width: 639px)';

/** What the item and point dialogs share. */
const BUTTONS = { submitLabel: AUTH_TEXT.save, cancelLabel: AUTH_TEXT.cancel };
const CPL_DIALOG = { fields: CPL_FIELDS, required: requiredOf(CPL_FIELDS), ...BUTTONS };
const POINT_DIALOG = { fields: CPL_POINT_FIELDS, required: requiredOf(CPL_POINT_FIELDS), ...BUTTONS };

const itemRow = (item: CplView): Row => ({ kind: 'cpl', nomor: String(item.urutan_di_skpi), item });
const pointRows = (item: CplView): Row[] =>
  item.point_cpl.map((point) => ({ kind: 'point', nomor: cplPointNumber(item.urutan_di_skpi, point.urutan_di_skpi), item, point }));
const rowKey = (row: Row) => (row.kind === 'cpl' ? `cpl-${row.item.id_cpl}` : `point-${row.point.id_point_cpl}`);
const textOf = (row: Row) => (row.kind === 'cpl' ? row.item.judul_cpl_indonesia : row.point.point_cpl_indonesia);
const textInggrisOf = (row: Row) => (row.kind === 'cpl' ? row.item.judul_cpl_inggris : row.point.point_cpl_inggris);

function RowActions({ row, compact, onDialog }: { row: Row; compact: boolean; onDialog: (dialog: Dialog) => void }) {
  const label = (aksi: string) => rowActionLabel(aksi, cplSubject(row.nomor, textOf(row)));
  return (
    <SpaceBetween direction={compact ? 'vertical' : 'horizontal'} size="xxs">
      {row.kind === 'cpl' && (
        <Button
          variant="icon"
          iconName="add-plus"
          ariaLabel={label(CPL_TEXT.addPoint)}
          onClick={() => onDialog({ mode: 'addPoint', item: row.item })}
        />
      )}
      <Button
        variant="icon"
        iconName="edit"
        ariaLabel={label(CPL_TEXT.edit)}
        onClick={() => onDialog(row.kind === 'cpl' ? { mode: 'editCpl', item: row.item } : { mode: 'editPoint', item: row.item, point: row.point })}
      />
      <Button variant="icon" iconName="remove" ariaLabel={label(CPL_TEXT.delete)} onClick={() => onDialog({ mode: 'delete', row })} />
    </SpaceBetween>
  );
}

export interface CplTableProps {
  bidang: BidangCplView;
  writes: ReturnType<typeof useCplWrites>;
  onClose: () => void;
}

/** Mounted per category: a new one starts on its first page. */
export function CplTable({ bidang, writes, onClose }: CplTableProps) {
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<readonly Row[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const list = useApiQuery(
    api.admin.bidangCplGet,
    { params: { id: bidang.id_bidang_cpl }, query: { page, paginate: CPL_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const answer = list.data?.bidang_cpl.cpl;

  // every row collapsed on each read of the page (spec 001 section 4)
  useEffect(() => {
    if (list.dataUpdatedAt) setExpanded([]);
  }, [list.dataUpdatedAt]);
  // a delete may empty the last page: show the new last one
  useEffect(() => {
    if (answer && page > answer.last_page) setPage(answer.last_page);
  }, [answer, page]);

  const rows = useMemo(() => answer && { ...answer, data: answer.data.map(itemRow) }, [answer]);
  const heading = list.data?.bidang_cpl ?? bidang;

  const compact = useMediaQuery(COMPACT_QUERY);
  const opsi: TableProps.ColumnDefinition<Row> = {
    id: 'opsi',
    header: CPL_TEXT.colOpsi,
    cell: (row) => <RowActions row={row} compact={compact} onDialog={setDialog} />,
    width: compact ? 64 : 150,
  };
  const columns: TableProps.ColumnDefinition<Row>[] = compact
    ? [
        { id: 'no', header: CPL_TEXT.colNo, cell: (row) => row.nomor, width: 72 },
        {
          id: 'nama',
          header: CPL_TEXT.colNamaBoth,
          cell: (row) => (
            <SpaceBetween size="xxxs">
              <span>{textOf(row)}</span>
              <Box variant="small" color="text-body-secondary">
                <i lang="en">{textInggrisOf(row)}</i>
              </Box>
            </SpaceBetween>
          ),
        },
        opsi,
      ]
    : [
        { id: 'no', header: CPL_TEXT.colNo, cell: (row) => row.nomor, width: 90 },
        { id: 'nama', header: CPL_TEXT.colNama, cell: textOf },
        { id: 'inggris', header: CPL_TEXT.colNamaInggris, cell: (row) => <span lang="en">{textInggrisOf(row)}</span> },
        opsi,
      ];

  const remove = async (row: Row) => {
    setBusy(true);
    await writes.remove(() =>
      row.kind === 'cpl'
        ? call(api.admin.cplDelete, { params: { id_cpl: row.item.id_cpl }, body: { version: row.item.version } })
        : call(api.admin.cplPointDelete, {
            params: { id_cpl: row.item.id_cpl, id_point_cpl: row.point.id_point_cpl },
            body: { version: row.point.version },
          }),
    );
    setBusy(false);
    setDialog(null);
  };

  // the largest number on the page, or the count: an add suggests the one after
  const itemUrutan = [...(answer?.data.map((c) => c.urutan_di_skpi) ?? []), answer?.total ?? 0];
  const close = () => setDialog(null);
  /** A saved dialog: the lists are read again. */
  const closeDialog = (saved: boolean) => {
    close();
    if (saved) void writes.refresh();
  };

  return (
    <div data-testid="tabel-cpl">
      {list.error && <FailureAlert error={list.error} />}
      <ServerTable<Row>
        title={CPL_TEXT.tableTitle}
        description={cplBidangHeading(heading.urutan_di_skpi, heading.nama_bidang_cpl_indonesia, heading.nama_bidang_cpl_inggris)}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="add-plus" onClick={() => setDialog({ mode: 'addCpl' })}>
              {CPL_TEXT.add}
            </Button>
            <Button iconName="close" ariaLabel={CPL_TEXT.closeLabel} onClick={onClose}>
              {CPL_TEXT.close}
            </Button>
          </SpaceBetween>
        }
        columns={columns}
        trackBy={rowKey}
        page={page}
        answer={rows}
        loading={list.isFetching}
        onPage={setPage}
        wrapLines
        texts={{ empty: CPL_TEXT.empty }}
        ariaLabels={{
          expandButtonLabel: (row) => cplPointsShow(cplSubject(row.nomor, textOf(row))),
          collapseButtonLabel: (row) => cplPointsHide(cplSubject(row.nomor, textOf(row))),
        }}
        expandableRows={{
          getItemChildren: (row) => (row.kind === 'cpl' ? pointRows(row.item) : []),
          isItemExpandable: (row) => row.kind === 'cpl' && row.item.point_cpl.length > 0,
          expandedItems: expanded,
          onExpandableItemToggle: ({ detail }) =>
            setExpanded((now) => (detail.expanded ? [...now, detail.item] : now.filter((r) => rowKey(r) !== rowKey(detail.item)))),
        }}
      />
      {dialog?.mode === 'addCpl' && (
        <FormModal
          title={CPL_TEXT.cplAddTitle}
          schema={cplForm}
          initial={{ urutan_di_skpi: nextUrutan(itemUrutan), judul_cpl_indonesia: '', judul_cpl_inggris: '' }}
          {...CPL_DIALOG}
          pending={MSG.menambahkan}
          send={(data) => call(api.admin.cplAdd, { body: { ...data, id_bidang_cpl: bidang.id_bidang_cpl, id_prodi: bidang.id_prodi } })}
          onClose={closeDialog}
        />
      )}
      {dialog?.mode === 'editCpl' && (
        <FormModal
          title={CPL_TEXT.cplEditTitle}
          schema={cplForm}
          initial={{
            urutan_di_skpi: String(dialog.item.urutan_di_skpi),
            judul_cpl_indonesia: dialog.item.judul_cpl_indonesia,
            judul_cpl_inggris: dialog.item.judul_cpl_inggris,
          }}
          {...CPL_DIALOG}
          pending={MSG.mengupdate}
          send={(data) =>
            call(api.admin.cplUpdate, {
              params: { id_cpl: dialog.item.id_cpl },
              body: { ...data, id_bidang_cpl: dialog.item.id_bidang_cpl, id_prodi: dialog.item.id_prodi, version: dialog.item.version },
            })
          }
          onClose={closeDialog}
        />
      )}
      {dialog?.mode === 'addPoint' && (
        <FormModal
          title={CPL_TEXT.pointAddTitle}
          context={cplPointOf(dialog.item.urutan_di_skpi, dialog.item.judul_cpl_indonesia)}
          schema={cplPointForm}
          initial={{ urutan_di_skpi: nextUrutan(dialog.item.point_cpl.map((p) => p.urutan_di_skpi)), point_cpl_indonesia: '', point_cpl_inggris: '' }}
          {...POINT_DIALOG}
          pending={MSG.menambahkan}
          send={(data) => call(api.admin.cplPointAdd, { params: { id_cpl: dialog.item.id_cpl }, body: data })}
          onClose={closeDialog}
        />
      )}
      {dialog?.mode === 'editPoint' && (
        <FormModal
          title={CPL_TEXT.pointEditTitle}
          context={cplPointOf(dialog.item.urutan_di_skpi, dialog.item.judul_cpl_indonesia)}
          schema={cplPointForm}
          initial={{
            urutan_di_skpi: String(dialog.point.urutan_di_skpi),
            point_cpl_indonesia: dialog.point.point_cpl_indonesia,
            point_cpl_inggris: dialog.point.point_cpl_inggris,
          }}
          {...POINT_DIALOG}
          pending={MSG.mengupdate}
          send={(data) =>
            call(api.admin.cplPointUpdate, {
              params: { id_cpl: dialog.item.id_cpl, id_point_cpl: dialog.point.id_point_cpl },
              body: { ...data, version: dialog.point.version },
            })
          }
          onClose={closeDialog}
        />
      )}
      <ConfirmModal
        visible={dialog?.mode === 'delete'}
        title={MSG.confirmSure}
        body={dialog?.mode === 'delete' && dialog.row.kind === 'point' ? CPL_TEXT.deletePointBody : CPL_TEXT.deleteCplBody}
        subject={dialog?.mode === 'delete' ? cplSubject(dialog.row.nomor, textOf(dialog.row)) : undefined}
        confirmLabel={AUTH_TEXT.yes}
        cancelLabel={AUTH_TEXT.no}
        busy={busy}
        onConfirm={() => dialog?.mode === 'delete' && void remove(dialog.row)}
        onDismiss={close}
      />
    </div>
  );
}
