/**
 * The Kemahasiswaan tab: name, NIM (numeric), program, entry date, and the status Mahasiswa or
 * Alumni; choosing Alumni reveals the graduation date, which it requires. Saved as the update's
 * first shape: the name and status always, a new NIM, program or entry date only when changed (each
 * of those moves the student: the server's one move). An admin jurusan keeps the student in their
 * program (the select is fixed).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG, MAHASISWA_ADMIN_MSG as TEXT } from '@shared/messages';
import { manajemenUpdateBody, studentNimField } from '@shared/validation/manajemen';
import { FormDate, FormInput, FormSelect, SchemaField } from '@web/components/form/form-fields';
import { useFormSubmit } from '@web/components/form/form-submit';
import { useSchemaForm } from '@web/components/form/schema-form';
import * as z from 'zod';
import type { MahasiswaRow } from './mahasiswa-data';
import { useAkunUpdate, useProdiOptions } from './use-akun-write';

/** The update's checks, and the new NIM numeric (a student's). */
const kemahasiswaanForm = manajemenUpdateBody.and(z.object({ nim_baru: studentNimField }));

const INVALID_NOTICE = 'kemahasiswaan-invalid';

export function KemahasiswaanTab({
  row,
  superAdmin,
  ownProdi,
  onSaved,
}: {
  row: MahasiswaRow;
  superAdmin: boolean;
  ownProdi: number | null;
  onSaved: (row: MahasiswaRow) => void;
}) {
  const prodi = useProdiOptions(superAdmin, ownProdi);
  const form = useSchemaForm(kemahasiswaanForm, {
    nim: row.nim,
    nama: row.nama,
    nim_baru: row.nim,
    id_prodi: row.id_prodi === null ? '' : String(row.id_prodi),
    is_graduated: row.is_graduated ? '1' : '0',
    tanggal_masuk: row.tanggal_masuk ?? '',
    tanggal_lulus: row.tanggal_lulus ?? '',
  });
  const update = useAkunUpdate(row, onSaved);
  const { busy, submit } = useFormSubmit(
    form,
    { notice: INVALID_NOTICE, invalid: MSG.fillCorrectly, pending: MSG.mengupdate },
    (data) =>
      update({
        nama: data.nama,
        is_graduated: data.is_graduated,
        tanggal_lulus: data.is_graduated ? data.tanggal_lulus : null,
        ...(data.nim_baru !== row.nim ? { nim_baru: data.nim_baru } : {}),
        ...(data.id_prodi !== undefined && data.id_prodi !== row.id_prodi ? { id_prodi: data.id_prodi } : {}),
        ...(data.tanggal_masuk !== undefined && data.tanggal_masuk !== row.tanggal_masuk ? { tanggal_masuk: data.tanggal_masuk } : {}),
      }),
    () => undefined,
  );
  const v = form.values;
  const alumni = v.is_graduated === '1';
  const empty = v.nama.trim() === '' || v.nim_baru.trim() === '' || v.id_prodi === '' || (alumni && v.tanggal_lulus === '');
  return (
    <form onSubmit={(e) => void (empty ? e.preventDefault() : submit(e))} noValidate>
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <FormInput form={form} name="nama" label={TEXT.nama} />
          <FormInput form={form} name="nim_baru" label={TEXT.nim} inputMode="numeric" constraintText={TEXT.nimHint} />
          <FormSelect
            form={form}
            name="id_prodi"
            label={TEXT.prodi}
            options={prodi.options}
            lookup={prodi.lookup}
            filteringType="auto"
            readOnly={!superAdmin}
          />
          <FormDate form={form} name="tanggal_masuk" label={TEXT.tanggalMasuk} constraintText={TEXT.tanggalMasukHint} />
          <SchemaField form={form} name="is_graduated" label={TEXT.statusKemahasiswaan}>
            <RadioGroup
              value={v.is_graduated}
              items={[
                { value: '0', label: TEXT.mahasiswa },
                { value: '1', label: TEXT.alumni },
              ]}
              onChange={(e) => form.set('is_graduated', e.detail.value)}
            />
          </SchemaField>
          {alumni ? <FormDate form={form} name="tanggal_lulus" label={TEXT.tanggalLulus} /> : <div />}
        </ColumnLayout>
        <Box float="right">
          <Button variant="primary" formAction="submit" loading={busy} disabled={empty}>
            {TEXT.simpan}
          </Button>
        </Box>
      </SpaceBetween>
    </form>
  );
}
