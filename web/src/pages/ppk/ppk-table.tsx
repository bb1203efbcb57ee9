/**
 * The internal activities of a program (spec 001 section 2 "Internal activities"): ten a page,
 * newest first, with columns ID, Nama Kegiatan, Activity Name, Sub-Rubrik, SKP, Tanggal
 * (DD-MM-YYYY) and Opsi (view the PDF, Ubah, Hapus); Tambah in the header.
 */
import Button from '@cloudscape-design/components/button';
import ButtonGroup, { type ButtonGroupProps } from '@cloudscape-design/components/button-group';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ppkRow } from '@shared/api/ppk';
import { displayDate } from '@shared/domain/dates';
import { PPK_TEXT } from '@shared/messages';
import { type ServerPage, ServerTable } from '@web/components/server-table';
import type * as z from 'zod';

export type PpkRow = z.output<typeof ppkRow>;
export type PpkAction = 'view' | 'edit' | 'delete';

/** Rows a page (spec 001 section 9). */
export const PPK_PAGE_SIZE = 10;

const actionsOf = (row: PpkRow): ButtonGroupProps.Item[] => [
  { type: 'icon-button', id: 'view', iconName: 'file-open', text: PPK_TEXT.lihatPdf, disabled: row.dokumen_ppk === null },
  { type: 'icon-button', id: 'edit', iconName: 'edit', text: PPK_TEXT.ubah },
  { type: 'icon-button', id: 'delete', iconName: 'remove', text: PPK_TEXT.hapus },
];

function columnsOf(onAction: (action: PpkAction, row: PpkRow) => void): TableProps.ColumnDefinition<PpkRow>[] {
  return [
    { id: 'id', header: PPK_TEXT.colId, cell: (r) => r.id_kegiatan_ppk, width: 64 },
    { id: 'judul', header: PPK_TEXT.colJudul, cell: (r) => r.judul, isRowHeader: true, minWidth: 180 },
    { id: 'judul_inggris', header: PPK_TEXT.colJudulInggris, cell: (r) => r.judul_inggris ?? '-', minWidth: 160 },
    { id: 'anak', header: PPK_TEXT.colAnakRubrik, cell: (r) => r.nama_anak_rubrik, minWidth: 140 },
    { id: 'skp', header: PPK_TEXT.colSkp, cell: (r) => r.bobot_skp_portofolio, width: 64 },
    { id: 'tanggal', header: PPK_TEXT.colTanggal, cell: (r) => <span className="ppk-nowrap">{displayDate(r.tanggal_terbit)}</span>, width: 112 },
    {
      id: 'opsi',
      header: PPK_TEXT.colOpsi,
      cell: (r) => (
        <ButtonGroup
          variant="icon"
          ariaLabel={`${PPK_TEXT.colOpsi} ${r.judul}`}
          items={actionsOf(r)}
          onItemClick={(e) => onAction(e.detail.id as PpkAction, r)}
        />
      ),
      width: 128,
    },
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
  return (
    <ServerTable
      title={PPK_TEXT.tableTitle}
      columns={columnsOf(onAction)}
      trackBy="id_kegiatan_ppk"
      page={page}
      answer={answer}
      loading={loading}
      onPage={onPage}
      texts={{ empty: PPK_TEXT.empty }}
      wrapLines
      stickyColumns={{ last: 1 }}
      actions={
        <Button variant="primary" iconName="add-plus" onClick={onAdd}>
          {PPK_TEXT.tambah}
        </Button>
      }
    />
  );
}
