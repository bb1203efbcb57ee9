/**
 * The columns of the three cards of the verification page: NIM, Nama, Judul, Anak Rubrik, SKP,
 * Status, Diperbarui (DD-MM-YYYY) and the button that opens the verify dialog (Periksa for a
 * waiting or changed portfolio, Lihat for a decided one).
 */
import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import type { queueRow } from '@shared/api/verifikasi';
import { displayLocalDate } from '@shared/domain/dates';
import { rowActionLabel, VERIFIKASI_TEXT } from '@shared/messages';
import { PortofolioStatus } from '@web/components/portofolio-status';
import type * as z from 'zod';

export type QueueRow = z.output<typeof queueRow>;

/** Waiting (1) or changed (3): a verifier may still decide it. */
export const isUndecided = (status: number) => status === STATUS_PORTOFOLIO.menunggu || status === STATUS_PORTOFOLIO.diubah;

export function queueColumns(onOpen: (row: QueueRow) => void): TableProps.ColumnDefinition<QueueRow>[] {
  return [
    { id: 'nim', header: VERIFIKASI_TEXT.colNim, cell: (r) => r.nim, width: 120 },
    { id: 'nama', header: VERIFIKASI_TEXT.colNama, cell: (r) => r.nama_mahasiswa, minWidth: 140 },
    { id: 'judul', header: VERIFIKASI_TEXT.colJudul, cell: (r) => r.judul, isRowHeader: true, minWidth: 180 },
    { id: 'anak', header: VERIFIKASI_TEXT.colAnakRubrik, cell: (r) => r.nama_anak_rubrik, minWidth: 160 },
    { id: 'skp', header: VERIFIKASI_TEXT.colSkp, cell: (r) => r.bobot_skp_portofolio, width: 64 },
    {
      id: 'status',
      header: VERIFIKASI_TEXT.colStatus,
      cell: (r) => <PortofolioStatus id={r.status_portofolio} wrapText={false} />,
      width: 150,
    },
    {
      id: 'diperbarui',
      header: VERIFIKASI_TEXT.colDiperbarui,
      cell: (r) => <span className="verifikasi-nowrap">{displayLocalDate(r.updated_at)}</span>,
      width: 120,
    },
    {
      id: 'aksi',
      header: VERIFIKASI_TEXT.colAksi,
      cell: (r) => {
        const text = isUndecided(r.status_portofolio) ? VERIFIKASI_TEXT.periksa : VERIFIKASI_TEXT.lihat;
        return (
          <Button
            variant={isUndecided(r.status_portofolio) ? 'primary' : 'normal'}
            ariaLabel={rowActionLabel(text, r.judul)}
            onClick={() => onOpen(r)}
          >
            {text}
          </Button>
        );
      },
      width: 110,
    },
  ];
}
