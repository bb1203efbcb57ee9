/**
 * The student's profile tabs. The chosen tab is kept in the URL hash (#profile, #kontak, #akun,
 * #migrasi), so a reload or a shared link opens the same tab.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tabs from '@cloudscape-design/components/tabs';
import { api } from '@shared/api';
import { MSG, PROFIL_SCREEN_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { describeFailure, notify } from '@web/app/notifications';
import { AkunSection } from '@web/components/akun/akun-section';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { KontakTab } from './kontak-tab';
import { MutasiTab } from './mutasi-tab';
import { ProfilPublik } from './profil-publik';
import { ProfilTab } from './profil-tab';

const TABS = ['profile', 'kontak', 'akun', 'migrasi'] as const;
type TabId = (typeof TABS)[number];
const isTab = (id: string): id is TabId => (TABS as readonly string[]).includes(id);

export function ProfileTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash.replace(/^#/, '');
  const active: TabId = isTab(hash) ? hash : 'profile';
  const profil = useApiQuery(api.mahasiswa.profilGet, {}, { staleTime: 0 });

  useEffect(() => {
    if (profil.error) notify.warning(describeFailure(profil.error).text);
  }, [profil.error]);

  const reload = async () => (await profil.refetch()).data?.user;
  const user = profil.data?.user;
  const loading = <StatusIndicator type="loading">{MSG.loadingData}</StatusIndicator>;

  return (
    <Tabs
      ariaLabel={PROFIL_SCREEN_MSG.tabsLabel}
      activeTabId={active}
      onChange={({ detail }) => navigate({ hash: detail.activeTabId }, { replace: true })}
      tabs={[
        { id: 'profile', label: PROFIL_SCREEN_MSG.tabProfile, content: user ? <ProfilTab user={user} reload={reload} /> : loading },
        { id: 'kontak', label: PROFIL_SCREEN_MSG.tabKontak, content: user ? <KontakTab user={user} reload={reload} /> : loading },
        {
          id: 'akun',
          label: PROFIL_SCREEN_MSG.tabAkun,
          content: (
            <SpaceBetween size="l">
              <AkunSection canEditIdentity={false} />
              {user ? <ProfilPublik user={user} reload={reload} /> : loading}
            </SpaceBetween>
          ),
        },
        { id: 'migrasi', label: PROFIL_SCREEN_MSG.tabMigrasi, content: <MutasiTab /> },
      ]}
    />
  );
}
