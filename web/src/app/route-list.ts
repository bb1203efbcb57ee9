/**
 * THE route list of the web app. The router, the side navigation, the top bar, the page
 * titles and breadcrumbs are all built from it. Adding a page is one entry here:
 *
 *   { name: MSG.x, layout: '/user', path: 'portofolio', icon: 'folder',
 *     page: () => import('../pages/user/portofolio-page') },
 *
 * Pages are lazy-loaded (one chunk each) and export their component as default.
 */
import type { IconProps } from '@cloudscape-design/components/icon';
import type { Role } from '@shared/api/contract';
import { AUTH_TEXT, MSG, SEARCH_MSG } from '@shared/messages';
import type { ComponentType } from 'react';
import { useHasPendingLogin } from '../pages/auth/pending-login';
import { studentPage } from '../pages/auth/student-page';

export interface PageModule {
  default: ComponentType;
}

export type AreaPrefix = '/user' | '/verifikator' | '/admin';

/** A page of a signed-in area, shown in that area's side navigation. */
export interface AreaRoute {
  /** Shown in the side navigation, the title and the breadcrumb. */
  name: string;
  /** The area (layout) it lives in. */
  layout: AreaPrefix;
  /** Path below the area prefix, without slashes: 'dashboard', 'manajemen-mahasiswa'. */
  path: string;
  icon: IconProps.Name;
  page: () => Promise<PageModule>;
  /** Who may open it; defaults to the area's page roles. Must be within the area's roles. */
  roles?: readonly Role[];
}

/** A page of the public layout (header with Register / Sign In, footer). */
export interface PublicRoute {
  name: string;
  /** Absolute path; may hold router parameters ('/profile/:nim') or end with '/*'. */
  path: string;
  page: () => Promise<PageModule>;
  /**
   * A hook deciding whether the page may be shown (e.g. /otp needs a valid pending login);
   * when it answers false, the landing page is shown instead (spec 000 section 4).
   */
  useGuard?: () => boolean;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { name: MSG.appFullName, path: '/', page: () => import('../pages/public/landing-page') },
  { name: MSG.guideTitle, path: '/guide', page: () => import('../pages/public/guide-page') },
  { name: MSG.faqTitle, path: '/faq', page: () => import('../pages/public/faq-page') },
  { name: MSG.aboutTitle, path: '/about-us', page: () => import('../pages/public/about-us-page') },
  { name: MSG.termsTitle, path: '/terms-of-service', page: () => import('../pages/public/terms-of-service-page') },
  // Public search and student profiles
  { name: SEARCH_MSG.searchTitle, path: '/search', page: () => import('../pages/public/search-page') },
  { name: SEARCH_MSG.searchTitle, path: '/search/:query', page: () => import('../pages/public/search-page') },
  { name: SEARCH_MSG.profileTitle, path: '/profile/:nim', page: () => import('../pages/public/profile-page') },
  // Accounts and sign-in
  { name: AUTH_TEXT.registerTitle, path: '/register', page: () => import('../pages/auth/register-page') },
  { name: AUTH_TEXT.activationTitle, path: '/activation/:token', page: () => import('../pages/auth/activation-page') },
  { name: AUTH_TEXT.otpTitle, path: '/otp', page: () => import('../pages/auth/otp-page'), useGuard: useHasPendingLogin },
  { name: AUTH_TEXT.forgotTitle, path: '/forgot-password', page: () => import('../pages/auth/forgot-password-page') },
  { name: AUTH_TEXT.resetTitle, path: '/forgot-password/:token', page: () => import('../pages/auth/reset-password-page') },
];

/** Unknown public paths. */
export const NOT_FOUND_ROUTE: PublicRoute = {
  name: MSG.notFoundTitle,
  path: '*',
  page: () => import('../pages/public/not-found-page'),
};

/** Pages of the signed-in areas (/user, /verifikator, /admin). */
export const AREA_ROUTES: readonly AreaRoute[] = [
  // Account settings of every role (the ppk role's only page: it has no dashboard of its own)
  {
    name: AUTH_TEXT.profileTitle,
    layout: '/user',
    path: 'profile',
    icon: 'user-profile',
    roles: ['mahasiswa', 'ppk'],
    page: studentPage(() => import('../pages/account/user-profile-page')),
  },
  {
    name: AUTH_TEXT.profileTitle,
    layout: '/verifikator',
    path: 'profile',
    icon: 'user-profile',
    page: () => import('../pages/account/verifier-profile-page'),
  },
  {
    name: AUTH_TEXT.adminProfileTitle,
    layout: '/admin',
    path: 'profile',
    icon: 'user-profile',
    page: () => import('../pages/account/admin-profile-page'),
  },
];
