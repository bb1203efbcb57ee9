/**
 * Endorsement before the seal: the pimpinan's home, /pimpinan/pengesahan, what waits for their
 * stage (the area's home, so /pimpinan and a pimpinan's sign-in lead here). Their account page is
 * the akun domain's (/pimpinan/profile).
 */
import { PENGESAHAN_PAGES } from '@shared/domain/app-pages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const PENGESAHAN_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.pengesahan,
      layout: PENGESAHAN_PAGES.approver.layout,
      path: PENGESAHAN_PAGES.approver.path,
      icon: 'status-pending',
      page: () => import('./pengesahan-page'),
    },
  ],
};
