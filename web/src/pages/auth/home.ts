/**
 * Where a role lands after signing in (spec 000 section 4): mahasiswa /user, verifikator
 * /verifikator, admins /admin. The spec gives ppk no dashboard; ppk lands in /user, whose only
 * page for that role is its account page (docs/decisions.md, 'Accounts and sign-in').
 */
import { homeForRole } from '../../app/areas';

export const PPK_HOME = '/user';

export function signInHome(role: string): string {
  return homeForRole(role) ?? (role.toLowerCase() === 'ppk' ? PPK_HOME : '/');
}
