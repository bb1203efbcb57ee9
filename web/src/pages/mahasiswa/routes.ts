/** The student area's pages (layout /user, area `mahasiswa` of the API), in menu order. */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';
import { studentPage } from '@web/pages/auth/student-page';

export const MAHASISWA_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.dashboard,
      layout: '/user',
      path: 'dashboard',
      icon: 'grid-view',
      page: studentPage(() => import('./dashboard-page')),
    },
    {
      name: PAGE_NAME_MSG.portofolio,
      layout: '/user',
      path: 'portofolio',
      icon: 'folder',
      page: studentPage(() => import('./portofolio-page')),
    },
    {
      name: PAGE_NAME_MSG.skpi,
      layout: '/user',
      path: 'skpi',
      icon: 'file',
      page: studentPage(() => import('./skpi-page')),
    },
    // Profile, Kontak, Akun and Migrasi for a student; the ppk role's only page (its Akun section).
    {
      name: PAGE_NAME_MSG.profile,
      layout: '/user',
      path: 'profile',
      icon: 'user-profile',
      roles: ['mahasiswa', 'ppk'],
      page: studentPage(() => import('./profil-page')),
    },
  ],
};
