/**
 * /verifikasi/{code}, public: what the QR code of a printed SKPI opens. The
 * verdict (SAH, DICABUT, DIGANTIKAN), the holder and the document as the university recorded
 * them, with the SHA-256 of the issued PDF, and 'Periksa berkas' to check a file against it in
 * the browser. An unknown code (404) is a plain 'Dokumen tidak ditemukan' page with the server's
 * message. Prints as one clean page (no header, footer or file check), with when and where it was checked.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { api } from '@shared/api';
import { displayDateTime } from '@shared/domain/dates';
import { MSG, VERIFIKASI_SKPI_TEXT as T } from '@shared/messages';
import { ApiError } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useFollow } from '@web/app/use-follow';
import { KredensialDownload } from '@web/components/kredensial-download';
import { useParams } from 'react-router-dom';
import { PeriksaBerkas } from './periksa-berkas';
import { StatusBanner, shownDate, type VerifikasiSkpi } from './status-banner';
import './keaslian.css';

function DocumentNotFound({ code, message }: { code: string; message: string }) {
  const follow = useFollow();
  return (
    <div className="public-page page-state" data-testid="verifikasi-not-found">
      <SpaceBetween size="m" alignItems="center">
        <Box variant="h1">{T.notFound}</Box>
        <Box variant="p" textAlign="center">
          {message}
        </Box>
        {code && (
          <Box color="text-body-secondary" textAlign="center">
            {T.kode}: <span className="keaslian-hash keaslian-code">{code}</span>
          </Box>
        )}
        <Button variant="primary" href="/" onFollow={follow}>
          {MSG.backHome}
        </Button>
      </SpaceBetween>
    </div>
  );
}

function Holder({ doc }: { doc: VerifikasiSkpi }) {
  return (
    <Container header={<Header variant="h2">{T.pemegang}</Header>} fitHeight>
      <KeyValuePairs
        items={[
          { label: T.nama, value: <span data-testid="verifikasi-nama">{doc.nama}</span> },
          { label: T.nim, value: doc.nim },
          { label: T.programStudi, value: doc.program_studi },
          { label: T.fakultas, value: doc.fakultas },
          { label: T.universitas, value: doc.universitas },
        ]}
      />
    </Container>
  );
}

function Document({ doc }: { doc: VerifikasiSkpi }) {
  return (
    <Container header={<Header variant="h2">{T.dokumen}</Header>} footer={<KredensialDownload code={doc.kode} nim={doc.nim} />} fitHeight>
      <KeyValuePairs
        items={[
          { label: T.nomor, value: <span data-testid="verifikasi-nomor">{doc.nomor}</span> },
          { label: T.tanggalTerbit, value: shownDate(doc.tanggal_terbit) },
          {
            label: T.penandatangan,
            value: (
              <>
                <div>{doc.penandatangan}</div>
                <Box color="text-body-secondary">{doc.jabatan_penandatangan}</Box>
              </>
            ),
          },
          { label: T.kode, value: <span className="keaslian-hash">{doc.kode}</span> },
          {
            label: T.sha256,
            value: (
              <span className="keaslian-hash" data-testid="verifikasi-sha256">
                {doc.sha256}
              </span>
            ),
          },
        ]}
      />
    </Container>
  );
}

export default function VerifikasiSkpiPage() {
  const code = (useParams().code ?? '').trim();
  const query = useApiQuery(api.search.verifikasiSkpi, { params: { code } }, { enabled: code !== '' });

  if (code === '') return <DocumentNotFound code="" message={MSG.skpiVerifikasiNotFound} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <DocumentNotFound code={code} message={query.error.message} />;
  if (query.isError) {
    return (
      <div className="public-page">
        <FailureAlert error={query.error} />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="public-page page-state" role="status">
        <Spinner size="large" />
        <Box color="text-body-secondary">{T.loading}</Box>
      </div>
    );
  }
  const doc = query.data.data;
  return (
    <div className="public-page keaslian-page">
      <SpaceBetween size="l">
        <Header
          variant="h1"
          description={T.subtitle}
          actions={
            <span className="keaslian-noprint">
              <Button iconName="file" onClick={() => window.print()}>
                {T.cetakHalaman}
              </Button>
            </span>
          }
        >
          {T.title}
        </Header>
        <StatusBanner doc={doc} />
        <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
          <Holder doc={doc} />
          <Document doc={doc} />
        </Grid>
        <PeriksaBerkas doc={doc} />
        <p className="keaslian-printonly">{T.diperiksaPada(displayDateTime(new Date(query.dataUpdatedAt).toISOString()), window.location.href)}</p>
      </SpaceBetween>
    </div>
  );
}
