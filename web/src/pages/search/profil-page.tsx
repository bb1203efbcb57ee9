/**
 * Public student profile /profile/{nim}: name, photo, bio, social media and the year-filterable
 * timeline of verified, shown portfolios. An unknown NIM shows a not-found page. The chosen year is
 * kept in the address (?tahun=2024) so it can be shared.
 */

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
// the search area's contract alone: a public page does not load every area's schemas
import { searchApi } from '@shared/api/search';
import { SEARCH_MSG } from '@shared/messages/search';
import { SHELL_MSG } from '@shared/messages/shell';
import { ApiError } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useFollow } from '@web/app/use-follow';
import { PortfolioTimeline } from '@web/components/profil/portofolio-timeline';
import { ProfileCard } from '@web/components/profil/profil-card';
import { useDeferredValue } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

function ProfileNotFound({ nim }: { nim: string }) {
  const follow = useFollow();
  return (
    <div className="public-page page-state">
      <SpaceBetween size="m" alignItems="center">
        <Box variant="h1">{SEARCH_MSG.profileNotFoundTitle}</Box>
        <Box variant="p" color="text-body-secondary" textAlign="center">
          {SEARCH_MSG.profileNotFoundBody(nim)}
        </Box>
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="primary" href="/search" onFollow={follow} iconName="search">
            {SEARCH_MSG.searchStudents}
          </Button>
          <Button href="/" onFollow={follow}>
            {SHELL_MSG.backHome}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </div>
  );
}

export default function ProfilePage() {
  const nim = (useParams().nim ?? '').trim();
  const [params, setParams] = useSearchParams();
  const profile = useApiQuery(searchApi.routes.show, { query: { nim } }, { enabled: nim !== '' });
  // the profile drawn in slices once it arrives (a transition), not in one task that blocks a slow phone
  const data = useDeferredValue(profile.data);
  const rawYear = Number(params.get('tahun'));
  const year = Number.isInteger(rawYear) && rawYear > 0 ? rawYear : null;
  const setYear = (y: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (y === null) next.delete('tahun');
        else next.set('tahun', String(y));
        return next;
      },
      { replace: true },
    );

  if (nim === '' || (profile.error instanceof ApiError && profile.error.status === 404)) return <ProfileNotFound nim={nim} />;
  if (profile.isError) {
    return (
      <div className="public-page">
        <FailureAlert error={profile.error} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="public-page page-state" role="status">
        <Spinner size="large" />
        <Box color="text-body-secondary">{SEARCH_MSG.loadingProfile}</Box>
      </div>
    );
  }
  const profil = data.data;
  const known = year !== null && profil.portofolio.some((p) => p.tahun === year) ? year : null;
  return (
    <div className="public-page profile-page">
      <Grid gridDefinition={[{ colspan: { default: 12, m: 4 } }, { colspan: { default: 12, m: 8 } }]}>
        <ProfileCard biodata={profil.biodata} sosmed={profil.sosmed} />
        <PortfolioTimeline items={profil.portofolio} year={known} onYear={setYear} />
      </Grid>
    </div>
  );
}
