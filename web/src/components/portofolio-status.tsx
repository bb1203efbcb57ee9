/**
 * A portfolio's verification status as the screens show it: 1 Menunggu, 2 Terverifikasi, 3 Diubah,
 * 4 Tertolak, any other '...'. The student's table and timeline and the verification queue use the
 * same labels and indicator types.
 */
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { PORTOFOLIO_SCREEN_MSG } from '@shared/messages';

export function statusOf(id: number): { type: StatusIndicatorProps.Type; label: string } {
  switch (id) {
    case STATUS_PORTOFOLIO.menunggu:
      return { type: 'pending', label: PORTOFOLIO_SCREEN_MSG.statusMenunggu };
    case STATUS_PORTOFOLIO.terverifikasi:
      return { type: 'success', label: PORTOFOLIO_SCREEN_MSG.statusTerverifikasi };
    case STATUS_PORTOFOLIO.diubah:
      return { type: 'in-progress', label: PORTOFOLIO_SCREEN_MSG.statusDiubah };
    case STATUS_PORTOFOLIO.tertolak:
      return { type: 'error', label: PORTOFOLIO_SCREEN_MSG.statusTertolak };
    default:
      return { type: 'info', label: PORTOFOLIO_SCREEN_MSG.statusUnknown };
  }
}

/** The status as a StatusIndicator; `wrapText={false}` keeps it on one line in a table cell. */
export function PortofolioStatus({ id, wrapText }: { id: number; wrapText?: boolean }) {
  const status = statusOf(id);
  return (
    <StatusIndicator type={status.type} wrapText={wrapText}>
      {status.label}
    </StatusIndicator>
  );
}
