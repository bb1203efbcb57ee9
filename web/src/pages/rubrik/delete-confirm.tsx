/** The delete confirmation ('Apakah Anda Yakin?', Tidak / Ya) of a category, rubric or sub-rubric. */
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { ConfirmModal } from '@web/components/confirm-modal';
import { useState } from 'react';
import { runDelete, useCatalogRefresh } from './catalog';

export interface DeleteConfirmProps {
  body: string;
  /** The name of what is deleted, in bold. */
  subject: string;
  /** Shown when the server gives no message (the sub-rubric's is 'Gagal hapus!'). */
  fallback?: string;
  send: () => Promise<{ message: string }>;
  onClose: () => void;
}

export function DeleteConfirm({ body, subject, fallback, send, onClose }: DeleteConfirmProps) {
  const [busy, setBusy] = useState(false);
  const refresh = useCatalogRefresh();
  const confirm = async () => {
    setBusy(true);
    const deleted = await runDelete(send, fallback);
    setBusy(false);
    if (deleted) void refresh();
    onClose();
  };
  return (
    <ConfirmModal
      visible
      title={MSG.confirmSure}
      body={body}
      subject={subject}
      confirmLabel={AUTH_SCREEN_MSG.yes}
      cancelLabel={AUTH_SCREEN_MSG.no}
      busy={busy}
      onConfirm={() => void confirm()}
      onDismiss={onClose}
    />
  );
}
