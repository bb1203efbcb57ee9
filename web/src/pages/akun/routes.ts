/**
 * The akun domain's pages (area `akun` of the API): the verifier's, the pimpinan's and admins' own
 * account settings (a verifier and a pimpinan edit their name, e-mail and password alike).
 * /user/profile (students and ppk) is the student area's (pages/mahasiswa/routes.ts).
 */
import { AUTH_SCREEN_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const AKUN_ROUTES: DomainRoutes = {
  area: [
    {
      name: AUTH_SCREEN_MSG.profileTitle,
      layout: '/verifikator',
      path: 'profile',
      icon: 'user-profile',
      page: () => import('./verifier-profil-page'),
    },
    {
      name: AUTH_SCREEN_MSG.profileTitle,
      layout: '/pimpinan',
      path: 'profile',
      icon: 'user-profile',
      page: () => import('./verifier-profil-page'),
    },
    { name: AUTH_SCREEN_MSG.adminProfileTitle, layout: '/admin', path: 'profile', icon: 'user-profile', page: () => import('./admin-profil-page') },
  ],
};
