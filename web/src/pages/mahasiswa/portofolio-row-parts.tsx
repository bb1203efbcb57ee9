/**
 * The parts of one portfolio row that the table (wide screens) and the cards (narrow ones) share:
 * the status with the verifier's note and the history link, the show/hide control (an eye with the
 * row's state beside it, never a padlock: on this page 'locked' means the waiting SKPI request) and
 * the row's menu. While the SKPI request waits, every write is off and says why (`disabledReason`):
 * the server would refuse it with the same words.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import ButtonGroup from '@cloudscape-design/components/button-group';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { MSG, optionsLabel, PORTOFOLIO_ROW_MSG, PORTOFOLIO_SCREEN_MSG, rowActionLabel, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { judulOf } from '@web/components/bilingual/data-language';
import { PortofolioStatus } from '@web/components/portofolio-status';
import type { PortofolioRow } from './portofolio-form';

export type RowAction = 'view' | 'edit' | 'delete' | 'hide' | 'show' | 'riwayat';

export interface RowPartProps {
  row: PortofolioRow;
  /** A waiting SKPI request: every write is refused. */
  locked: boolean;
  onAction: (action: RowAction, row: PortofolioRow) => void;
}

/** An open eye (shown on the public profile) or a struck one (hidden); 16 x 16, drawn in the text colour. */
const EYE = (
  <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
    <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
    <circle cx="8" cy="8" r="2" />
  </svg>
);
const EYE_OFF = (
  <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
    <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
    <circle cx="8" cy="8" r="2" />
    <path d="M2 2l12 12" />
  </svg>
);

/**
 * The status, the verifier's note and the history. `inlineNote` (the cards, which have the width)
 * prints the note; the table opens it from a link, so a long note never squeezes the columns.
 */
export function StatusCell({ row, onAction, inlineNote }: Omit<RowPartProps, 'locked'> & { inlineNote: boolean }) {
  const rejected = row.id_status_portofolio === STATUS_PORTOFOLIO.tertolak;
  const note = row.catatan ? (
    inlineNote ? (
      <Box variant="small" color={rejected ? 'text-status-error' : 'text-body-secondary'}>
        {`${VERIFIKASI_SCREEN_MSG.catatanVerifikator}: ${row.catatan}`}
      </Box>
    ) : (
      <Box variant="small" color={rejected ? 'text-status-error' : 'inherit'}>
        <Popover
          header={VERIFIKASI_SCREEN_MSG.catatanVerifikator}
          content={row.catatan}
          triggerType="text"
          size="medium"
          renderWithPortal
          dismissAriaLabel={MSG.dismiss}
        >
          {PORTOFOLIO_ROW_MSG.catatanOpen}
        </Popover>
      </Box>
    )
  ) : null;
  return (
    <SpaceBetween size="xxxs">
      <PortofolioStatus id={row.id_status_portofolio} wrapText={false} />
      {note}
      <Button
        variant="inline-link"
        iconName="history"
        ariaLabel={rowActionLabel(VERIFIKASI_SCREEN_MSG.riwayatLihat, judulOf(row))}
        onClick={() => onAction('riwayat', row)}
      >
        {VERIFIKASI_SCREEN_MSG.riwayatLihat}
      </Button>
    </SpaceBetween>
  );
}

/** The eye: a click hides a shown row or shows a hidden one; the word beside it is the row's state. */
export function ShownControl({ row, locked, onAction }: RowPartProps) {
  return (
    <div className="portofolio-shown">
      <ButtonGroup
        variant="icon"
        ariaLabel={PORTOFOLIO_SCREEN_MSG.colDitampilkan}
        items={[
          {
            type: 'icon-button',
            id: row.showed ? 'hide' : 'show',
            iconSvg: row.showed ? EYE : EYE_OFF,
            text: row.showed ? PORTOFOLIO_SCREEN_MSG.actionHide : PORTOFOLIO_SCREEN_MSG.actionShow,
            disabled: locked,
            disabledReason: locked ? MSG.portfolioLocked : undefined,
          },
        ]}
        onItemClick={(e) => onAction(e.detail.id as RowAction, row)}
      />
      <Box variant="span" color={row.showed ? 'text-status-success' : 'text-body-secondary'}>
        {row.showed ? PORTOFOLIO_ROW_MSG.shownState : PORTOFOLIO_ROW_MSG.hiddenState}
      </Box>
    </div>
  );
}

function menuItems(row: PortofolioRow, locked: boolean): ButtonDropdownProps.Item[] {
  const write = locked ? { disabled: true, disabledReason: MSG.portfolioLocked } : {};
  const noDocument = row.dokumen_portofolio === null;
  return [
    {
      id: 'view',
      text: PORTOFOLIO_SCREEN_MSG.actionView,
      iconName: 'file-open',
      ...(noDocument ? { disabled: true, disabledReason: PORTOFOLIO_ROW_MSG.noDocument } : {}),
    },
    { id: 'edit', text: PORTOFOLIO_SCREEN_MSG.actionEdit, iconName: 'edit', ...write },
    // a verified portfolio cannot be deleted: the action is not offered at all
    ...(row.id_status_portofolio === STATUS_PORTOFOLIO.terverifikasi
      ? []
      : [{ id: 'delete', text: PORTOFOLIO_SCREEN_MSG.actionDelete, iconName: 'remove' as const, ...write }]),
  ];
}

/** Lihat PDF, Ubah, Hapus in one compact menu. */
export function RowMenu({ row, locked, onAction }: RowPartProps) {
  return (
    <ButtonDropdown
      variant="icon"
      expandToViewport
      ariaLabel={optionsLabel(judulOf(row))}
      items={menuItems(row, locked)}
      onItemClick={(e) => onAction(e.detail.id as RowAction, row)}
    />
  );
}
