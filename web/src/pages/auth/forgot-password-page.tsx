/**
 * /forgot-password: an e-mail; on a form error the warning 'Mohon isi data dengan benar'; after
 * acceptance a success panel. The answer is the same whether or not the address belongs to an
 * account.
 */
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { forgotPasswordForm } from '@shared/validation';
import { call } from '@web/api/client';
import { FormInput } from '@web/components/form/form-fields';
import { FormOrSuccess } from '@web/components/form/form-or-success';
import { useFormSubmit } from '@web/components/form/form-submit';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import './auth-page.css';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';

const FORM_NOTICE = 'forgot-form';

export default function ForgotPasswordPage() {
  const form = useSchemaForm(forgotPasswordForm, { email: '' });
  const [done, setDone] = useState(false);
  const { busy, submit } = useFormSubmit(
    form,
    { notice: FORM_NOTICE, invalid: MSG.fillCorrectlyForgot, pending: MSG.sending },
    (data) => call(api.auth.requestReset, { body: data }),
    () => setDone(true),
  );

  return (
    <div className="auth-page auth-page--narrow">
      <FormOrSuccess
        title={PAGE_NAME_MSG.forgotPassword}
        done={done}
        success={{ header: AUTH_SCREEN_MSG.forgotDoneTitle, body: AUTH_SCREEN_MSG.forgotDoneBody, action: { text: MSG.backHome, href: '/' } }}
        submit={{ text: AUTH_SCREEN_MSG.forgotSubmit, busy, onSubmit: (event) => void submit(event) }}
      >
        <FormInput
          form={form}
          name="email"
          type="email"
          label={AUTH_SCREEN_MSG.fieldEmail}
          description={AUTH_SCREEN_MSG.forgotIntro}
          autoFocus
          autoComplete="email"
        />
      </FormOrSuccess>
    </div>
  );
}
