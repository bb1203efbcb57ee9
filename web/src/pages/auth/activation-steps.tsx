/**
 * The steps of the activation wizard: the link's check, the password (only for an account made
 * without one), biodata and contact.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { useFollow } from '@web/app/use-follow';
import { type BoundForm, FormInput } from '@web/components/form/form-fields';
import { NewPasswordFields, type PasswordPair } from '@web/components/form/new-password-fields';
import type { SchemaForm } from '@web/components/form/schema-form';
import { BiodataFields } from '@web/components/profil/biodata-fields';
import { ContactFields } from '@web/components/profil/contact-fields';
import { PhotoUpload } from '@web/components/profil/photo-upload';
import type { BiodataValues, ContactValues } from '@web/components/profil/profil-values';
import { Outcome, type SendState } from './wizard-result';

/** The link's check: loading, then valid (Next goes on) or not (back to the landing page). */
export function CheckStep({ check }: { check: SendState }) {
  const follow = useFollow();
  return (
    <Container>
      <SpaceBetween size="m">
        <Outcome state={check} loadingText={AUTH_SCREEN_MSG.activationChecking} failedTitle={MSG.genericErrorPlain} />
        {check.status === 'success' && <Box variant="p">{AUTH_SCREEN_MSG.activationCheckOk}</Box>}
        {check.status === 'failed' && (
          <Button href="/" onFollow={follow}>
            {MSG.backHome}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}

export function BiodataStep({ form }: { form: SchemaForm<BiodataValues, unknown> }) {
  return (
    <Container>
      <SpaceBetween size="l">
        <FormInput
          form={form}
          name="nama"
          label={AUTH_SCREEN_MSG.fieldNama}
          description={AUTH_SCREEN_MSG.fieldNamaHint}
          stretch
          autoComplete="name"
        />
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

export function PasswordStep<V extends PasswordPair & Record<string, unknown>>({ form }: { form: BoundForm<V> }) {
  return (
    <Container>
      <NewPasswordFields form={form} indicators autoFocus />
    </Container>
  );
}
