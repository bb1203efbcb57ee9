/**
 * The evidence PDF in an embedded viewer: a Cloudscape Modal with an iframe of the document's
 * short-lived URL (the CSP's frame-src admits the documents bucket) and a download link. Used by
 * the student's portfolio table, the verify dialog and the internal activities' table (with its own header).
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import { MSG, PORTOFOLIO_SCREEN_MSG } from '@shared/messages';
import './pdf-viewer.css';

export function PdfViewerModal({
  url,
  title,
  header = PORTOFOLIO_SCREEN_MSG.viewerTitle,
  onDismiss,
}: {
  url: string | null;
  title: string;
  header?: string;
  onDismiss: () => void;
}) {
  return (
    <Modal
      visible={url !== null}
      size="large"
      header={header}
      closeAriaLabel={MSG.dismiss}
      onDismiss={onDismiss}
      footer={
        url && (
          <Box float="right">
            <Link href={url} external externalIconAriaLabel={PORTOFOLIO_SCREEN_MSG.download}>
              {PORTOFOLIO_SCREEN_MSG.download}
            </Link>
          </Box>
        )
      }
    >
      <Box variant="p" fontWeight="bold" margin={{ bottom: 's' }}>
        {title}
      </Box>
      {url && <iframe className="portofolio-pdf-frame" src={url} title={PORTOFOLIO_SCREEN_MSG.viewerFrame} />}
    </Modal>
  );
}
