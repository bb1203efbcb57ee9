/**
 * /admin/manajemen-universitas (super admin only): four collapsible cards, the university's own
 * record first (Data Universitas: the page's title is Manajemen Universitas already), then Manajemen
 * Fakultas, the study-program card and the Neo Feeder connection. The server enforces the same
 * (docs/decisions/0023-master-data-write-rules.md).
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FakultasCard } from './fakultas-card';
import { FeederCard } from './feeder-card';
import { ProdiCard } from './prodi-card';
import { UniversitasCard } from './universitas-card';

export default function UniversitasPage() {
  return (
    <SpaceBetween size="l">
      <UniversitasCard />
      <FakultasCard />
      <ProdiCard />
      <FeederCard />
    </SpaceBetween>
  );
}
