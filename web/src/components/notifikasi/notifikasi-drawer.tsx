/**
 * The bell's panel: a drawer over the page's right edge (with a backdrop; Escape, the backdrop
 * or the close button close it, and focus returns to the bell) listing the newest notifications:
 * title, text, the verifier's note, the time (DD-MM-YYYY HH:mm) and a link to the portfolio.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Drawer from '@cloudscape-design/components/drawer';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { readableDateTime } from '@shared/domain/dates';
import { MSG, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { FailureAlert } from '@web/app/page-states';
import type { FollowEvent } from '@web/app/use-follow';
import type { ReactNode } from 'react';
import type { Notifikasi } from './use-notifikasi';
import './notifikasi.css';

export interface NotifikasiDrawerProps {
  open: boolean;
  items: readonly Notifikasi[];
  fresh: ReadonlySet<string>;
  loading: boolean;
  error: unknown;
  onClose: () => void;
  onFollow: (event: FollowEvent) => void;
}

function Item({ n, isNew, onFollow }: { n: Notifikasi; isNew: boolean; onFollow: (event: FollowEvent) => void }) {
  return (
    <li className="notifikasi-item">
      <SpaceBetween size="xxs">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="h4" padding="n">
            {n.judul}
          </Box>
          {isNew && <Badge color="blue">{VERIFIKASI_SCREEN_MSG.notifikasiBaru}</Badge>}
        </SpaceBetween>
        <Box variant="p">{n.isi}</Box>
        {n.catatan && (
          <Box
            variant="p"
            color={n.jenis === 'portofolio-ditolak' ? 'text-status-error' : 'text-body-secondary'}
          >{`${VERIFIKASI_SCREEN_MSG.catatan}: ${n.catatan}`}</Box>
        )}
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <Box variant="small" color="text-body-secondary">
            <time dateTime={n.created_at}>{readableDateTime(n.created_at)}</time>
          </Box>
          <Link href={n.link} variant="primary" fontSize="body-s" onFollow={onFollow}>
            {VERIFIKASI_SCREEN_MSG.notifikasiLihatPortofolio}
          </Link>
        </SpaceBetween>
      </SpaceBetween>
    </li>
  );
}

export function NotifikasiDrawer({ open, items, fresh, loading, error, onClose, onFollow }: NotifikasiDrawerProps) {
  let body: ReactNode;
  if (error && items.length === 0) body = <FailureAlert error={error} />;
  else if (loading) body = <StatusIndicator type="loading">{VERIFIKASI_SCREEN_MSG.notifikasiLoading}</StatusIndicator>;
  else if (items.length === 0) body = <Box color="text-body-secondary">{VERIFIKASI_SCREEN_MSG.notifikasiEmpty}</Box>;
  else
    body = (
      <ul className="notifikasi-list">
        {items.map((n) => (
          <Item key={n.id} n={n} isNew={fresh.has(n.id)} onFollow={onFollow} />
        ))}
      </ul>
    );
  return (
    <Drawer
      className="notifikasi-drawer"
      position="fixed"
      placement="end"
      open={open}
      backdrop
      zIndex={2000}
      ariaLabel={VERIFIKASI_SCREEN_MSG.notifikasiTitle}
      header={<Header variant="h2">{VERIFIKASI_SCREEN_MSG.notifikasiTitle}</Header>}
      closeAction={{ ariaLabel: MSG.dismiss }}
      onClose={onClose}
    >
      {body}
    </Drawer>
  );
}
