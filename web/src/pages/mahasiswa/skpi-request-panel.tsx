/**
 * The SKPI request of /user/skpi: the state (none, 'Menunggu' (0), 'Diterima' (1)); 'Ajukan Cetak
 * SKPI' only with no request, 'Batalkan Cetak SKPI' only while waiting, each behind its
 * confirmation dialog and under its info toast ('Mengajukan..', 'Membatalkan...'); nothing once
 * accepted. While the checklist shows unmet rubrics, 'Ajukan Cetak SKPI' is off and the panel says
 * why in the server's own words (the request would be refused with them). The outcome of a request
 * or cancel stays in the panel (the toast hides after 2 s): the success, or a refusal (422 naming
 * the unmet rubrics, 409) as a warning with the server's message. Beside the request button,
 * 'Pratinjau SKPI' opens the document marked PRATINJAU (skpi-preview.tsx).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { unmetRubrics } from '@shared/domain/checklist';
import { MSG, SKPI_SCREEN_MSG, SKPI_STATUS_MSG, skpiUnmetRubrics } from '@shared/messages';
import { call } from '@web/api/client';
import { describeFailure, notify } from '@web/app/notifications';
import { FailureAlert } from '@web/app/page-states';
import { ConfirmModal } from '@web/components/confirm-modal';
import { useState } from 'react';
import { SkpiPreviewButton, SkpiPreviewFailure, SkpiPreviewModal, useSkpiPreview } from './skpi-preview';
import { useChecklist, useRefreshRequest, useSkpiRequest } from './student-data';

type Dialog = 'request' | 'cancel' | null;

/** The last request or cancel, as the panel keeps it: its success, or the server's refusal. */
type Outcome = { type: 'success' | 'warning'; text: string } | null;

function RequestState({ state }: { state: 0 | 1 | null }) {
  if (state === 0) return <StatusIndicator type="pending">{SKPI_STATUS_MSG.requestPending}</StatusIndicator>;
  if (state === 1) return <StatusIndicator type="success">{SKPI_STATUS_MSG.requestAccepted}</StatusIndicator>;
  return <StatusIndicator type="stopped">{SKPI_SCREEN_MSG.requestNone}</StatusIndicator>;
}

export function SkpiRequestPanel() {
  const request = useSkpiRequest();
  const refresh = useRefreshRequest();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const preview = useSkpiPreview();
  const checklist = useChecklist();
  const unmet = checklist.data ? unmetRubrics(checklist.data.rows) : [];
  // the server's words for the refusal, shown before the student presses anything
  const notYet = unmet.length > 0 ? skpiUnmetRubrics(unmet) : null;

  const run = async (kind: 'request' | 'cancel') => {
    setBusy(true);
    setOutcome(null);
    const progress = notify.info(kind === 'request' ? MSG.mengajukan : MSG.membatalkan);
    try {
      const out = kind === 'request' ? await call(api.mahasiswa.skpiRequest) : await call(api.mahasiswa.skpiCancel);
      progress.success(out.message);
      setOutcome({ type: 'success', text: out.message });
    } catch (error) {
      progress.fail(error, MSG.genericErrorPlain);
      const failure = describeFailure(error, MSG.genericErrorPlain);
      if (failure.type === 'warning') setOutcome({ type: 'warning', text: failure.text });
    } finally {
      setBusy(false);
      setDialog(null);
      await refresh();
    }
  };

  const state = request.data?.is_downloaded ?? null;
  return (
    <Container header={<Header variant="h2">{SKPI_SCREEN_MSG.statusTitle}</Header>}>
      {request.isError ? (
        <FailureAlert error={request.error} />
      ) : !request.data ? (
        <StatusIndicator type="loading">{MSG.loadingData}</StatusIndicator>
      ) : (
        <SpaceBetween size="m">
          <div>
            <Box variant="awsui-key-label">{SKPI_SCREEN_MSG.statusLabel}</Box>
            <div data-testid="skpi-request-state">
              <RequestState state={state} />
            </div>
          </div>
          {state === 0 && <Box color="text-body-secondary">{SKPI_SCREEN_MSG.waitingNote}</Box>}
          {state === 1 && <Box color="text-body-secondary">{SKPI_SCREEN_MSG.acceptedNote}</Box>}
          {outcome && (
            <Alert
              type={outcome.type}
              header={outcome.type === 'warning' ? SKPI_SCREEN_MSG.refusedTitle : undefined}
              dismissible
              dismissAriaLabel={MSG.dismiss}
              onDismiss={() => setOutcome(null)}
            >
              {outcome.text}
            </Alert>
          )}
          {state === null && notYet && outcome?.type !== 'warning' && (
            <Alert type="info">
              <span data-testid="skpi-request-unmet">{notYet}</span>
            </Alert>
          )}
          <SkpiPreviewFailure preview={preview} />
          <SpaceBetween direction="horizontal" size="xs">
            {state === null && (
              <Button variant="primary" disabled={notYet !== null} disabledReason={notYet ?? undefined} onClick={() => setDialog('request')}>
                {SKPI_SCREEN_MSG.requestButton}
              </Button>
            )}
            {state === 0 && <Button onClick={() => setDialog('cancel')}>{SKPI_SCREEN_MSG.cancelButton}</Button>}
            <SkpiPreviewButton preview={preview} />
          </SpaceBetween>
        </SpaceBetween>
      )}
      <SkpiPreviewModal preview={preview} />
      <ConfirmModal
        visible={dialog === 'request'}
        title={SKPI_SCREEN_MSG.requestConfirmTitle}
        body={SKPI_SCREEN_MSG.requestConfirmBody}
        confirmLabel={SKPI_SCREEN_MSG.confirmYes}
        cancelLabel={SKPI_SCREEN_MSG.confirmNo}
        busy={busy}
        onConfirm={() => void run('request')}
        onDismiss={() => setDialog(null)}
      />
      <ConfirmModal
        visible={dialog === 'cancel'}
        title={SKPI_SCREEN_MSG.cancelConfirmTitle}
        body={SKPI_SCREEN_MSG.cancelConfirmBody}
        confirmLabel={SKPI_SCREEN_MSG.confirmYes}
        cancelLabel={SKPI_SCREEN_MSG.confirmNo}
        busy={busy}
        onConfirm={() => void run('cancel')}
        onDismiss={() => setDialog(null)}
      />
    </Container>
  );
}
