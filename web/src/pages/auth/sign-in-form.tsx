/**
 * The sign-in form of the header's Sign In popover: 'NIM atau email', Password with a show/hide toggle, Enter
 * submits, a link to /forgot-password, Daftar and Login. It checks the fields with the login call's schema (both
 * required), then hands them to `onSubmit` (the login call and the move to /otp belong to the authentication flow).
 */
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { MSG } from '@shared/messages';
import { loginBody } from '@shared/validation';
import { useFollow } from '@web/app/use-follow';
import { FormInput, SchemaField } from '@web/components/form/form-fields';
import { useSchemaForm } from '@web/components/form/schema-form';
import { type FormEvent, useState } from 'react';
import './sign-in-form.css';

export interface SignInFormProps {
  /** Receives the credentials as typed (no format rule in the form) once both are filled. */
  onSubmit?: (nim: string, password: string) => void | Promise<void>;
}

export function SignInForm({ onSubmit }: SignInFormProps) {
  const follow = useFollow();
  // the login call's own schema: both fields required (and bounded)
  const form = useSchemaForm(loginBody, { nim: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || !onSubmit || submitting) return;
    setSubmitting(true);
    try {
      await onSubmit(form.values.nim, form.values.password);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="sign-in-form" onSubmit={(event) => void submit(event)} noValidate>
      <SpaceBetween size="m">
        <FormInput form={form} name="nim" label={MSG.nimOrEmail} autoFocus autoComplete="username" />
        <SchemaField form={form} name="password" label={MSG.password}>
          <div className="sign-in-form__password">
            <div className="sign-in-form__password-input">
              <Input
                name="password"
                type={showPassword ? 'text' : 'password'}
                value={form.values.password}
                autoComplete="current-password"
                onChange={(event) => form.set('password', event.detail.value)}
              />
            </div>
            <ToggleButton
              variant="icon"
              iconName="lock-private"
              pressedIconName="unlocked"
              pressed={showPassword}
              ariaLabel={MSG.showPassword}
              onChange={(event) => setShowPassword(event.detail.pressed)}
            />
          </div>
        </SchemaField>
        <Link href="/forgot-password" onFollow={follow}>
          {MSG.forgotPasswordLink}
        </Link>
        <div className="sign-in-form__actions">
          <Button href="/register" onFollow={follow}>
            {MSG.signUpButton}
          </Button>
          <Button variant="primary" formAction="submit" loading={submitting}>
            {MSG.loginButton}
          </Button>
        </div>
      </SpaceBetween>
    </form>
  );
}
