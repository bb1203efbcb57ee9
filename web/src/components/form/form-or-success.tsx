/**
 * A page that is one form and then a success panel: a Container with the page title holding the
 * form (its fields and the submit button) until `done`, then the success alert and one button
 * onward.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useFollow } from '@web/app/use-follow';
import type { FormEvent, ReactNode } from 'react';

export interface FormOrSuccessProps {
  title: string;
  done: boolean;
  success: {
    header: string;
    body: ReactNode;
    /** The button onward (an app address). */
    action: { text: string; href: string; primary?: boolean };
  };
  submit: { text: string; busy: boolean; onSubmit: (event: FormEvent) => void };
  /** The fields. */
  children: ReactNode;
}

export function FormOrSuccess({ title, done, success, submit, children }: FormOrSuccessProps) {
  const follow = useFollow();
  return (
    <Container header={<Header variant="h1">{title}</Header>}>
      {done ? (
        <SpaceBetween size="m">
          <Alert type="success" header={success.header}>
            {success.body}
          </Alert>
          <Button variant={success.action.primary ? 'primary' : 'normal'} href={success.action.href} onFollow={follow}>
            {success.action.text}
          </Button>
        </SpaceBetween>
      ) : (
        <form onSubmit={submit.onSubmit} noValidate>
          <SpaceBetween size="l">
            {children}
            <Button variant="primary" formAction="submit" loading={submit.busy}>
              {submit.text}
            </Button>
          </SpaceBetween>
        </form>
      )}
    </Container>
  );
}
