/**
 * /verifikasi/{code}, public: what the QR code of a printed SKPI opens, for a reader at home or
 * abroad, in Indonesian or English (./bahasa.ts: the visitor's choice in the address, else the
 * browser's language). The verdict (SAH, DICABUT with its public category, DIGANTIKAN), the holder
 * and the document as the university recorded them, the chain that legalised it (stage, name,
 * position, date), the SHA-256 of the issued PDF, its electronic seal, and 'Periksa berkas' to check a file against it in the browser. Nothing more:
 * what a reader needs to trust the paper (docs/decisions/0038-verification-page-languages.md). An
 * unknown code (404), like a draft's that is not yet approved, is a plain 'not found' page. Prints as one clean page (no header, footer,
 * language switch or file check), with when and where it was checked.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import I18nProvider from '@cloudscape-design/components/i18n';
import englishMessages from '@cloudscape-design/components/i18n/messages/all.en';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
// the search area's contract alone: a public page does not load every area's schemas
import { searchApi } from '@shared/api/search';
import { readableDate } from '@shared/domain/dates';
import { inLanguageOf } from '@shared/messages/language';
import { BAHASA_MSG, BAHASA_SWITCH_MSG } from '@shared/messages/shell';
import { ApiError } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { useShellLanguageOf } from '@web/app/page-language';
import { usePageTitle } from '@web/app/use-document-title';
import { useFollow } from '@web/app/use-follow';
import { KredensialDownload } from '@web/components/kredensial-download';
import { SkpiNumber } from '@web/components/skpi-number';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { LANG_PARAM, readableDateTime, useBahasa } from './bahasa';
import { PengesahanBlock } from './pengesahan-block';
import { PeriksaBerkas } from './periksa-berkas';
import { SegelBlock } from './segel-block';
import { type KeaslianSkpi, StatusBanner } from './status-banner';
import './keaslian.css';

/** 'Bahasa Indonesia' / 'English': links, so a choice can be opened in a new tab or shared. */
function BahasaSwitch() {
  const { lang } = useBahasa();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const to = (l: string) => {
    const next = new URLSearchParams(params);
    next.set(LANG_PARAM, l);
    return `${pathname}?${next.toString()}`;
  };
  return (
    <nav aria-label={BAHASA_SWITCH_MSG} className="keaslian-bahasa keaslian-noprint" data-testid="keaslian-bahasa">
      {(['id', 'en'] as const).map((l) => (
        <RouterLink
          key={l}
          to={to(l)}
          replace
          lang={l}
          hrefLang={l}
          aria-current={l === lang ? 'true' : undefined}
          className="keaslian-bahasa__option"
        >
          {BAHASA_MSG[l]}
        </RouterLink>
      ))}
    </nav>
  );
}

/** Every state of the page: the chosen language for Cloudscape's own texts too, and the switch on top. */
function Frame({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { lang, title } = useBahasa();
  usePageTitle(title);
  useShellLanguageOf(lang);
  return (
    <I18nProvider locale={lang} messages={[englishMessages]}>
      <div className={`public-page keaslian-page ${className}`} lang={lang}>
        <div className="keaslian-bar">
          <BahasaSwitch />
        </div>
        {children}
      </div>
    </I18nProvider>
  );
}

function DocumentNotFound({ code }: { code: string }) {
  const follow = useFollow();
  const { t } = useBahasa();
  return (
    <Frame>
      <div className="page-state" data-testid="verifikasi-not-found">
        <SpaceBetween size="m" alignItems="center">
          <Box variant="h1">{t.notFound}</Box>
          <Box variant="p" textAlign="center">
            {t.notFoundDetail}
          </Box>
          {code && (
            <Box color="text-body-secondary" textAlign="center">
              {t.kode}: <span className="keaslian-hash keaslian-code">{code}</span>
            </Box>
          )}
          <Button variant="primary" href="/" onFollow={follow}>
            {t.beranda}
          </Button>
        </SpaceBetween>
      </div>
    </Frame>
  );
}

function Holder({ doc }: { doc: KeaslianSkpi }) {
  const { lang, t } = useBahasa();
  return (
    <Container header={<Header variant="h2">{t.pemegang}</Header>} fitHeight>
      <KeyValuePairs
        items={[
          { label: t.nama, value: <span data-testid="verifikasi-nama">{doc.nama}</span> },
          { label: t.nim, value: doc.nim },
          {
            label: t.programStudi,
            value: <span data-testid="verifikasi-prodi">{inLanguageOf(doc.program_studi, doc.program_studi_inggris, lang)}</span>,
          },
          { label: t.fakultas, value: <span data-testid="verifikasi-fakultas">{inLanguageOf(doc.fakultas, doc.fakultas_inggris, lang)}</span> },
          { label: t.universitas, value: inLanguageOf(doc.universitas, doc.universitas_inggris, lang) },
        ]}
      />
    </Container>
  );
}

function Document({ doc }: { doc: KeaslianSkpi }) {
  const { lang, t } = useBahasa();
  return (
    <Container header={<Header variant="h2">{t.dokumen}</Header>} fitHeight>
      <SpaceBetween size="l">
        <KeyValuePairs
          items={[
            { label: t.nomor, value: <SkpiNumber value={doc.nomor} testId="verifikasi-nomor" /> },
            { label: t.tanggalTerbit, value: <span data-testid="verifikasi-tanggal">{readableDate(doc.tanggal_terbit, lang)}</span> },
            {
              label: t.penandatangan,
              value: (
                <>
                  <div>{doc.penandatangan}</div>
                  <Box color="text-body-secondary">
                    <span data-testid="verifikasi-jabatan">{inLanguageOf(doc.jabatan_penandatangan, doc.jabatan_penandatangan_inggris, lang)}</span>
                  </Box>
                </>
              ),
            },
            {
              label: t.sha256,
              value: (
                <span className="keaslian-hash" data-testid="keaslian-sha256">
                  {doc.sha256}
                </span>
              ),
            },
          ]}
        />
        {doc.kredensial && <KredensialDownload code={doc.kode} nim={doc.nim} lang={lang} />}
      </SpaceBetween>
    </Container>
  );
}

export default function KeaslianPage() {
  const code = (useParams().code ?? '').trim();
  const { lang, t, title } = useBahasa();
  const query = useApiQuery(searchApi.routes.keaslian, { params: { code } }, { enabled: code !== '' });

  if (code === '' || (query.error instanceof ApiError && query.error.status === 404)) return <DocumentNotFound code={code} />;
  if (query.isError) {
    // the page's own words in the reader's language, never the failure's details
    return (
      <Frame>
        <Alert type="error" action={<Button onClick={() => void query.refetch()}>{t.cobaLagi}</Button>}>
          {t.gagalMemuat}
        </Alert>
      </Frame>
    );
  }
  if (!query.data) {
    return (
      <Frame>
        <div className="page-state" role="status">
          <Spinner size="large" />
          <Box color="text-body-secondary">{t.loading}</Box>
        </div>
      </Frame>
    );
  }
  const doc = query.data.data;
  return (
    <Frame>
      <SpaceBetween size="l">
        <Header
          variant="h1"
          description={t.subtitle}
          actions={
            <span className="keaslian-noprint">
              <Button iconName="file" onClick={() => window.print()}>
                {t.cetakHalaman}
              </Button>
            </span>
          }
        >
          {title}
        </Header>
        <StatusBanner doc={doc} />
        <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
          <Holder doc={doc} />
          <Document doc={doc} />
        </Grid>
        <PengesahanBlock pengesahan={doc.pengesahan} />
        <SegelBlock segel={doc.segel} />
        <PeriksaBerkas doc={doc} />
        <p className="keaslian-printonly">
          {t.diperiksaPada(readableDateTime(new Date(query.dataUpdatedAt).toISOString(), lang), window.location.href)}
        </p>
      </SpaceBetween>
    </Frame>
  );
}
