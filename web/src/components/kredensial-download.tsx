/**
 * The download of a printed SKPI's portable credential (GET /api/verifikasi/{code}/kredensial):
 * the signed VC-JWT as `SKPI-<nim>.jwt` (what a wallet, an employer or another university checks)
 * and, beside it, the decoded credential as `SKPI-<nim>.json` to read. Used on the student's SKPI
 * page and on the public verification page, in Indonesian or English (`lang`). A document printed
 * before credentials existed answers 404: the part says so instead of failing. Left off paper.
 */

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ResponseOf } from '@shared/api/contract';
// the credential area's contract alone: the public verification page shows this button
import { kredensialApi } from '@shared/api/kredensial';
import type { Bahasa } from '@shared/messages/keaslian';
import { KREDENSIAL_DOWNLOAD_MSG } from '@shared/messages/kredensial';
import { sideIn } from '@shared/messages/language';
import { ApiError, call } from '@web/api/client';
import { useState } from 'react';
import './kredensial-download.css';

type Kredensial = ResponseOf<typeof kredensialApi.routes.kredensial>;

/** Saves text as a file through a temporary link (nothing leaves the browser). */
function saveFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export interface KredensialDownloadProps {
  /** The document's code (its verification address ends with it). */
  code: string;
  /** The holder's NIM, for the file name. */
  nim: string;
  lang?: Bahasa;
}

export function KredensialDownload({ code, nim, lang = 'id' }: KredensialDownloadProps) {
  const t = sideIn(KREDENSIAL_DOWNLOAD_MSG, lang);
  const [loaded, setLoaded] = useState<Kredensial | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const fetched = async (): Promise<Kredensial | null> => {
    if (loaded) return loaded;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await call(kredensialApi.routes.kredensial, { params: { code } });
      setLoaded(answer);
      return answer;
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 404 ? t.notAvailable : t.failed);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const download = async (as: 'jwt' | 'json') => {
    const k = await fetched();
    if (!k) return;
    if (as === 'jwt') saveFile(`SKPI-${nim}.jwt`, 'application/jwt', k.jwt);
    else saveFile(`SKPI-${nim}.json`, 'application/json', `${JSON.stringify(k.credential, null, 2)}\n`);
  };

  return (
    <div className="kredensial-download">
      <SpaceBetween size="xs">
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Button iconName="download" loading={busy} onClick={() => void download('jwt')} data-testid="kredensial-download">
            {t.download}
          </Button>
          <Button variant="inline-link" disabled={busy} onClick={() => void download('json')} data-testid="kredensial-download-json">
            {t.fileJson}
          </Button>
        </SpaceBetween>
        <Box variant="small" color="text-body-secondary">
          {t.help}
        </Box>
        {problem && (
          <StatusIndicator type="warning" data-testid="kredensial-problem">
            {problem}
          </StatusIndicator>
        )}
      </SpaceBetween>
    </div>
  );
}
