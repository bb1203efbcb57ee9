/**
 * Campus sign-in with the university's OpenID Connect provider (decision 0049): its own Lambda,
 * the only one that reads the provider's client secret. The paths sit under /api/auth because a
 * campus sign-in ends in the auth area's own code step or session.
 */
import * as z from 'zod';
import { messageResponse } from './common';
import { defineArea } from './contract';

/**
 * Why a campus sign-in came back refused: the callback sends the browser to `SSO_RETURN_PATH`
 * with `galat=<code>`, and the page shows the code's message (AUTH_MSG.ssoRefused).
 */
export const SSO_ERRORS = ['denied', 'unknown', 'domain', 'unverified', 'inactive', 'role', 'expired', 'failed'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
export { SSO_RETURN_PATH } from '../domain/app-pages';

/** The provider's answer at the callback, as sent (the code flow's parameters; the others are kept for the library's checks). */
const ssoCallbackQuery = z
  .object({
    code: z.string().max(4000).optional(),
    state: z.string().max(500).optional(),
    error: z.string().max(200).optional(),
  })
  .catchall(z.unknown());

export const ssoApi = defineArea('sso', {
  config: {
    method: 'GET',
    path: '/api/auth/sso',
    access: 'public',
    summary: "Whether campus sign-in (the university's OpenID Connect provider) is configured on this stage, and its button text",
    response: z.strictObject({ enabled: z.boolean(), label: z.string() }),
  },
  start: {
    method: 'GET',
    path: '/api/auth/sso/start',
    access: 'public',
    summary:
      'Starts a campus sign-in: keeps the transaction (state, nonce, PKCE verifier) server-side behind an HttpOnly cookie and answers 302 to the provider',
    response: messageResponse,
    status: 302,
    // it writes the sign-in transaction: a GET that changes state, as the contract says of such GETs
    changesState: true,
  },
  callback: {
    method: 'GET',
    path: '/api/auth/sso/callback',
    access: 'public',
    summary:
      'The provider returns here: checks state, PKCE and the ID token (signature, issuer, audience, nonce), matches the account by its verified e-mail and answers 302 to the web app (session, e-mailed code step, or the refusal)',
    query: ssoCallbackQuery,
    response: messageResponse,
    status: 302,
  },
});
