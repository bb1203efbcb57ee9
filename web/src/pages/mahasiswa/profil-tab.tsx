/**
 * The Profile tab: photo, name (disabled), then the activation's biodata fields. Read-only first;
 * the edit control switches to edit mode, discard reloads from the server, save sends the biodata
 * shape of POST /api/profile/update.
 */
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG, PROFIL_SCREEN_MSG } from '@shared/messages';
import { profilBiodataForm } from '@shared/validation';
import { call } from '@web/api/client';
import { FormInput } from '@web/components/form/form-fields';
import { BiodataFields } from '@web/components/profil/biodata-fields';
import { useMemo } from 'react';
import { EditContainer } from './edit-container';
import { ProfilPhoto } from './profil-photo';
import { biodataValues, type ProfilView } from './profil-values';
import { useEditSection } from './use-edit-section';

const TEXTS = { notice: 'profil-biodata', success: MSG.profileUpdated, failure: MSG.profileUpdateFailed };

export function ProfilTab({ user, reload }: { user: ProfilView; reload: () => Promise<unknown> }) {
  const shown = useMemo(() => biodataValues(user), [user]);
  const { form, editing, busy, edit, discard, save } = useEditSection(profilBiodataForm, shown, reload, TEXTS);
  return (
    <EditContainer
      title={PROFIL_SCREEN_MSG.biodataTitle}
      description={PROFIL_SCREEN_MSG.biodataDesc}
      editing={editing}
      busy={busy}
      onEdit={edit}
      onDiscard={discard}
      onSave={() => void save((body) => call(api.mahasiswa.profilUpdate, { body }))}
    >
      <ProfilPhoto photo={user.foto_profil} editing={editing} reload={reload} />
      <FormInput form={form} name="nama" label={AUTH_SCREEN_MSG.fieldNama} disabled stretch />
      <BiodataFields form={form} readOnly={!editing} />
    </EditContainer>
  );
}
