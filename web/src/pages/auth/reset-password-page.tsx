/**
 * /forgot-password/{token} (spec 000 sections 2, 8): a new password and its confirmation; after
 * the reset, 'Penggantian password berhasil'. The token is single use and expiring; every
 * existing session of the account ends.
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
import { resetPasswordForm } from '@shared/validation';
import { call } from '@web/api/client';
import { useFollow } from '@web/app/use-follow';
import { useFormSubmit, useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import './auth-page.css';

const FORM_NOTICE = 'reset-form';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const follow = useFollow();
  const form = useSchemaForm(resetPasswordForm, { password: '', password_confirmation: '' });
  const [done, setDone] = useState(false);
  const { busy, submit } = useFormSubmit(
    form,
    { notice: FORM_NOTICE, invalid: MSG.fillCorrectlyForgot, pending: MSG.memperbarui },
    (data) => call(api.auth.resetPassword, { body: { token, ...data } }),
    () => setDone(true),
  );

  return (
    <div className="auth-page auth-page--narrow">
      <Container header={<Header variant="h1">{AUTH_TEXT.resetTitle}</Header>}>
        {done ? (
          <SpaceBetween size="m">
            <Alert type="success" header={MSG.resetDone}>
              {AUTH_TEXT.resetDoneBody}
            </Alert>
            <Button variant="primary" href="/" onFollow={follow}>
              {AUTH_TEXT.signInNow}
            </Button>
          </SpaceBetween>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <SpaceBetween size="l">
              <FormField
                label={AUTH_TEXT.newPassword}
                description={AUTH_TEXT.resetIntro}
                constraintText={AUTH_TEXT.passwordHint}
                errorText={form.errors.password}
              >
                <Input
                  name="password"
                  type="password"
                  value={form.values.password}
                  autoFocus
                  autoComplete="new-password"
                  onChange={(e) => form.set('password', e.detail.value)}
                />
              </FormField>
              <FormField label={AUTH_TEXT.reEnterPassword} errorText={form.errors.password_confirmation}>
                <Input
                  name="password_confirmation"
                  type="password"
                  value={form.values.password_confirmation}
                  autoComplete="new-password"
                  onChange={(e) => form.set('password_confirmation', e.detail.value)}
                />
              </FormField>
              <Button variant="primary" formAction="submit" loading={busy}>
                {AUTH_TEXT.resetSubmit}
              </Button>
            </SpaceBetween>
          </form>
        )}
      </Container>
    </div>
  );
}
