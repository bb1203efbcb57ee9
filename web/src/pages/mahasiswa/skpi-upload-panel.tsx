/**
 * 'Unggah SKPI': the student stores the SKPI document they received, one PDF of at most 2,000,000
 * bytes, through the presigned upload (purpose `dokumen`), then POST /api/skpi/upload with its key.
 * The API accepts it only once the request is accepted (409 otherwise), so before that the panel
 * offers no file choice at all and says so with the server's own text. Only 200 is success; any
 * other answer is a warning with the server's message.
 */

import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { formatSize } from '@shared/domain/storage-size';
import { MSG, SKPI_SCREEN_MSG } from '@shared/messages';
import { ApiError, call } from '@web/api/client';
import { UploadError, uploadFile, uploadProblem } from '@web/api/upload';
import { notify } from '@web/app/notifications';
import { useState } from 'react';
import { useRefreshRequest } from './student-data';

/** The request's state: undefined while it loads, null with no request, 0 waiting, 1 accepted. */
export function SkpiUploadPanel({ state }: { state: 0 | 1 | null | undefined }) {
  const refresh = useRefreshRequest();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const file = files[0];
  const problem = file ? uploadProblem('dokumen', file) : null;

  const send = async () => {
    if (!file || problem) return;
    setBusy(true);
    const progress = notify.info(MSG.sending);
    try {
      const key = await uploadFile('dokumen', file);
      const out = await call(api.mahasiswa.skpiUpload, { body: { file: key } });
      progress.success(out.message);
      setFiles([]);
      await refresh();
    } catch (error) {
      if (error instanceof UploadError || error instanceof ApiError) progress.warning(error.message);
      else progress.error(MSG.genericErrorPlain);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container
      header={
        <Header variant="h2" description={SKPI_SCREEN_MSG.uploadDescription}>
          {SKPI_SCREEN_MSG.uploadTitle}
        </Header>
      }
    >
      {state === undefined ? (
        <StatusIndicator type="loading">{MSG.loadingData}</StatusIndicator>
      ) : state !== 1 ? (
        <Alert type="info">
          <span data-testid="skpi-upload-not-yet">{MSG.skpiUploadNotAccepted}</span>
        </Alert>
      ) : (
        <SpaceBetween size="m">
          <FormField label={SKPI_SCREEN_MSG.uploadField} constraintText={SKPI_SCREEN_MSG.uploadConstraint} errorText={problem ?? undefined} stretch>
            <FileUpload
              value={files}
              accept="application/pdf,.pdf"
              showFileSize
              i18nStrings={{ uploadButtonText: () => SKPI_SCREEN_MSG.uploadChoose, formatFileSize: formatSize }}
              onChange={({ detail }) => setFiles(detail.value.slice(0, 1))}
            />
          </FormField>
          <Button variant="primary" iconName="upload" disabled={!file || problem !== null} loading={busy} onClick={() => void send()}>
            {SKPI_SCREEN_MSG.uploadButton}
          </Button>
        </SpaceBetween>
      )}
    </Container>
  );
}
