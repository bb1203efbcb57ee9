/**
 * The profile photo of the Profile tab: the current one, and in edit mode the photo field
 * (png/jpg/jpeg/gif up to 2MB, with the server's own messages). A chosen photo is uploaded through the
 * presigned upload and saved at once with POST /api/profile/update `{ foto_profil: key }` alone.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { failureWithReason, MSG, PROFIL_SCREEN_MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { describeFailure, notify } from '@web/app/notifications';
import { PhotoUpload } from '@web/components/profil/photo-upload';
import { useState } from 'react';
import './profil-page.css';

const PHOTO_NOTICE = 'profil-photo';

export function ProfilPhoto({ photo, editing, reload }: { photo: string | null; editing: boolean; reload: () => Promise<unknown> }) {
  // a new field after each save, so the chooser is empty again
  const [round, setRound] = useState(0);

  const save = async (key: string) => {
    if (!key) return;
    const progress = notify.info(MSG.memperbarui, { id: PHOTO_NOTICE });
    try {
      await call(api.mahasiswa.profilUpdate, { body: { foto_profil: key } });
      await reload();
      setRound((r) => r + 1);
      progress.success(MSG.profileUpdated);
    } catch (error) {
      const failure = describeFailure(error, '');
      const text = failureWithReason(MSG.profileUpdateFailed, failure.text);
      if (failure.type === 'warning') progress.warning(text);
      else progress.error(text);
    }
  };

  return (
    <div className="profil-photo">
      {photo ? (
        <img src={photo} alt={PROFIL_SCREEN_MSG.fotoCurrentAlt} />
      ) : (
        <Box color="text-body-secondary" variant="small">
          {PROFIL_SCREEN_MSG.fotoNone}
        </Box>
      )}
      {editing && (
        <SpaceBetween size="xxs">
          <PhotoUpload key={round} onUploaded={(key) => void save(key)} />
          <Box color="text-body-secondary" variant="small">
            {PROFIL_SCREEN_MSG.fotoChangeHint}
          </Box>
        </SpaceBetween>
      )}
    </div>
  );
}
