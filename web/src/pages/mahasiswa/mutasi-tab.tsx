/** The Migrasi tab: the cards Readmisi Akun and Migrasi Akun. */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MigrasiCard } from './migrasi-card';
import { ReadmisiCard } from './readmisi-card';

export function MutasiTab() {
  return (
    <SpaceBetween size="l">
      <ReadmisiCard />
      <MigrasiCard />
    </SpaceBetween>
  );
}
