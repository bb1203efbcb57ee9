/**
 * The student preview beside the list: photo, name, NIM, program and bio from `GET
 * /api/profile/{nim}`, and Lihat Profil, which opens the public profile page in a new tab (a
 * deactivated student has none to show: the page says so).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { api } from '@shared/api';
import { prodiLabel, MAHASISWA_ADMIN_MSG as TEXT } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { ProfileCard } from '@web/components/profil/profil-card';
import { profilePath } from '@web/components/search/search-location';

export function PreviewCard({ nim }: { nim: string | null }) {
  const profile = useApiQuery(api.mahasiswa.profilShow, { params: { nim: nim ?? '' } }, { enabled: nim !== null });
  const user = profile.data?.user;
  if (nim === null || profile.isError || !user) {
    return (
      <Container header={<Header variant="h2">{TEXT.previewTitle}</Header>}>
        {nim === null ? (
          <Box color="text-body-secondary">{TEXT.previewEmpty}</Box>
        ) : profile.isError ? (
          <FailureAlert error={profile.error} />
        ) : (
          <Spinner size="big" />
        )}
      </Container>
    );
  }
  return (
    <ProfileCard
      biodata={user}
      sosmed={user.sosmed}
      nameLevel={2}
      details={user.prodi && <Box color="text-body-secondary">{prodiLabel(user.prodi.nama_prodi, user.prodi.jenjang)}</Box>}
      actions={
        <Button href={profilePath(user.nim)} target="_blank" iconName="external" iconAlign="right">
          {TEXT.lihatProfil}
        </Button>
      }
    />
  );
}
