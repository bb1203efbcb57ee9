/** The two data steps of the activation wizard: biodata (step 1) and contact (step 2). */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { AUTH_TEXT, MSG } from '@shared/messages';
import { AGAMA, HOME_COUNTRY, JENIS_KELAMIN, type SosmedInput } from '@shared/validation';
import { useApiQuery } from '@web/api/query';
import { FormInput, FormSelect, FormTextarea, SchemaField } from '@web/components/form/form-fields';
import { optionOf } from '@web/components/form/options';
import type { SchemaForm } from '@web/components/form/schema-form';
import { SosmedEditor } from '@web/components/sosmed-editor';
import { PhotoUpload } from './photo-upload';

export interface BiodataValues extends Record<string, unknown> {
  nama: string;
  foto_profil: string;
  kewarganegaraan: string;
  nik: string;
  agama: string;
  jenis_kelamin: string;
  tempat_lahir: string;
  tanggal_lahir: string;
  alamat: string;
  id_provinsi: string;
  id_kota: string;
  kode_pos: string;
}

export interface ContactValues extends Record<string, unknown> {
  no_telepon_asal: string;
  no_hp: string;
  bio: string;
  sosmed: SosmedInput[];
}

export const EMPTY_BIODATA: BiodataValues = {
  nama: '',
  foto_profil: '',
  kewarganegaraan: String(HOME_COUNTRY),
  nik: '',
  agama: '',
  jenis_kelamin: '',
  tempat_lahir: '',
  tanggal_lahir: '',
  alamat: '',
  id_provinsi: '',
  id_kota: '',
  kode_pos: '',
};

export const EMPTY_CONTACT: ContactValues = { no_telepon_asal: '', no_hp: '', bio: '', sosmed: [] };

const AGAMA_OPTIONS = AGAMA.map((a) => optionOf(a, a));
const GENDER_ITEMS = JENIS_KELAMIN.map((g) => ({ value: String(g.value), label: g.label }));

export function BiodataStep({ form }: { form: SchemaForm<BiodataValues, unknown> }) {
  const { values, set } = form;
  const home = values.kewarganegaraan === String(HOME_COUNTRY);
  const idProvinsi = Number(values.id_provinsi) || 0;
  const negara = useApiQuery(api.lokasi.negara, {}, { staleTime: Number.POSITIVE_INFINITY });
  const provinsi = useApiQuery(api.lokasi.provinsiByNegara, { params: { id: HOME_COUNTRY } }, { enabled: home, staleTime: Number.POSITIVE_INFINITY });
  const kota = useApiQuery(api.lokasi.kotaByProvinsi, { params: { id: idProvinsi } }, { enabled: home && idProvinsi > 0 });
  const negaraOptions = (negara.data?.negara ?? []).map((n) => optionOf(n.id_negara, n.nama_negara));
  const provinsiOptions = (provinsi.data?.provinsi ?? []).map((p) => optionOf(p.id_provinsi, p.nama_provinsi));
  const kotaOptions = (kota.data?.kota ?? []).map((k) => optionOf(k.id_kota, k.nama_kota));

  return (
    <Container>
      <SpaceBetween size="l">
        <FormInput form={form} name="nama" label={AUTH_TEXT.fieldNama} description={AUTH_TEXT.fieldNamaHint} stretch autoComplete="name" />
        <PhotoUpload onUploaded={(key) => set('foto_profil', key)} error={form.errors.foto_profil} />
        <ColumnLayout columns={2}>
          <FormSelect
            form={form}
            name="kewarganegaraan"
            label={AUTH_TEXT.fieldKewarganegaraan}
            options={negaraOptions}
            lookup={negara}
            filteringType="auto"
            clears={['id_provinsi', 'id_kota']}
          />
          <FormInput form={form} name="nik" label={home ? AUTH_TEXT.fieldNik : AUTH_TEXT.fieldPaspor} />
          <FormSelect form={form} name="agama" label={AUTH_TEXT.fieldAgama} options={AGAMA_OPTIONS} />
          <SchemaField form={form} name="jenis_kelamin" label={AUTH_TEXT.fieldJenisKelamin}>
            <RadioGroup value={values.jenis_kelamin || null} items={GENDER_ITEMS} onChange={(e) => set('jenis_kelamin', e.detail.value)} />
          </SchemaField>
          <FormInput form={form} name="tempat_lahir" label={AUTH_TEXT.fieldTempatLahir} />
          <FormInput
            form={form}
            name="tanggal_lahir"
            label={AUTH_TEXT.fieldTanggalLahir}
            constraintText={AUTH_TEXT.dateFormatHint}
            placeholder={MSG.datePlaceholder}
          />
        </ColumnLayout>
        <FormTextarea form={form} name="alamat" label={AUTH_TEXT.fieldAlamat} rows={2} stretch />
        <ColumnLayout columns={home ? 3 : 1}>
          {home && (
            <FormSelect
              form={form}
              name="id_provinsi"
              label={AUTH_TEXT.fieldProvinsi}
              options={provinsiOptions}
              lookup={provinsi}
              filteringType="auto"
              clears={['id_kota']}
            />
          )}
          {home && (
            <FormSelect
              form={form}
              name="id_kota"
              label={AUTH_TEXT.fieldKota}
              options={kotaOptions}
              lookup={kota}
              filteringType="auto"
              disabled={!idProvinsi}
              placeholder={idProvinsi ? AUTH_TEXT.choosePlaceholder : AUTH_TEXT.chooseProvinsiFirst}
            />
          )}
          <FormInput form={form} name="kode_pos" label={AUTH_TEXT.fieldKodePos} inputMode="numeric" />
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}

export function ContactStep({ form }: { form: SchemaForm<ContactValues, unknown> }) {
  return (
    <Container>
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <FormInput form={form} name="no_telepon_asal" label={AUTH_TEXT.fieldTeleponAsal} info={AUTH_TEXT.optional} inputMode="tel" />
          <FormInput form={form} name="no_hp" label={AUTH_TEXT.fieldNoHp} info={AUTH_TEXT.optional} inputMode="tel" />
        </ColumnLayout>
        <FormTextarea form={form} name="bio" label={AUTH_TEXT.fieldBio} info={AUTH_TEXT.optional} rows={3} stretch />
        <SchemaField form={form} name="sosmed" label={AUTH_TEXT.fieldSosmed} stretch>
          <SosmedEditor value={form.values.sosmed} onChange={(next) => form.set('sosmed', next)} />
        </SchemaField>
      </SpaceBetween>
    </Container>
  );
}
