/**
 * /user/skpi (the Student SKPI screen): the achievement tile with the checklist dialog, the request
 * state with 'Ajukan Cetak SKPI' / 'Batalkan Cetak SKPI' and the preview (GET /api/skpi/preview),
 * 'Unggah SKPI', and a side panel once there is a document: the printed SKPI (its number and date,
 * the PDF, its public verification page, its portable credential) and the uploaded SKPI.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { displayDate } from '@shared/domain/dates';
import { SKPI_SCREEN_MSG } from '@shared/messages';
import { useSession } from '@web/app/session';
import { KredensialDownload } from '@web/components/kredensial-download';
import { SkpiNumber } from '@web/components/skpi-number';
import { AchievementTile } from './achievement-tile';
import { SkpiRequestPanel } from './skpi-request-panel';
import { SkpiUploadPanel } from './skpi-upload-panel';
import { useSkpiRequest } from './student-data';

type Dokumen = NonNullable<ResponseOf<typeof api.mahasiswa.skpiPengajuan>['data']['dokumen']>;

function PrintedDocument({ dokumen }: { dokumen: Dokumen }) {
  const nim = useSession().claims?.nim ?? dokumen.kode;
  return (
    <SpaceBetween size="m">
      <KeyValuePairs
        items={[
          { label: SKPI_SCREEN_MSG.printedNomor, value: <SkpiNumber value={dokumen.nomor} testId="skpi-dokumen-nomor" /> },
          { label: SKPI_SCREEN_MSG.printedTanggal, value: displayDate(dokumen.tanggal_terbit) },
        ]}
      />
      <SpaceBetween size="xs">
        <Link href={dokumen.url} external variant="primary">
          {SKPI_SCREEN_MSG.printedDownload}
        </Link>
        <Link href={dokumen.verifikasi_url} external>
          {SKPI_SCREEN_MSG.printedVerify}
        </Link>
        <Box variant="small" color="text-body-secondary">
          {SKPI_SCREEN_MSG.printedVerifyNote}
        </Box>
      </SpaceBetween>
      <KredensialDownload code={dokumen.kode} nim={nim} />
    </SpaceBetween>
  );
}

function DocumentPanel({ dokumen, path }: { dokumen: Dokumen | null; path: string | null }) {
  return (
    <Container header={<Header variant="h2">{SKPI_SCREEN_MSG.documentTitle}</Header>}>
      <SpaceBetween size="l">
        {dokumen && <PrintedDocument dokumen={dokumen} />}
        {path && (
          <SpaceBetween size="xxs">
            {dokumen && <Box variant="awsui-key-label">{SKPI_SCREEN_MSG.uploadedTitle}</Box>}
            <Link href={path} external>
              {SKPI_SCREEN_MSG.documentLink}
            </Link>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}

export default function SkpiPage() {
  const request = useSkpiRequest();
  const path = request.data?.path ?? null;
  const dokumen = request.data?.dokumen ?? null;
  const side = path !== null || dokumen !== null;
  // One grid throughout (the main column keeps its state when the side panel appears).
  return (
    <Grid gridDefinition={side ? [{ colspan: { default: 12, s: 8 } }, { colspan: { default: 12, s: 4 } }] : [{ colspan: 12 }]}>
      <SpaceBetween size="l">
        <AchievementTile />
        <SkpiRequestPanel />
        <SkpiUploadPanel state={request.isError ? null : request.data?.is_downloaded} />
      </SpaceBetween>
      {side && <DocumentPanel dokumen={dokumen} path={path} />}
    </Grid>
  );
}
