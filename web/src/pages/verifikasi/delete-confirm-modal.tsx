/** The admin's confirmation before deleting a portfolio from the verify dialog. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG, VERIFIKASI_TEXT } from '@shared/messages';

export function DeleteConfirmModal({
  visible,
  judul,
  busy,
  onConfirm,
  onDismiss,
}: {
  visible: boolean;
  judul: string;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  return (
    <Modal
      visible={visible}
      header={VERIFIKASI_TEXT.deleteTitle}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onDismiss()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={onDismiss}>
              {VERIFIKASI_TEXT.batal}
            </Button>
            <Button variant="primary" loading={busy} onClick={onConfirm}>
              {VERIFIKASI_TEXT.hapus}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{VERIFIKASI_TEXT.deleteBody}</Box>
        <Box variant="p" fontWeight="bold">
          {judul}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
