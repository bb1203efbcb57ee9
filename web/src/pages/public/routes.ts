/** The public domain's pages: the landing page, the information pages and the not-found page. */

import { SHELL_MSG } from '@shared/messages/shell';
import type { DomainRoutes, PublicRoute } from '@web/app/route-types';

export const PUBLIC_INFO_ROUTES: DomainRoutes = {
  public: [
    { name: SHELL_MSG.appFullName, path: '/', page: () => import('./landing-page') },
    { name: SHELL_MSG.guideTitle, path: '/guide', page: () => import('./guide-page') },
    { name: SHELL_MSG.faqTitle, path: '/faq', page: () => import('./faq-page') },
    { name: SHELL_MSG.aboutTitle, path: '/about-us', page: () => import('./about-us-page') },
    { name: SHELL_MSG.termsTitle, path: '/terms-of-service', page: () => import('./terms-of-service-page') },
  ],
};

/** Unknown public paths. */
export const NOT_FOUND_ROUTE: PublicRoute = { name: SHELL_MSG.notFoundTitle, path: '*', page: () => import('./not-found-page') };
