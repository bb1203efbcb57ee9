/**
 * THE confirmation dialog of the app (delete a portfolio, request or cancel the SKPI, ...): a
 * question, optionally the thing it is about in bold, and two buttons; while the action runs the
 * confirm button spins and the dialog cannot be dismissed. `ConfirmedCallModal` is one with its call.
 */
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '@shared/messages';
import { type NoticeLink, notify } from '@web/app/notifications';
import { useState } from 'react';
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

/**
 * The state of a confirmed delete: the row asked about, the call under the app's notice
 * (`notify.track`: the answer's message, or the failure's warning), and `after` once it settled
 * (refresh the list), whatever the outcome.
 */
export function useConfirmedDelete<T>(send: (row: T) => Promise<{ message: string }>, after: () => void) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await notify.track(send(target), { pending: MSG.menghapus, success: (answer) => answer.message, fallback: MSG.genericError });
    } catch {
      // the notice says why
    } finally {
      setBusy(false);
      setTarget(null);
      after();
    }
  };
  return { target, busy, ask: setTarget, dismiss: () => setTarget(null), confirm };
}

export interface ConfirmedCallProps<T> {
  title: string;
  body: string;
  subject?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The info notice while the call runs. */
  pending: string;
  send: () => Promise<T>;
  /** The success notice of the answer, with a link when it gives one. */
  success: (answer: T) => { text: string; link?: NoticeLink };
  /** `acted`: the call was made (whatever its outcome, the caller reads its list again); false on Batal. */
  onClose: (acted: boolean) => void;
}

/**
 * A confirmation that makes one call (approve an SKPI, reprint a draft): the call under an info
 * notice that becomes the answer's success, or the failure's warning (4xx, the server's text) or
 * error; the dialog closes either way.
 */
export function ConfirmedCallModal<T>({ title, body, subject, confirmLabel, cancelLabel, pending, send, success, onClose }: ConfirmedCallProps<T>) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const progress = notify.info(pending);
    try {
      const { text, link } = success(await send());
      notify.success(text, { id: progress.id, ...(link ? { link } : {}) });
    } catch (error) {
      progress.fail(error, MSG.genericError);
    } finally {
      setBusy(false);
      onClose(true);
    }
  };
  return (
    <ConfirmModal
      visible
      title={title}
      body={body}
      subject={subject}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={busy}
      onConfirm={() => void confirm()}
      onDismiss={() => onClose(false)}
    />
  );
}
