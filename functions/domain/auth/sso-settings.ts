/**
 * The stage's campus sign-in settings (infra/config.ts `sso`, passed as SSO_* variables), read at
 * each call so a test may change them between calls. Null when the stage has no provider.
 */
import { env } from '@functions/lib/env';
import { ROLES, type Role } from '@shared/api/contract';

export interface SsoSettings {
  issuer: string;
  clientId: string;
  /** Accepted e-mail domains, lower case. */
  domains: string[];
  rolesAllowed: Role[];
  mfaEnforced: boolean;
  /** Staff may still sign in with a password. */
  staffPassword: boolean;
}

export function ssoSettings(): SsoSettings | null {
  const issuer = env.ssoIssuer;
  const clientId = env.ssoClientId;
  if (!issuer || !clientId) return null;
  return {
    issuer,
    clientId,
    domains: env.ssoDomains,
    rolesAllowed: ROLES.filter((role) => env.ssoRoles.includes(role)),
    mfaEnforced: env.ssoMfaEnforced,
    staffPassword: env.ssoStaffPassword,
  };
}

/**
 * The password sign-in refuses staff where the stage turned staff passwords off (only a stage with
 * campus sign-in may: infra/config.ts). Read alone: the auth Lambda gets this one setting, not the provider's.
 */
export function staffPasswordRefused(role: Role): boolean {
  return role !== 'mahasiswa' && !env.ssoStaffPassword;
}
