/** Whether new students' profiles start public (the university record; each student then chooses on their Akun tab). */
import FormField from '@cloudscape-design/components/form-field';
import Toggle from '@cloudscape-design/components/toggle';
import { UNIVERSITAS_SCREEN_MSG } from '@shared/messages';

export function ProfilPublikField(props: { checked: boolean; disabled: boolean; error?: string; onChange: (checked: boolean) => void }) {
  return (
    <FormField label={UNIVERSITAS_SCREEN_MSG.profilPublikBawaan} description={UNIVERSITAS_SCREEN_MSG.profilPublikBawaanHint} errorText={props.error}>
      <Toggle checked={props.checked} disabled={props.disabled} onChange={({ detail }) => props.onChange(detail.checked)}>
        {UNIVERSITAS_SCREEN_MSG.profilPublikBawaanToggle}
      </Toggle>
    </FormField>
  );
}
