/**
 * The student's portfolio table: No, Judul, Title, Anak Rubrik, SKP, Tanggal (DD-MM-YYYY), Status
 * Verifikasi, Ditampilkan, Opsi; ten a page with the app's pager; Tambah only when one field is chosen,
 * and a close button back to the field cards. Row actions: view the PDF, edit, delete (not offered for a
 * verified portfolio), hide or show; the status cell opens the history (Riwayat). A rejected portfolio
 * shows the verifier's note under its title.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonGroup, { type ButtonGroupProps } from '@cloudscape-design/components/button-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { PORTOFOLIO_PAGE_SIZE, STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { displayDate } from '@shared/domain/dates';
import { PORTOFOLIO_TEXT, rowActionLabel, VERIFIKASI_TEXT } from '@shared/messages';
import { PortofolioStatus } from '@web/components/portofolio-status';
import { type ServerPage, ServerTable } from '@web/components/server-table';
import type { PortofolioRow } from './portofolio-form';
import './portofolio-page.css';

export type RowAction = 'view' | 'edit' | 'delete' | 'hide' | 'show' | 'riwayat';

function actionsOf(row: PortofolioRow): ButtonGroupProps.Item[] {
  return [
    { type: 'icon-button', id: 'view', iconName: 'file-open', text: PORTOFOLIO_TEXT.actionView, disabled: row.dokumen_portofolio === null },
    { type: 'icon-button', id: 'edit', iconName: 'edit', text: PORTOFOLIO_TEXT.actionEdit },
    ...(row.id_status_portofolio === STATUS_PORTOFOLIO.terverifikasi
      ? []
      : [{ type: 'icon-button' as const, id: 'delete', iconName: 'remove' as const, text: PORTOFOLIO_TEXT.actionDelete }]),
    row.showed
      ? { type: 'icon-button', id: 'hide', iconName: 'lock-private', text: PORTOFOLIO_TEXT.actionHide }
      : { type: 'icon-button', id: 'show', iconName: 'unlocked', text: PORTOFOLIO_TEXT.actionShow },
  ];
}

function columnsOf(
  rows: readonly PortofolioRow[],
  first: number,
  onAction: (action: RowAction, row: PortofolioRow) => void,
): TableProps.ColumnDefinition<PortofolioRow>[] {
  return [
    { id: 'no', header: PORTOFOLIO_TEXT.colNo, cell: (r) => first + rows.indexOf(r), width: 44 },
    {
      id: 'judul',
      header: PORTOFOLIO_TEXT.colJudul,
      // a rejected portfolio says why, where the student reads first
      cell: (r) =>
        r.id_status_portofolio === STATUS_PORTOFOLIO.tertolak && r.catatan ? (
          <SpaceBetween size="xxxs">
            <span>{r.judul}</span>
            <Box variant="small" color="text-status-error">
              {`${VERIFIKASI_TEXT.catatanVerifikator}: ${r.catatan}`}
            </Box>
          </SpaceBetween>
        ) : (
          r.judul
        ),
      isRowHeader: true,
    },
    { id: 'title', header: PORTOFOLIO_TEXT.colTitle, cell: (r) => r.judul_inggris ?? '-' },
    { id: 'anak', header: PORTOFOLIO_TEXT.colAnakRubrik, cell: (r) => r.nama_anak_rubrik },
    { id: 'skp', header: PORTOFOLIO_TEXT.colSkp, cell: (r) => r.bobot_skp_portofolio, width: 56 },
    {
      id: 'tanggal',
      header: PORTOFOLIO_TEXT.colTanggal,
      cell: (r) => <span className="portofolio-nowrap">{displayDate(r.tanggal_terbit)}</span>,
      width: 104,
    },
    {
      id: 'status',
      header: PORTOFOLIO_TEXT.colStatus,
      cell: (r) => {
        return (
          <SpaceBetween size="xxxs">
            <PortofolioStatus id={r.id_status_portofolio} wrapText={false} />
            {r.catatan && r.id_status_portofolio !== STATUS_PORTOFOLIO.tertolak && (
              <Box variant="small" color="text-body-secondary">
                {`${PORTOFOLIO_TEXT.catatanLabel}: ${r.catatan}`}
              </Box>
            )}
            <Button
              variant="inline-link"
              iconName="history"
              ariaLabel={rowActionLabel(VERIFIKASI_TEXT.riwayatLihat, r.judul)}
              onClick={() => onAction('riwayat', r)}
            >
              {VERIFIKASI_TEXT.riwayatLihat}
            </Button>
          </SpaceBetween>
        );
      },
      minWidth: 120,
    },
    {
      id: 'showed',
      header: PORTOFOLIO_TEXT.colDitampilkan,
      cell: (r) => (
        <StatusIndicator type={r.showed ? 'success' : 'stopped'} wrapText={false}>
          {r.showed ? PORTOFOLIO_TEXT.shownYes : PORTOFOLIO_TEXT.shownNo}
        </StatusIndicator>
      ),
      width: 120,
    },
    {
      id: 'opsi',
      header: PORTOFOLIO_TEXT.colOpsi,
      cell: (r) => (
        <div className="portofolio-actions">
          <ButtonGroup
            variant="icon"
            ariaLabel={PORTOFOLIO_TEXT.colOpsi}
            items={actionsOf(r)}
            onItemClick={(e) => onAction(e.detail.id as RowAction, r)}
          />
        </div>
      ),
      width: 160,
    },
  ];
}

export interface PortofolioTableProps {
  title: string;
  page: number;
  answer: ServerPage<PortofolioRow> | undefined;
  loading: boolean;
  /** Tambah is offered (one field is chosen). */
  canAdd: boolean;
  onPage: (page: number) => void;
  onAdd: () => void;
  onClose: () => void;
  onAction: (action: RowAction, row: PortofolioRow) => void;
}

export function PortofolioTable({ title, page, answer, loading, canAdd, onPage, onAdd, onClose, onAction }: PortofolioTableProps) {
  const rows = answer?.data ?? [];
  return (
    <ServerTable
      title={title}
      columns={columnsOf(rows, (page - 1) * PORTOFOLIO_PAGE_SIZE + 1, onAction)}
      trackBy="id_portofolio"
      page={page}
      answer={answer}
      loading={loading}
      onPage={onPage}
      texts={{ empty: PORTOFOLIO_TEXT.tableEmpty }}
      wrapLines
      stickyColumns={{ last: 1 }}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          {canAdd && (
            <Button variant="primary" iconName="add-plus" onClick={onAdd}>
              {PORTOFOLIO_TEXT.tambah}
            </Button>
          )}
          <Button iconName="close" ariaLabel={PORTOFOLIO_TEXT.tutupLabel} onClick={onClose}>
            {PORTOFOLIO_TEXT.tutup}
          </Button>
        </SpaceBetween>
      }
    />
  );
}
