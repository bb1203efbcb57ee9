/**
 * THE program select of lists and statistics (the super admin's filter of the verification queue,
 * the dashboard's cards): 'Semua program studi' (value '') and every program as 'nama_prodi
 * (jenjang)'. Inside a FormField it takes the field's label; elsewhere pass `ariaLabel`.
 *
 *   <ProdiSelect value={prodi} onChange={setProdi} ariaLabel={MASTER_MSG.prodiSelectLabel} />
 */
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MASTER_MSG, MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { prodiNameOf } from '@web/components/bilingual/data-language';
import { optionOf } from '@web/components/form/options';

export interface ProdiSelectProps {
  /** '' for every program, else the program's id. */
  value: string;
  onChange: (value: string) => void;
  /** The accessible name when no FormField labels it. */
  ariaLabel?: string;
}

export function ProdiSelect({ value, onChange, ariaLabel }: ProdiSelectProps) {
  const prodi = useApiQuery(api.master.prodiList, {}, { staleTime: Number.POSITIVE_INFINITY });
  const options: SelectProps.Option[] = [
    optionOf('', MASTER_MSG.prodiSelectAll),
    ...(prodi.data?.prodi ?? []).map((p) => optionOf(p.id_prodi, prodiNameOf(p))),
  ];
  return (
    <Select
      selectedOption={options.find((o) => o.value === value) ?? options[0] ?? null}
      options={options}
      filteringType="auto"
      ariaLabel={ariaLabel}
      statusType={prodi.isLoading ? 'loading' : prodi.isError ? 'error' : 'finished'}
      loadingText={AUTH_SCREEN_MSG.loadingOptions}
      errorText={MSG.genericError}
      onChange={(e) => onChange(e.detail.selectedOption.value ?? '')}
    />
  );
}
