/**
 * 'Periksa berkas' / 'Check a file': the visitor chooses the PDF they were given; the browser
 * computes its SHA-256 (WebCrypto) and compares it with the issued document's. The file is read
 * locally and never uploaded. Exactly the issued file is a success, and then its seal is intact
 * (the issued file is the sealed one); a warning when that document is no longer valid. Any other
 * file is an error: not the issued document, and whatever seal it carries is not this one's.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useRef, useState } from 'react';
import { useBahasa } from './bahasa';
import { sameHash, sha256Hex } from './sha256';
import type { KeaslianSkpi } from './status-banner';

type Check = { state: 'idle' } | { state: 'busy' } | { state: 'failed' } | { state: 'done'; hash: string; match: boolean };

export function PeriksaBerkas({ doc }: { doc: KeaslianSkpi }) {
  const { t } = useBahasa();
  const [files, setFiles] = useState<File[]>([]);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  // the latest choice wins when a slow read of an earlier file ends after it
  const turn = useRef(0);

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    const file = chosen[0];
    const mine = ++turn.current;
    if (!file) {
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'busy' });
    try {
      const hash = await sha256Hex(file);
      if (turn.current === mine) setCheck({ state: 'done', hash, match: sameHash(hash, doc.sha256) });
    } catch {
      if (turn.current === mine) setCheck({ state: 'failed' });
    }
  };

  const verdict = (match: boolean) => {
    if (!match) return t.tidakCocok;
    if (doc.status !== 'SAH') return t.cocokTidakBerlaku;
    return doc.segel ? t.cocokSegel : t.cocok;
  };

  return (
    <div className="keaslian-noprint">
      <Container
        header={
          <Header variant="h2" description={t.periksaHint}>
            {t.periksaBerkas}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <FormField label={t.berkasLabel} constraintText={t.berkasConstraint} stretch>
            <FileUpload
              value={files}
              accept="application/pdf,.pdf"
              showFileSize
              i18nStrings={{ uploadButtonText: () => t.pilihBerkas }}
              onChange={({ detail }) => void choose(detail.value.slice(0, 1))}
            />
          </FormField>
          <div aria-live="polite" data-testid="periksa-hasil">
            {check.state === 'busy' && <StatusIndicator type="loading">{t.menghitung}</StatusIndicator>}
            {check.state === 'failed' && <Alert type="error">{t.gagalMembaca}</Alert>}
            {check.state === 'done' && (
              <Alert type={!check.match ? 'error' : doc.status === 'SAH' ? 'success' : 'warning'}>
                <SpaceBetween size="xs">
                  <Box fontWeight="bold">{verdict(check.match)}</Box>
                  <div>
                    <Box variant="awsui-key-label">{t.sha256Berkas}</Box>
                    <span className="keaslian-hash" data-testid="periksa-sha256">
                      {check.hash}
                    </span>
                  </div>
                </SpaceBetween>
              </Alert>
            )}
          </div>
        </SpaceBetween>
      </Container>
    </div>
  );
}
