/**
 * The state of the verify dialog: the portfolio as last read (or gone), which view is open (the
 * dialog, the PDF viewer, the delete confirmation), the decision running, the problem shown, the
 * note, and the decisions themselves. A 409 or 404 reads the portfolio again, so the dialog shows
 * what the server holds now.
 */
import { api } from '@shared/api';
import { isAwaitingVerification } from '@shared/domain/status';
import { MSG, verifyDecided } from '@shared/messages';
import { rejectBody, verifyBody } from '@shared/validation/verifikasi';
import { ApiError, call } from '@web/api/client';
import { describeFailure } from '@web/app/notifications';
import { judulOf } from '@web/components/bilingual/data-language';
import { checkForm, serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import type { QueueRow } from './queue-columns';
import { useVerifyActions } from './use-verify-actions';

export type View = 'dialog' | 'pdf' | 'delete';
export type Busy = 'terima' | 'tolak' | 'hapus' | null;
export type Problem = { type: 'warning' | 'error'; text: string };

export function useVerifyDialog(initial: QueueRow, onClose: () => void) {
  const [row, setRow] = useState(initial);
  const [gone, setGone] = useState(false);
  const [view, setView] = useState<View>('dialog');
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useSchemaForm(rejectBody, { catatan: '' });
  const actions = useVerifyActions();
  const params = { nim: row.nim, id: row.id_portofolio };
  const open = isAwaitingVerification(row.status_portofolio) && !gone;

  const failed = async (error: unknown) => {
    setProblem(describeFailure(error, MSG.genericError));
    if (!(error instanceof ApiError)) return;
    if (error.status === 422) form.setErrors(serverFieldErrors(error.serverMessage));
    // stale or already decided (409), or deleted meanwhile (404): show what the server holds now
    if (error.status === 409 || error.status === 404) {
      const fresh = await actions.reload(row);
      if (fresh) setRow(fresh);
      else setGone(true);
    }
  };

  /** The call of a decision, or null when the note is not valid (its message shows under the field). */
  const decision = (kind: 'terima' | 'tolak') => {
    const version = row.version;
    if (kind === 'tolak') {
      const data = form.validate();
      return data && (() => call(api.verifikasi.portofolioReject, { params, body: { catatan: data.catatan, version } }));
    }
    const check = checkForm(verifyBody, { catatan: form.values.catatan });
    if (!check.ok) {
      form.setErrors(check.errors);
      return null;
    }
    return () => call(api.verifikasi.portofolioVerify, { params, body: { catatan: check.data.catatan, version } });
  };

  const decide = async (kind: 'terima' | 'tolak') => {
    if (busy) return;
    const send = decision(kind);
    if (!send) return;
    setBusy(kind);
    setProblem(null);
    const result = await actions.run(MSG.verifying, send, ({ message, portofolio: p }) =>
      verifyDecided(message, judulOf(p), p.nama_mahasiswa, p.nim),
    );
    setBusy(null);
    if (result.ok) onClose();
    else await failed(result.error);
  };

  const remove = async () => {
    setBusy('hapus');
    setProblem(null);
    const result = await actions.run(MSG.menghapus, () => call(api.mahasiswa.portofolioDelete, { params }));
    setBusy(null);
    if (result.ok) {
      onClose();
      return;
    }
    setView('dialog');
    await failed(result.error);
  };

  const dismiss = () => {
    if (!busy) onClose();
  };

  return { row, gone, view, setView, busy, problem, setProblem, form, open, decide, remove, dismiss };
}
