/**
 * Who the signed-in user is, as the pages need it: role checks and where a role lands after signing
 * in. Imports no route: a page may use it without loading the route registry.
 */
import { type Role, roleAllowed } from '@shared/api/contract';
import type { AreaPrefix } from './route-types';
import { useSession } from './session';

/** Roles compare case-insensitively. */
export function hasRole(role: string | null | undefined, roles: readonly Role[]): boolean {
  return roleAllowed(roles, role ?? undefined);
}

export const isSuperAdmin = (role: string | null | undefined) => hasRole(role, ['super admin']);

/** Whether the signed-in user is the super admin (every program, the university's screens). */
export function useIsSuperAdmin(): boolean {
  return isSuperAdmin(useSession().claims?.role);
}

/**
 * The dashboard of a role: mahasiswa /user, verifikator /verifikator, admin jurusan and super admin /admin,
 * pimpinan /pimpinan (what waits for their approval). ppk has none: null (no Dashboard button).
 */
export function homeForRole(role: string | null | undefined): AreaPrefix | null {
  switch (role?.toLowerCase()) {
    case 'mahasiswa':
      return '/user';
    case 'verifikator':
      return '/verifikator';
    case 'admin jurusan':
    case 'super admin':
      return '/admin';
    case 'pimpinan':
      return '/pimpinan';
    default:
      return null;
  }
}

/**
 * Where a role lands after signing in: its dashboard; ppk, which has none, lands in /user, the area
 * of its account page (tests/unit/web-shell.test.ts checks this against the route list:
 * docs/decisions/0012-web-shell-and-areas.md).
 */
export function signInHome(role: string): string {
  return homeForRole(role) ?? (role.toLowerCase() === 'ppk' ? '/user' : '/');
}
