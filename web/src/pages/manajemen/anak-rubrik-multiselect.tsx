/**
 * The verifier's sub-rubrics: every sub-rubric of `GET /api/anak_rubrik`, grouped by program
 * ('nama_prodi (jenjang)'), searchable by the sub-rubric's or the program's name, several at once.
 * The chosen ones show as tokens below.
 */
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import { MSG, prodiLabel, STAF_MSG } from '@shared/messages';
import { type Lookup, SchemaField } from '@web/components/form/form-fields';
import type { FieldErrors } from '@web/components/form/schema-form';

export interface AnakRubrikChoice {
  id_anak_rubrik: number;
  nama_anak_rubrik: string;
  id_prodi: number;
  nama_prodi: string;
  jenjang: string;
}

/** The options grouped by program, programs and sub-rubrics in the order the list gives them. */
export function anakRubrikGroups(list: readonly AnakRubrikChoice[]): MultiselectProps.OptionGroup[] {
  const groups = new Map<number, MultiselectProps.OptionGroup & { options: MultiselectProps.Option[] }>();
  for (const a of list) {
    const label = prodiLabel(a.nama_prodi, a.jenjang);
    let group = groups.get(a.id_prodi);
    if (!group) {
      group = { label, options: [] };
      groups.set(a.id_prodi, group);
    }
    // the program's name is a filtering tag, so 'informatika' finds every sub-rubric of the program
    group.options.push({ value: String(a.id_anak_rubrik), label: a.nama_anak_rubrik, tags: [label], filteringTags: [label] });
  }
  return [...groups.values()];
}

export interface AnakRubrikMultiselectProps {
  /** The chosen sub-rubric ids. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  list: readonly AnakRubrikChoice[];
  lookup: Lookup;
  form: { errors: FieldErrors };
}

export function AnakRubrikMultiselect({ value, onChange, list, lookup, form }: AnakRubrikMultiselectProps) {
  const groups = anakRubrikGroups(list);
  const flat = groups.flatMap((g) => g.options);
  const chosen = new Set(value.map(String));
  return (
    <SchemaField form={form} name="id_anak_rubrik" label={STAF_MSG.fieldRubrik} description={STAF_MSG.fieldRubrikHint}>
      <Multiselect
        selectedOptions={flat.filter((o) => chosen.has(o.value ?? ''))}
        options={groups}
        filteringType="auto"
        filteringPlaceholder={STAF_MSG.rubrikFilter}
        filteringAriaLabel={STAF_MSG.rubrikFilter}
        placeholder={STAF_MSG.rubrikPlaceholder}
        empty={STAF_MSG.rubrikNone}
        noMatch={STAF_MSG.rubrikNoMatch}
        statusType={lookup.isLoading ? 'loading' : lookup.isError ? 'error' : 'finished'}
        loadingText={MSG.memuat}
        errorText={MSG.genericError}
        tokenLimit={6}
        deselectAriaLabel={(option) => `${STAF_MSG.rubrikRemove} ${option.label ?? ''}`}
        onChange={(e) => onChange(e.detail.selectedOptions.map((o) => Number(o.value)))}
      />
    </SchemaField>
  );
}
