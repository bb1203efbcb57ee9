/**
 * The result of the register and activation wizards, shown instead of the wizard once the data are
 * sent: the sending, then the success with the one way onward, or the failure with the way back to
 * the data (kept as typed). It has no Batal and no Previous: going back from an accepted request
 * and sending it again could only fail ('NIM atau email sudah terdaftar').
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { AUTH_SCREEN_MSG } from '@shared/messages';
import { useFollow } from '@web/app/use-follow';
import type { ReactNode } from 'react';
import './auth-page.css';

export type SendState = { status: 'loading' } | { status: 'success'; message: string } | { status: 'failed'; message: string };

/** A call's state as the page shows it: a loading line, or the success or failure alert with the server's message. */
export function Outcome({
  state,
  loadingText,
  successTitle,
  failedTitle,
  children,
}: {
  state: SendState;
  loadingText: string;
  successTitle?: string;
  failedTitle: string;
  /** Shown inside the success alert, under the message. */
  children?: ReactNode;
}) {
  if (state.status === 'loading') return <StatusIndicator type="loading">{loadingText}</StatusIndicator>;
  if (state.status === 'success')
    return (
      <Alert type="success" header={successTitle}>
        <SpaceBetween size="xs">
          <div>{state.message}</div>
          {children}
        </SpaceBetween>
      </Alert>
    );
  return (
    <Alert type="error" header={failedTitle}>
      {state.message}
    </Alert>
  );
}

export interface WizardResultProps {
  title: string;
  state: SendState;
  loadingText: string;
  successTitle: string;
  failedTitle: string;
  /** Shown in the success alert under the server's message. */
  successBody?: ReactNode;
  /** The one button after a success (an app address). */
  onward: { text: string; href: string };
  /** After a failure: back to the wizard's step that needs fixing. */
  onFix: () => void;
}

export function WizardResult({ title, state, loadingText, successTitle, failedTitle, successBody, onward, onFix }: WizardResultProps) {
  const follow = useFollow();
  return (
    <div className="auth-page">
      <Container header={<Header variant="h1">{title}</Header>}>
        <SpaceBetween size="l">
          <Outcome state={state} loadingText={loadingText} successTitle={successTitle} failedTitle={failedTitle}>
            {successBody}
          </Outcome>
          {state.status === 'success' && (
            <Button variant="primary" href={onward.href} onFollow={follow}>
              {onward.text}
            </Button>
          )}
          {state.status === 'failed' && (
            <Button variant="primary" onClick={onFix}>
              {AUTH_SCREEN_MSG.fixData}
            </Button>
          )}
        </SpaceBetween>
      </Container>
    </div>
  );
}
