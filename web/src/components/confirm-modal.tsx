/**
 * THE confirmation dialog of the app (delete a portfolio, request or cancel the SKPI, ...): a
 * question, optionally the thing it is about in bold, and two buttons; while the action runs the
 * confirm button spins and the dialog cannot be dismissed.
 */
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '@shared/messages';
import { DialogFooter } from './form/dialog-footer';

export interface ConfirmModalProps {
  visible: boolean;
  title: string;
  body: string;
  /** What the question is about (a portfolio's title), shown in bold below it. */
  subject?: string | undefined;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

export function ConfirmModal({ visible, title, body, subject, confirmLabel, cancelLabel, busy, onConfirm, onDismiss }: ConfirmModalProps) {
  return (
    <Modal
      visible={visible}
      header={title}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onDismiss()}
      footer={<DialogFooter cancelLabel={cancelLabel} submitLabel={confirmLabel} busy={busy} onCancel={onDismiss} onSubmit={onConfirm} />}
    >
      <SpaceBetween size="s">
        <Box variant="p">{body}</Box>
        {subject !== undefined && (
          <Box variant="p" fontWeight="bold">
            {subject}
          </Box>
        )}
      </SpaceBetween>
    </Modal>
  );
}
