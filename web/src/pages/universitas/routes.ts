/**
 * Faculty, university and study-program management: the super admin's /admin/manajemen-universitas;
 * an admin jurusan has /admin/manajemen-prodi instead. The super admin's sync with the campus's Neo
 * Feeder: /admin/sinkron-feeder.
 */
import { FEEDER_SYNC_PAGE } from '@shared/domain/app-pages';
import { UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { FEEDER_PAGE_MSG } from '@shared/messages/feeder';
import type { DomainRoutes } from '@web/app/route-types';

export const UNIVERSITAS_ROUTES: DomainRoutes = {
  area: [
    {
      name: UNIVERSITAS_SCREEN_MSG.pageUniversitas,
      layout: '/admin',
      path: 'manajemen-universitas',
      icon: 'settings',
      roles: ['super admin'],
      page: () => import('./universitas-page'),
    },
    {
      name: UNIVERSITAS_SCREEN_MSG.pageProdi,
      layout: '/admin',
      path: 'manajemen-prodi',
      icon: 'settings',
      roles: ['admin jurusan'],
      page: () => import('./prodi-page'),
    },
    {
      name: FEEDER_PAGE_MSG.pageName,
      layout: FEEDER_SYNC_PAGE.layout,
      path: FEEDER_SYNC_PAGE.path,
      icon: 'refresh',
      roles: ['super admin'],
      page: () => import('./feeder-page'),
    },
  ],
};
