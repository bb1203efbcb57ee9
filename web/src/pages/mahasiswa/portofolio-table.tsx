/**
 * The student's portfolio list: No, Judul (its other language beneath it, the reader's first), Anak Rubrik, SKP,
 * Tanggal, Status Verifikasi, Ditampilkan, Opsi; ten a page with the app's pager; Tambah only when
 * one field is chosen, and a close button back to the field cards. At 1280 px every column fits
 * beside the navigation without scrolling sideways (fixed widths for the short columns, long texts
 * wrap, the verifier's note opens from the status, the actions sit in one menu); below 688 px each
 * portfolio is a card with its title, status, points and actions. While the SKPI request waits,
 * Tambah and every row write are off with the reason.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { CardsProps } from '@cloudscape-design/components/cards';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { PORTOFOLIO_PAGE_SIZE } from '@shared/api/portofolio';
import { displayDate } from '@shared/domain/dates';
import { MSG, PORTOFOLIO_SCREEN_MSG } from '@shared/messages';
import { sidesInLanguageOf } from '@shared/messages/language';
import { useMediaQuery } from '@web/app/use-media-query';
import { BothLanguages } from '@web/components/bilingual/data-language';
import { type ServerPage, ServerTable } from '@web/components/server-table';
import type { PortofolioRow } from './portofolio-form';
import { type RowAction, RowMenu, type RowPartProps, ShownControl, StatusCell } from './portofolio-row-parts';
import './portofolio-page.css';

export type { RowAction } from './portofolio-row-parts';

/** Below this width the rows become cards (the checklist's cards start at the same width). */
const CARDS_QUERY = '(max-width: 687px)';

type Parts = Pick<RowPartProps, 'locked' | 'onAction'>;

function columnsOf(rows: readonly PortofolioRow[], first: number, parts: Parts): TableProps.ColumnDefinition<PortofolioRow>[] {
  return [
    { id: 'no', header: PORTOFOLIO_SCREEN_MSG.colNo, cell: (r) => first + rows.indexOf(r), width: 44 },
    {
      id: 'judul',
      header: PORTOFOLIO_SCREEN_MSG.colJudul,
      cell: (r) => <BothLanguages id={r.judul} en={r.judul_inggris} />,
      isRowHeader: true,
      width: 180,
    },
    { id: 'anak', header: PORTOFOLIO_SCREEN_MSG.colAnakRubrik, cell: (r) => r.nama_anak_rubrik, width: 130 },
    { id: 'skp', header: PORTOFOLIO_SCREEN_MSG.colSkp, cell: (r) => r.bobot_skp_portofolio, width: 56 },
    { id: 'tanggal', header: PORTOFOLIO_SCREEN_MSG.colTanggal, cell: (r) => displayDate(r.tanggal_terbit), width: 104 },
    {
      id: 'status',
      header: PORTOFOLIO_SCREEN_MSG.colStatus,
      cell: (r) => <StatusCell row={r} onAction={parts.onAction} inlineNote={false} />,
      width: 150,
    },
    { id: 'showed', header: PORTOFOLIO_SCREEN_MSG.colDitampilkan, cell: (r) => <ShownControl row={r} {...parts} />, width: 164 },
    { id: 'opsi', header: PORTOFOLIO_SCREEN_MSG.colOpsi, cell: (r) => <RowMenu row={r} {...parts} />, width: 56 },
  ];
}

/** A card's heading: its number and title, the title's other language beneath it (the reader's first). */
function CardTitles({ first, row }: { first: number; row: PortofolioRow }) {
  const sides = sidesInLanguageOf(row.judul, row.judul_inggris);
  return (
    <SpaceBetween size="xxxs">
      <Box variant="h3" tagOverride="h3" padding="n">
        <span lang={sides.mainLang}>{`${first}. ${sides.main}`}</span>
      </Box>
      {sides.other !== null && (
        <Box variant="small" color="text-body-secondary">
          <span lang={sides.otherLang}>{sides.other}</span>
        </Box>
      )}
    </SpaceBetween>
  );
}

/** A card: the title (and its English one) with the menu, then status, points, date, sub-rubric and visibility. */
function cardOf(first: (r: PortofolioRow) => number, parts: Parts): CardsProps.CardDefinition<PortofolioRow> {
  return {
    header: (r) => (
      <div className="portofolio-card-header">
        <CardTitles first={first(r)} row={r} />
        <RowMenu row={r} {...parts} />
      </div>
    ),
    sections: [
      {
        id: 'status',
        header: PORTOFOLIO_SCREEN_MSG.colStatus,
        content: (r) => <StatusCell row={r} onAction={parts.onAction} inlineNote />,
      },
      { id: 'skp', header: PORTOFOLIO_SCREEN_MSG.colSkp, content: (r) => r.bobot_skp_portofolio, width: 50 },
      { id: 'tanggal', header: PORTOFOLIO_SCREEN_MSG.colTanggal, content: (r) => displayDate(r.tanggal_terbit), width: 50 },
      { id: 'anak', header: PORTOFOLIO_SCREEN_MSG.colAnakRubrik, content: (r) => r.nama_anak_rubrik },
      // no heading: the eye and its word ('Ditampilkan' / 'Disembunyikan') say it
      { id: 'showed', content: (r) => <ShownControl row={r} {...parts} /> },
    ],
  };
}

export interface PortofolioTableProps {
  title: string;
  page: number;
  answer: ServerPage<PortofolioRow> | undefined;
  loading: boolean;
  /** Tambah is offered (one field is chosen). */
  canAdd: boolean;
  /** A waiting SKPI request: Tambah and the row writes are off, with the reason. */
  locked: boolean;
  onPage: (page: number) => void;
  onAdd: () => void;
  onClose: () => void;
  onAction: (action: RowAction, row: PortofolioRow) => void;
}

export function PortofolioTable({ title, page, answer, loading, canAdd, locked, onPage, onAdd, onClose, onAction }: PortofolioTableProps) {
  const asCards = useMediaQuery(CARDS_QUERY);
  const rows = answer?.data ?? [];
  const first = (page - 1) * PORTOFOLIO_PAGE_SIZE + 1;
  const parts = { locked, onAction };
  return (
    <ServerTable
      title={title}
      columns={columnsOf(rows, first, parts)}
      cards={asCards ? cardOf((r) => first + rows.indexOf(r), parts) : undefined}
      trackBy="id_portofolio"
      page={page}
      answer={answer}
      loading={loading}
      onPage={onPage}
      texts={{ empty: PORTOFOLIO_SCREEN_MSG.tableEmpty }}
      wrapLines
      stickyColumns={{ last: 1 }}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          {canAdd && (
            <Button variant="primary" iconName="add-plus" disabled={locked} disabledReason={locked ? MSG.portfolioLocked : undefined} onClick={onAdd}>
              {PORTOFOLIO_SCREEN_MSG.tambah}
            </Button>
          )}
          <Button iconName="close" ariaLabel={PORTOFOLIO_SCREEN_MSG.tutupLabel} onClick={onClose}>
            {PORTOFOLIO_SCREEN_MSG.tutup}
          </Button>
        </SpaceBetween>
      }
    />
  );
}
