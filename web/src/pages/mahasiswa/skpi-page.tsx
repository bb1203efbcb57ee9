/**
 * /user/skpi (spec 000 section 2 "Student SKPI screen"): the achievement tile with the checklist
 * dialog, the request state with 'Ajukan Cetak SKPI' / 'Batalkan Cetak SKPI', 'Unggah SKPI', and a
 * side panel with the link to the uploaded SKPI when the request has one. The preview button comes
 * with the SKPI print issue (GET /api/skpi/preview).
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SKPI_SCREEN } from '@shared/messages';
import { AchievementTile } from './achievement-tile';
import { SkpiRequestPanel } from './skpi-request-panel';
import { SkpiUploadPanel } from './skpi-upload-panel';
import { useSkpiRequest } from './student-data';

function DocumentPanel({ path }: { path: string }) {
  return (
    <Container header={<Header variant="h2">{SKPI_SCREEN.documentTitle}</Header>}>
      <Box>
        <Link href={path} external>
          {SKPI_SCREEN.documentLink}
        </Link>
      </Box>
    </Container>
  );
}

export default function SkpiPage() {
  const request = useSkpiRequest();
  const path = request.data?.path ?? null;
  // One grid throughout (the main column keeps its state when the side panel appears).
  return (
    <Grid gridDefinition={path ? [{ colspan: { default: 12, s: 8 } }, { colspan: { default: 12, s: 4 } }] : [{ colspan: 12 }]}>
      <SpaceBetween size="l">
        <AchievementTile />
        <SkpiRequestPanel />
        <SkpiUploadPanel accepted={request.data?.is_downloaded === 1} />
      </SpaceBetween>
      {path && <DocumentPanel path={path} />}
    </Grid>
  );
}
