/**
 * Campus sign-in: the authorization code flow with PKCE, `state` and `nonce` against the
 * university's OpenID Connect provider (openid-client: discovery, the authorization URL, the code
 * grant with its checks, the ID token's signature against the provider's published keys).
 * The transaction lives server-side (authKeys.ssoTransaction, single use, ten minutes) behind a random
 * id in an HttpOnly cookie (decision 0049). The account is matched by the provider's verified
 * e-mail address and never created; the sign-in then ends exactly as the password sign-in does:
 * the e-mailed code step, or (the provider enforcing multi-factor sign-in) the session at once.
 */
import { randomBytes } from 'node:crypto';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { perAddress } from '@functions/lib/client-address';
import { NotFound } from '@functions/lib/domain-errors';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
import { consume } from '@functions/lib/rate-limit';
import { ssoClientSecret } from '@functions/lib/secrets';
import { type SsoError, ssoApi } from '@shared/api/sso';
import { AUTH_MSG } from '@shared/messages/auth';
import * as oidc from 'openid-client';
import { LIMITS } from './limits';
import { loginService } from './login-service';
import { authRepo } from './repo';
import { type SsoSettings, ssoSettings } from './sso-settings';
import { signPending } from './tickets';

/** The life of a sign-in at the provider: state, nonce and verifier are forgotten after it. */
export const SSO_TRANSACTION_TTL_SECONDS = 10 * 60;
const SSO_CALLBACK_PATH = ssoApi.routes.callback.path;
const SCOPE = 'openid email';

export type SsoOutcome =
  | { kind: 'session'; token: string }
  | { kind: 'otp'; pendingToken: string; expiresAt: number; nim: string }
  | { kind: 'refused'; reason: SsoError };

const redirectUri = () => `${env.appUrl}${SSO_CALLBACK_PATH}`;

let discovered: { key: string; config: Promise<oidc.Configuration> } | undefined;

/** The provider's metadata and keys, fetched once per process (openid-client caches the JWKS). */
function providerConfig(settings: SsoSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}`;
  if (discovered?.key !== key) {
    // plain http only for the local stand-in; every stage's issuer is https
    const local = env.stage === 'local' && settings.issuer.startsWith('http://');
    const config = (async () =>
      oidc.discovery(new URL(settings.issuer), settings.clientId, await ssoClientSecret(), undefined, {
        execute: [oidc.enableNonRepudiationChecks, ...(local ? [oidc.allowInsecureRequests] : [])],
        timeout: 10,
      }))();
    discovered = { key, config };
    config.catch(() => {
      if (discovered?.config === config) discovered = undefined;
    });
  }
  return (discovered as { config: Promise<oidc.Configuration> }).config;
}

function configured(): SsoSettings {
  const settings = ssoSettings();
  if (!settings) throw new NotFound(AUTH_MSG.ssoNotConfigured);
  return settings;
}

/** Why the code grant failed, as the page says it: the provider's refusal, an answer that does not check out, or the provider unreachable. */
function grantFailure(err: unknown): SsoError {
  if (err instanceof oidc.AuthorizationResponseError) return err.error === 'access_denied' ? 'denied' : 'failed';
  if (err instanceof oidc.ClientError || err instanceof oidc.ResponseBodyError) return 'expired';
  return 'failed';
}

/** The account the verified e-mail names, or why there is none to sign in. */
async function matchAccount(settings: SsoSettings, claims: oidc.IDToken | undefined): Promise<{ refused: SsoError } | { user: UserItem }> {
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) return { refused: 'unverified' };
  if (claims?.email_verified !== true) return { refused: 'unverified' };
  if (!settings.domains.includes(email.slice(email.lastIndexOf('@') + 1))) return { refused: 'domain' };
  const user = await usersRepo.getByEmail(email);
  if (!user) return { refused: 'unknown' };
  if (!user.is_active) return { refused: 'inactive' };
  if (!settings.rolesAllowed.includes(user.role)) return { refused: 'role' };
  return { user };
}

export const ssoService = {
  /** The sign-in page's question: is campus sign-in on here? */
  publicConfig: () => ({ enabled: ssoSettings() !== null, label: AUTH_MSG.ssoButton }),

  /** Keeps a new transaction and returns the provider's authorization URL and the transaction's id (the cookie). */
  async start(clientIp: string): Promise<{ location: string; transactionId: string }> {
    const settings = configured();
    await consume(...perAddress(LIMITS.ssoStartClient, clientIp));
    const config = await providerConfig(settings);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const transactionId = randomBytes(24).toString('base64url');
    await authRepo.putSsoTransaction(transactionId, {
      state,
      nonce,
      code_verifier: codeVerifier,
      expires_at: Math.floor(Date.now() / 1000) + SSO_TRANSACTION_TTL_SECONDS,
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(),
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { location: url.href, transactionId };
  },

  /**
   * The provider's answer (`rawQuery` as received) for the transaction of the browser's cookie:
   * spends the transaction, checks everything, and signs in or says why not.
   */
  async finish(transactionId: string | undefined, rawQuery: string, providerError: string | undefined): Promise<SsoOutcome> {
    const settings = configured();
    const refused = (reason: SsoError, detail?: unknown): SsoOutcome => {
      logger.info('campus sign-in refused', { reason, detail: detail instanceof Error ? `${detail.name}: ${detail.message}` : detail });
      return { kind: 'refused', reason };
    };
    const tx = transactionId ? await authRepo.takeSsoTransaction(transactionId) : undefined;
    if (!tx) return refused('expired', 'no transaction');
    if (providerError) return refused(providerError === 'access_denied' ? 'denied' : 'failed', providerError);
    let claims: oidc.IDToken | undefined;
    try {
      const config = await providerConfig(settings);
      const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUri()}?${rawQuery}`), {
        pkceCodeVerifier: tx.code_verifier,
        expectedState: tx.state,
        expectedNonce: tx.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (err) {
      return refused(grantFailure(err), err);
    }
    const match = await matchAccount(settings, claims);
    if (!('user' in match)) return refused(match.refused);
    const user = match.user;
    if (settings.mfaEnforced) {
      const { token } = await loginService.startSession(user.id);
      return { kind: 'session', token };
    }
    await loginService.sendPin(user);
    const pending = await signPending(user.id, user.token_version);
    return { kind: 'otp', pendingToken: pending.token, expiresAt: pending.exp, nim: user.nim };
  },
};
