/**
 * /user/dashboard (the Student dashboard screen): the profile card with a settings button to
 * /user/profile, the achievement tile with the checklist dialog, and the year-filterable timeline
 * of every portfolio with its status. Each card loads and fails on its own.
 */
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { DASHBOARD_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useSession } from '@web/app/session';
import { useFollow } from '@web/app/use-follow';
import { ProfileCard } from '@web/components/profil/profil-card';
import { AchievementTile } from './achievement-tile';
import { StudentTimeline } from './student-timeline';

function OwnProfileCard() {
  const follow = useFollow();
  const profile = useApiQuery(api.mahasiswa.profilGet, {});
  if (profile.isError) return <FailureAlert error={profile.error} />;
  if (!profile.data) return <StatusIndicator type="loading">{DASHBOARD_MSG.profileLoading}</StatusIndicator>;
  const user = profile.data.user;
  return (
    <ProfileCard
      biodata={user}
      sosmed={user.sosmed}
      nameLevel={2}
      actions={
        <div className="profile-actions">
          <Button iconName="settings" href="/user/profile" onFollow={follow}>
            {DASHBOARD_MSG.settingsButton}
          </Button>
        </div>
      }
    />
  );
}

export default function DashboardPage() {
  const nim = useSession().claims?.nim ?? '';
  return (
    <Grid gridDefinition={[{ colspan: { default: 12, s: 4 } }, { colspan: { default: 12, s: 8 } }]}>
      <OwnProfileCard />
      <SpaceBetween size="l">
        <AchievementTile />
        <StudentTimeline nim={nim} />
      </SpaceBetween>
    </Grid>
  );
}
