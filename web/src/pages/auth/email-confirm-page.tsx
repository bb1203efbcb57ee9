/**
 * /akun/email#token=...: the link sent to a staff member's new e-mail address. Opening it confirms
 * the address (once; a second opening or an expired link says so) and offers the way to sign in;
 * the sign-in codes go to the new address from then on. The page takes the token off the address
 * bar (link-token.ts).
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { AUTH_MSG, AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { ApiError, call } from '@web/api/client';
import { useEffect, useRef, useState } from 'react';
import { useLinkToken } from './link-token';
import './auth-page.css';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';

type Outcome = { status: 'loading' } | { status: 'success' | 'failed'; message: string };

export default function EmailConfirmPage() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: 'loading' } : { status: 'failed', message: AUTH_MSG.emailConfirmInvalid });
  const started = useRef(false);

  useEffect(() => {
    // the link is single use: confirm once, even when React runs the effect twice
    if (started.current || !token) return;
    started.current = true;
    call(api.akun.emailConfirm, { body: { token } })
      .then((out) => setOutcome({ status: 'success', message: out.message }))
      .catch((error: unknown) => setOutcome({ status: 'failed', message: error instanceof ApiError ? error.message : MSG.genericErrorPlain }));
  }, [token]);

  return (
    <div className="auth-page auth-page--narrow">
      <Container header={<Header variant="h1">{PAGE_NAME_MSG.emailConfirm}</Header>}>
        <SpaceBetween size="l">
          {outcome.status === 'loading' ? (
            <StatusIndicator type="loading">{AUTH_SCREEN_MSG.emailConfirming}</StatusIndicator>
          ) : (
            <Alert
              type={outcome.status === 'success' ? 'success' : 'error'}
              header={outcome.status === 'failed' ? AUTH_SCREEN_MSG.emailConfirmFailedTitle : undefined}
            >
              {outcome.message}
            </Alert>
          )}
          {outcome.status !== 'loading' && (
            <Button variant="primary" href="/">
              {AUTH_SCREEN_MSG.signInNow}
            </Button>
          )}
        </SpaceBetween>
      </Container>
    </div>
  );
}
