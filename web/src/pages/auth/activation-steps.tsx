/** The two data steps of the activation wizard: biodata (step 1) and contact (step 2). */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { api } from '@shared/api';
import { AUTH_TEXT, MSG } from '@shared/messages';
import { AGAMA, type activationStep1Form, type activationStep2Form, HOME_COUNTRY, JENIS_KELAMIN, type SosmedInput } from '@shared/validation';
import { useApiQuery } from '@web/api/query';
import { optionOf, selectedOption } from '@web/components/form/options';
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
const status = (q: { isLoading: boolean; isError: boolean }) => (q.isLoading ? 'loading' : q.isError ? 'error' : 'finished');

export function BiodataStep({ form }: { form: SchemaForm<BiodataValues, unknown> }) {
  const { values, errors, set } = form;
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
        <FormField label={AUTH_TEXT.fieldNama} description={AUTH_TEXT.fieldNamaHint} errorText={errors.nama} stretch>
          <Input name="nama" value={values.nama} onChange={(e) => set('nama', e.detail.value)} autoComplete="name" />
        </FormField>
        <PhotoUpload onUploaded={(key) => set('foto_profil', key)} error={errors.foto_profil} />
        <ColumnLayout columns={2}>
          <FormField label={AUTH_TEXT.fieldKewarganegaraan} errorText={errors.kewarganegaraan}>
            <Select
              selectedOption={selectedOption(negaraOptions, values.kewarganegaraan)}
              options={negaraOptions}
              filteringType="auto"
              placeholder={AUTH_TEXT.choosePlaceholder}
              statusType={status(negara)}
              loadingText={AUTH_TEXT.loadingOptions}
              errorText={MSG.genericError}
              onChange={(e) => {
                set('kewarganegaraan', e.detail.selectedOption.value ?? '');
                set('id_provinsi', '');
                set('id_kota', '');
              }}
            />
          </FormField>
          <FormField label={home ? AUTH_TEXT.fieldNik : AUTH_TEXT.fieldPaspor} errorText={errors.nik}>
            <Input name="nik" value={values.nik} onChange={(e) => set('nik', e.detail.value)} />
          </FormField>
          <FormField label={AUTH_TEXT.fieldAgama} errorText={errors.agama}>
            <Select
              selectedOption={selectedOption(AGAMA_OPTIONS, values.agama)}
              options={AGAMA_OPTIONS}
              placeholder={AUTH_TEXT.choosePlaceholder}
              onChange={(e) => set('agama', e.detail.selectedOption.value ?? '')}
            />
          </FormField>
          <FormField label={AUTH_TEXT.fieldJenisKelamin} errorText={errors.jenis_kelamin}>
            <RadioGroup value={values.jenis_kelamin || null} items={GENDER_ITEMS} onChange={(e) => set('jenis_kelamin', e.detail.value)} />
          </FormField>
          <FormField label={AUTH_TEXT.fieldTempatLahir} errorText={errors.tempat_lahir}>
            <Input name="tempat_lahir" value={values.tempat_lahir} onChange={(e) => set('tempat_lahir', e.detail.value)} />
          </FormField>
          <FormField label={AUTH_TEXT.fieldTanggalLahir} constraintText={AUTH_TEXT.dateFormatHint} errorText={errors.tanggal_lahir}>
            <Input
              name="tanggal_lahir"
              value={values.tanggal_lahir}
              placeholder="dd/MM/yyyy"
              onChange={(e) => set('tanggal_lahir', e.detail.value)}
            />
          </FormField>
        </ColumnLayout>
        <FormField label={AUTH_TEXT.fieldAlamat} errorText={errors.alamat} stretch>
          <Textarea value={values.alamat} rows={2} onChange={(e) => set('alamat', e.detail.value)} />
        </FormField>
        <ColumnLayout columns={home ? 3 : 1}>
          {home && (
            <FormField label={AUTH_TEXT.fieldProvinsi} errorText={errors.id_provinsi}>
              <Select
                selectedOption={selectedOption(provinsiOptions, values.id_provinsi)}
                options={provinsiOptions}
                filteringType="auto"
                placeholder={AUTH_TEXT.choosePlaceholder}
                statusType={status(provinsi)}
                loadingText={AUTH_TEXT.loadingOptions}
                onChange={(e) => {
                  set('id_provinsi', e.detail.selectedOption.value ?? '');
                  set('id_kota', '');
                }}
              />
            </FormField>
          )}
          {home && (
            <FormField label={AUTH_TEXT.fieldKota} errorText={errors.id_kota}>
              <Select
                selectedOption={selectedOption(kotaOptions, values.id_kota)}
                options={kotaOptions}
                filteringType="auto"
                disabled={!idProvinsi}
                placeholder={idProvinsi ? AUTH_TEXT.choosePlaceholder : AUTH_TEXT.chooseProvinsiFirst}
                statusType={status(kota)}
                loadingText={AUTH_TEXT.loadingOptions}
                onChange={(e) => set('id_kota', e.detail.selectedOption.value ?? '')}
              />
            </FormField>
          )}
          <FormField label={AUTH_TEXT.fieldKodePos} errorText={errors.kode_pos}>
            <Input name="kode_pos" value={values.kode_pos} inputMode="numeric" onChange={(e) => set('kode_pos', e.detail.value)} />
          </FormField>
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}

export function ContactStep({ form }: { form: SchemaForm<ContactValues, unknown> }) {
  const { values, errors, set } = form;
  return (
    <Container>
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <FormField label={AUTH_TEXT.fieldTeleponAsal} info={AUTH_TEXT.optional} errorText={errors.no_telepon_asal}>
            <Input name="no_telepon_asal" value={values.no_telepon_asal} inputMode="tel" onChange={(e) => set('no_telepon_asal', e.detail.value)} />
          </FormField>
          <FormField label={AUTH_TEXT.fieldNoHp} info={AUTH_TEXT.optional} errorText={errors.no_hp}>
            <Input name="no_hp" value={values.no_hp} inputMode="tel" onChange={(e) => set('no_hp', e.detail.value)} />
          </FormField>
        </ColumnLayout>
        <FormField label={AUTH_TEXT.fieldBio} info={AUTH_TEXT.optional} errorText={errors.bio} stretch>
          <Textarea value={values.bio} rows={3} onChange={(e) => set('bio', e.detail.value)} />
        </FormField>
        <FormField label={AUTH_TEXT.fieldSosmed} errorText={errors.sosmed} stretch>
          <SosmedEditor value={values.sosmed} onChange={(next) => set('sosmed', next)} />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}

export type Step1Schema = typeof activationStep1Form;
export type Step2Schema = typeof activationStep2Form;
