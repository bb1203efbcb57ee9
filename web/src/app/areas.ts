/**
 * The signed-in areas and who may enter them, and the pure rules the router and the layouts share.
 * The route list is always passed in: only the router imports it (route-list.ts).
 */

import { ADMIN_ROLES, ROLES, type Role } from '@shared/api/contract';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { SHELL_MSG } from '@shared/messages/shell';
import { hasRole, homeForRole } from './roles';
import type { AreaPrefix, AreaRoute } from './route-types';

export interface AreaConfig {
  prefix: AreaPrefix;
  name: string;
  /** The layout's guard: who may enter the area at all. */
  roles: readonly Role[];
  /** Default roles of the area's pages (an entry may narrow them). */
  pageRoles: readonly Role[];
  /** Where the bare prefix and unknown paths lead (when that page exists). */
  home: string;
  /** The page behind the profile menu's Profile item. */
  profile: string;
  /** Default auto-hide of notifications in the area (ms). */
  autoHideMs: number;
}

/** Every one of the six roles: any signed-in user. */
export const AUTHENTICATED_ROLES: readonly Role[] = ROLES;

export const AREAS: readonly AreaConfig[] = [
  {
    prefix: '/user',
    name: SHELL_MSG.areaUser,
    roles: AUTHENTICATED_ROLES,
    pageRoles: ['mahasiswa'],
    home: 'dashboard',
    profile: 'profile',
    autoHideMs: 2000,
  },
  {
    prefix: '/verifikator',
    name: SHELL_MSG.areaVerifikator,
    roles: ['verifikator'],
    pageRoles: ['verifikator'],
    home: 'portofolio',
    profile: 'profile',
    autoHideMs: 2000,
  },
  {
    prefix: '/admin',
    name: SHELL_MSG.areaAdmin,
    roles: ADMIN_ROLES,
    pageRoles: ADMIN_ROLES,
    home: 'dashboard',
    profile: 'profile',
    autoHideMs: 6000,
  },
  {
    // the officials who approve an SKPI before its seal: their waiting list and their account
    prefix: '/pimpinan',
    name: PAGE_NAME_MSG.areaPimpinan,
    roles: ['pimpinan'],
    pageRoles: ['pimpinan'],
    home: 'pengesahan',
    profile: 'profile',
    autoHideMs: 6000,
  },
];

export function areaOf(prefix: AreaPrefix): AreaConfig {
  const area = AREAS.find((a) => a.prefix === prefix);
  if (!area) throw new Error(`unknown area ${prefix}`);
  return area;
}

export function entryRoles(entry: AreaRoute): readonly Role[] {
  return entry.roles ?? areaOf(entry.layout).pageRoles;
}

export function entryHref(entry: AreaRoute): string {
  return `${entry.layout}/${entry.path}`;
}

/** The area's pages the role may open, in list order. */
export function areaEntries(area: AreaConfig, role: string | null | undefined, routes: readonly AreaRoute[]): AreaRoute[] {
  if (!hasRole(role, area.roles)) return [];
  return routes.filter((r) => r.layout === area.prefix && hasRole(role, entryRoles(r)));
}

/**
 * Where the bare area prefix (and an unknown path below it) leads: the area's home page, else
 * its first page the role may open, else null (nothing to show: the caller goes back to /).
 */
export function areaLanding(area: AreaConfig, role: string | null | undefined, routes: readonly AreaRoute[]): string | null {
  const entries = areaEntries(area, role, routes);
  const home = entries.find((e) => e.path === area.home) ?? entries[0];
  return home ? entryHref(home) : null;
}

/**
 * Where the Dashboard buttons lead: the role's dashboard, or for a role without one
 * (ppk) the first area that has a page for it; null when there is none.
 */
export function dashboardFor(role: string | null | undefined, routes: readonly AreaRoute[]): AreaPrefix | null {
  return homeForRole(role) ?? AREAS.find((a) => areaEntries(a, role, routes).length > 0)?.prefix ?? null;
}
