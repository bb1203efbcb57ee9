/**
 * The student area's condition: a student whose e-mail is not verified or whose data is incomplete
 * sees the warning page with 'Ajukan Aktivasi' (which sends the activation e-mail again) instead of
 * the page. Other roles pass through.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { notify } from '@web/app/notifications';
import { type ReactNode, useState } from 'react';

export function ActivationWarning({ emailVerified, dataComplete }: { emailVerified: boolean; dataComplete: boolean }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    const progress = notify.info(MSG.resendingVerification);
    try {
      const out = await call(api.auth.resendActivation);
      progress.success(out.message);
    } catch (error) {
      progress.fail(error, MSG.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container header={<Header variant="h2">{AUTH_SCREEN_MSG.warningTitle}</Header>}>
      <SpaceBetween size="m">
        <Alert type="warning">
          <SpaceBetween size="xxs">
            {!emailVerified && <Box variant="p">{AUTH_SCREEN_MSG.warningEmail}</Box>}
            {!dataComplete && <Box variant="p">{AUTH_SCREEN_MSG.warningData}</Box>}
          </SpaceBetween>
        </Alert>
        <Box variant="p">{AUTH_SCREEN_MSG.warningBody}</Box>
        <Button variant="primary" loading={busy} onClick={() => void resend()}>
          {AUTH_SCREEN_MSG.warningButton}
        </Button>
      </SpaceBetween>
    </Container>
  );
}

/** Shows `children` to an active student (and to every other role); else the warning page. */
export function StudentGate({ children }: { children: ReactNode }) {
  const session = useApiQuery(api.auth.session, {}, { staleTime: 0 });
  if (session.isLoading) return <StatusIndicator type="loading">{MSG.loadingData}</StatusIndicator>;
  const account = session.data?.account;
  if (account && (!account.email_verified || !account.is_data_complete)) {
    return <ActivationWarning emailVerified={account.email_verified} dataComplete={account.is_data_complete} />;
  }
  if (session.isError) return <Alert type="error">{MSG.genericError}</Alert>;
  return children;
}
