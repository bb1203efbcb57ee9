/**
 * THE dialog that only shows something (an audit entry, a portfolio's history, the checklist, a
 * statistics detail): its content and one close button ('Tutup') in the footer, which does what
 * the dialog's own close (×, Escape) does.
 */
import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import type { ReactNode } from 'react';

export interface ReadOnlyModalProps {
  visible: boolean;
  header: ReactNode;
  size?: ModalProps.Size;
  /** The footer button's text. */
  closeLabel: string;
  closeAriaLabel: string;
  /** The footer button's look: the main action of a dialog that has no other ('primary'), or a quieter one. */
  closeVariant?: Extract<ButtonProps.Variant, 'primary' | 'normal' | 'link'>;
  onClose: () => void;
  children: ReactNode;
}

export function ReadOnlyModal({ visible, header, size, closeLabel, closeAriaLabel, closeVariant = 'normal', onClose, children }: ReadOnlyModalProps) {
  return (
    <Modal
      visible={visible}
      size={size}
      header={header}
      closeAriaLabel={closeAriaLabel}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant={closeVariant} onClick={onClose}>
            {closeLabel}
          </Button>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
