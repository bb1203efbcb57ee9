/**
 * The Portofolio tab: every portfolio of the student (`GET
 * /api/portofolio/user/{nim}?paginate=9999&page=1`), newest first, each opening the verify dialog
 * of the verification screens (Terima, Tolak while it waits, Hapus for the admins, its history).
 * The contract's list row is the student's; the dialog reads the portfolio as the queue shows it.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { api } from '@shared/api';
import { PORTOFOLIO_PAGE_MAX } from '@shared/api/portofolio';
import { readableDate } from '@shared/domain/dates';
import { isAwaitingVerification } from '@shared/domain/status';
import { MSG, rowActionLabel, MAHASISWA_ADMIN_MSG as TEXT, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { PortofolioStatus } from '@web/components/portofolio-status';
import type { MahasiswaRow } from './mahasiswa-data';

/** A student's portfolios in the dialog: 9999 a page, so one page holds them all. */
const ALL = Math.min(9999, PORTOFOLIO_PAGE_MAX);

export interface PortofolioRef {
  nim: string;
  id_portofolio: number;
}

export function PortofolioTab({ row, opening, onOpen }: { row: MahasiswaRow; opening: number | null; onOpen: (ref: PortofolioRef) => void }) {
  const list = useApiQuery(api.mahasiswa.portofolioList, { params: { nim: row.nim }, query: { paginate: ALL, page: 1 } });
  if (list.isError) return <FailureAlert error={list.error} />;
  return (
    <Table
      variant="embedded"
      wrapLines
      loading={list.isLoading}
      loadingText={MSG.loadingData}
      items={list.data?.portofolio.data ?? []}
      trackBy="id_portofolio"
      empty={<Box color="text-body-secondary">{TEXT.portofolioEmpty}</Box>}
      columnDefinitions={[
        { id: 'judul', header: TEXT.colJudul, cell: (p) => p.judul, isRowHeader: true, minWidth: 160 },
        { id: 'anak', header: TEXT.colAnakRubrik, cell: (p) => p.nama_anak_rubrik },
        { id: 'skp', header: TEXT.colSkp, cell: (p) => p.bobot_skp_portofolio },
        { id: 'status', header: TEXT.colStatus, cell: (p) => <PortofolioStatus id={p.id_status_portofolio} wrapText={false} /> },
        { id: 'tanggal', header: TEXT.colTanggal, cell: (p) => <span className="mahasiswa-nowrap">{readableDate(p.tanggal_terbit)}</span> },
        {
          id: 'aksi',
          header: TEXT.colAksi,
          cell: (p) => {
            const waiting = isAwaitingVerification(p.id_status_portofolio);
            const text = waiting ? VERIFIKASI_SCREEN_MSG.periksa : VERIFIKASI_SCREEN_MSG.lihat;
            return (
              <Button
                variant={waiting ? 'primary' : 'normal'}
                wrapText={false}
                ariaLabel={rowActionLabel(text, p.judul)}
                loading={opening === p.id_portofolio}
                disabled={opening !== null && opening !== p.id_portofolio}
                onClick={() => onOpen({ nim: row.nim, id_portofolio: p.id_portofolio })}
              >
                {text}
              </Button>
            );
          },
        },
      ]}
    />
  );
}
