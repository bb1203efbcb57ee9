/**
 * Own account settings of every role (the Akun tab, the Admin profile page): username,
 * name, e-mail and a masked password. The edit control (pencil) turns on edit mode, the close
 * control discards by reloading from the server, 'Ubah Password' opens the New Password / Re-Enter
 * New Password sub-form, and saving asks for the old password with Ya / Tidak. The answer's message
 * ('Profil berhasil diubah!', or that a new address waits for its confirmation link) appears only
 * on 200; anything else is a warning. A waiting address is shown until it is confirmed.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { ApiError, call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { describeFailure, notify } from '@web/app/notifications';
import { ConfirmPasswordModal } from '@web/components/form/confirm-password-modal';
import { FormInput } from '@web/components/form/form-fields';
import { NewPasswordFields } from '@web/components/form/new-password-fields';
import { serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { type FormEvent, useEffect, useState } from 'react';
import { akunForm, akunValues, EMPTY_AKUN } from './akun-form';
import './akun-section.css';

/** One notice for the save: a new attempt replaces the outcome of the last one. */
const SAVE_NOTICE = 'akun-save';

export function AkunSection({ canEditIdentity }: { canEditIdentity: boolean }) {
  const akun = useApiQuery(api.akun.get, {}, { staleTime: 0 });
  const [editing, setEditing] = useState(false);
  const [passwordMode, setPasswordMode] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const data = akun.data?.akun;
  const form = useSchemaForm(akunForm(data?.nama ?? '', canEditIdentity, passwordMode), EMPTY_AKUN);
  const { values, reset } = form;

  useEffect(() => {
    if (data && !editing) reset(akunValues(data));
  }, [data, editing, reset]);

  useEffect(() => {
    // Account failures are warnings with the server's message
    if (akun.error) notify.warning(describeFailure(akun.error).text);
  }, [akun.error]);

  if (akun.isLoading) return <StatusIndicator type="loading">{MSG.loadingData}</StatusIndicator>;
  if (!data) return null;

  /** Leaves edit mode showing `shown`. */
  const close = (shown: { nama: string; email: string }) => {
    setEditing(false);
    setPasswordMode(false);
    reset(akunValues(shown));
  };

  /** Discard: leave edit mode at once, then show what the server holds. */
  const discard = async () => {
    close(data);
    const fresh = await akun.refetch();
    if (fresh.data) close(fresh.data.akun);
  };

  const askConfirmation = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) {
      notify.warning(MSG.fillCorrectly);
      return;
    }
    setConfirming(true);
  };

  /** Saves with the old password; answers the old password's error when the server refuses it. */
  const save = async (oldPassword: string): Promise<string | undefined> => {
    const progress = notify.info(MSG.updating, { id: SAVE_NOTICE });
    try {
      const out = await call(api.akun.update, {
        body: {
          nim: data.nim,
          nama: canEditIdentity ? values.nama : data.nama,
          email: canEditIdentity ? values.email : data.email,
          old_password: oldPassword,
          ...(passwordMode ? { password: values.password, password_confirmation: values.password_confirmation } : {}),
        },
      });
      setConfirming(false);
      // the saved values stay on screen until the server's answer replaces them (no flash of the old ones)
      const fresh = await akun.refetch();
      close(fresh.data?.akun ?? { nama: values.nama, email: values.email });
      // the answer says when a new address waits for its confirmation link
      progress.success(out.message);
      return undefined;
    } catch (error) {
      progress.warning(describeFailure(error, MSG.genericErrorPlain).text);
      const fields = error instanceof ApiError ? serverFieldErrors(error.serverMessage) : {};
      if (fields.old_password) return fields.old_password;
      setConfirming(false);
      form.setErrors(fields);
      return undefined;
    }
  };

  const togglePasswordMode = () => {
    setPasswordMode(!passwordMode);
    form.set('password', '');
    form.set('password_confirmation', '');
  };

  const identityDisabled = !editing || !canEditIdentity;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={canEditIdentity ? AUTH_SCREEN_MSG.akunDesc : AUTH_SCREEN_MSG.studentFixedNote}
          actions={
            editing ? (
              <Button iconName="close" onClick={() => void discard()}>
                {AUTH_SCREEN_MSG.discard}
              </Button>
            ) : (
              <Button iconName="edit" onClick={() => setEditing(true)}>
                {AUTH_SCREEN_MSG.edit}
              </Button>
            )
          }
        >
          {AUTH_SCREEN_MSG.akunTitle}
        </Header>
      }
    >
      <form onSubmit={askConfirmation} noValidate>
        <SpaceBetween size="l">
          <ColumnLayout columns={2}>
            <FormField label={AUTH_SCREEN_MSG.fieldUsername}>
              <Input value={data.nim} disabled />
            </FormField>
            <FormInput form={form} name="nama" label={AUTH_SCREEN_MSG.fieldNamaAkun} disabled={identityDisabled} />
            <FormInput form={form} name="email" type="email" label={AUTH_SCREEN_MSG.fieldEmailAkun} disabled={identityDisabled} />
            <FormField label={AUTH_SCREEN_MSG.fieldPassword}>
              <div className="akun-inline-password">
                <Input value={AUTH_SCREEN_MSG.maskedPassword} type="password" disabled />
                {editing && (
                  <Button formAction="none" iconName={passwordMode ? 'close' : 'key'} onClick={togglePasswordMode}>
                    {passwordMode ? AUTH_SCREEN_MSG.cancelPasswordChange : AUTH_SCREEN_MSG.changePassword}
                  </Button>
                )}
              </div>
            </FormField>
          </ColumnLayout>
          {data.email_baru && (
            <Alert type="info" header={AUTH_SCREEN_MSG.emailPendingHeader}>
              {AUTH_SCREEN_MSG.emailPendingBody(data.email_baru)}
            </Alert>
          )}
          {editing && passwordMode && <NewPasswordFields form={form} columns indicators />}
          {editing && (
            <Box float="right">
              <Button variant="primary" formAction="submit">
                {AUTH_SCREEN_MSG.save}
              </Button>
            </Box>
          )}
        </SpaceBetween>
      </form>
      <ConfirmPasswordModal visible={confirming} onConfirm={save} onDismiss={() => setConfirming(false)} />
    </Container>
  );
}
