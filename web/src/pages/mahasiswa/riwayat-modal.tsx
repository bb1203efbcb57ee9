/** The history of one of the student's portfolios (who submitted, changed, accepted or rejected it, when, with which note). */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { judulOf } from '@web/components/bilingual/data-language';
import { ReadOnlyModal } from '@web/components/read-only-modal';
import { RiwayatList } from '@web/components/riwayat-list';
import type { PortofolioRow } from './portofolio-form';

export function RiwayatModal({ nim, row, onDismiss }: { nim: string; row: PortofolioRow | null; onDismiss: () => void }) {
  return (
    <ReadOnlyModal
      visible={row !== null}
      header={VERIFIKASI_SCREEN_MSG.riwayatDialogTitle}
      closeLabel={VERIFIKASI_SCREEN_MSG.tutup}
      closeAriaLabel={MSG.dismiss}
      closeVariant="link"
      onClose={onDismiss}
    >
      {row && (
        <SpaceBetween size="m">
          <Box variant="p" fontWeight="bold">
            {judulOf(row)}
          </Box>
          <RiwayatList nim={nim} id={row.id_portofolio} />
        </SpaceBetween>
      )}
    </ReadOnlyModal>
  );
}
