/**
 * The table 'Manajemen Capaian Pembelajaran Lulusan' of one CPL category: the category's items ten
 * a page (the server pages), columns No, Nama Item (Bahasa), Item Name (English) and Opsi. An item
 * with points expands to show them, numbered '<item>.<point>'; every row is collapsed again
 * whenever the page is read. Row actions: add a point (items), edit, delete (asked first,
 * Ya/Tidak); Tambah adds an item, Tutup goes back to the category grid. Below 640 px the two texts
 * share one column (the reader's language first, the other below), so a phone reads a row without scrolling the table sideways.
 * Its rows are cpl-rows.tsx's, its dialogs cpl-dialogs.tsx's.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { type BidangCplView, CPL_PAGE_SIZE } from '@shared/api/cpl';
import { CPL_SCREEN_MSG, cplBidangHeading, cplPointsHide, cplPointsShow, cplSubject } from '@shared/messages';
import { sidesInLanguageOf } from '@shared/messages/language';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { ServerTable } from '@web/components/server-table';
import { useEffect, useMemo, useState } from 'react';
import { CplDialogs } from './cpl-dialogs';
import { type Dialog, itemRow, pointRows, type Row, rowKey, textOf, useCplColumns } from './cpl-rows';
import type { useCplWrites } from './use-cpl-writes';

/** The category under the title: its number and its two names, the reader's language first. */
function headingOf(b: BidangCplView): string {
  const sides = sidesInLanguageOf(b.nama_bidang_cpl_indonesia, b.nama_bidang_cpl_inggris);
  return cplBidangHeading(b.urutan_di_skpi, sides.main, sides.other ?? '');
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
  const list = useApiQuery(
    api.admin.bidangCplGet,
    { params: { id: bidang.id_bidang_cpl }, query: { page, paginate: CPL_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const answer = list.data?.bidang_cpl.cpl;

  // every row collapsed on each read of the page
  useEffect(() => {
    if (list.dataUpdatedAt) setExpanded([]);
  }, [list.dataUpdatedAt]);
  // a delete may empty the last page: show the new last one
  useEffect(() => {
    if (answer && page > answer.last_page) setPage(answer.last_page);
  }, [answer, page]);

  const rows = useMemo(() => answer && { ...answer, data: answer.data.map(itemRow) }, [answer]);
  const heading = list.data?.bidang_cpl ?? bidang;

  const columns = useCplColumns(setDialog);

  // the largest number on the page, or the count: an add suggests the one after
  const itemUrutan = [...(answer?.data.map((c) => c.urutan_di_skpi) ?? []), answer?.total ?? 0];

  return (
    <div data-testid="tabel-cpl">
      {list.error && <FailureAlert error={list.error} />}
      <ServerTable<Row>
        title={CPL_SCREEN_MSG.tableTitle}
        description={headingOf(heading)}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="add-plus" onClick={() => setDialog({ mode: 'addCpl' })}>
              {CPL_SCREEN_MSG.add}
            </Button>
            <Button iconName="close" ariaLabel={CPL_SCREEN_MSG.closeLabel} onClick={onClose}>
              {CPL_SCREEN_MSG.close}
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
        texts={{ empty: CPL_SCREEN_MSG.empty }}
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
      <CplDialogs dialog={dialog} bidang={bidang} itemUrutan={itemUrutan} writes={writes} onClose={() => setDialog(null)} />
    </div>
  );
}
