/**
 * Faculty, university and study-program management: the super admin's /admin/manajemen-universitas;
 * an admin jurusan has /admin/manajemen-prodi instead. The super admin's sync with the campus's Neo
 * Feeder: /admin/sinkron-feeder.
 */
import { FEEDER_SYNC_PAGE } from '@shared/domain/app-pages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const UNIVERSITAS_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.universitas,
      layout: '/admin',
      path: 'manajemen-universitas',
      icon: 'settings',
      roles: ['super admin'],
      page: () => import('./universitas-page'),
    },
    {
      name: PAGE_NAME_MSG.prodi,
      layout: '/admin',
      path: 'manajemen-prodi',
      icon: 'settings',
      roles: ['admin jurusan'],
      page: () => import('./prodi-page'),
    },
    {
      name: PAGE_NAME_MSG.feeder,
      layout: FEEDER_SYNC_PAGE.layout,
      path: FEEDER_SYNC_PAGE.path,
      icon: 'refresh',
      roles: ['super admin'],
      page: () => import('./feeder-page'),
    },
  ],
};
