/**
 * The waiting list's filters: Program Studi (the programs with SKPI waiting for the caller, with
 * their counts) and Periode kelulusan (the graduation periods, newest first). The bulk approval
 * takes the same filters.
 */
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { pengesahanCount } from '@shared/api/pengesahan';
import { AUTH_SCREEN_MSG, jumlahSkpi, MSG, PENGESAHAN_SCREEN_MSG } from '@shared/messages';
import { optionOf } from '@web/components/form/options';
import type * as z from 'zod';
import { usePeriodeOptions } from '../cetak/cetak-data';
import type { PengesahanFilter as Filter } from './pengesahan-data';

interface Lookup {
  isLoading: boolean;
  isError: boolean;
}

const statusOf = (lookup: Lookup) => (lookup.isLoading ? 'loading' : lookup.isError ? 'error' : 'finished');

export interface PengesahanFilterProps {
  value: Filter;
  onChange: (next: Filter) => void;
  programs: Lookup & { data?: z.output<typeof pengesahanCount> | undefined };
}

export function PengesahanFilter({ value, onChange, programs }: PengesahanFilterProps) {
  const periode = usePeriodeOptions();
  const prodiOptions: SelectProps.Option[] = [
    optionOf('', PENGESAHAN_SCREEN_MSG.semuaProdi),
    ...(programs.data?.per_prodi ?? []).map((p) => ({ ...optionOf(p.id_prodi, p.nama_prodi), labelTag: jumlahSkpi(p.jumlah) })),
  ];
  const periodeOptions: SelectProps.Option[] = [optionOf('', PENGESAHAN_SCREEN_MSG.semuaPeriode), ...periode.options];
  // a chosen program that has nothing waiting any more stays shown by its id until the filter changes
  const chosen = (options: SelectProps.Option[], v: string) => options.find((o) => o.value === v) ?? optionOf(v, v);
  return (
    <div className="pengesahan-filter">
      <FormField label={PENGESAHAN_SCREEN_MSG.filterProdi}>
        <Select
          selectedOption={chosen(prodiOptions, value.prodi)}
          options={prodiOptions}
          filteringType="auto"
          statusType={statusOf(programs)}
          loadingText={AUTH_SCREEN_MSG.loadingOptions}
          errorText={MSG.genericError}
          onChange={(e) => onChange({ ...value, prodi: e.detail.selectedOption.value ?? '' })}
        />
      </FormField>
      <FormField label={PENGESAHAN_SCREEN_MSG.filterPeriode}>
        <Select
          selectedOption={chosen(periodeOptions, value.periode)}
          options={periodeOptions}
          filteringType="auto"
          statusType={statusOf(periode.list)}
          loadingText={AUTH_SCREEN_MSG.loadingOptions}
          errorText={MSG.genericError}
          onChange={(e) => onChange({ ...value, periode: e.detail.selectedOption.value ?? '' })}
        />
      </FormField>
    </div>
  );
}
