/**
 * The contact field group (activation step 2 and the Kontak tab): phone origin, mobile, bio and the
 * social media list. `readOnly` shows the values without letting them change (the list without its
 * add and remove controls).
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUTH_SCREEN_MSG } from '@shared/messages';
import { type BoundForm, FormInput, FormTextarea, SchemaField } from '@web/components/form/form-fields';
import { SosmedEditor } from '@web/components/sosmed-editor';
import type { ContactValues } from './profil-values';

export function ContactFields({ form, readOnly = false }: { form: BoundForm<ContactValues>; readOnly?: boolean }) {
  const hint = readOnly ? undefined : AUTH_SCREEN_MSG.optional;
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <FormInput form={form} name="no_telepon_asal" label={AUTH_SCREEN_MSG.fieldTeleponAsal} info={hint} inputMode="tel" readOnly={readOnly} />
        <FormInput form={form} name="no_hp" label={AUTH_SCREEN_MSG.fieldNoHp} info={hint} inputMode="tel" readOnly={readOnly} />
      </ColumnLayout>
      <FormTextarea form={form} name="bio" label={AUTH_SCREEN_MSG.fieldBio} info={hint} rows={3} stretch readOnly={readOnly} />
      <SchemaField form={form} name="sosmed" label={AUTH_SCREEN_MSG.fieldSosmed} stretch>
        <SosmedEditor value={form.values.sosmed} onChange={(next) => form.set('sosmed', next)} readOnly={readOnly} />
      </SchemaField>
    </SpaceBetween>
  );
}
