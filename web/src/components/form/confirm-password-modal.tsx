/**
 * The confirmation that asks for the old password before an account change is saved: a Modal with
 * 'Password Lama', Ya and Tidak; Enter confirms. It opens empty; an empty field says 'This field is
 * required' without calling. `onConfirm` saves and answers the message to show under the field when
 * the server refuses the old password (the dialog then stays open), or nothing (the caller closes
 * it).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { useState } from 'react';

export interface ConfirmPasswordModalProps {
  visible: boolean;
  onConfirm: (oldPassword: string) => Promise<string | undefined>;
  onDismiss: () => void;
}

export function ConfirmPasswordModal({ visible, onConfirm, onDismiss }: ConfirmPasswordModalProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Opening starts empty (adjusted while rendering, so the old text never shows).
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setValue('');
      setError(undefined);
    }
  }

  const confirm = async () => {
    if (busy) return;
    if (value === '') return setError(MSG.required);
    setBusy(true);
    try {
      setError(await onConfirm(value));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      header={AUTH_SCREEN_MSG.confirmTitle}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onDismiss} disabled={busy}>
              {AUTH_SCREEN_MSG.no}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void confirm()}>
              {AUTH_SCREEN_MSG.yes}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
        noValidate
      >
        <FormField label={AUTH_SCREEN_MSG.oldPassword} description={AUTH_SCREEN_MSG.confirmBody} errorText={error}>
          <Input
            name="old_password"
            type="password"
            value={value}
            autoFocus
            autoComplete="current-password"
            onChange={(e) => {
              setValue(e.detail.value);
              setError(undefined);
            }}
          />
        </FormField>
      </form>
    </Modal>
  );
}
