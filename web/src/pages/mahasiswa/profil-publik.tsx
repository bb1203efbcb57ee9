/**
 * The Akun tab's public-profile choice (UU 27/2022): a toggle showing or hiding the student's
 * profile and portfolios from the public (search and /profile/{nim}), saved at once through
 * PUT /api/profile/visibility, with what each state means and what is never public. The outcome
 * of the last change stays under the toggle (the notice above the page hides after 2 s and is out
 * of sight on a phone scrolled down to the toggle): the server's confirmation, or its refusal.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { api } from '@shared/api';
import { MSG, PROFIL_SCREEN_MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { describeFailure, notify } from '@web/app/notifications';
import { useState } from 'react';
import type { ProfilView } from './profil-values';

const NOTICE = 'profil-publik';

export function ProfilPublik({ user, reload }: { user: ProfilView; reload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const publik = user.profil_publik;

  const choose = async (next: boolean) => {
    setBusy(true);
    setOutcome(null);
    const progress = notify.info(MSG.memperbarui, { id: NOTICE });
    try {
      const answer = await call(api.mahasiswa.profilVisibility, { body: { profil_publik: next } });
      await reload();
      progress.success(answer.message);
      setOutcome({ type: 'success', text: answer.message });
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.type === 'warning') progress.warning(failure.text);
      else progress.error(failure.text);
      setOutcome(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container header={<Header variant="h2">{PROFIL_SCREEN_MSG.publikTitle}</Header>}>
      <SpaceBetween size="s">
        <Toggle checked={publik} disabled={busy} onChange={({ detail }) => void choose(detail.checked)}>
          {PROFIL_SCREEN_MSG.publikToggle}
        </Toggle>
        <div role="status" data-testid="profil-publik-outcome">
          {outcome && <StatusIndicator type={outcome.type}>{outcome.text}</StatusIndicator>}
        </div>
        <Box>{publik ? PROFIL_SCREEN_MSG.publikOn : PROFIL_SCREEN_MSG.publikOff}</Box>
        <Box color="text-body-secondary" fontSize="body-s">
          {PROFIL_SCREEN_MSG.publikPrivasi}
        </Box>
      </SpaceBetween>
    </Container>
  );
}
