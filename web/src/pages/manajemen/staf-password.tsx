/**
 * The edit dialog's password editor of a prodi admin or a verifier: 'Ubah Password' opens the
 * password pair with its own save (the account's Simpan waits until it is closed); the save sends
 * the password shape of `PUT /api/manajemen/akun/update`.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import type { AkunRow } from '@shared/api/manajemen';
import { AUTH_SCREEN_MSG, MSG, STAF_MSG } from '@shared/messages';
import { newPasswordForm } from '@shared/validation/akun';
import { call } from '@web/api/client';
import { useFormSubmit } from '@web/components/form/form-submit';
import { NewPasswordFields } from '@web/components/form/new-password-fields';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import type { Refused } from './staf-save';

/** One warning for an invalid pair: a new attempt replaces it. */
const PASSWORD_NOTICE = 'staf-password-invalid';
const EMPTY = { password: '', password_confirmation: '' };

export interface StafPasswordProps {
  /** The account as last answered. */
  row: AkunRow | undefined;
  onSaved: (row: AkunRow) => void;
  refused: Refused;
  onWritten: () => void;
}

export function useStafPassword({ row, onSaved, refused, onWritten }: StafPasswordProps) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(newPasswordForm, EMPTY);
  const save = useFormSubmit(
    form,
    { notice: PASSWORD_NOTICE, invalid: MSG.fillCorrectly, pending: MSG.mengupdate },
    async (pair) => {
      if (!row) throw new Error('no account to edit');
      try {
        const saved = await call(api.manajemen.akunUpdate, { body: { id: row.id, version: row.version, nim: row.nim, ...pair } });
        onSaved(saved.user);
        return saved;
      } catch (error) {
        refused(error, form);
        throw error;
      }
    },
    () => {
      setOpen(false);
      form.reset(EMPTY);
      onWritten();
    },
  );
  const toggle = () => {
    form.reset(EMPTY);
    setOpen(!open);
  };
  return { open, form, busy: save.busy, submit: save.submit, toggle };
}

export function StafPasswordEditor({ editor }: { editor: ReturnType<typeof useStafPassword> }) {
  const { open, form, busy, submit, toggle } = editor;
  return (
    <Box margin={{ top: 'm' }}>
      <SpaceBetween size="m">
        <FormField label={AUTH_SCREEN_MSG.fieldPassword}>
          <Button iconName={open ? 'close' : 'key'} disabled={busy} onClick={toggle}>
            {open ? STAF_MSG.closePassword : STAF_MSG.changePassword}
          </Button>
        </FormField>
        {open && (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <SpaceBetween size="m">
              <NewPasswordFields form={form} indicators columns autoFocus />
              <Box float="right">
                <Button variant="primary" formAction="submit" loading={busy}>
                  {STAF_MSG.savePassword}
                </Button>
              </Box>
              <Alert type="info">{STAF_MSG.passwordOpenHint}</Alert>
            </SpaceBetween>
          </form>
        )}
      </SpaceBetween>
    </Box>
  );
}
