/**
 * The new-password pair: New Password and Re-Enter New Password. With `indicators` (the account
 * forms), the new password shows success once it is filled and valid, and the re-entry shows
 * 'Password confirmation do not match' as soon as it differs, before any submit.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import type { ReactNode } from 'react';
import type { BoundForm } from './form-fields';

export interface PasswordPair {
  password: string;
  password_confirmation: string;
}

export interface NewPasswordFieldsProps<V extends PasswordPair & Record<string, unknown>> {
  form: BoundForm<V>;
  /** Success and mismatch shown while typing. */
  indicators?: boolean;
  /** Side by side (two columns) instead of one under the other. */
  columns?: boolean;
  /** Shown under the New Password label. */
  description?: ReactNode;
  autoFocus?: boolean;
}

export function NewPasswordFields<V extends PasswordPair & Record<string, unknown>>({
  form,
  indicators = false,
  columns = false,
  description,
  autoFocus,
}: NewPasswordFieldsProps<V>) {
  const { values, errors } = form;
  const set = (field: keyof PasswordPair, value: string) => form.set(field, value as V[keyof PasswordPair]);
  const passwordInput = (
    <Input
      name="password"
      type="password"
      value={values.password}
      autoFocus={autoFocus}
      autoComplete="new-password"
      onChange={(e) => set('password', e.detail.value)}
    />
  );
  const mismatch = indicators && values.password_confirmation !== '' && values.password_confirmation !== values.password;
  const fields = [
    <FormField
      key="password"
      label={AUTH_SCREEN_MSG.newPassword}
      description={description}
      constraintText={AUTH_SCREEN_MSG.passwordHint}
      errorText={errors.password}
    >
      {indicators ? (
        <SpaceBetween size="xxs">
          {passwordInput}
          {values.password !== '' && !errors.password && <StatusIndicator type="success">{AUTH_SCREEN_MSG.passwordOk}</StatusIndicator>}
        </SpaceBetween>
      ) : (
        passwordInput
      )}
    </FormField>,
    <FormField
      key="password_confirmation"
      label={AUTH_SCREEN_MSG.reEnterPassword}
      errorText={errors.password_confirmation ?? (mismatch ? MSG.passwordMismatch : undefined)}
    >
      <Input
        name="password_confirmation"
        type="password"
        value={values.password_confirmation}
        autoComplete="new-password"
        onChange={(e) => set('password_confirmation', e.detail.value)}
      />
    </FormField>,
  ];
  return columns ? <ColumnLayout columns={2}>{fields}</ColumnLayout> : <SpaceBetween size="l">{fields}</SpaceBetween>;
}
