/**
 * What waits for the pimpinan's stage: Pilih (a checkbox; the choice is kept across pages), NIM,
 * Nama, Program Studi, Tahap (the stage and its place in the chain), Nomor (reserved at print),
 * Periode and Opsi (Lihat the draft, Setujui, Kembalikan); below the rows Pilih Semua di Halaman
 * Ini and Setujui Pilihan. Below 1200 px NIM sits under the name and the period under the number;
 * below 640 px a row is the checkbox, one cell of the student's facts and the buttons stacked.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { pengesahanRowAction, pengesahanSelected, PENGESAHAN_SCREEN_MSG as T, tahapKe } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { useMediaQuery } from '@web/app/use-media-query';
import { ChoiceFooter, useRowChoice } from '@web/components/row-choice';
import { type ServerPage, ServerTable } from '@web/components/server-table';
import { SkpiNumber } from '@web/components/skpi-number';
import type { ReactNode } from 'react';
import type { PengesahanRow } from './pengesahan-data';

export type PengesahanAction = 'lihat' | 'setujui' | 'kembalikan';

const COMPACT_QUERY = '(max-width: 639px)';
const MEDIUM_QUERY = '(max-width: 1199px)';

const ACTIONS: readonly [PengesahanAction, string][] = [
  ['lihat', T.lihat],
  ['setujui', T.setujui],
  ['kembalikan', T.kembalikan],
];

function RowActions({ row, onAction }: { row: PengesahanRow; onAction: (action: PengesahanAction, row: PengesahanRow) => void }) {
  return (
    <div className="pengesahan-actions">
      {ACTIONS.map(([action, text]) => (
        <Button
          key={action}
          variant="inline-link"
          wrapText={false}
          ariaLabel={pengesahanRowAction(text, row.nama, row.nim)}
          onClick={() => onAction(action, row)}
        >
          {text}
        </Button>
      ))}
    </div>
  );
}

const tahapOf = (r: PengesahanRow) => tahapKe(r.tahap, r.tahap_ke, r.jumlah_tahap);

function Below({ main, below }: { main: ReactNode; below: ReactNode }) {
  return (
    <SpaceBetween size="xxxs">
      <span>{main}</span>
      <Box variant="small" color="text-body-secondary">
        {below}
      </Box>
    </SpaceBetween>
  );
}

function columnsOf(
  layout: 'compact' | 'medium' | 'wide',
  selected: ReadonlyMap<string, PengesahanRow>,
  onToggle: (row: PengesahanRow, on: boolean) => void,
  onAction: (action: PengesahanAction, row: PengesahanRow) => void,
): TableProps.ColumnDefinition<PengesahanRow>[] {
  const pilih: TableProps.ColumnDefinition<PengesahanRow> = {
    id: 'pilih',
    header: T.colPilih,
    width: layout === 'compact' ? 48 : 56,
    cell: (r) => (
      <Checkbox
        checked={selected.has(r.id)}
        ariaLabel={pengesahanRowAction(T.colPilih, r.nama, r.nim)}
        onChange={(e) => onToggle(r, e.detail.checked)}
      />
    ),
  };
  const opsi: TableProps.ColumnDefinition<PengesahanRow> = { id: 'opsi', header: T.colOpsi, cell: (r) => <RowActions row={r} onAction={onAction} /> };
  if (layout === 'compact') {
    return [
      pilih,
      {
        id: 'skpi',
        header: T.colNama,
        isRowHeader: true,
        cell: (r) => (
          <SpaceBetween size="xxxs">
            <Box fontWeight="bold">{r.nama}</Box>
            <Box variant="small">{r.nim}</Box>
            <Box variant="small" color="text-body-secondary">
              {r.nama_prodi}
            </Box>
            <Box variant="small">{tahapOf(r)}</Box>
            <Box variant="small" color="text-body-secondary">
              <SkpiNumber value={r.nomor} />
            </Box>
          </SpaceBetween>
        ),
      },
      opsi,
    ];
  }
  if (layout === 'medium') {
    return [
      pilih,
      { id: 'nama', header: T.colNama, isRowHeader: true, cell: (r) => <Below main={r.nama} below={r.nim} /> },
      { id: 'prodi', header: T.colProdi, cell: (r) => <Below main={r.nama_prodi} below={tahapOf(r)} /> },
      { id: 'nomor', header: T.colNomor, cell: (r) => <Below main={<SkpiNumber value={r.nomor} />} below={r.periode} /> },
      { ...opsi, width: 260 },
    ];
  }
  return [
    pilih,
    { id: 'nim', header: T.colNim, cell: (r) => r.nim },
    { id: 'nama', header: T.colNama, isRowHeader: true, cell: (r) => r.nama },
    { id: 'prodi', header: T.colProdi, cell: (r) => r.nama_prodi },
    { id: 'tahap', header: T.colTahap, cell: tahapOf },
    { id: 'nomor', header: T.colNomor, cell: (r) => <SkpiNumber value={r.nomor} /> },
    { id: 'periode', header: T.colPeriode, cell: (r) => r.periode },
    { ...opsi, width: 260 },
  ];
}

export interface PengesahanTableProps {
  page: number;
  answer: ServerPage<PengesahanRow> | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  filter: ReactNode;
  filtered: boolean;
  onClearFilter: () => void;
  actions: ReactNode;
  selected: ReadonlyMap<string, PengesahanRow>;
  onSelect: (next: ReadonlyMap<string, PengesahanRow>) => void;
  onApproveSelected: () => void;
  onAction: (action: PengesahanAction, row: PengesahanRow) => void;
}

export function PengesahanTable({ answer, selected, onSelect, onApproveSelected, onAction, ...table }: PengesahanTableProps) {
  const compact = useMediaQuery(COMPACT_QUERY);
  const medium = useMediaQuery(MEDIUM_QUERY);
  const keyOf = (row: PengesahanRow) => row.id;
  const { toggle } = useRowChoice(keyOf, selected, onSelect);
  return (
    <ServerTable
      {...table}
      title={PAGE_NAME_MSG.pengesahan}
      description={T.pageDesc}
      columns={columnsOf(compact ? 'compact' : medium ? 'medium' : 'wide', selected, toggle, onAction)}
      trackBy="id"
      answer={answer}
      texts={{ empty: T.empty, noMatch: T.noMatch }}
      wrapLines
      footer={
        <ChoiceFooter
          pageRows={answer?.data}
          chosen={selected}
          keyOf={keyOf}
          onChange={onSelect}
          onAct={onApproveSelected}
          labels={{ choosePage: T.pilihHalaman, act: T.setujuiPilihan, clear: T.clearSelection, chosen: pengesahanSelected }}
        />
      }
    />
  );
}
