/** The akun domain's pages (area `akun` of the API): every role's own account settings. */
import { AUTH_TEXT } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';
import { studentPage } from '@web/app/student-page';

export const AKUN_ROUTES: DomainRoutes = {
  area: [
    // The ppk role's only page: it has no dashboard of its own.
    {
      name: AUTH_TEXT.profileTitle,
      layout: '/user',
      path: 'profile',
      icon: 'user-profile',
      roles: ['mahasiswa', 'ppk'],
      page: studentPage(() => import('./user-profile-page')),
    },
    { name: AUTH_TEXT.profileTitle, layout: '/verifikator', path: 'profile', icon: 'user-profile', page: () => import('./verifier-profile-page') },
    { name: AUTH_TEXT.adminProfileTitle, layout: '/admin', path: 'profile', icon: 'user-profile', page: () => import('./admin-profile-page') },
  ],
};
