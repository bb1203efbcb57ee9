/** Campus sign-in (shared/api/sso.ts): the start, the provider's return, and whether it is on here. */
import { SSO_TRANSACTION_TTL_SECONDS, type SsoOutcome, ssoService } from '@functions/domain/auth/sso-service';
import { PENDING_TTL_SECONDS } from '@functions/domain/auth/tickets';
import { clearCookie, createAreaHandler, requestCookie, SSO_COOKIE, setCookie } from '@functions/lib/http';
import { PENDING_COOKIE, SESSION_COOKIE, SESSION_TTL_SECONDS } from '@functions/lib/session';
import { SSO_RETURN_PATH, ssoApi } from '@shared/api/sso';
import { AUTH_MSG } from '@shared/messages/auth';

/** Where the web app takes over after the provider: the page reads `hasil` or `galat`. */
function ssoReturn(out: SsoOutcome): string {
  const query: Record<string, string> =
    out.kind === 'session'
      ? { hasil: 'masuk' }
      : out.kind === 'otp'
        ? { hasil: 'otp', nim: out.nim, exp: String(out.expiresAt) }
        : { galat: out.reason };
  return `${SSO_RETURN_PATH}?${new URLSearchParams(query)}`;
}

export const handler = createAreaHandler(ssoApi, {
  config: async () => ssoService.publicConfig(),

  start: async ({ sourceIp, reply }) => {
    const out = await ssoService.start(sourceIp);
    reply.headers.location = out.location;
    reply.cookies.push(setCookie(SSO_COOKIE, out.transactionId, SSO_TRANSACTION_TTL_SECONDS));
    return { message: AUTH_MSG.ssoRedirecting };
  },

  callback: async ({ event, query, reply }) => {
    const out = await ssoService.finish(requestCookie(event, SSO_COOKIE), event.rawQueryString ?? '', query.error);
    reply.cookies.push(clearCookie(SSO_COOKIE));
    if (out.kind === 'session') reply.cookies.push(setCookie(SESSION_COOKIE, out.token, SESSION_TTL_SECONDS));
    if (out.kind === 'otp') reply.cookies.push(setCookie(PENDING_COOKIE, out.pendingToken, PENDING_TTL_SECONDS));
    reply.headers.location = ssoReturn(out);
    return { message: out.kind === 'refused' ? AUTH_MSG.ssoRefused[out.reason] : AUTH_MSG.signedIn };
  },
});
