/**
 * The choices every print asks: the graduation period (label 'year/next year - periode n', its date
 * below) and 'Override New Print' with what it does, and the reminder of what a print records (the
 * student graduated on the period's date, their request accepted or written accepted).
 */
import Alert from '@cloudscape-design/components/alert';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUTH_SCREEN_MSG, CETAK_SCREEN_MSG, MSG } from '@shared/messages';
import { selectedOption } from '@web/components/form/options';
import { usePeriodeOptions } from './cetak-data';

export interface PrintOptionsValue {
  /** The period's id as text; '' none chosen. */
  periode: string;
  override: boolean;
}

export const NO_PRINT_OPTIONS: PrintOptionsValue = { periode: '', override: false };

export function PrintOptions({ value, onChange }: { value: PrintOptionsValue; onChange: (value: PrintOptionsValue) => void }) {
  const { list, options } = usePeriodeOptions();
  const none = list.isSuccess && options.length === 0;
  return (
    <SpaceBetween size="m">
      <FormField label={CETAK_SCREEN_MSG.periode} errorText={none ? CETAK_SCREEN_MSG.periodeEmpty : undefined}>
        <Select
          selectedOption={selectedOption(options, value.periode)}
          options={options}
          placeholder={CETAK_SCREEN_MSG.periodePlaceholder}
          statusType={list.isLoading ? 'loading' : list.isError ? 'error' : 'finished'}
          loadingText={AUTH_SCREEN_MSG.loadingOptions}
          errorText={MSG.genericError}
          expandToViewport
          onChange={(e) => onChange({ ...value, periode: e.detail.selectedOption.value ?? '' })}
        />
      </FormField>
      <Checkbox
        checked={value.override}
        description={CETAK_SCREEN_MSG.overrideHint}
        onChange={(e) => onChange({ ...value, override: e.detail.checked })}
      >
        {CETAK_SCREEN_MSG.overrideNewPrint}
      </Checkbox>
      <Alert type="info">{CETAK_SCREEN_MSG.printGraduates}</Alert>
    </SpaceBetween>
  );
}
