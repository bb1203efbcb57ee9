/**
 * The add and edit dialog of a prodi admin or a verifier (spec 001 sections 2, 5, 8): Username,
 * Nama, Email, then the admin's Program Studi or the verifier's sub-rubrics (searchable, grouped
 * by program). An add also takes New Password and Re-Enter New Password, with the filled and
 * different indicators; the submit stays disabled until username, e-mail, the program or a
 * sub-rubric and two equal passwords are there. An edit has 'Ubah Password', which opens the
 * password pair with its own save; the account's Simpan waits until that editor is closed.
 *
 * Calls: `POST /api/manajemen/akun/add` (id_role 2 or 3, the verifier's `id_anak_rubrik` list);
 * `PUT /api/manajemen/akun/update` with the name, the new username, the new e-mail and the admin's
 * program, then for a verifier whose sub-rubrics changed `PUT /api/manajemen/verifikator/update`;
 * the password editor sends the password shape. Each answer's message is the notice ('Data user
 * berhasil ditambahkan!', 'Data user berhasil diupdate!'); a refusal's field messages show under
 * their fields and the list is read again.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import type { AkunRow } from '@shared/api/manajemen';
import { AUTH_TEXT, MSG, prodiLabel, STAF_TEXT } from '@shared/messages';
import { newPasswordForm } from '@shared/validation/akun';
import { ApiError, call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { FormInput, FormSelect } from '@web/components/form/form-fields';
import { useFormSubmit } from '@web/components/form/form-submit';
import { NewPasswordFields } from '@web/components/form/new-password-fields';
import { optionOf } from '@web/components/form/options';
import { serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import type * as z from 'zod';
import { AnakRubrikMultiselect } from './anak-rubrik-multiselect';
import { requiredFilled, type StafTarget, type StafValues, sameIds, stafAddForm, stafEditValues, stafValuesOf } from './staf-form';

/** One warning for an invalid form: a new attempt replaces it. */
const INVALID_NOTICE = 'staf-invalid';
const PASSWORD_NOTICE = 'staf-password-invalid';

type EditData = z.output<ReturnType<typeof stafEditValues>>;

export interface StafDialogProps {
  target: StafTarget;
  /** The program chosen on the page (a new admin's program by default). */
  idProdi: number | undefined;
  /** After every answer of a write (success or refusal): the lists are read again. */
  onWritten: () => void;
  onClose: () => void;
}

const TITLES = {
  admin: { add: STAF_TEXT.addAdminTitle, edit: STAF_TEXT.editAdminTitle },
  verifikator: { add: STAF_TEXT.addVerifikatorTitle, edit: STAF_TEXT.editVerifikatorTitle },
} as const;

/** Mounted while open (a new target starts a fresh form). */
export function StafDialog({ target, idProdi, onWritten, onClose }: StafDialogProps) {
  const { kind } = target;
  const adding = target.mode === 'add';
  /** The account as last answered (its version moves with each save). */
  const [row, setRow] = useState<AkunRow | undefined>(target.mode === 'edit' ? target.row : undefined);
  const form = useSchemaForm<z.ZodType, StafValues>(adding ? stafAddForm(kind) : stafEditValues(kind), stafValuesOf(target, idProdi));
  const [passwordOpen, setPasswordOpen] = useState(false);
  const passwordForm = useSchemaForm(newPasswordForm, { password: '', password_confirmation: '' });

  const programs = useApiQuery(api.master.prodiList, {}, { enabled: kind === 'admin', staleTime: 60_000 });
  const anak = useApiQuery(api.manajemen.anakRubrikList, {}, { enabled: kind === 'verifikator', staleTime: 60_000 });

  /** A refusal: its field messages under the fields, and the list read again. */
  const refused = (error: unknown, on: { setErrors: (e: Record<string, string | undefined>) => void }) => {
    if (error instanceof ApiError) {
      on.setErrors(serverFieldErrors(error.serverMessage));
      onWritten();
    }
  };

  const saveEdit = async (current: AkunRow, data: EditData) => {
    const identityChanged =
      data.nim !== current.nim ||
      data.email !== current.email ||
      (data.nama !== undefined && data.nama !== current.nama) ||
      ('id_prodi' in data && data.id_prodi !== current.id_prodi);
    const rubrikChanged =
      'id_anak_rubrik' in data &&
      !sameIds(
        data.id_anak_rubrik,
        current.rubrik.map((r) => r.id_anak_rubrik),
      );
    let answer: { message: string } | undefined;
    let latest = current;
    // nothing changed: the account call still answers (and says so)
    if (identityChanged || !rubrikChanged) {
      const saved = await call(api.manajemen.akunUpdate, {
        body: {
          id: current.id,
          version: current.version,
          nim: current.nim,
          nama: data.nama,
          nim_baru: data.nim === current.nim ? undefined : data.nim,
          email: data.email === current.email ? undefined : data.email,
          id_prodi: 'id_prodi' in data ? data.id_prodi : undefined,
        },
      });
      latest = saved.user;
      setRow(latest);
      answer = saved;
    }
    if ('id_anak_rubrik' in data && rubrikChanged) {
      const saved = await call(api.manajemen.verifikatorUpdate, {
        body: { nim_verifikator: latest.nim, id_anak_rubrik: data.id_anak_rubrik, version: latest.version },
      });
      setRow(saved.verifikator);
      answer = saved;
    }
    return answer ?? { message: MSG.userUpdated };
  };

  const send = async (data: unknown) => {
    try {
      if (adding) return await call(api.manajemen.akunAdd, { body: stafAddForm(kind).parse(data) });
      if (!row) throw new Error('no account to edit');
      return await saveEdit(row, stafEditValues(kind).parse(data));
    } catch (error) {
      refused(error, form);
      throw error;
    }
  };
  const { busy, submit } = useFormSubmit(
    form,
    { notice: INVALID_NOTICE, invalid: MSG.fillCorrectly, pending: adding ? MSG.menambahkan : MSG.mengupdate },
    send,
    () => {
      onWritten();
      onClose();
    },
  );

  const password = useFormSubmit(
    passwordForm,
    { notice: PASSWORD_NOTICE, invalid: MSG.fillCorrectly, pending: MSG.mengupdate },
    async (pair) => {
      if (!row) throw new Error('no account to edit');
      try {
        const saved = await call(api.manajemen.akunUpdate, { body: { id: row.id, version: row.version, nim: row.nim, ...pair } });
        setRow(saved.user);
        return saved;
      } catch (error) {
        refused(error, passwordForm);
        throw error;
      }
    },
    () => {
      setPasswordOpen(false);
      passwordForm.reset({ password: '', password_confirmation: '' });
      onWritten();
    },
  );

  const togglePassword = () => {
    passwordForm.reset({ password: '', password_confirmation: '' });
    setPasswordOpen(!passwordOpen);
  };

  const working = busy || password.busy;
  const ready = requiredFilled(kind, adding, form.values) && !passwordOpen;
  const prodiOptions = (programs.data?.prodi ?? []).map((p) => optionOf(p.id_prodi, prodiLabel(p.nama_prodi, p.jenjang)));

  return (
    <Modal
      visible
      size="medium"
      header={TITLES[kind][adding ? 'add' : 'edit']}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !working && onClose()}
      footer={
        <DialogFooter
          cancelLabel={AUTH_TEXT.cancel}
          submitLabel={adding ? STAF_TEXT.tambah : AUTH_TEXT.save}
          busy={working}
          loading={busy}
          disabled={!ready}
          formAction="none"
          onCancel={onClose}
          onSubmit={() => void submit()}
        />
      }
    >
      <form onSubmit={(e) => (ready ? void submit(e) : e.preventDefault())} noValidate>
        <SpaceBetween size="m">
          <FormInput form={form} name="nim" label={STAF_TEXT.fieldUsername} description={STAF_TEXT.fieldUsernameHint} autoComplete="off" autoFocus />
          <FormInput form={form} name="nama" label={STAF_TEXT.fieldNama} autoComplete="off" />
          <FormInput form={form} name="email" type="email" label={STAF_TEXT.fieldEmail} autoComplete="off" />
          {kind === 'admin' ? (
            <FormSelect
              form={form}
              name="id_prodi"
              label={STAF_TEXT.fieldProdi}
              options={prodiOptions}
              lookup={programs}
              filteringType="auto"
              placeholder={STAF_TEXT.prodiPlaceholder}
            />
          ) : (
            <AnakRubrikMultiselect
              value={form.values.id_anak_rubrik}
              onChange={(ids) => form.set('id_anak_rubrik', ids)}
              list={anak.data?.anak_rubrik ?? []}
              lookup={anak}
              form={form}
            />
          )}
          {adding && <NewPasswordFields form={form} indicators columns />}
          {/* Enter in a field submits, as the button does */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </SpaceBetween>
      </form>
      {!adding && (
        <Box margin={{ top: 'm' }}>
          <SpaceBetween size="m">
            <FormField label={AUTH_TEXT.fieldPassword}>
              <Button iconName={passwordOpen ? 'close' : 'key'} disabled={password.busy} onClick={togglePassword}>
                {passwordOpen ? STAF_TEXT.closePassword : STAF_TEXT.changePassword}
              </Button>
            </FormField>
            {passwordOpen && (
              <form onSubmit={(e) => void password.submit(e)} noValidate>
                <SpaceBetween size="m">
                  <NewPasswordFields form={passwordForm} indicators columns autoFocus />
                  <Box float="right">
                    <Button variant="primary" formAction="submit" loading={password.busy}>
                      {STAF_TEXT.savePassword}
                    </Button>
                  </Box>
                  <Alert type="info">{STAF_TEXT.passwordOpenHint}</Alert>
                </SpaceBetween>
              </form>
            )}
          </SpaceBetween>
        </Box>
      )}
    </Modal>
  );
}
