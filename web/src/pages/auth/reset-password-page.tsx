/**
 * /reset-password#token=...: a new password and its confirmation; after the reset, 'Penggantian
 * password berhasil'. The token is single use and expiring; every existing session of the account
 * ends. The page takes the token off the address bar (link-token.ts); opened without one, it says
 * the link is not valid and offers to ask for a new one.
 */
import { api } from '@shared/api';
import { AUTH_MSG, AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { resetPasswordForm } from '@shared/validation';
import { call } from '@web/api/client';
import { FormOrSuccess } from '@web/components/form/form-or-success';
import { useFormSubmit } from '@web/components/form/form-submit';
import { NewPasswordFields } from '@web/components/form/new-password-fields';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import { useLinkToken } from './link-token';
import { LinkTokenMissing } from './link-token-missing';
import './auth-page.css';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';

const FORM_NOTICE = 'reset-form';

export default function ResetPasswordPage() {
  const token = useLinkToken();
  const form = useSchemaForm(resetPasswordForm, { password: '', password_confirmation: '' });
  const [done, setDone] = useState(false);
  const { busy, submit } = useFormSubmit(
    form,
    { notice: FORM_NOTICE, invalid: MSG.fillCorrectlyForgot, pending: MSG.memperbarui },
    (data) => call(api.auth.resetPassword, { body: { token: token ?? '', ...data } }),
    () => setDone(true),
  );

  if (!token) {
    return (
      <LinkTokenMissing
        title={PAGE_NAME_MSG.resetPassword}
        message={AUTH_MSG.resetInvalid}
        action={{ text: PAGE_NAME_MSG.forgotPassword, href: '/forgot-password' }}
      />
    );
  }
  return (
    <div className="auth-page auth-page--narrow">
      <FormOrSuccess
        title={PAGE_NAME_MSG.resetPassword}
        done={done}
        success={{
          header: MSG.resetDone,
          body: AUTH_SCREEN_MSG.resetDoneBody,
          action: { text: AUTH_SCREEN_MSG.signInNow, href: '/', primary: true },
        }}
        submit={{ text: AUTH_SCREEN_MSG.resetSubmit, busy, onSubmit: (event) => void submit(event) }}
      >
        <NewPasswordFields form={form} description={AUTH_SCREEN_MSG.resetIntro} autoFocus />
      </FormOrSuccess>
    </div>
  );
}
