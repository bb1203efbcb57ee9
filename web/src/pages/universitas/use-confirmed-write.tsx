/**
 * The writes of the faculty, university and program cards: each asks Ya / Tidak first, then runs under an info
 * notice ('Menambahkan..', 'Mengupdate..', 'Menghapus..') that becomes the server's own message, or its refusal
 * verbatim (a warning for a 4xx, an error otherwise; the fixed fallback text when no answer came).
 * A refused write leaves the form as it was (`failed` puts the server's field errors under their fields);
 * afterwards the master-data reads are read again.
 */
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@web/app/notifications';
import { ConfirmModal } from '@web/components/confirm-modal';
import { type ReactNode, useCallback, useState } from 'react';

export interface WriteRequest<T extends { message: string }> {
  /** The confirmation: its title, question and the record it is about. */
  title: string;
  body: string;
  subject?: string;
  /** The info notice while the call runs, and the text when no answer came. */
  pending: string;
  fallback: string;
  send: () => Promise<T>;
  /** After success, with the answer (the record as stored now). */
  done?: (answer: T) => void;
  /** After a refusal (the notice already shows it). */
  failed?: (error: unknown) => void;
}

interface Asked {
  title: string;
  body: string;
  subject: string | undefined;
  pending: string;
  fallback: string;
  execute: () => Promise<{ message: string; after: () => void }>;
  failed: ((error: unknown) => void) | undefined;
}

/** The reads of faculties, programs and the university, public and staff: read again after a write. */
const MASTER_READS = [
  api.master.fakultasList,
  api.master.prodiByFakultas,
  api.master.prodiList,
  api.master.fakultasAll,
  api.master.fakultasGet,
  api.master.prodiAllByFakultas,
  api.master.prodiGet,
  api.master.universitasGet,
];

export function useConfirmedWrite(): { ask: <T extends { message: string }>(request: WriteRequest<T>) => void; busy: boolean; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = useCallback(<T extends { message: string }>(request: WriteRequest<T>) => {
    setAsked({
      title: request.title,
      body: request.body,
      subject: request.subject,
      pending: request.pending,
      fallback: request.fallback,
      execute: async () => {
        const answer = await request.send();
        return { message: answer.message, after: () => request.done?.(answer) };
      },
      failed: request.failed,
    });
  }, []);

  const confirm = async () => {
    if (!asked || busy) return;
    setBusy(true);
    const progress = notify.info(asked.pending);
    try {
      const { message, after } = await asked.execute();
      progress.success(message);
      after();
      void Promise.all(MASTER_READS.map((route) => queryClient.invalidateQueries({ queryKey: [route.path] })));
    } catch (error) {
      progress.fail(error, asked.fallback);
      asked.failed?.(error);
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };

  const dialog = (
    <ConfirmModal
      visible={asked !== null}
      title={asked?.title ?? ''}
      body={asked?.body ?? ''}
      subject={asked?.subject}
      confirmLabel={AUTH_SCREEN_MSG.yes}
      cancelLabel={AUTH_SCREEN_MSG.no}
      busy={busy}
      onConfirm={() => void confirm()}
      onDismiss={() => setAsked(null)}
    />
  );
  return { ask, busy, dialog };
}
