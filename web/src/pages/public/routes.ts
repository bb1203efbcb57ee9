/** The public domain's pages: the landing page, the information pages and the not-found page. */

import { MSG } from '@shared/messages/msg';
import type { DomainRoutes, PublicRoute } from '@web/app/route-types';

export const PUBLIC_INFO_ROUTES: DomainRoutes = {
  public: [
    { name: MSG.appFullName, path: '/', page: () => import('./landing-page') },
    { name: MSG.guideTitle, path: '/guide', page: () => import('./guide-page') },
    { name: MSG.faqTitle, path: '/faq', page: () => import('./faq-page') },
    { name: MSG.aboutTitle, path: '/about-us', page: () => import('./about-us-page') },
    { name: MSG.termsTitle, path: '/terms-of-service', page: () => import('./terms-of-service-page') },
  ],
};

/** Unknown public paths. */
export const NOT_FOUND_ROUTE: PublicRoute = { name: MSG.notFoundTitle, path: '*', page: () => import('./not-found-page') };
