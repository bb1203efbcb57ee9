/**
 * The program form's fields in three groups (the program record and the SKPI's program facts,
 * docs/decisions/0024-skpi-facts-on-master-records.md): Identitas (faculty and status for the super admin only),
 * Akreditasi, and Informasi SKPI with each fact's Indonesian and English texts side by side on a wide screen and
 * one under the other on a narrow one. The KKNI level is shown, never edited: it follows the level
 * (shared/domain/kkni.ts); choosing a level also sets the usual type of education unless another one was chosen.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { JENJANG } from '@shared/api/master';
import { defaultJenisPendidikan, JENIS_PENDIDIKAN, JENIS_PENDIDIKAN_LABEL, kkniLevel } from '@shared/domain/kkni';
import { AUTH_SCREEN_MSG, inEnglish, kkniLabel, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { FormInput, FormSelect, FormTextarea, type Lookup, SchemaField } from '@web/components/form/form-fields';
import { optionOf, selectedOption } from '@web/components/form/options';
import type { SchemaForm } from '@web/components/form/schema-form';
import { FACT_PAIRS, type FactField, type ProdiValues } from './prodi-values';
import { StatusField } from './status-field';

const JENJANG_OPTIONS = JENJANG.map((j) => optionOf(j, j));
const JENIS_OPTIONS = JENIS_PENDIDIKAN.map((j) => optionOf(j, `${JENIS_PENDIDIKAN_LABEL[j].id} / ${JENIS_PENDIDIKAN_LABEL[j].en}`));

const FACT_LABEL: Record<(typeof FACT_PAIRS)[number]['id'], string> = {
  persyaratan_penerimaan: UNIVERSITAS_SCREEN_MSG.persyaratanPenerimaan,
  bahasa_pengantar: UNIVERSITAS_SCREEN_MSG.bahasaPengantar,
  sistem_penilaian: UNIVERSITAS_SCREEN_MSG.sistemPenilaian,
  lama_studi: UNIVERSITAS_SCREEN_MSG.lamaStudi,
  jenjang_lanjutan: UNIVERSITAS_SCREEN_MSG.jenjangLanjutan,
  status_profesi: UNIVERSITAS_SCREEN_MSG.statusProfesi,
};

type Form = Pick<SchemaForm<ProdiValues, unknown>, 'values' | 'errors' | 'set'>;

function FactInput({ form, name, label, long }: { form: Form; name: FactField; label: string; long: boolean }) {
  return long ? <FormTextarea form={form} name={name} rows={3} label={label} /> : <FormInput form={form} name={name} label={label} />;
}

export interface ProdiFieldsProps {
  form: Form;
  /** The super admin: the faculty and the status are editable. */
  superAdmin: boolean;
  fakultasOptions: readonly SelectProps.Option[];
  fakultasLookup: Lookup;
}

export function ProdiFields({ form, superAdmin, fakultasOptions, fakultasLookup }: ProdiFieldsProps) {
  const { values } = form;
  const chooseJenjang = (jenjang: string) => {
    // the usual type of the new level, unless another type than the old level's usual one was chosen
    if (values.jenis_pendidikan === '' || values.jenis_pendidikan === defaultJenisPendidikan(values.jenjang)) {
      form.set('jenis_pendidikan', defaultJenisPendidikan(jenjang));
    }
    form.set('jenjang', jenjang);
  };
  return (
    <SpaceBetween size="l">
      <Header variant="h3">{UNIVERSITAS_SCREEN_MSG.groupIdentitas}</Header>
      <ColumnLayout columns={2} minColumnWidth={260}>
        {superAdmin && (
          <FormSelect
            form={form}
            name="id_fakultas"
            label={UNIVERSITAS_SCREEN_MSG.fakultasOfProdi}
            description={UNIVERSITAS_SCREEN_MSG.fakultasMoveHint}
            options={fakultasOptions}
            lookup={fakultasLookup}
          />
        )}
        {superAdmin && <StatusField form={form} />}
        <FormInput form={form} name="nama_prodi" label={UNIVERSITAS_SCREEN_MSG.namaProdi} />
        <FormInput form={form} name="nama_prodi_inggris" label={UNIVERSITAS_SCREEN_MSG.namaProdiInggris} />
        <SchemaField form={form} name="jenjang" label={UNIVERSITAS_SCREEN_MSG.jenjang}>
          <Select
            selectedOption={selectedOption(JENJANG_OPTIONS, values.jenjang)}
            options={JENJANG_OPTIONS}
            placeholder={AUTH_SCREEN_MSG.choosePlaceholder}
            onChange={(e) => chooseJenjang(e.detail.selectedOption.value ?? '')}
          />
        </SchemaField>
        <FormField label={UNIVERSITAS_SCREEN_MSG.jenjangKkni} description={UNIVERSITAS_SCREEN_MSG.jenjangKkniHint}>
          <Input value={kkniLabel(kkniLevel(values.jenjang))} readOnly ariaLabel={UNIVERSITAS_SCREEN_MSG.jenjangKkni} />
        </FormField>
        <FormSelect
          form={form}
          name="jenis_pendidikan"
          label={UNIVERSITAS_SCREEN_MSG.jenisPendidikan}
          description={UNIVERSITAS_SCREEN_MSG.jenisPendidikanHint}
          options={JENIS_OPTIONS}
        />
        <FormInput form={form} name="nama_kaprodi" label={UNIVERSITAS_SCREEN_MSG.namaKaprodi} />
        <FormInput form={form} name="gelar" label={UNIVERSITAS_SCREEN_MSG.gelar} />
        <FormInput form={form} name="gelar_inggris" label={UNIVERSITAS_SCREEN_MSG.gelarInggris} />
      </ColumnLayout>
      <Header variant="h3">{UNIVERSITAS_SCREEN_MSG.groupAkreditasiProdi}</Header>
      <ColumnLayout columns={2} minColumnWidth={260}>
        <FormInput form={form} name="status_akreditasi" label={UNIVERSITAS_SCREEN_MSG.statusAkreditasi} />
        <FormInput form={form} name="no_sk_akreditasi_prodi" label={UNIVERSITAS_SCREEN_MSG.noSkAkreditasiProdi} />
      </ColumnLayout>
      <Header variant="h3" description={UNIVERSITAS_SCREEN_MSG.groupSkpiDesc}>
        {UNIVERSITAS_SCREEN_MSG.groupSkpi}
      </Header>
      {FACT_PAIRS.map((pair) => (
        <ColumnLayout key={pair.id} columns={2} minColumnWidth={260}>
          <FactInput form={form} name={pair.id} label={FACT_LABEL[pair.id]} long={pair.long} />
          <FactInput form={form} name={pair.en} label={inEnglish(FACT_LABEL[pair.id])} long={pair.long} />
        </ColumnLayout>
      ))}
    </SpaceBetween>
  );
}
