/**
 * Tambah Mahasiswa (`POST /api/manajemen/akun/add`): NIM (numeric), name, e-mail, program (an admin jurusan's own,
 * fixed) and the entry date; sent with fixed
 * defaults for the rest of the biodata (STUDENT_DEFAULTS) and nik equal to the NIM. Submit is disabled while a
 * required field is empty; the student receives the activation e-mail. 'Data user berhasil ditambahkan!' is the
 * server's answer.
 */
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { MSG, MAHASISWA_ADMIN_MSG as TEXT } from '@shared/messages';
import { manajemenAddBody, STUDENT_DEFAULTS } from '@shared/validation/manajemen';
import { call } from '@web/api/client';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { FormDate, FormInput, FormSelect } from '@web/components/form/form-fields';
import { useFormSubmit } from '@web/components/form/form-submit';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useRef } from 'react';
import { type MahasiswaRow, useRefreshMahasiswa } from './mahasiswa-data';
import { useProdiOptions } from './use-akun-write';

const INVALID_NOTICE = 'tambah-mahasiswa-invalid';

export function TambahDialog({
  superAdmin,
  ownProdi,
  onClose,
}: {
  superAdmin: boolean;
  ownProdi: number | null;
  /** After a success (the new student) or on Batal and close (null). */
  onClose: (added: MahasiswaRow | null) => void;
}) {
  const prodi = useProdiOptions(superAdmin, ownProdi);
  const refresh = useRefreshMahasiswa();
  const form = useSchemaForm(manajemenAddBody, {
    id_role: '4',
    nim: '',
    nama: '',
    email: '',
    id_prodi: superAdmin || ownProdi === null ? '' : String(ownProdi),
    tanggal_masuk: '',
  });
  const added = useRef<MahasiswaRow | null>(null);
  const { busy, submit } = useFormSubmit(
    form,
    { notice: INVALID_NOTICE, invalid: MSG.fillCorrectly, pending: MSG.menambahkan },
    async (data) => {
      const answer = await call(api.manajemen.akunAdd, {
        body: {
          ...STUDENT_DEFAULTS,
          id_role: 4,
          nim: data.nim,
          nik: data.nim,
          nama: data.nama,
          email: data.email,
          id_prodi: data.id_prodi,
          tanggal_masuk: data.tanggal_masuk ?? STUDENT_DEFAULTS.tanggal_masuk,
        },
      });
      added.current = answer.user;
      refresh();
      return answer;
    },
    () => onClose(added.current),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const v = form.values;
  const empty = v.nim.trim() === '' || v.nama.trim() === '' || v.email.trim() === '' || v.id_prodi === '';
  return (
    <Modal
      visible
      size="medium"
      header={TEXT.tambah}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onClose(null)}
      footer={
        <DialogFooter
          cancelLabel={TEXT.batal}
          submitLabel={TEXT.simpan}
          busy={busy}
          disabled={empty}
          onCancel={() => onClose(null)}
          onSubmit={() => formRef.current?.requestSubmit()}
        />
      }
    >
      <form ref={formRef} onSubmit={(e) => void (empty ? e.preventDefault() : submit(e))} noValidate>
        <SpaceBetween size="m">
          <Box color="text-body-secondary">{TEXT.tambahHint}</Box>
          <FormInput form={form} name="nim" label={TEXT.nim} inputMode="numeric" autoFocus />
          <FormInput form={form} name="nama" label={TEXT.nama} />
          <FormInput form={form} name="email" type="email" label={TEXT.email} autoComplete="off" />
          <FormSelect
            form={form}
            name="id_prodi"
            label={TEXT.prodi}
            options={prodi.options}
            lookup={prodi.lookup}
            filteringType="auto"
            readOnly={!superAdmin}
          />
          <FormDate form={form} name="tanggal_masuk" label={TEXT.tanggalMasukOptional} />
          {/* Enter in a field submits, as the button does */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </SpaceBetween>
      </form>
    </Modal>
  );
}
