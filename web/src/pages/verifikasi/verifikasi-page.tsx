/**
 * /verifikator/portofolio and /admin/portofolio (the Portfolio verification page): three cards,
 * Menunggu Verifikasi (searchable, paged), Diterima and Ditolak (the most recent five), each row
 * opening the verify dialog. The server limits every list to the caller's scope: a verifier's
 * sub-rubrics, an admin jurusan's program, everything for the super admin.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { hasRole, isSuperAdmin } from '@web/app/roles';
import { useSession } from '@web/app/session';
import { useState } from 'react';
import { KeputusanCard } from './keputusan-card';
import { MenungguCard } from './menunggu-card';
import type { QueueRow } from './queue-columns';
import { VerifyDialog } from './verify-dialog';
import './verifikasi-page.css';

export default function VerifikasiPage() {
  const { claims } = useSession();
  const [opened, setOpened] = useState<QueueRow | null>(null);
  const superAdmin = isSuperAdmin(claims?.role);
  const admin = hasRole(claims?.role, ['admin jurusan', 'super admin']);
  return (
    <SpaceBetween size="l">
      <MenungguCard superAdmin={superAdmin} onOpen={setOpened} />
      <KeputusanCard kind="diterima" onOpen={setOpened} />
      <KeputusanCard kind="ditolak" onOpen={setOpened} />
      {opened && <VerifyDialog key={opened.id_portofolio} initial={opened} canDelete={admin} onClose={() => setOpened(null)} />}
    </SpaceBetween>
  );
}
