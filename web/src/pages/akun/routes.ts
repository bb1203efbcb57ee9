/**
 * The akun domain's pages (area `akun` of the API): the verifier's, the pimpinan's and admins' own
 * account settings (a verifier and a pimpinan edit their name, e-mail and password alike).
 * /user/profile (students and ppk) is the student area's (pages/mahasiswa/routes.ts).
 */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const AKUN_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.profile,
      layout: '/verifikator',
      path: 'profile',
      icon: 'user-profile',
      page: () => import('./verifier-profil-page'),
    },
    {
      name: PAGE_NAME_MSG.profile,
      layout: '/pimpinan',
      path: 'profile',
      icon: 'user-profile',
      page: () => import('./verifier-profil-page'),
    },
    { name: PAGE_NAME_MSG.adminProfile, layout: '/admin', path: 'profile', icon: 'user-profile', page: () => import('./admin-profil-page') },
  ],
};
