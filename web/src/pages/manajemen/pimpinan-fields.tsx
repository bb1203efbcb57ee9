/**
 * A staff account's program field (a prodi admin's, a pimpinan's program scope), and a pimpinan's own
 * fields in the staff dialog: Jabatan (one of the usual four or a free title, as a
 * faculty chain's stages are written), Lingkup (one program or one faculty) with its program or
 * faculty, and NIP/NIDN (optional; printed under the signatory's name).
 */
import RadioGroup from '@cloudscape-design/components/radio-group';
import { api } from '@shared/api';
import { STAF_MSG, PENGESAHAN_SCREEN_MSG as T } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { fakultasNameOf, prodiNameOf } from '@web/components/bilingual/data-language';
import { type BoundForm, FormInput, FormSelect, SchemaField } from '@web/components/form/form-fields';
import { optionOf } from '@web/components/form/options';
import { JabatanInput } from '@web/components/jabatan-input';
import type { Lingkup, StafValues } from './staf-form';

/** A staff account's program: a prodi admin's, or a pimpinan's program scope. */
export function StafProdiField({ form }: { form: BoundForm<StafValues> }) {
  const programs = useApiQuery(api.master.prodiList, {}, { staleTime: 60_000 });
  const options = (programs.data?.prodi ?? []).map((p) => optionOf(p.id_prodi, prodiNameOf(p)));
  return (
    <FormSelect
      form={form}
      name="id_prodi"
      label={STAF_MSG.fieldProdi}
      options={options}
      lookup={programs}
      filteringType="auto"
      placeholder={STAF_MSG.prodiPlaceholder}
    />
  );
}

export function PimpinanFields({ form }: { form: BoundForm<StafValues> }) {
  const faculties = useApiQuery(api.master.fakultasList, {}, { staleTime: 60_000 });
  const fakultasOptions = (faculties.data?.fakultas ?? []).map((f) => optionOf(f.id_fakultas, fakultasNameOf(f)));
  const lingkup = form.values.lingkup;
  return (
    <>
      <SchemaField form={form} name="jabatan" label={T.fieldJabatan} description={T.fieldJabatanHint}>
        <JabatanInput value={form.values.jabatan} onChange={(v) => form.set('jabatan', v)} />
      </SchemaField>
      <SchemaField form={form} name="lingkup" label={T.fieldLingkup} description={T.fieldLingkupHint}>
        <RadioGroup
          value={lingkup}
          items={[
            { value: 'prodi', label: T.lingkupProdi },
            { value: 'fakultas', label: T.lingkupFakultas },
          ]}
          onChange={(e) => form.set('lingkup', e.detail.value as Lingkup)}
        />
      </SchemaField>
      {lingkup === 'fakultas' ? (
        <FormSelect
          form={form}
          name="id_fakultas"
          label={T.fieldFakultas}
          options={fakultasOptions}
          lookup={faculties}
          filteringType="auto"
          placeholder={T.fakultasPlaceholder}
        />
      ) : (
        <StafProdiField form={form} />
      )}
      <FormInput
        form={form}
        name="nomor_pegawai"
        label={T.fieldNomorPegawai}
        description={T.fieldNomorPegawaiHint}
        inputMode="numeric"
        autoComplete="off"
      />
    </>
  );
}
