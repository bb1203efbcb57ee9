/**
 * The student's SKPI preview (GET /api/skpi/preview): the whole document marked PRATINJAU, with no
 * number and no code, nothing recorded. A 200 carries in `message` a short-lived link to the PDF,
 * shown in the embedded viewer; any other answer is kept in the panel as a warning (4xx) or an
 * error with the server's message.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { api } from '@shared/api';
import { MSG, SKPI_SCREEN_MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { describeFailure } from '@web/app/notifications';
import { PdfViewerModal } from '@web/components/pdf-viewer-modal';
import { useState } from 'react';

export function useSkpiPreview() {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof describeFailure> | null>(null);
  const open = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setUrl((await call(api.cetak.skpiPreviewStudent)).message);
    } catch (error) {
      setFailure(describeFailure(error, MSG.genericErrorPlain));
    } finally {
      setBusy(false);
    }
  };
  return { url, busy, failure, open, close: () => setUrl(null), clearFailure: () => setFailure(null) };
}

type Preview = ReturnType<typeof useSkpiPreview>;

export function SkpiPreviewButton({ preview }: { preview: Preview }) {
  return (
    <Button iconName="file-open" loading={preview.busy} onClick={() => void preview.open()}>
      {SKPI_SCREEN_MSG.previewButton}
    </Button>
  );
}

export function SkpiPreviewFailure({ preview }: { preview: Preview }) {
  if (!preview.failure) return null;
  return (
    <Alert type={preview.failure.type} header={SKPI_SCREEN_MSG.previewRefusedTitle} dismissible onDismiss={preview.clearFailure}>
      {preview.failure.text}
    </Alert>
  );
}

export function SkpiPreviewModal({ preview }: { preview: Preview }) {
  return <PdfViewerModal url={preview.url} header={SKPI_SCREEN_MSG.previewTitle} title={SKPI_SCREEN_MSG.previewNote} onDismiss={preview.close} />;
}
