/**
 * /admin/manajemen-universitas (super admin only): three collapsible cards, the university's own
 * record first (Data Universitas: the page's title is Manajemen Universitas already), then Manajemen
 * Fakultas and the study-program card. The server enforces the same
 * (docs/decisions/0023-master-data-write-rules.md).
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FakultasCard } from './fakultas-card';
import { ProdiCard } from './prodi-card';
import { UniversitasCard } from './universitas-card';

export default function UniversitasPage() {
  return (
    <SpaceBetween size="l">
      <UniversitasCard />
      <FakultasCard />
      <ProdiCard />
    </SpaceBetween>
  );
}
