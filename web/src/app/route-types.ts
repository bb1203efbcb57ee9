/**
 * The shapes of the route list (route-list.ts gathers each domain's `pages/<domain>/routes.ts`).
 * Pages are lazy-loaded (one chunk each) and export their component as default.
 */
import type { IconProps } from '@cloudscape-design/components/icon';
import type { Role } from '@shared/api/contract';
import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export type AreaPrefix = '/user' | '/verifikator' | '/admin' | '/pimpinan';

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
   * A hook deciding whether the page may be shown (e.g. /otp needs a valid pending login); when it
   * answers false, the landing page is shown instead.
   */
  useGuard?: () => boolean;
}

/**
 * The routes of one domain (`pages/<domain>/routes.ts`): its public pages and its pages in the
 * signed-in areas. A routes.ts holds only data and lazy `() => import('./x-page')` references
 * (and the shell's wrappers and guards from app/), so the shell can gather it without loading a page.
 */
export interface DomainRoutes {
  public?: readonly PublicRoute[];
  area?: readonly AreaRoute[];
}
