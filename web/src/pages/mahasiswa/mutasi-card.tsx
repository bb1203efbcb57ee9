/**
 * The frame of the Readmisi Akun and Migrasi Akun cards: the current request's status (1 menunggu,
 * 2 diverifikasi, 3 ditolak), the form (submit 'Ajukan', or 'Update' while a request waits) and the
 * cancel button, shown only while a request waits (status 1; 0 is never stored: none means no
 * request), behind a confirmation.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { AUTH_SCREEN_MSG, MSG, MUTASI_SCREEN_MSG } from '@shared/messages';
import { type ReactNode, useState } from 'react';

/** The stored status, or 0 when there is no request. */
export type MutasiStatus = 0 | 1 | 2 | 3;

const STATUS: Record<MutasiStatus, { type: StatusIndicatorProps.Type; text: string }> = {
  0: { type: 'stopped', text: MUTASI_SCREEN_MSG.statusNone },
  1: { type: 'pending', text: MUTASI_SCREEN_MSG.statusWaiting },
  2: { type: 'success', text: MUTASI_SCREEN_MSG.statusVerified },
  3: { type: 'error', text: MUTASI_SCREEN_MSG.statusRejected },
};

export interface MutasiCardProps {
  title: string;
  description: string;
  /** Undefined while loading. */
  status: MutasiStatus | undefined;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => Promise<boolean>;
  children: ReactNode;
}

export function MutasiCard({ title, description, status, busy, onSubmit, onCancel, children }: MutasiCardProps) {
  const [confirming, setConfirming] = useState(false);
  const waiting = status === 1;
  const shown = status === undefined ? null : STATUS[status];
  return (
    <section aria-label={title}>
      <Container
        header={
          <Header variant="h2" description={description}>
            {title}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <SpaceBetween size="xxs">
            <Box variant="awsui-key-label">{MUTASI_SCREEN_MSG.statusLabel}</Box>
            {shown ? (
              <StatusIndicator type={shown.type}>{shown.text}</StatusIndicator>
            ) : (
              <StatusIndicator type="loading">{MSG.loadingData}</StatusIndicator>
            )}
          </SpaceBetween>
          {status === 2 ? (
            <Box color="text-body-secondary">{MUTASI_SCREEN_MSG.decidedNote}</Box>
          ) : (
            status !== undefined && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  onSubmit();
                }}
              >
                <SpaceBetween size="l">
                  {children}
                  <SpaceBetween size="xs" direction="horizontal">
                    <Button variant="primary" formAction="submit" loading={busy}>
                      {waiting ? MUTASI_SCREEN_MSG.update : MUTASI_SCREEN_MSG.submit}
                    </Button>
                    {waiting && (
                      <Button formAction="none" disabled={busy} onClick={() => setConfirming(true)}>
                        {MUTASI_SCREEN_MSG.cancel}
                      </Button>
                    )}
                  </SpaceBetween>
                </SpaceBetween>
              </form>
            )
          )}
        </SpaceBetween>
        <Modal
          visible={confirming}
          header={MUTASI_SCREEN_MSG.cancelConfirmTitle}
          onDismiss={() => setConfirming(false)}
          footer={
            <Box float="right">
              <SpaceBetween size="xs" direction="horizontal">
                <Button variant="link" onClick={() => setConfirming(false)}>
                  {AUTH_SCREEN_MSG.no}
                </Button>
                <Button variant="primary" loading={busy} onClick={() => void onCancel().then(() => setConfirming(false))}>
                  {AUTH_SCREEN_MSG.yes}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {MUTASI_SCREEN_MSG.cancelConfirmBody}
        </Modal>
      </Container>
    </section>
  );
}
