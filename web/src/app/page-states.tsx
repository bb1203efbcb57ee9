/** What the shell shows while a page loads, and when a page fails to render or load. */

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { SHELL_MSG } from '@shared/messages/shell';
import { describeFailure } from './notice-store';
import './shell.css';

/** A failed load shown in the page: a warning with the server's message (4xx), else an error. */
export function FailureAlert({ error }: { error: unknown }) {
  const failure = describeFailure(error);
  return <Alert type={failure.type}>{failure.text}</Alert>;
}

export function PageLoading() {
  return (
    <div className="page-state" role="status">
      <Spinner size="large" />
      <Box variant="p" color="text-body-secondary">
        {SHELL_MSG.loadingPage}
      </Box>
    </div>
  );
}

/**
 * While the first page's code loads: the header's brand as index.html paints it before any script
 * (the same markup), and the spinner under it, so the brand stays in place until the page comes.
 */
export function FirstLoad() {
  return (
    <>
      <div className="public-header" aria-hidden="true">
        <div className="public-header__inner">
          <span className="public-brand">
            <img src="/logo.svg" alt="" width={36} height={36} />
            <span className="public-brand__name">{SHELL_MSG.appName}</span>
          </span>
        </div>
      </div>
      <PageLoading />
    </>
  );
}

/** The router's error element: a failed chunk load or a rendering error. */
export function RouteErrorPage() {
  return (
    <main className="page-state">
      <SpaceBetween size="m" alignItems="center">
        <Box variant="h1">{SHELL_MSG.pageErrorTitle}</Box>
        <Box variant="p">{SHELL_MSG.pageErrorBody}</Box>
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={() => window.location.reload()}>{SHELL_MSG.reloadPage}</Button>
          <Button variant="primary" href="/">
            {SHELL_MSG.backHome}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </main>
  );
}
