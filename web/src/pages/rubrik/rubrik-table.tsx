/**
 * The rubric table of a category in the chosen program (the Rubric management screen): columns No,
 * Nama Rubrik, SKP (the minimum), AnakRubrik (how many sub-rubrics) and Opsi, ten rubrics a page
 * (the server pages). A rubric's row expands to its sub-rubrics, numbered '<rubric no>.<sub no>'
 * with their maximum per portfolio and minimum; every row is collapsed again on each load. Tambah
 * adds a rubric; Opsi adds a sub-rubric, edits, deletes; Tutup goes back to the categories. Below
 * 640 px a row is one column (name over its numbers) beside Opsi.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { api } from '@shared/api';
import {
  anakCollapseLabel,
  anakExpandLabel,
  anakSkpCell,
  optionsLabel,
  RUBRIK_SCREEN_MSG,
  rubrikSkpCell,
  rubrikTableDescription,
} from '@shared/messages';
import { sidesInLanguageOf } from '@shared/messages/language';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useMediaQuery } from '@web/app/use-media-query';
import { BothLanguages } from '@web/components/bilingual/data-language';
import { ServerTable } from '@web/components/server-table';
import { useEffect, useMemo, useState } from 'react';
import { type AnakRubrik, RUBRIK_PAGE_SIZE, type Rubrik } from './catalog';
import { RubrikDialog, type RubrikDialogTarget } from './rubrik-dialogs';

/** A row of the table: a rubric (with its sub-rubrics as children) or a sub-rubric. */
export type RubrikRow =
  | { kind: 'rubrik'; no: string; rubrik: Rubrik; children: RubrikRow[] }
  | { kind: 'anak'; no: string; rubrik: Rubrik; anak: AnakRubrik };

const COMPACT_QUERY = '(max-width: 639px)';

/** The page's rows: rubric numbers continue across pages, sub-rubrics are '<rubric no>.<sub no>'. */
export function rowsOf(rubrik: readonly Rubrik[], page: number): RubrikRow[] {
  return rubrik.map((r, i) => {
    const no = String((page - 1) * RUBRIK_PAGE_SIZE + i + 1);
    return {
      kind: 'rubrik',
      no,
      rubrik: r,
      children: r.anak_rubrik.map((anak, j): RubrikRow => ({ kind: 'anak', no: `${no}.${j + 1}`, rubrik: r, anak })),
    };
  });
}

const rowId = (r: RubrikRow) => (r.kind === 'rubrik' ? `r${r.rubrik.id_rubrik}` : `a${r.anak.id_anak_rubrik}`);
const nameOf = (r: RubrikRow) => (r.kind === 'rubrik' ? r.rubrik.nama_rubrik : r.anak.nama_anak_rubrik);
/** A sub-rubric's English name: the two names shown, the reader's language first, the other in italics beneath (none: the name alone). */
const englishOf = (r: RubrikRow) => (r.kind === 'anak' ? r.anak.nama_anak_rubrik_inggris : null);
function NameCell({ row }: { row: RubrikRow }) {
  return <BothLanguages id={nameOf(row)} en={englishOf(row)} italic />;
}
/** A narrow row's number and name, its other language's name in italics beneath (the reader's first). */
function CompactName({ row }: { row: RubrikRow }) {
  const sides = sidesInLanguageOf(nameOf(row), englishOf(row));
  return (
    <>
      <Box fontWeight={row.kind === 'rubrik' ? 'bold' : 'normal'}>
        {`${row.no}. `}
        <span lang={sides.mainLang}>{sides.main}</span>
      </Box>
      {sides.other !== null && (
        <Box variant="small" color="text-body-secondary">
          <i lang={sides.otherLang}>{sides.other}</i>
        </Box>
      )}
    </>
  );
}
const skpOf = (r: RubrikRow) =>
  r.kind === 'rubrik'
    ? rubrikSkpCell(r.rubrik.syarat_minimal_skp)
    : anakSkpCell(r.anak.bobot_maksimal_skp_tiap_portofolio, r.anak.syarat_minimal_skp);

function RowMenu({ row, onAction }: { row: RubrikRow; onAction: (target: RubrikDialogTarget) => void }) {
  const items: ButtonDropdownProps.Item[] = [
    ...(row.kind === 'rubrik' ? [{ id: 'add', text: RUBRIK_SCREEN_MSG.addAnak, iconName: 'add-plus' as const }] : []),
    { id: 'edit', text: RUBRIK_SCREEN_MSG.edit, iconName: 'edit' },
    { id: 'delete', text: RUBRIK_SCREEN_MSG.delete, iconName: 'remove' },
  ];
  const act = (id: string) => {
    if (row.kind === 'rubrik') {
      const { rubrik } = row;
      onAction(id === 'add' ? { mode: 'anak-add', rubrik } : id === 'edit' ? { mode: 'rubrik-edit', rubrik } : { mode: 'rubrik-delete', rubrik });
    } else {
      const { rubrik, anak } = row;
      onAction(id === 'edit' ? { mode: 'anak-edit', rubrik, anak } : { mode: 'anak-delete', rubrik, anak });
    }
  };
  return (
    <ButtonDropdown
      items={items}
      variant="icon"
      expandToViewport
      ariaLabel={optionsLabel(nameOf(row))}
      onItemClick={({ detail }) => act(detail.id)}
    />
  );
}

function columnsOf(compact: boolean, onAction: (target: RubrikDialogTarget) => void): TableProps.ColumnDefinition<RubrikRow>[] {
  const opsi: TableProps.ColumnDefinition<RubrikRow> = {
    id: 'opsi',
    header: RUBRIK_SCREEN_MSG.colOpsi,
    cell: (r) => <RowMenu row={r} onAction={onAction} />,
  };
  if (compact) {
    return [
      {
        id: 'nama',
        header: RUBRIK_SCREEN_MSG.colNama,
        isRowHeader: true,
        cell: (r) => (
          <SpaceBetween size="xxxs">
            <CompactName row={r} />
            <Box variant="small" color="text-body-secondary">
              {r.kind === 'rubrik' ? `${skpOf(r)} · ${RUBRIK_SCREEN_MSG.colAnak} ${r.children.length}` : skpOf(r)}
            </Box>
          </SpaceBetween>
        ),
      },
      opsi,
    ];
  }
  return [
    { id: 'no', header: RUBRIK_SCREEN_MSG.colNo, cell: (r) => r.no },
    { id: 'nama', header: RUBRIK_SCREEN_MSG.colNama, isRowHeader: true, cell: (r) => <NameCell row={r} /> },
    { id: 'skp', header: RUBRIK_SCREEN_MSG.colSkp, cell: skpOf },
    { id: 'anak', header: RUBRIK_SCREEN_MSG.colAnak, cell: (r) => (r.kind === 'rubrik' ? r.children.length : '') },
    opsi,
  ];
}

export interface RubrikTableProps {
  idProdi: number;
  prodiLabel: string;
  bidang: { id: number; nama: string };
  onClose: () => void;
}

export function RubrikTable({ idProdi, prodiLabel, bidang, onClose }: RubrikTableProps) {
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<RubrikDialogTarget | null>(null);
  const compact = useMediaQuery(COMPACT_QUERY);
  const list = useApiQuery(
    api.master.rubrikByProdiBidang,
    { params: { id: idProdi, bidang: bidang.id }, query: { page, paginate: RUBRIK_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const answer = list.data?.rubrik;
  const rows = useMemo(() => (answer ? rowsOf(answer.data, answer.current_page) : []), [answer]);

  // every row collapsed on each load
  useEffect(() => {
    if (list.dataUpdatedAt) setExpanded(new Set());
  }, [list.dataUpdatedAt]);
  // a delete may empty the last page: show the new last one
  useEffect(() => {
    if (answer && page > answer.last_page) setPage(answer.last_page);
  }, [answer, page]);

  const columns = useMemo(() => columnsOf(compact, setDialog), [compact]);
  const expandedRows = rows.filter((r) => expanded.has(rowId(r)));
  return (
    <>
      {list.isError && <FailureAlert error={list.error} />}
      <ServerTable<RubrikRow>
        title={RUBRIK_SCREEN_MSG.tableTitle}
        description={rubrikTableDescription(bidang.nama, prodiLabel)}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="add-plus" onClick={() => setDialog({ mode: 'rubrik-add' })}>
              {RUBRIK_SCREEN_MSG.tambah}
            </Button>
            <Button iconName="close" ariaLabel={RUBRIK_SCREEN_MSG.tutupLabel} onClick={onClose}>
              {RUBRIK_SCREEN_MSG.tutup}
            </Button>
          </SpaceBetween>
        }
        columns={columns}
        trackBy={rowId}
        page={page}
        answer={answer ? { data: rows, last_page: answer.last_page, total: answer.total } : undefined}
        loading={list.isFetching}
        onPage={setPage}
        texts={{ empty: RUBRIK_SCREEN_MSG.tableEmpty }}
        wrapLines
        ariaLabels={{ expandButtonLabel: (r) => anakExpandLabel(nameOf(r)), collapseButtonLabel: (r) => anakCollapseLabel(nameOf(r)) }}
        expandableRows={{
          getItemChildren: (r) => (r.kind === 'rubrik' ? r.children : []),
          isItemExpandable: (r) => r.kind === 'rubrik' && r.children.length > 0,
          expandedItems: expandedRows,
          onExpandableItemToggle: ({ detail }) =>
            setExpanded((prev) => {
              const next = new Set(prev);
              const id = rowId(detail.item);
              if (detail.expanded) next.add(id);
              else next.delete(id);
              return next;
            }),
        }}
      />
      {dialog && <RubrikDialog target={dialog} idProdi={idProdi} idBidang={bidang.id} onClose={() => setDialog(null)} />}
    </>
  );
}
