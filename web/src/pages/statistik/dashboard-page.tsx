/**
 * /admin/dashboard (the Admin dashboard screen): the first page every admin opens. Each card reads
 * its own call and shows its own loading, empty and error state. Two columns on a desktop (above
 * 959 px), one below; the super admin also gets the storage and login cards and a program select on
 * the student, portfolio, graduation and achievement cards.
 */
import Grid from '@cloudscape-design/components/grid';
import { useIsSuperAdmin } from '@web/app/roles';
import { DESKTOP_QUERY, useMediaQuery } from '@web/app/use-media-query';
import type { ReactElement } from 'react';
import { AdminProdiCard } from './admin-prodi-card';
import { CapaianCard } from './capaian-card';
import { KelulusanCard } from './kelulusan-card';
import { LoginCard } from './login-card';
import { MahasiswaCard } from './mahasiswa-card';
import { PenyimpananCard } from './penyimpanan-card';
import { PortofolioCard } from './portofolio-card';
import './dashboard-page.css';

interface Card {
  key: string;
  element: ReactElement;
  /** Takes the whole row on a desktop. */
  wide?: boolean;
}

export default function DashboardPage() {
  const superAdmin = useIsSuperAdmin();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const cards: Card[] = superAdmin
    ? [
        { key: 'penyimpanan', element: <PenyimpananCard /> },
        { key: 'mahasiswa', element: <MahasiswaCard /> },
        { key: 'portofolio', element: <PortofolioCard /> },
        { key: 'admin-prodi', element: <AdminProdiCard /> },
        { key: 'login', element: <LoginCard /> },
        { key: 'kelulusan', element: <KelulusanCard /> },
        { key: 'capaian', element: <CapaianCard />, wide: true },
      ]
    : [
        { key: 'mahasiswa', element: <MahasiswaCard /> },
        { key: 'portofolio', element: <PortofolioCard /> },
        { key: 'kelulusan', element: <KelulusanCard /> },
        { key: 'admin-prodi', element: <AdminProdiCard /> },
        { key: 'capaian', element: <CapaianCard />, wide: true },
      ];
  return (
    <Grid gridDefinition={cards.map((c) => ({ colspan: desktop && !c.wide ? 6 : 12 }))}>
      {cards.map((c) => (
        <div key={c.key} className="dashboard-card">
          {c.element}
        </div>
      ))}
    </Grid>
  );
}
