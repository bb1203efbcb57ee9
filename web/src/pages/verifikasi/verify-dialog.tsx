/**
 * The verify dialog (spec 001 sections 2 and 4): the portfolio, its evidence in the embedded PDF
 * viewer, the note (required to reject, optional to accept: the shared schemas say so, with their
 * messages under the field), Terima and Tolak while it waits (status 1 or 3), Hapus for the admins
 * (with a confirmation), and its history below. The `version` shown goes with the decision: a
 * portfolio changed or decided since answers 409, whose message shows here as a warning while the
 * dialog reads the portfolio again. The viewer and the confirmation take the dialog's place while open.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { isAwaitingVerification } from '@shared/domain/status';
import { MSG, VERIFIKASI_TEXT } from '@shared/messages';
import { rejectBody, verifyBody } from '@shared/validation/verifikasi';
import { ApiError, call } from '@web/api/client';
import { describeFailure } from '@web/app/notifications';
import { ConfirmModal } from '@web/components/confirm-modal';
import { FormTextarea } from '@web/components/form/form-fields';
import { checkForm, serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { PdfViewerModal } from '@web/components/pdf-viewer-modal';
import { RiwayatList } from '@web/components/riwayat-list';
import { useState } from 'react';
import type { QueueRow } from './queue-columns';
import { useVerifyActions } from './use-verify-actions';
import { evidenceOf, VerifyDetails } from './verify-details';
import './verifikasi-page.css';

type View = 'dialog' | 'pdf' | 'delete';
type Busy = 'terima' | 'tolak' | 'hapus' | null;
type Problem = { type: 'warning' | 'error'; text: string };

export interface VerifyDialogProps {
  /** The row the dialog opened with (mounted while open: a new row starts afresh). */
  initial: QueueRow;
  /** Admin jurusan or super admin: may delete. */
  canDelete: boolean;
  onClose: () => void;
}

export function VerifyDialog({ initial, canDelete, onClose }: VerifyDialogProps) {
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
    const result = await actions.run(MSG.verifying, send);
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

  return (
    <>
      <Modal
        visible={view === 'dialog'}
        size="large"
        header={VERIFIKASI_TEXT.dialogTitle}
        closeAriaLabel={MSG.dismiss}
        onDismiss={dismiss}
        footer={
          <div className="verifikasi-dialog-footer">
            <div>
              {canDelete && !gone && (
                <Button iconName="remove" disabled={busy !== null} onClick={() => setView('delete')}>
                  {VERIFIKASI_TEXT.hapus}
                </Button>
              )}
            </div>
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" disabled={busy !== null} onClick={dismiss}>
                {VERIFIKASI_TEXT.tutup}
              </Button>
              {open && (
                <Button loading={busy === 'tolak'} disabled={busy !== null && busy !== 'tolak'} onClick={() => void decide('tolak')}>
                  {VERIFIKASI_TEXT.tolak}
                </Button>
              )}
              {open && (
                <Button
                  variant="primary"
                  loading={busy === 'terima'}
                  disabled={busy !== null && busy !== 'terima'}
                  onClick={() => void decide('terima')}
                >
                  {VERIFIKASI_TEXT.terima}
                </Button>
              )}
            </SpaceBetween>
          </div>
        }
      >
        <SpaceBetween size="l">
          {problem && (
            <Alert type={problem.type} dismissible dismissAriaLabel={MSG.dismiss} onDismiss={() => setProblem(null)}>
              {problem.text}
            </Alert>
          )}
          <VerifyDetails row={row} onViewPdf={() => setView('pdf')} />
          {open && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
              }}
              noValidate
            >
              <FormTextarea
                form={form}
                name="catatan"
                rows={3}
                stretch
                label={VERIFIKASI_TEXT.catatan}
                constraintText={VERIFIKASI_TEXT.catatanHint}
              />
            </form>
          )}
          <SpaceBetween size="xs">
            <Header variant="h3">{VERIFIKASI_TEXT.riwayatTitle}</Header>
            {gone ? <Box color="text-body-secondary">{VERIFIKASI_TEXT.riwayatEmpty}</Box> : <RiwayatList nim={row.nim} id={row.id_portofolio} />}
          </SpaceBetween>
        </SpaceBetween>
      </Modal>
      <PdfViewerModal url={view === 'pdf' ? evidenceOf(row) : null} title={row.judul} onDismiss={() => setView('dialog')} />
      <ConfirmModal
        visible={view === 'delete'}
        title={VERIFIKASI_TEXT.deleteTitle}
        body={VERIFIKASI_TEXT.deleteBody}
        subject={row.judul}
        confirmLabel={VERIFIKASI_TEXT.hapus}
        cancelLabel={VERIFIKASI_TEXT.batal}
        busy={busy === 'hapus'}
        onConfirm={() => void remove()}
        onDismiss={() => setView('dialog')}
      />
    </>
  );
}
