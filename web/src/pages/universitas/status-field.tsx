/**
 * The Aktif / Non-Aktif buttons of a faculty or a program, bound to the form's `is_active` (''
 * until chosen, then 'true' or 'false': the shared schema reads those). Nothing is highlighted
 * until a status is chosen: a new program's Tambah waits for the choice (a new faculty starts Aktif).
 */
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { SchemaField } from '@web/components/form/form-fields';
import type { FormValues, SchemaForm } from '@web/components/form/schema-form';
import { useId } from 'react';

export type StatusValue = '' | 'true' | 'false';

export const statusValue = (isActive: boolean): StatusValue => (isActive ? 'true' : 'false');

export function StatusField<V extends FormValues & { is_active: StatusValue }>({
  form,
}: {
  form: Pick<SchemaForm<V, unknown>, 'values' | 'errors' | 'set'>;
}) {
  const value = form.values.is_active;
  // the field's label names the control (a narrow screen shows it as a select: no second label)
  const labelId = useId();
  return (
    <SchemaField
      form={form}
      name="is_active"
      label={<span id={labelId}>{UNIVERSITAS_SCREEN_MSG.status}</span>}
      constraintText={value === '' ? UNIVERSITAS_SCREEN_MSG.statusUnset : undefined}
    >
      <SegmentedControl
        ariaLabelledby={labelId}
        selectedId={value === '' ? null : value}
        onChange={(e) => form.set('is_active', (e.detail.selectedId === 'true' ? 'true' : 'false') as V['is_active'])}
        options={[
          { id: 'true', text: UNIVERSITAS_SCREEN_MSG.aktif, iconName: 'status-positive' },
          { id: 'false', text: UNIVERSITAS_SCREEN_MSG.nonAktif, iconName: 'status-stopped' },
        ]}
      />
    </SchemaField>
  );
}
