/**
 * The students (the Student management screen): NIM, Nama, Program Studi, SKP, Angkatan, Kelulusan
 * (LULUS / BELUM LULUS with the graduation date and the national diploma number when known, typed or
 * synced from the campus's Neo Feeder; a deactivated account says so too) and Opsi, a menu opening the chosen tab
 * of the student dialog (or the delete). A row is chosen for the preview card by its radio. Below
 * 900 px a row is one cell of the student's facts beside the menu.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { readableDate } from '@shared/domain/dates';
import { mahasiswaPreviewOf, optionsLabel, prodiLabel, studentLabel, MAHASISWA_ADMIN_MSG as TEXT } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { useMediaQuery } from '@web/app/use-media-query';
import type { EksporTarget } from '@web/components/ekspor/ekspor-button';
import { type ServerPage, ServerTable } from '@web/components/server-table';
import type { ReactNode } from 'react';
import type { MahasiswaRow, Tab } from './mahasiswa-data';

export type RowAction = Tab | 'hapus';

/** Narrow screens: the compact columns. */
const COMPACT_QUERY = '(max-width: 899px)';

const prodiOf = (r: MahasiswaRow) => (r.prodi ? prodiLabel(r.prodi.nama_prodi, r.prodi.jenjang) : TEXT.kosong);

function Kelulusan({ row }: { row: MahasiswaRow }) {
  return (
    <SpaceBetween size="xxxs">
      <Badge color={row.is_graduated ? 'green' : 'grey'}>
        <span className="mahasiswa-nowrap">{row.is_graduated ? TEXT.lulus : TEXT.belumLulus}</span>
      </Badge>
      {row.is_graduated && row.tanggal_lulus && (
        <Box variant="small" color="text-body-secondary">
          {readableDate(row.tanggal_lulus)}
        </Box>
      )}
      {row.nomor_ijazah_nasional && (
        <Box variant="small" color="text-body-secondary">
          {TEXT.nomorIjazahSingkat} {row.nomor_ijazah_nasional}
        </Box>
      )}
      {!row.is_active && (
        <Badge color="red">
          <span className="mahasiswa-nowrap">{TEXT.nonAktif}</span>
        </Badge>
      )}
    </SpaceBetween>
  );
}

function RowMenu({ row, onAction }: { row: MahasiswaRow; onAction: (action: RowAction, row: MahasiswaRow) => void }) {
  return (
    <ButtonDropdown
      variant="icon"
      expandToViewport
      ariaLabel={optionsLabel(studentLabel(row.nama, row.nim))}
      items={[
        { id: 'profil', text: TEXT.tabProfil, iconName: 'user-profile' },
        { id: 'portofolio', text: TEXT.tabPortofolio, iconName: 'folder' },
        { id: 'kemahasiswaan', text: TEXT.tabKemahasiswaan, iconName: 'edit' },
        { id: 'akun', text: TEXT.tabAkun, iconName: 'key' },
        { id: 'hapus', text: TEXT.hapus, iconName: 'remove' },
      ]}
      onItemClick={(e) => onAction(e.detail.id as RowAction, row)}
    />
  );
}

function columnsOf(compact: boolean, onAction: (action: RowAction, row: MahasiswaRow) => void): TableProps.ColumnDefinition<MahasiswaRow>[] {
  const opsi: TableProps.ColumnDefinition<MahasiswaRow> = {
    id: 'opsi',
    header: TEXT.colOpsi,
    cell: (r) => <RowMenu row={r} onAction={onAction} />,
    width: 72,
  };
  if (compact) {
    return [
      {
        id: 'mahasiswa',
        header: TEXT.colNama,
        isRowHeader: true,
        cell: (r) => (
          <SpaceBetween size="xxxs">
            <Box fontWeight="bold">{r.nama}</Box>
            <Box variant="small">{r.nim}</Box>
            <Box variant="small" color="text-body-secondary">
              {[prodiOf(r), r.angkatan, `${TEXT.colSkp}\u00a0${r.skp}`].filter((v) => v !== null && v !== '').join(' · ')}
            </Box>
            <Kelulusan row={r} />
          </SpaceBetween>
        ),
      },
      opsi,
    ];
  }
  return [
    { id: 'nim', header: TEXT.colNim, cell: (r) => r.nim },
    { id: 'nama', header: TEXT.colNama, cell: (r) => r.nama, isRowHeader: true },
    { id: 'prodi', header: TEXT.colProdi, cell: prodiOf },
    { id: 'skp', header: TEXT.colSkp, cell: (r) => r.skp },
    { id: 'angkatan', header: TEXT.colAngkatan, cell: (r) => r.angkatan ?? TEXT.kosong },
    { id: 'kelulusan', header: TEXT.colKelulusan, cell: (r) => <Kelulusan row={r} /> },
    opsi,
  ];
}

export interface MahasiswaTableProps {
  page: number;
  answer: ServerPage<MahasiswaRow> | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  filter: ReactNode;
  filtered: boolean;
  onClearFilter: () => void;
  actions: ReactNode;
  /** The export of the list with its current filters. */
  exportTo: EksporTarget;
  /** The row the preview card shows. */
  chosen: MahasiswaRow | null;
  onChoose: (row: MahasiswaRow) => void;
  onAction: (action: RowAction, row: MahasiswaRow) => void;
}

export function MahasiswaTable({
  page,
  answer,
  loading,
  onPage,
  filter,
  filtered,
  onClearFilter,
  actions,
  exportTo,
  chosen,
  onChoose,
  onAction,
}: MahasiswaTableProps) {
  const compact = useMediaQuery(COMPACT_QUERY);
  return (
    <ServerTable
      title={PAGE_NAME_MSG.mahasiswa}
      columns={columnsOf(compact, onAction)}
      trackBy="nim"
      page={page}
      answer={answer}
      loading={loading}
      onPage={onPage}
      filter={filter}
      filtered={filtered}
      onClearFilter={onClearFilter}
      texts={{ empty: TEXT.empty, noMatch: TEXT.noMatch }}
      wrapLines
      actions={actions}
      exportTo={exportTo}
      selection={{ selected: chosen, onChange: onChoose }}
      ariaLabels={{
        selectionGroupLabel: TEXT.previewTitle,
        itemSelectionLabel: (_, r) => mahasiswaPreviewOf(studentLabel(r.nama, r.nim)),
        allItemsSelectionLabel: () => TEXT.previewTitle,
      }}
    />
  );
}
