/**
 * The students to print (the Cetak SKPI screen): Pilih (a checkbox; the choice is kept across
 * pages), NIM, Nama, Program Studi, Angkatan, Kelulusan (LULUS / BELUM LULUS, and the current SKPI
 * number once printed), Pengajuan SKPI (the student's own request: none, waiting, accepted), Rubrik
 * (whether the student meets every rubric of their program, the request's rule) and Opsi (Preview,
 * Cetak, Hapus, the last only for a printed SKPI; Ubah Nomor Ijazah and Dokumen SKPI in the row's
 * menu, and for an open draft Cetak Ulang Draf, once returned, and Batalkan Draf); a draft's state
 * (waiting at a stage, or returned with the note) shows under Kelulusan; below the rows, Pilih Semua (this page's rows) and Cetak Pilihan (disabled with nothing
 * chosen). Below 1600 px NIM sits under the name and the year of entry under the program, so every
 * state and the buttons fit without scrolling sideways; below 640 px a row is the checkbox, one cell
 * of the student's facts and states, and the buttons stacked.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { CETAK_SCREEN_MSG, cetakRowMenu, cetakSelected, cetakStudent, PENGESAHAN_SCREEN_MSG } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { useMediaQuery } from '@web/app/use-media-query';
import type { EksporTarget } from '@web/components/ekspor/ekspor-button';
import { ChoiceFooter, useRowChoice } from '@web/components/row-choice';
import { type ServerPage, ServerTable } from '@web/components/server-table';
import { SkpiNumber } from '@web/components/skpi-number';
import type { ReactNode } from 'react';
import type { CetakRow } from './cetak-data';
import { DrafState } from './draf-parts';

export type CetakAction = 'preview' | 'cetak' | 'hapus' | 'ijazah' | 'dokumen' | 'cetak-ulang' | 'batalkan';

/** Narrow screens: the compact columns. */
const COMPACT_QUERY = '(max-width: 639px)';
/** Screens too narrow for one column per fact: NIM with the name, the year with the program. */
const MEDIUM_QUERY = '(max-width: 1599px)';

type Layout = 'compact' | 'medium' | 'wide';

/** A main line with a small secondary one below it. */
function TwoLines({ main, below }: { main: ReactNode; below: ReactNode }) {
  return (
    <SpaceBetween size="xxxs">
      <span>{main}</span>
      <Box variant="small" color="text-body-secondary">
        {below}
      </Box>
    </SpaceBetween>
  );
}

function Kelulusan({ row }: { row: CetakRow }) {
  return (
    <SpaceBetween size="xxxs">
      <Badge color={row.is_graduated ? 'green' : 'grey'}>
        {/* inside the badge: the badge itself sets white-space back to normal */}
        <span className="cetak-nowrap">{row.is_graduated ? CETAK_SCREEN_MSG.lulus : CETAK_SCREEN_MSG.belumLulus}</span>
      </Badge>
      {row.dokumen && (
        <Box variant="small" color="text-body-secondary">
          <SkpiNumber value={row.dokumen.nomor} />
        </Box>
      )}
      {row.draf && <DrafState draf={row.draf} />}
    </SpaceBetween>
  );
}

const REQUEST_STATES: Record<'none' | '0' | '1', [StatusIndicatorProps.Type, string]> = {
  none: ['stopped', CETAK_SCREEN_MSG.pengajuanTidak],
  '0': ['pending', CETAK_SCREEN_MSG.pengajuanMenunggu],
  '1': ['success', CETAK_SCREEN_MSG.pengajuanDiterima],
};

/** The student's SKPI request: Belum diajukan, Menunggu or Diterima. */
function Pengajuan({ row }: { row: CetakRow }) {
  const [type, text] = REQUEST_STATES[row.is_downloaded === null ? 'none' : row.is_downloaded === 0 ? '0' : '1'];
  return (
    <span className="cetak-state">
      <StatusIndicator type={type}>{text}</StatusIndicator>
    </span>
  );
}

/** Whether the student meets every rubric of their program. */
function Rubrik({ row }: { row: CetakRow }) {
  return (
    <span className="cetak-state">
      <StatusIndicator type={row.rubrik_terpenuhi ? 'success' : 'warning'}>
        {row.rubrik_terpenuhi ? CETAK_SCREEN_MSG.rubrikTerpenuhi : CETAK_SCREEN_MSG.rubrikBelum}
      </StatusIndicator>
    </span>
  );
}

function RowActions({ row, onAction }: { row: CetakRow; onAction: (action: CetakAction, row: CetakRow) => void }) {
  const who = cetakStudent(row.nama, row.nim);
  return (
    <div className="cetak-actions">
      <Button variant="inline-link" wrapText={false} ariaLabel={`${CETAK_SCREEN_MSG.preview} ${who}`} onClick={() => onAction('preview', row)}>
        {CETAK_SCREEN_MSG.preview}
      </Button>
      <Button variant="inline-link" wrapText={false} ariaLabel={`${CETAK_SCREEN_MSG.cetak} ${who}`} onClick={() => onAction('cetak', row)}>
        {CETAK_SCREEN_MSG.cetak}
      </Button>
      <Button
        variant="inline-link"
        wrapText={false}
        ariaLabel={`${CETAK_SCREEN_MSG.hapus} ${who}`}
        disabled={row.dokumen === null}
        onClick={() => onAction('hapus', row)}
      >
        {CETAK_SCREEN_MSG.hapus}
      </Button>
      <ButtonDropdown
        variant="icon"
        expandToViewport
        ariaLabel={cetakRowMenu(who)}
        items={[
          { id: 'ijazah', text: CETAK_SCREEN_MSG.ubahIjazah, iconName: 'edit' },
          { id: 'dokumen', text: CETAK_SCREEN_MSG.dokumen, iconName: 'file-open' },
          ...(row.draf
            ? [
                {
                  id: 'cetak-ulang',
                  text: PENGESAHAN_SCREEN_MSG.cetakUlang,
                  iconName: 'refresh' as const,
                  disabled: row.draf.status !== 'dikembalikan',
                },
                { id: 'batalkan', text: PENGESAHAN_SCREEN_MSG.batalkanDraf, iconName: 'close' as const },
              ]
            : []),
        ]}
        onItemClick={(e) => onAction(e.detail.id as CetakAction, row)}
      />
    </div>
  );
}

function columnsOf(
  layout: Layout,
  selected: ReadonlyMap<string, CetakRow>,
  onToggle: (row: CetakRow, on: boolean) => void,
  onAction: (action: CetakAction, row: CetakRow) => void,
): TableProps.ColumnDefinition<CetakRow>[] {
  const pilih: TableProps.ColumnDefinition<CetakRow> = {
    id: 'pilih',
    header: CETAK_SCREEN_MSG.colPilih,
    cell: (r) => (
      <Checkbox
        checked={selected.has(r.nim)}
        ariaLabel={`${CETAK_SCREEN_MSG.colPilih} ${cetakStudent(r.nama, r.nim)}`}
        onChange={(e) => onToggle(r, e.detail.checked)}
      />
    ),
    width: layout === 'compact' ? 48 : 56,
  };
  const opsi: TableProps.ColumnDefinition<CetakRow> = {
    id: 'opsi',
    header: CETAK_SCREEN_MSG.colOpsi,
    cell: (r) => <RowActions row={r} onAction={onAction} />,
  };
  if (layout === 'compact') {
    return [
      pilih,
      {
        id: 'mahasiswa',
        header: CETAK_SCREEN_MSG.colNama,
        isRowHeader: true,
        cell: (r) => (
          <SpaceBetween size="xxxs">
            <Box fontWeight="bold">{r.nama}</Box>
            <Box variant="small">{r.nim}</Box>
            <Box variant="small" color="text-body-secondary">
              {[r.nama_prodi, r.angkatan].filter((v) => v !== null && v !== '').join(' · ')}
            </Box>
            <Kelulusan row={r} />
            <Box variant="small">
              {CETAK_SCREEN_MSG.pengajuan}: <Pengajuan row={r} />
            </Box>
            <Box variant="small">
              {CETAK_SCREEN_MSG.rubrik}: <Rubrik row={r} />
            </Box>
          </SpaceBetween>
        ),
      },
      opsi,
    ];
  }
  const states: TableProps.ColumnDefinition<CetakRow>[] = [
    { id: 'kelulusan', header: CETAK_SCREEN_MSG.colKelulusan, cell: (r) => <Kelulusan row={r} />, width: 124 },
    { id: 'pengajuan', header: CETAK_SCREEN_MSG.pengajuan, cell: (r) => <Pengajuan row={r} />, width: 136 },
    { id: 'rubrik', header: CETAK_SCREEN_MSG.rubrik, cell: (r) => <Rubrik row={r} />, width: 136 },
    { ...opsi, width: 204 },
  ];
  if (layout === 'medium') {
    return [
      pilih,
      { id: 'nama', header: CETAK_SCREEN_MSG.colNama, cell: (r) => <TwoLines main={r.nama} below={r.nim} />, isRowHeader: true },
      {
        id: 'prodi',
        header: CETAK_SCREEN_MSG.colProdi,
        cell: (r) => <TwoLines main={r.nama_prodi ?? '-'} below={`${CETAK_SCREEN_MSG.colAngkatan} ${r.angkatan ?? '-'}`} />,
      },
      ...states,
    ];
  }
  return [
    pilih,
    { id: 'nim', header: CETAK_SCREEN_MSG.colNim, cell: (r) => r.nim },
    { id: 'nama', header: CETAK_SCREEN_MSG.colNama, cell: (r) => r.nama, isRowHeader: true },
    { id: 'prodi', header: CETAK_SCREEN_MSG.colProdi, cell: (r) => r.nama_prodi ?? '-' },
    { id: 'angkatan', header: CETAK_SCREEN_MSG.colAngkatan, cell: (r) => r.angkatan ?? '-' },
    ...states,
  ];
}

export interface CetakTableProps {
  page: number;
  answer: ServerPage<CetakRow> | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  filter: ReactNode;
  filtered: boolean;
  onClearFilter: () => void;
  actions: ReactNode;
  /** The export of the list with its current filters. */
  exportTo: EksporTarget;
  selected: ReadonlyMap<string, CetakRow>;
  onSelect: (next: ReadonlyMap<string, CetakRow>) => void;
  onPrintSelected: () => void;
  onAction: (action: CetakAction, row: CetakRow) => void;
}

export function CetakTable({
  page,
  answer,
  loading,
  onPage,
  filter,
  filtered,
  onClearFilter,
  actions,
  exportTo,
  selected,
  onSelect,
  onPrintSelected,
  onAction,
}: CetakTableProps) {
  const compact = useMediaQuery(COMPACT_QUERY);
  const medium = useMediaQuery(MEDIUM_QUERY);
  const layout: Layout = compact ? 'compact' : medium ? 'medium' : 'wide';
  const keyOf = (row: CetakRow) => row.nim;
  const { toggle } = useRowChoice(keyOf, selected, onSelect);
  return (
    <ServerTable
      title={PAGE_NAME_MSG.cetak}
      columns={columnsOf(layout, selected, toggle, onAction)}
      trackBy="nim"
      page={page}
      answer={answer}
      loading={loading}
      onPage={onPage}
      filter={filter}
      filtered={filtered}
      onClearFilter={onClearFilter}
      texts={{ empty: CETAK_SCREEN_MSG.empty, noMatch: CETAK_SCREEN_MSG.noMatch }}
      wrapLines
      actions={actions}
      exportTo={exportTo}
      footer={
        <ChoiceFooter
          pageRows={answer?.data}
          chosen={selected}
          keyOf={keyOf}
          onChange={onSelect}
          onAct={onPrintSelected}
          labels={{
            choosePage: CETAK_SCREEN_MSG.pilihSemua,
            act: CETAK_SCREEN_MSG.cetakPilihan,
            clear: CETAK_SCREEN_MSG.clearSelection,
            chosen: cetakSelected,
          }}
        />
      }
    />
  );
}
