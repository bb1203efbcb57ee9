/** The search domain's pages (area `search` of the API): public search and student profiles. */
import { SEARCH_MSG } from '@shared/messages/search';
import type { DomainRoutes } from '@web/app/route-types';

export const SEARCH_ROUTES: DomainRoutes = {
  public: [
    { name: SEARCH_MSG.searchTitle, path: '/search', page: () => import('./search-page') },
    { name: SEARCH_MSG.searchTitle, path: '/search/:query', page: () => import('./search-page') },
    { name: SEARCH_MSG.profileTitle, path: '/profile/:nim', page: () => import('./profil-page') },
  ],
};
