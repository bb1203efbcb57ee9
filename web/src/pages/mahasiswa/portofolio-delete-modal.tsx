/** The delete confirmation of a portfolio (never offered for a verified one). */
import { PORTOFOLIO_SCREEN_MSG } from '@shared/messages';
import { judulOf } from '@web/components/bilingual/data-language';
import { ConfirmModal } from '@web/components/confirm-modal';
import { useState } from 'react';
import type { PortofolioRow } from './portofolio-form';

export function PortofolioDeleteModal({
  row,
  onConfirm,
  onDismiss,
}: {
  row: PortofolioRow | null;
  onConfirm: (row: PortofolioRow) => Promise<void>;
  onDismiss: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!row) return;
    setBusy(true);
    await onConfirm(row);
    setBusy(false);
  };
  return (
    <ConfirmModal
      visible={row !== null}
      title={PORTOFOLIO_SCREEN_MSG.deleteTitle}
      body={PORTOFOLIO_SCREEN_MSG.deleteBody}
      subject={row ? judulOf(row) : undefined}
      confirmLabel={PORTOFOLIO_SCREEN_MSG.hapus}
      cancelLabel={PORTOFOLIO_SCREEN_MSG.batal}
      busy={busy}
      onConfirm={() => void confirm()}
      onDismiss={onDismiss}
    />
  );
}
