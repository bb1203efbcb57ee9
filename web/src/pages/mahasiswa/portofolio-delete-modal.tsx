/** The delete confirmation of a portfolio (never offered for a verified one). */
import { PORTOFOLIO_TEXT } from '@shared/messages';
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
      title={PORTOFOLIO_TEXT.deleteTitle}
      body={PORTOFOLIO_TEXT.deleteBody}
      subject={row?.judul}
      confirmLabel={PORTOFOLIO_TEXT.hapus}
      cancelLabel={PORTOFOLIO_TEXT.batal}
      busy={busy}
      onConfirm={() => void confirm()}
      onDismiss={onDismiss}
    />
  );
}
