/**
 * The biodata field group (activation step 1 and the Profile tab have the same fields):
 * citizenship, NIK or passport, religion, gender, place and date of birth, address, province and
 * city only for the home country (102), postal code. The name and the photo are each form's own.
 * `readOnly` shows the values without letting them change.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { AGAMA, HOME_COUNTRY, JENIS_KELAMIN } from '@shared/validation';
import { useApiQuery } from '@web/api/query';
import { type BoundForm, FormInput, FormSelect, FormTextarea, SchemaField } from '@web/components/form/form-fields';
import { optionOf } from '@web/components/form/options';
import type { BiodataFieldValues } from './profil-values';

const AGAMA_OPTIONS = AGAMA.map((a) => optionOf(a, a));
const GENDER_ITEMS = JENIS_KELAMIN.map((g) => ({ value: String(g.value), label: g.label }));

export function BiodataFields({ form: bound, readOnly = false }: { form: BoundForm<BiodataFieldValues>; readOnly?: boolean }) {
  const { values } = bound;
  const home = values.kewarganegaraan === String(HOME_COUNTRY);
  const idProvinsi = Number(values.id_provinsi) || 0;
  const negara = useApiQuery(api.lokasi.negara, {}, { staleTime: Number.POSITIVE_INFINITY });
  const provinsi = useApiQuery(api.lokasi.provinsiByNegara, { params: { id: HOME_COUNTRY } }, { enabled: home, staleTime: Number.POSITIVE_INFINITY });
  const kota = useApiQuery(api.lokasi.kotaByProvinsi, { params: { id: idProvinsi } }, { enabled: home && idProvinsi > 0 });
  const negaraOptions = (negara.data?.negara ?? []).map((n) => optionOf(n.id_negara, n.nama_negara));
  const provinsiOptions = (provinsi.data?.provinsi ?? []).map((p) => optionOf(p.id_provinsi, p.nama_provinsi));
  const kotaOptions = (kota.data?.kota ?? []).map((k) => optionOf(k.id_kota, k.nama_kota));

  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <FormSelect
          form={bound}
          name="kewarganegaraan"
          label={AUTH_SCREEN_MSG.fieldKewarganegaraan}
          options={negaraOptions}
          lookup={negara}
          filteringType="auto"
          clears={['id_provinsi', 'id_kota']}
          readOnly={readOnly}
        />
        <FormInput form={bound} name="nik" label={home ? AUTH_SCREEN_MSG.fieldNik : AUTH_SCREEN_MSG.fieldPaspor} readOnly={readOnly} />
        <FormSelect form={bound} name="agama" label={AUTH_SCREEN_MSG.fieldAgama} options={AGAMA_OPTIONS} readOnly={readOnly} />
        <SchemaField form={bound} name="jenis_kelamin" label={AUTH_SCREEN_MSG.fieldJenisKelamin}>
          <RadioGroup
            value={values.jenis_kelamin || null}
            items={GENDER_ITEMS}
            readOnly={readOnly}
            onChange={(e) => bound.set('jenis_kelamin', e.detail.value)}
          />
        </SchemaField>
        <FormInput form={bound} name="tempat_lahir" label={AUTH_SCREEN_MSG.fieldTempatLahir} readOnly={readOnly} />
        <FormInput
          form={bound}
          name="tanggal_lahir"
          label={AUTH_SCREEN_MSG.fieldTanggalLahir}
          constraintText={readOnly ? undefined : MSG.dateHint}
          placeholder={MSG.datePlaceholder}
          readOnly={readOnly}
        />
      </ColumnLayout>
      <FormTextarea form={bound} name="alamat" label={AUTH_SCREEN_MSG.fieldAlamat} rows={2} stretch readOnly={readOnly} />
      <ColumnLayout columns={home ? 3 : 1}>
        {home && (
          <FormSelect
            form={bound}
            name="id_provinsi"
            label={AUTH_SCREEN_MSG.fieldProvinsi}
            options={provinsiOptions}
            lookup={provinsi}
            filteringType="auto"
            clears={['id_kota']}
            readOnly={readOnly}
          />
        )}
        {home && (
          <FormSelect
            form={bound}
            name="id_kota"
            label={AUTH_SCREEN_MSG.fieldKota}
            options={kotaOptions}
            lookup={kota}
            filteringType="auto"
            disabled={!idProvinsi}
            readOnly={readOnly}
            placeholder={idProvinsi ? AUTH_SCREEN_MSG.choosePlaceholder : AUTH_SCREEN_MSG.chooseProvinsiFirst}
          />
        )}
        <FormInput form={bound} name="kode_pos" label={AUTH_SCREEN_MSG.fieldKodePos} inputMode="numeric" readOnly={readOnly} />
      </ColumnLayout>
    </SpaceBetween>
  );
}
