/**
 * The columns of the three cards of the verification page: Mahasiswa (name over NIM, one column
 * so the row fits a 1280 px page beside the menu), Judul, Anak Rubrik, SKP, Status, Diperbarui
 * (DD-MM-YYYY) and the button that opens the verify dialog (Periksa for a
 * waiting or changed portfolio, Lihat for a decided one). Below 640 px the row is one column
 * (title, student, sub-rubric, points, status and date stacked) beside the button, so a phone
 * reads each portfolio without scrolling the table sideways.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { queueRow } from '@shared/api/verifikasi';
import { readableDate } from '@shared/domain/dates';
import { isAwaitingVerification } from '@shared/domain/status';
import { anakRubrikPoints, rowActionLabel, studentLabel, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { useMediaQuery } from '@web/app/use-media-query';
import { judulOf } from '@web/components/bilingual/data-language';
import { PortofolioStatus } from '@web/components/portofolio-status';
import type * as z from 'zod';

export type QueueRow = z.output<typeof queueRow>;

/** Narrow screens: the compact columns. */
export const COMPACT_QUERY = '(max-width: 639px)';

function openButton(r: QueueRow, onOpen: (row: QueueRow) => void) {
  const waiting = isAwaitingVerification(r.status_portofolio);
  const text = waiting ? VERIFIKASI_SCREEN_MSG.periksa : VERIFIKASI_SCREEN_MSG.lihat;
  return (
    <Button variant={waiting ? 'primary' : 'normal'} ariaLabel={rowActionLabel(text, judulOf(r))} wrapText={false} onClick={() => onOpen(r)}>
      {text}
    </Button>
  );
}

export function queueColumns(onOpen: (row: QueueRow) => void, compact = false): TableProps.ColumnDefinition<QueueRow>[] {
  const aksi: TableProps.ColumnDefinition<QueueRow> = { id: 'aksi', header: VERIFIKASI_SCREEN_MSG.colAksi, cell: (r) => openButton(r, onOpen) };
  if (compact) {
    return [
      {
        id: 'portofolio',
        header: VERIFIKASI_SCREEN_MSG.colJudul,
        isRowHeader: true,
        cell: (r) => (
          <SpaceBetween size="xxxs">
            <Box fontWeight="bold">{judulOf(r)}</Box>
            <Box variant="small">{studentLabel(r.nama_mahasiswa, r.nim)}</Box>
            <Box variant="small" color="text-body-secondary">
              {anakRubrikPoints(r.nama_anak_rubrik, r.bobot_skp_portofolio)}
            </Box>
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <PortofolioStatus id={r.status_portofolio} wrapText={false} />
              <Box variant="small" color="text-body-secondary">
                {readableDate(r.updated_at)}
              </Box>
            </SpaceBetween>
          </SpaceBetween>
        ),
      },
      aksi,
    ];
  }
  return [
    {
      id: 'mahasiswa',
      header: VERIFIKASI_SCREEN_MSG.mahasiswa,
      cell: (r) => (
        <SpaceBetween size="xxxs">
          <span>{r.nama_mahasiswa}</span>
          <Box variant="small" color="text-body-secondary">
            {r.nim}
          </Box>
        </SpaceBetween>
      ),
    },
    { id: 'judul', header: VERIFIKASI_SCREEN_MSG.colJudul, cell: (r) => judulOf(r), isRowHeader: true, minWidth: 180 },
    { id: 'anak', header: VERIFIKASI_SCREEN_MSG.colAnakRubrik, cell: (r) => r.nama_anak_rubrik },
    { id: 'skp', header: VERIFIKASI_SCREEN_MSG.colSkp, cell: (r) => r.bobot_skp_portofolio },
    {
      id: 'status',
      header: VERIFIKASI_SCREEN_MSG.colStatus,
      cell: (r) => <PortofolioStatus id={r.status_portofolio} wrapText={false} />,
    },
    {
      id: 'diperbarui',
      header: VERIFIKASI_SCREEN_MSG.colDiperbarui,
      cell: (r) => <span className="verifikasi-nowrap">{readableDate(r.updated_at)}</span>,
    },
    aksi,
  ];
}

/** The columns for the current width. */
export function useQueueColumns(onOpen: (row: QueueRow) => void) {
  const compact = useMediaQuery(COMPACT_QUERY);
  return { columns: queueColumns(onOpen, compact), compact };
}
