/**
 * /forgot-password (spec 000 sections 2, 5, 8): an e-mail; on a form error the warning 'Mohon
 * isi data dengan benar'; after acceptance a success panel. The answer is the same whether or
 * not the address belongs to an account.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { AUTH_TEXT, MSG } from '@shared/messages';
import { forgotPasswordForm } from '@shared/validation';
import { call } from '@web/api/client';
import { useFollow } from '@web/app/use-follow';
import { useFormSubmit, useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import './auth-page.css';

const FORM_NOTICE = 'forgot-form';

export default function ForgotPasswordPage() {
  const follow = useFollow();
  const form = useSchemaForm(forgotPasswordForm, { email: '' });
  const [done, setDone] = useState<string | null>(null);
  const { busy, submit } = useFormSubmit(
    form,
    { notice: FORM_NOTICE, invalid: MSG.fillCorrectlyForgot, pending: MSG.sending },
    (data) => call(api.auth.requestReset, { body: data }),
    setDone,
  );

  return (
    <div className="auth-page auth-page--narrow">
      <Container header={<Header variant="h1">{AUTH_TEXT.forgotTitle}</Header>}>
        {done ? (
          <SpaceBetween size="m">
            <Alert type="success" header={AUTH_TEXT.forgotDoneTitle}>
              {AUTH_TEXT.forgotDoneBody}
            </Alert>
            <Button href="/" onFollow={follow}>
              {MSG.backHome}
            </Button>
          </SpaceBetween>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <SpaceBetween size="l">
              <FormField label={AUTH_TEXT.fieldEmail} description={AUTH_TEXT.forgotIntro} errorText={form.errors.email}>
                <Input
                  name="email"
                  type="email"
                  value={form.values.email}
                  autoFocus
                  autoComplete="email"
                  onChange={(e) => form.set('email', e.detail.value)}
                />
              </FormField>
              <Button variant="primary" formAction="submit" loading={busy}>
                {AUTH_TEXT.forgotSubmit}
              </Button>
            </SpaceBetween>
          </form>
        )}
      </Container>
    </div>
  );
}
