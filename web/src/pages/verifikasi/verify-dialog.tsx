/**
 * The verify dialog: the portfolio, its evidence in the embedded PDF viewer, the note (required to
 * reject, optional to accept: the shared schemas say so, with their messages under the field), Terima
 * and Tolak while it waits (status 1 or 3), Hapus for the admins (with a confirmation), and its history
 * below. The `version` shown goes with the decision: a portfolio changed or decided since answers 409,
 * whose message shows here as a warning while the dialog reads the portfolio again. The viewer and the
 * confirmation take the dialog's place while open. Its state and decisions are use-verify-dialog.ts's.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { ConfirmModal } from '@web/components/confirm-modal';
import { FormTextarea } from '@web/components/form/form-fields';
import { PdfViewerModal } from '@web/components/pdf-viewer-modal';
import { RiwayatList } from '@web/components/riwayat-list';
import type { QueueRow } from './queue-columns';
import { type Busy, useVerifyDialog } from './use-verify-dialog';
import { evidenceOf, VerifyDetails } from './verify-details';
import './verifikasi-page.css';
import { judulOf } from '@web/components/bilingual/data-language';

export interface VerifyDialogProps {
  /** The row the dialog opened with (mounted while open: a new row starts afresh). */
  initial: QueueRow;
  /** Admin jurusan or super admin: may delete. */
  canDelete: boolean;
  onClose: () => void;
}

export function VerifyDialog({ initial, canDelete, onClose }: VerifyDialogProps) {
  const { row, gone, view, setView, busy, problem, setProblem, form, open, decide, remove, dismiss } = useVerifyDialog(initial, onClose);

  return (
    <>
      <Modal
        visible={view === 'dialog'}
        size="large"
        header={VERIFIKASI_SCREEN_MSG.dialogTitle}
        closeAriaLabel={MSG.dismiss}
        onDismiss={dismiss}
        footer={
          <VerifyFooter
            canDelete={canDelete && !gone}
            open={open}
            busy={busy}
            onDelete={() => setView('delete')}
            onDismiss={dismiss}
            onDecide={(kind) => void decide(kind)}
          />
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
                label={VERIFIKASI_SCREEN_MSG.catatan}
                constraintText={VERIFIKASI_SCREEN_MSG.catatanHint}
              />
            </form>
          )}
          <SpaceBetween size="xs">
            <Header variant="h3">{VERIFIKASI_SCREEN_MSG.riwayatTitle}</Header>
            {gone ? (
              <Box color="text-body-secondary">{VERIFIKASI_SCREEN_MSG.riwayatEmpty}</Box>
            ) : (
              <RiwayatList nim={row.nim} id={row.id_portofolio} />
            )}
          </SpaceBetween>
        </SpaceBetween>
      </Modal>
      <PdfViewerModal url={view === 'pdf' ? evidenceOf(row) : null} title={judulOf(row)} onDismiss={() => setView('dialog')} />
      <ConfirmModal
        visible={view === 'delete'}
        title={VERIFIKASI_SCREEN_MSG.deleteTitle}
        body={VERIFIKASI_SCREEN_MSG.deleteBody}
        subject={judulOf(row)}
        confirmLabel={VERIFIKASI_SCREEN_MSG.hapus}
        cancelLabel={VERIFIKASI_SCREEN_MSG.batal}
        busy={busy === 'hapus'}
        onConfirm={() => void remove()}
        onDismiss={() => setView('dialog')}
      />
    </>
  );
}

/** Hapus on the left (the admins'), then Tutup, and Tolak and Terima while the portfolio waits. */
function VerifyFooter(props: {
  canDelete: boolean;
  open: boolean;
  busy: Busy;
  onDelete: () => void;
  onDismiss: () => void;
  onDecide: (kind: 'terima' | 'tolak') => void;
}) {
  const { canDelete, open, busy, onDelete, onDismiss, onDecide } = props;
  return (
    <div className="verifikasi-dialog-footer">
      <div>
        {canDelete && (
          <Button iconName="remove" disabled={busy !== null} onClick={onDelete}>
            {VERIFIKASI_SCREEN_MSG.hapus}
          </Button>
        )}
      </div>
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" disabled={busy !== null} onClick={onDismiss}>
          {VERIFIKASI_SCREEN_MSG.tutup}
        </Button>
        {open && (
          <Button loading={busy === 'tolak'} disabled={busy !== null && busy !== 'tolak'} onClick={() => onDecide('tolak')}>
            {VERIFIKASI_SCREEN_MSG.tolak}
          </Button>
        )}
        {open && (
          <Button variant="primary" loading={busy === 'terima'} disabled={busy !== null && busy !== 'terima'} onClick={() => onDecide('terima')}>
            {VERIFIKASI_SCREEN_MSG.terima}
          </Button>
        )}
      </SpaceBetween>
    </div>
  );
}
