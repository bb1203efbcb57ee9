/**
 * The Akun tab's public-profile choice (UU 27/2022): a toggle showing or hiding the student's
 * profile and portfolios from the public (search and /profile/{nim}), saved at once through
 * PUT /api/profile/visibility, with what each state means and what is never public.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { api } from '@shared/api';
import { MSG, PROFIL_TEXT } from '@shared/messages';
import { call } from '@web/api/client';
import { describeFailure, notify } from '@web/app/notifications';
import { useState } from 'react';
import type { ProfilView } from './profil-values';

const NOTICE = 'profil-publik';

export function ProfilPublik({ user, reload }: { user: ProfilView; reload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const publik = user.profil_publik;

  const choose = async (next: boolean) => {
    setBusy(true);
    const progress = notify.info(MSG.memperbarui, { id: NOTICE });
    try {
      const answer = await call(api.mahasiswa.profilVisibility, { body: { profil_publik: next } });
      await reload();
      progress.success(answer.message);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.type === 'warning') progress.warning(failure.text);
      else progress.error(failure.text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container header={<Header variant="h2">{PROFIL_TEXT.publikTitle}</Header>}>
      <SpaceBetween size="s">
        <Toggle checked={publik} disabled={busy} onChange={({ detail }) => void choose(detail.checked)}>
          {PROFIL_TEXT.publikToggle}
        </Toggle>
        <Box>{publik ? PROFIL_TEXT.publikOn : PROFIL_TEXT.publikOff}</Box>
        <Box color="text-body-secondary" fontSize="body-s">
          {PROFIL_TEXT.publikPrivasi}
        </Box>
      </SpaceBetween>
    </Container>
  );
}
