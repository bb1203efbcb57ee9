/**
 * The add and edit dialog of a prodi admin, a verifier or a pimpinan: Username, Nama, Email, then the
 * admin's Program Studi, the verifier's sub-rubrics (searchable, grouped by program) or the pimpinan's
 * Jabatan, Lingkup and NIP/NIDN (pimpinan-fields.tsx). An add also takes
 * New Password and Re-Enter New Password, with the filled and different indicators; the submit
 * stays disabled until username, e-mail, the program or a sub-rubric and two equal passwords are
 * there. An edit has 'Ubah Password', which opens the password pair with its own save; the
 * account's Simpan waits until that editor is closed (staf-password.tsx).
 *
 * Calls: `POST /api/manajemen/akun/add` (id_role 2, 3 or 6, the verifier's `id_anak_rubrik` list);
 * `PUT /api/manajemen/akun/update` with the name, the new username, the new e-mail and the admin's
 * program, then for a verifier whose sub-rubrics changed `PUT /api/manajemen/verifikator/update`
 * (staf-save.ts);
 * the password editor sends the password shape. Each answer's message is the notice ('Data user
 * berhasil ditambahkan!', 'Data user berhasil diupdate!'); a refusal's field messages show under
 * their fields and the list is read again.
 */
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import type { AkunRow } from '@shared/api/manajemen';
import { AUTH_SCREEN_MSG, MSG, PENGESAHAN_SCREEN_MSG, STAF_MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { FormInput } from '@web/components/form/form-fields';
import { useFormSubmit } from '@web/components/form/form-submit';
import { NewPasswordFields } from '@web/components/form/new-password-fields';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import type * as z from 'zod';
import { AnakRubrikMultiselect } from './anak-rubrik-multiselect';
import { PimpinanFields, StafProdiField } from './pimpinan-fields';
import { requiredFilled, type StafTarget, type StafValues, stafAddForm, stafEditValues, stafValuesOf } from './staf-form';
import { StafPasswordEditor, useStafPassword } from './staf-password';
import { refusedThen, saveStafEdit } from './staf-save';

/** One warning for an invalid form: a new attempt replaces it. */
const INVALID_NOTICE = 'staf-invalid';

export interface StafDialogProps {
  target: StafTarget;
  /** The program chosen on the page (a new admin's program by default). */
  idProdi: number | undefined;
  /** After every answer of a write (success or refusal): the lists are read again. */
  onWritten: () => void;
  onClose: () => void;
}

const TITLES = {
  admin: { add: STAF_MSG.addAdminTitle, edit: STAF_MSG.editAdminTitle },
  verifikator: { add: STAF_MSG.addVerifikatorTitle, edit: STAF_MSG.editVerifikatorTitle },
  pimpinan: { add: PENGESAHAN_SCREEN_MSG.addPimpinanTitle, edit: PENGESAHAN_SCREEN_MSG.editPimpinanTitle },
} as const;

/** Mounted while open (a new target starts a fresh form). */
export function StafDialog({ target, idProdi, onWritten, onClose }: StafDialogProps) {
  const { kind } = target;
  const adding = target.mode === 'add';
  /** The account as last answered (its version moves with each save). */
  const [row, setRow] = useState<AkunRow | undefined>(target.mode === 'edit' ? target.row : undefined);
  const form = useSchemaForm<z.ZodType, StafValues>(adding ? stafAddForm(kind) : stafEditValues(kind), stafValuesOf(target, idProdi));

  const anak = useApiQuery(api.manajemen.anakRubrikList, {}, { enabled: kind === 'verifikator', staleTime: 60_000 });

  const refused = refusedThen(onWritten);
  const password = useStafPassword({ row, onSaved: setRow, refused, onWritten });

  const send = async (data: unknown) => {
    try {
      if (adding) return await call(api.manajemen.akunAdd, { body: stafAddForm(kind).parse(data) });
      if (!row) throw new Error('no account to edit');
      return await saveStafEdit(row, stafEditValues(kind).parse(data), setRow);
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

  const working = busy || password.busy;
  const ready = requiredFilled(kind, adding, form.values) && !password.open;

  return (
    <Modal
      visible
      size="medium"
      header={TITLES[kind][adding ? 'add' : 'edit']}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !working && onClose()}
      footer={
        <DialogFooter
          cancelLabel={AUTH_SCREEN_MSG.cancel}
          submitLabel={adding ? STAF_MSG.tambah : AUTH_SCREEN_MSG.save}
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
          <FormInput form={form} name="nim" label={STAF_MSG.fieldUsername} description={STAF_MSG.fieldUsernameHint} autoComplete="off" autoFocus />
          <FormInput form={form} name="nama" label={STAF_MSG.fieldNama} autoComplete="off" />
          <FormInput form={form} name="email" type="email" label={STAF_MSG.fieldEmail} autoComplete="off" />
          {kind === 'pimpinan' ? (
            <PimpinanFields form={form} />
          ) : kind === 'admin' ? (
            <StafProdiField form={form} />
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
      {!adding && <StafPasswordEditor editor={password} />}
    </Modal>
  );
}
