/**
 * The sign-in form of the header's Sign In popover (spec 000 section 2): 'NIM atau email',
 * Password with a show/hide toggle, Enter submits, a link to /forgot-password, Daftar and
 * Login. It checks that both fields are filled, then hands them to `onSubmit` (the login
 * call and the move to /otp belong to the authentication flow).
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { MSG } from '@shared/messages';
import { useFollow } from '@web/app/use-follow';
import { type FormEvent, useState } from 'react';
import './sign-in-form.css';

export interface SignInFormProps {
  /** Receives the credentials as typed (spec: sent as typed) once both are filled. */
  onSubmit?: (nim: string, password: string) => void | Promise<void>;
}

interface Errors {
  nim?: string;
  password?: string;
}

export function validateSignIn(nim: string, password: string): Errors {
  const errors: Errors = {};
  if (nim.trim() === '') errors.nim = MSG.required;
  if (password === '') errors.password = MSG.required;
  return errors;
}

export function SignInForm({ onSubmit }: SignInFormProps) {
  const follow = useFollow();
  const [nim, setNim] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn(nim, password);
    setErrors(found);
    if (found.nim || found.password || !onSubmit || submitting) return;
    setSubmitting(true);
    try {
      await onSubmit(nim, password);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="sign-in-form" onSubmit={(event) => void submit(event)} noValidate>
      <SpaceBetween size="m">
        <FormField label={MSG.nimOrEmail} errorText={errors.nim}>
          <Input
            name="nim"
            value={nim}
            autoFocus
            autoComplete="username"
            onChange={(event) => {
              setNim(event.detail.value);
              if (errors.nim) setErrors({ ...errors, nim: undefined });
            }}
          />
        </FormField>
        <FormField label={MSG.password} errorText={errors.password}>
          <div className="sign-in-form__password">
            <div className="sign-in-form__password-input">
              <Input
                name="password"
                type={showPassword ? 'text' : 'password'}
                value={password}
                autoComplete="current-password"
                onChange={(event) => {
                  setPassword(event.detail.value);
                  if (errors.password) setErrors({ ...errors, password: undefined });
                }}
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
        </FormField>
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
