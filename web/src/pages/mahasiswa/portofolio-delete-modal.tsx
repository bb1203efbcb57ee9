/** The delete confirmation of a portfolio (never offered for a verified one). */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG, PORTOFOLIO_TEXT } from '@shared/messages';
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
    <Modal
      visible={row !== null}
      header={PORTOFOLIO_TEXT.deleteTitle}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onDismiss()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={onDismiss}>
              {PORTOFOLIO_TEXT.batal}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void confirm()}>
              {PORTOFOLIO_TEXT.hapus}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{PORTOFOLIO_TEXT.deleteBody}</Box>
        <Box variant="p" fontWeight="bold">
          {row?.judul}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
