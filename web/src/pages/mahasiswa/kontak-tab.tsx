/**
 * The Kontak tab: phone origin, mobile, bio and the social media list, with the Profile tab's
 * read-only / edit / discard / save pattern; save sends the contact shape of POST
 * /api/profile/update.
 */
import { api } from '@shared/api';
import { MSG, PROFIL_SCREEN_MSG } from '@shared/messages';
import { profilKontakBody } from '@shared/validation';
import { call } from '@web/api/client';
import { ContactFields } from '@web/components/profil/contact-fields';
import { useMemo } from 'react';
import { EditContainer } from './edit-container';
import { contactValues, type ProfilView } from './profil-values';
import { useEditSection } from './use-edit-section';

const TEXTS = { notice: 'profil-kontak', success: MSG.contactUpdated, failure: MSG.contactUpdateFailed };

export function KontakTab({ user, reload }: { user: ProfilView; reload: () => Promise<unknown> }) {
  const shown = useMemo(() => contactValues(user), [user]);
  const { form, editing, busy, edit, discard, save } = useEditSection(profilKontakBody, shown, reload, TEXTS);
  return (
    <EditContainer
      title={PROFIL_SCREEN_MSG.kontakTitle}
      description={PROFIL_SCREEN_MSG.kontakDesc}
      editing={editing}
      busy={busy}
      onEdit={edit}
      onDiscard={discard}
      onSave={() => void save((body) => call(api.mahasiswa.profilUpdate, { body }))}
    >
      <ContactFields form={form} readOnly={!editing} />
    </EditContainer>
  );
}
