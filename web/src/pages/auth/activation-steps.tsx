/** The two data steps of the activation wizard: biodata (step 1) and contact (step 2). */
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUTH_TEXT } from '@shared/messages';
import { FormInput } from '@web/components/form/form-fields';
import type { SchemaForm } from '@web/components/form/schema-form';
import { BiodataFields } from '@web/components/profil/biodata-fields';
import { ContactFields } from '@web/components/profil/contact-fields';
import { PhotoUpload } from '@web/components/profil/photo-upload';
import type { BiodataValues, ContactValues } from '@web/components/profil/profil-values';

export function BiodataStep({ form }: { form: SchemaForm<BiodataValues, unknown> }) {
  return (
    <Container>
      <SpaceBetween size="l">
        <FormInput form={form} name="nama" label={AUTH_TEXT.fieldNama} description={AUTH_TEXT.fieldNamaHint} stretch autoComplete="name" />
        <PhotoUpload onUploaded={(key) => form.set('foto_profil', key)} error={form.errors.foto_profil} />
        <BiodataFields form={form} />
      </SpaceBetween>
    </Container>
  );
}

export function ContactStep({ form }: { form: SchemaForm<ContactValues, unknown> }) {
  return (
    <Container>
      <ContactFields form={form} />
    </Container>
  );
}
