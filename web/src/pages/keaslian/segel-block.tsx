/**
 * The electronic seal of the issued PDF as recorded when it was sealed: who sealed it, the
 * certificate's issuer, its SHA-256 fingerprint (grouped to compare by eye with what a PDF reader
 * shows, copied as plain hex), its validity, when it was sealed and the trusted timestamp when
 * there is one. A certificate the university issued itself is said so plainly; a document printed
 * before sealing says it has no seal.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { readableDate } from '@shared/domain/dates';
import { useMediaQuery } from '@web/app/use-media-query';
import { readableDateTime, useBahasa } from './bahasa';
import { groupedFingerprint } from './sha256';
import type { KeaslianSkpi } from './status-banner';

function Fingerprint({ hex }: { hex: string }) {
  const { t } = useBahasa();
  return (
    <CopyToClipboard
      variant="inline"
      textToCopy={hex.toLowerCase()}
      textToDisplay={
        <span className="keaslian-hash keaslian-fingerprint" data-testid="segel-sidik-jari">
          {groupedFingerprint(hex)}
        </span>
      }
      copyButtonAriaLabel={t.salinSidikJari}
      copySuccessText={t.sidikJariDisalin}
      copyErrorText={t.sidikJariGagalDisalin}
    />
  );
}

export function SegelBlock({ segel }: { segel: KeaslianSkpi['segel'] }) {
  const { lang, t } = useBahasa();
  // two columns leave a phone's labels a word a line
  const wide = useMediaQuery('(min-width: 600px)');
  if (!segel) {
    return (
      <Container header={<Header variant="h2">{t.segel}</Header>}>
        <Box color="text-body-secondary" data-testid="segel-tidak-ada">
          {t.tanpaSegel}
        </Box>
      </Container>
    );
  }
  return (
    <Container
      header={
        <Header variant="h2" description={t.segelHint}>
          {t.segel}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {segel.sertifikat_sendiri && (
          <Alert type="info">
            <span data-testid="segel-sendiri">{t.sertifikatSendiri}</span>
          </Alert>
        )}
        <KeyValuePairs
          columns={wide ? 2 : 1}
          items={[
            { label: t.disegelOleh, value: <span data-testid="segel-penanda-tangan">{segel.penanda_tangan}</span> },
            { label: t.penerbitSertifikat, value: segel.penerbit_sertifikat },
            { label: t.sidikJari, value: <Fingerprint hex={segel.sidik_jari_sha256} /> },
            {
              label: t.masaBerlaku,
              value: t.rentang(readableDate(segel.berlaku_dari, lang), readableDate(segel.berlaku_sampai, lang)),
            },
            { label: t.waktuSegel, value: readableDateTime(segel.waktu_tanda_tangan, lang) },
            ...(segel.cap_waktu ? [{ label: t.capWaktu, value: readableDateTime(segel.cap_waktu, lang) }] : []),
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
