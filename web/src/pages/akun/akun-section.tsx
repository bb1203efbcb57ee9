/**
 * Own account settings of every role (spec 000 'Akun' tab and section 5 'Account'; spec 001
 * 'Admin profile'): username, name, e-mail and a masked password. The edit control (pencil)
 * turns on edit mode, the close control discards by reloading from the server, 'Ubah Password'
 * opens the New Password / Re-Enter New Password sub-form, and saving asks for the old password
 * with Ya / Tidak. 'Profil berhasil diubah!' appears only on 200; anything else is a warning.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { AUTH_TEXT, MSG } from '@shared/messages';
import { emailField, NAME_PATTERN, newPasswordForm, requiredText } from '@shared/validation';
import { ApiError, call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { describeFailure, notify } from '@web/app/notifications';
import { type FieldErrors, firstErrors, serverFieldErrors } from '@web/components/form/schema-form';
import { type FormEvent, useEffect, useState } from 'react';
import './akun-section.css';

interface Values {
  nama: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const EMPTY: Values = { nama: '', email: '', password: '', password_confirmation: '' };
/** One notice for the save: a new attempt replaces the outcome of the last one. */
const SAVE_NOTICE = 'akun-save';

/** Client checks, the same rules the server applies: a new name follows the name rule; passwords as the schema says. */
export function checkAccount(
  values: Values,
  original: { nama: string; email: string },
  canEditIdentity: boolean,
  passwordMode: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  if (canEditIdentity) {
    const nama = requiredText(100).safeParse(values.nama);
    if (!nama.success) errors.nama = nama.error.issues[0]?.message;
    else if (nama.data !== original.nama && !NAME_PATTERN.test(nama.data)) errors.nama = MSG.illegalName;
    const email = emailField.safeParse(values.email);
    if (!email.success) errors.email = email.error.issues[0]?.message;
  }
  if (passwordMode) {
    const pw = newPasswordForm.safeParse({ password: values.password, password_confirmation: values.password_confirmation });
    if (!pw.success) Object.assign(errors, firstErrors(pw.error));
  }
  return errors;
}

export function AkunSection({ canEditIdentity }: { canEditIdentity: boolean }) {
  const akun = useApiQuery(api.akun.get, {}, { staleTime: 0 });
  const [editing, setEditing] = useState(false);
  const [passwordMode, setPasswordMode] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [oldPassword, setOldPassword] = useState('');
  const [oldError, setOldError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const data = akun.data?.akun;

  useEffect(() => {
    if (data && !editing) setValues({ ...EMPTY, nama: data.nama, email: data.email });
  }, [data, editing]);

  useEffect(() => {
    // Account failures are warnings with the server's message (spec 000 section 8, 001 section 8)
    if (akun.error) notify.warning(describeFailure(akun.error).text);
  }, [akun.error]);

  if (akun.isLoading) return <StatusIndicator type="loading">{MSG.loadingData}</StatusIndicator>;
  if (!data) return null;

  const set = (field: keyof Values, value: string) => setValues((v) => ({ ...v, [field]: value }));

  /** Leaves edit mode showing `a`. */
  const close = (a: typeof data) => {
    setEditing(false);
    setPasswordMode(false);
    setErrors({});
    setValues({ ...EMPTY, nama: a.nama, email: a.email });
  };

  /** Discard: leave edit mode at once, then show what the server holds. */
  const discard = async () => {
    close(data);
    const fresh = await akun.refetch();
    if (fresh.data) close(fresh.data.akun);
  };

  const askConfirmation = (event: FormEvent) => {
    event.preventDefault();
    const found = checkAccount(values, data, canEditIdentity, passwordMode);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify.warning(MSG.fillCorrectly);
      return;
    }
    setOldPassword('');
    setOldError(undefined);
    setConfirming(true);
  };

  const save = async () => {
    if (oldPassword === '') return setOldError(MSG.required);
    setSaving(true);
    const progress = notify.info(MSG.updating, { id: SAVE_NOTICE });
    try {
      await call(api.akun.update, {
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
      close(fresh.data?.akun ?? { ...data, nama: values.nama, email: values.email });
      progress.success(MSG.accountUpdated);
    } catch (error) {
      progress.warning(describeFailure(error, MSG.genericErrorPlain).text);
      const fields = error instanceof ApiError ? serverFieldErrors(error.serverMessage) : {};
      if (fields.old_password) setOldError(fields.old_password);
      else {
        setConfirming(false);
        setErrors(fields);
      }
    } finally {
      setSaving(false);
    }
  };

  const identityDisabled = !editing || !canEditIdentity;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={canEditIdentity ? AUTH_TEXT.akunDesc : AUTH_TEXT.studentFixedNote}
          actions={
            editing ? (
              <Button iconName="close" onClick={() => void discard()}>
                {AUTH_TEXT.discard}
              </Button>
            ) : (
              <Button iconName="edit" onClick={() => setEditing(true)}>
                {AUTH_TEXT.edit}
              </Button>
            )
          }
        >
          {AUTH_TEXT.akunTitle}
        </Header>
      }
    >
      <form onSubmit={askConfirmation} noValidate>
        <SpaceBetween size="l">
          <ColumnLayout columns={2}>
            <FormField label={AUTH_TEXT.fieldUsername}>
              <Input value={data.nim} disabled />
            </FormField>
            <FormField label={AUTH_TEXT.fieldNamaAkun} errorText={errors.nama}>
              <Input name="nama" value={values.nama} disabled={identityDisabled} onChange={(e) => set('nama', e.detail.value)} />
            </FormField>
            <FormField label={AUTH_TEXT.fieldEmailAkun} errorText={errors.email}>
              <Input name="email" type="email" value={values.email} disabled={identityDisabled} onChange={(e) => set('email', e.detail.value)} />
            </FormField>
            <FormField label={AUTH_TEXT.fieldPassword}>
              <div className="akun-inline-password">
                <Input value={AUTH_TEXT.maskedPassword} type="password" disabled />
                {editing && (
                  <Button
                    formAction="none"
                    iconName={passwordMode ? 'close' : 'key'}
                    onClick={() => {
                      setPasswordMode(!passwordMode);
                      setValues((v) => ({ ...v, password: '', password_confirmation: '' }));
                    }}
                  >
                    {passwordMode ? AUTH_TEXT.cancelPasswordChange : AUTH_TEXT.changePassword}
                  </Button>
                )}
              </div>
            </FormField>
          </ColumnLayout>
          {editing && passwordMode && (
            <ColumnLayout columns={2}>
              <FormField label={AUTH_TEXT.newPassword} constraintText={AUTH_TEXT.passwordHint} errorText={errors.password}>
                <SpaceBetween size="xxs">
                  <Input
                    name="password"
                    type="password"
                    value={values.password}
                    autoComplete="new-password"
                    onChange={(e) => set('password', e.detail.value)}
                  />
                  {values.password !== '' && !errors.password && <StatusIndicator type="success">{AUTH_TEXT.passwordOk}</StatusIndicator>}
                </SpaceBetween>
              </FormField>
              <FormField
                label={AUTH_TEXT.reEnterPassword}
                errorText={
                  errors.password_confirmation ??
                  (values.password_confirmation !== '' && values.password_confirmation !== values.password ? MSG.passwordMismatch : undefined)
                }
              >
                <Input
                  name="password_confirmation"
                  type="password"
                  value={values.password_confirmation}
                  autoComplete="new-password"
                  onChange={(e) => set('password_confirmation', e.detail.value)}
                />
              </FormField>
            </ColumnLayout>
          )}
          {editing && (
            <Box float="right">
              <Button variant="primary" formAction="submit">
                {AUTH_TEXT.save}
              </Button>
            </Box>
          )}
        </SpaceBetween>
      </form>
      <Modal
        visible={confirming}
        onDismiss={() => setConfirming(false)}
        header={AUTH_TEXT.confirmTitle}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => setConfirming(false)} disabled={saving}>
                {AUTH_TEXT.no}
              </Button>
              <Button variant="primary" loading={saving} onClick={() => void save()}>
                {AUTH_TEXT.yes}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          noValidate
        >
          <FormField label={AUTH_TEXT.oldPassword} description={AUTH_TEXT.confirmBody} errorText={oldError}>
            <Input
              name="old_password"
              type="password"
              value={oldPassword}
              autoFocus
              autoComplete="current-password"
              onChange={(e) => {
                setOldPassword(e.detail.value);
                setOldError(undefined);
              }}
            />
          </FormField>
        </form>
      </Modal>
    </Container>
  );
}
