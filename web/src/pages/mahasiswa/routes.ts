/** The student area's pages (layout /user). */
import { AUTH_TEXT } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';
import { studentPage } from '@web/app/student-page';

export const MAHASISWA_ROUTES: DomainRoutes = {
  area: [
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
