/**
 * People management: students and their migration requests (/admin/manajemen-mahasiswa: admin
 * jurusan and super admin) and the prodi admins and verifiers (/admin/manajemen-admin: super admin
 * only, so an admin jurusan has no menu entry and is sent away when typing the address).
 */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const MANAJEMEN_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.mahasiswa,
      layout: '/admin',
      path: 'manajemen-mahasiswa',
      icon: 'user-profile',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./mahasiswa-page'),
    },
    {
      name: PAGE_NAME_MSG.staf,
      layout: '/admin',
      path: 'manajemen-admin',
      icon: 'group',
      roles: ['super admin'],
      page: () => import('./admin-page'),
    },
  ],
};
