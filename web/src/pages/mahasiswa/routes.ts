/** The student area's pages (layout /user, area `mahasiswa` of the API): portfolios, then the profile. */
import { AUTH_TEXT, PORTOFOLIO_TEXT } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';
import { studentPage } from '@web/app/student-page';

export const MAHASISWA_ROUTES: DomainRoutes = {
  area: [
    {
      name: PORTOFOLIO_TEXT.pageTitle,
      layout: '/user',
      path: 'portofolio',
      icon: 'folder',
      page: studentPage(() => import('./portofolio-page')),
    },
    // Profile, Kontak, Akun and Migrasi for a student; the ppk role's only page (its Akun section).
    {
      name: AUTH_TEXT.profileTitle,
      layout: '/user',
      path: 'profile',
      icon: 'user-profile',
      roles: ['mahasiswa', 'ppk'],
      page: studentPage(() => import('./profile-page')),
    },
  ],
};
