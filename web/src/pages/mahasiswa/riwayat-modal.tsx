/** The history of one of the student's portfolios (who submitted, changed, accepted or rejected it, when, with which note). */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG, VERIFIKASI_TEXT } from '@shared/messages';
import { RiwayatList } from '@web/components/riwayat-list';
import type { PortofolioRow } from './portofolio-form';

export function RiwayatModal({ nim, row, onDismiss }: { nim: string; row: PortofolioRow | null; onDismiss: () => void }) {
  return (
    <Modal
      visible={row !== null}
      header={VERIFIKASI_TEXT.riwayatDialogTitle}
      closeAriaLabel={MSG.dismiss}
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <Button variant="link" onClick={onDismiss}>
            {VERIFIKASI_TEXT.tutup}
          </Button>
        </Box>
      }
    >
      {row && (
        <SpaceBetween size="m">
          <Box variant="p" fontWeight="bold">
            {row.judul}
          </Box>
          <RiwayatList nim={nim} id={row.id_portofolio} />
        </SpaceBetween>
      )}
    </Modal>
  );
}
