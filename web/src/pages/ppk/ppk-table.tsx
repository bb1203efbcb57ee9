/**
 * The internal activities of a program (the Internal activities screen): ten a page, newest first,
 * with columns ID, Nama Kegiatan, Activity Name, Sub-Rubrik, SKP, Tanggal (DD-MM-YYYY) and Opsi
 * (view the PDF, Ubah, Hapus); Tambah in the header. Below 640 px a row is one cell (names,
 * sub-rubric with points, id and date stacked) beside its buttons, so a phone reads each activity
 * without scrolling the table sideways.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonGroup, { type ButtonGroupProps } from '@cloudscape-design/components/button-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ppkRow } from '@shared/api/ppk';
import { readableDate } from '@shared/domain/dates';
import { anakRubrikPoints, PPK_SCREEN_MSG } from '@shared/messages';
import { sidesInLanguageOf } from '@shared/messages/language';
import { useMediaQuery } from '@web/app/use-media-query';
import { judulOf } from '@web/components/bilingual/data-language';
import { type ServerPage, ServerTable } from '@web/components/server-table';
import type * as z from 'zod';

export type PpkRow = z.output<typeof ppkRow>;
export type PpkAction = 'view' | 'edit' | 'delete';

/** Rows a page. */
export const PPK_PAGE_SIZE = 10;

const actionsOf = (row: PpkRow): ButtonGroupProps.Item[] => [
  { type: 'icon-button', id: 'view', iconName: 'file-open', text: PPK_SCREEN_MSG.lihatPdf, disabled: row.dokumen_ppk === null },
  { type: 'icon-button', id: 'edit', iconName: 'edit', text: PPK_SCREEN_MSG.ubah },
  { type: 'icon-button', id: 'delete', iconName: 'remove', text: PPK_SCREEN_MSG.hapus },
];

/** A narrow row's names: the title in bold, its other language under it (the reader's first). */
function Titles({ row }: { row: PpkRow }) {
  const sides = sidesInLanguageOf(row.judul, row.judul_inggris);
  return (
    <>
      <Box fontWeight="bold">
        <span lang={sides.mainLang}>{sides.main}</span>
      </Box>
      {sides.other !== null && (
        <Box variant="small">
          <span lang={sides.otherLang}>{sides.other}</span>
        </Box>
      )}
    </>
  );
}

/** Narrow screens: the compact columns. */
const COMPACT_QUERY = '(max-width: 639px)';

function columnsOf(onAction: (action: PpkAction, row: PpkRow) => void, compact: boolean): TableProps.ColumnDefinition<PpkRow>[] {
  const opsi: TableProps.ColumnDefinition<PpkRow> = {
    id: 'opsi',
    header: PPK_SCREEN_MSG.colOpsi,
    cell: (r) => (
      <div className="ppk-actions">
        <ButtonGroup
          variant="icon"
          ariaLabel={`${PPK_SCREEN_MSG.colOpsi} ${judulOf(r)}`}
          items={actionsOf(r)}
          onItemClick={(e) => onAction(e.detail.id as PpkAction, r)}
        />
      </div>
    ),
  };
  if (compact) {
    return [
      {
        id: 'kegiatan',
        header: PPK_SCREEN_MSG.colJudul,
        isRowHeader: true,
        cell: (r) => (
          <SpaceBetween size="xxxs">
            <Titles row={r} />
            <Box variant="small" color="text-body-secondary">
              {anakRubrikPoints(r.nama_anak_rubrik, r.bobot_skp_portofolio)}
            </Box>
            <Box variant="small" color="text-body-secondary">
              {`${PPK_SCREEN_MSG.colId} ${r.id_kegiatan_ppk} · ${readableDate(r.tanggal_terbit)}`}
            </Box>
          </SpaceBetween>
        ),
      },
      opsi,
    ];
  }
  return [
    { id: 'id', header: PPK_SCREEN_MSG.colId, cell: (r) => r.id_kegiatan_ppk, width: 64 },
    { id: 'judul', header: PPK_SCREEN_MSG.colJudul, cell: (r) => r.judul, isRowHeader: true, minWidth: 180 },
    { id: 'judul_inggris', header: PPK_SCREEN_MSG.colJudulInggris, cell: (r) => r.judul_inggris ?? '-', minWidth: 160 },
    { id: 'anak', header: PPK_SCREEN_MSG.colAnakRubrik, cell: (r) => r.nama_anak_rubrik, minWidth: 140 },
    { id: 'skp', header: PPK_SCREEN_MSG.colSkp, cell: (r) => r.bobot_skp_portofolio, width: 64 },
    {
      id: 'tanggal',
      header: PPK_SCREEN_MSG.colTanggal,
      cell: (r) => <span className="ppk-nowrap">{readableDate(r.tanggal_terbit)}</span>,
      width: 112,
    },
    { ...opsi, width: 152 },
  ];
}

export interface PpkTableProps {
  page: number;
  answer: ServerPage<PpkRow> | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  onAdd: () => void;
  onAction: (action: PpkAction, row: PpkRow) => void;
}

export function PpkTable({ page, answer, loading, onPage, onAdd, onAction }: PpkTableProps) {
  const compact = useMediaQuery(COMPACT_QUERY);
  return (
    <ServerTable
      title={PPK_SCREEN_MSG.tableTitle}
      columns={columnsOf(onAction, compact)}
      trackBy="id_kegiatan_ppk"
      page={page}
      answer={answer}
      loading={loading}
      onPage={onPage}
      texts={{ empty: PPK_SCREEN_MSG.empty }}
      wrapLines
      stickyColumns={compact ? undefined : { last: 1 }}
      actions={
        <Button variant="primary" iconName="add-plus" onClick={onAdd}>
          {PPK_SCREEN_MSG.tambah}
        </Button>
      }
    />
  );
}
