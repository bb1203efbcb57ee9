/**
 * Endorsement before the seal: the pimpinan's home, /pimpinan/pengesahan, what waits for their
 * stage (the area's home, so /pimpinan and a pimpinan's sign-in lead here). Their account page is
 * the akun domain's (/pimpinan/profile).
 */
import { PENGESAHAN_PAGES } from '@shared/domain/app-pages';
import { PENGESAHAN_SCREEN_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const PENGESAHAN_ROUTES: DomainRoutes = {
  area: [
    {
      name: PENGESAHAN_SCREEN_MSG.pageTitle,
      layout: PENGESAHAN_PAGES.approver.layout,
      path: PENGESAHAN_PAGES.approver.path,
      icon: 'status-pending',
      page: () => import('./pengesahan-page'),
    },
  ],
};
