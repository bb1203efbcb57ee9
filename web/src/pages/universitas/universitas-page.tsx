/**
 * /admin/manajemen-universitas (spec 001 section 2, super admin only): three collapsible cards,
 * Manajemen Fakultas, Manajemen Universitas and the study-program card. The server enforces the
 * same (docs/decisions/0023-master-data-write-rules.md).
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FakultasCard } from './fakultas-card';
import { ProdiCard } from './prodi-card';
import { UniversitasCard } from './universitas-card';

export default function UniversitasPage() {
  return (
    <SpaceBetween size="l">
      <FakultasCard />
      <UniversitasCard />
      <ProdiCard />
    </SpaceBetween>
  );
}
