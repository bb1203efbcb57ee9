/** Student management (spec 001 section 2 /admin/manajemen-mahasiswa): admin jurusan and super admin. */
import { MAHASISWA_ADMIN_TEXT } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const MANAJEMEN_ROUTES: DomainRoutes = {
  area: [
    {
      name: MAHASISWA_ADMIN_TEXT.title,
      layout: '/admin',
      path: 'manajemen-mahasiswa',
      icon: 'user-profile',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./mahasiswa-page'),
    },
  ],
};
