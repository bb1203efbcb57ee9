/**
 * A portfolio's history (GET /api/portofolio/user/{nim}/{id}/riwayat, oldest first) as a compact
 * vertical timeline: "Ditolak oleh Budi (verifikator), 15-05-2024 10:04" and the note when there
 * is one. Read when mounted (the verify dialog, the student's Riwayat dialog); a write refreshes
 * it by invalidating the route.
 */
import Box from '@cloudscape-design/components/box';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Steps from '@cloudscape-design/components/steps';
import { api } from '@shared/api';
import type { riwayatEntry } from '@shared/api/verifikasi';
import { readableDateTime } from '@shared/domain/dates';
import { riwayatStep, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import type * as z from 'zod';

export type RiwayatEntry = z.output<typeof riwayatEntry>;

const AKSI: Record<RiwayatEntry['aksi'], { label: string; status: StatusIndicatorProps.Type }> = {
  diajukan: { label: VERIFIKASI_SCREEN_MSG.aksiDiajukan, status: 'pending' },
  diubah: { label: VERIFIKASI_SCREEN_MSG.aksiDiubah, status: 'in-progress' },
  diterima: { label: VERIFIKASI_SCREEN_MSG.aksiDiterima, status: 'success' },
  ditolak: { label: VERIFIKASI_SCREEN_MSG.aksiDitolak, status: 'error' },
  dihapus: { label: VERIFIKASI_SCREEN_MSG.aksiDihapus, status: 'stopped' },
};

/** The steps as text (also what a test reads). */
export function riwayatText(entry: RiwayatEntry): string {
  return riwayatStep(AKSI[entry.aksi].label, entry.nama, entry.role, readableDateTime(entry.waktu));
}

export function RiwayatSteps({ riwayat }: { riwayat: readonly RiwayatEntry[] }) {
  if (riwayat.length === 0) return <Box color="text-body-secondary">{VERIFIKASI_SCREEN_MSG.riwayatEmpty}</Box>;
  return (
    <Steps
      ariaLabel={VERIFIKASI_SCREEN_MSG.riwayatTitle}
      steps={riwayat.map((entry) => ({
        status: AKSI[entry.aksi].status,
        statusIconAriaLabel: AKSI[entry.aksi].label,
        header: riwayatText(entry),
        details: entry.catatan ? (
          <Box variant="small" color="text-body-secondary">
            {`${VERIFIKASI_SCREEN_MSG.catatan}: ${entry.catatan}`}
          </Box>
        ) : undefined,
      }))}
    />
  );
}

/** The history of one portfolio, read from the server. */
export function RiwayatList({ nim, id }: { nim: string; id: number }) {
  const query = useApiQuery(api.verifikasi.portofolioRiwayat, { params: { nim, id } });
  if (query.isError) return <FailureAlert error={query.error} />;
  if (!query.data) return <StatusIndicator type="loading">{VERIFIKASI_SCREEN_MSG.riwayatLoading}</StatusIndicator>;
  return <RiwayatSteps riwayat={query.data.riwayat} />;
}
