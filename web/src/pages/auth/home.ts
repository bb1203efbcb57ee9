/**
 * Where a role lands after signing in (spec 000 section 4): mahasiswa /user, verifikator
 * /verifikator, admins /admin. The spec gives ppk no dashboard; ppk lands in the first area with a
 * page for it, /user, whose only ppk page is the account page (docs/decisions.md).
 */
import { dashboardFor } from '../../app/areas';

export function signInHome(role: string): string {
  return dashboardFor(role) ?? '/';
}
