/** Whether new students' profiles start public (the university record; each student then chooses on their Akun tab). */
import FormField from '@cloudscape-design/components/form-field';
import Toggle from '@cloudscape-design/components/toggle';
import { UNIVERSITAS_TEXT } from '@shared/messages';

export function ProfilPublikField(props: { checked: boolean; disabled: boolean; error?: string; onChange: (checked: boolean) => void }) {
  return (
    <FormField label={UNIVERSITAS_TEXT.profilPublikBawaan} description={UNIVERSITAS_TEXT.profilPublikBawaanHint} errorText={props.error}>
      <Toggle checked={props.checked} disabled={props.disabled} onChange={({ detail }) => props.onChange(detail.checked)}>
        {UNIVERSITAS_TEXT.profilPublikBawaanToggle}
      </Toggle>
    </FormField>
  );
}
