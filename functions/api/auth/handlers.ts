import { checkCredentials, loginService } from '@functions/domain/auth/login-service';
import { accountService } from '@functions/domain/auth/registration-service';
import { ACTIVATION_TICKET_TTL_SECONDS, PENDING_TTL_SECONDS, readActivationTicket, readPending } from '@functions/domain/auth/tickets';
import { sessionTokenOf } from '@functions/lib/auth';
import { ACTIVATION_COOKIE, clearCookie, createAreaHandler, type Reply, requestCookie, setCookie } from '@functions/lib/http';
import { PENDING_COOKIE, SESSION_COOKIE, SESSION_TTL_SECONDS, verifySession } from '@functions/lib/session';
import { authApi } from '@shared/api/auth';
import { AUTH_MSG, AUTH_SPEC_MSG } from '@shared/messages/auth';

/**
 * The activation link's check (GET with the token in the query, or POST with it in the body): the
 * ticket cookie and the answer, 200 on the first use and 409 on a later one.
 */
async function checkActivation(token: string, reply: Reply) {
  const out = await accountService.checkActivation(token);
  reply.status = out.kind === 'verified' ? 200 : 409;
  reply.cookies.push(setCookie(ACTIVATION_COOKIE, out.ticket, ACTIVATION_TICKET_TTL_SECONDS));
  return { message: out.message, needs_password: out.needs_password };
}

export const handler = createAreaHandler(authApi, {
  register: async ({ body, sourceIp }) => accountService.register(body, sourceIp),

  activationCheck: async ({ query, reply }) => checkActivation(query.token, reply),
  activationCheckPost: async ({ body, reply }) => checkActivation(body.token, reply),

  activate: async ({ body, event, reply }) => {
    const out = await accountService.activate(await readActivationTicket(requestCookie(event, ACTIVATION_COOKIE)), body);
    // The e-mailed link proved the address as the OTP does: the activation ends signed in.
    const { token, claims } = await loginService.startSession(out.userId);
    reply.cookies.push(clearCookie(ACTIVATION_COOKIE), setCookie(SESSION_COOKIE, token, SESSION_TTL_SECONDS));
    return { message: out.message, user: out.user, claims };
  },

  login: async ({ body, sourceIp, reply }) => {
    const out = await loginService.login(body.nim, body.password, sourceIp);
    reply.cookies.push(setCookie(PENDING_COOKIE, out.pendingToken, PENDING_TTL_SECONDS));
    return { message: out.message, expires_at: out.expires_at };
  },

  loginOtp: async ({ body, event, sourceIp, reply }) => {
    // Scripts send nim + password + pin_otp in one call; the browser sends the pin with its ticket.
    const script = body.nim !== undefined && body.password !== undefined;
    const user = script
      ? await checkCredentials(body.nim ?? '', body.password ?? '', sourceIp)
      : await loginService.pendingAccount(await readPending(requestCookie(event, PENDING_COOKIE)));
    const { token, claims } = await loginService.verifyPin(user, body.pin_otp, sourceIp);
    if (script) return { message: AUTH_MSG.signedIn, claims, token };
    reply.cookies.push(clearCookie(PENDING_COOKIE), setCookie(SESSION_COOKIE, token, SESSION_TTL_SECONDS));
    return { message: AUTH_MSG.signedIn, claims };
  },

  loginResend: async ({ event, sourceIp }) => {
    const pending = await readPending(requestCookie(event, PENDING_COOKIE));
    const user = await loginService.pendingAccount(pending);
    await loginService.resendPin(user, sourceIp);
    return { message: AUTH_SPEC_MSG.otpResent, expires_at: pending?.exp ?? 0 };
  },

  session: async ({ auth, event, reply }) => {
    const token = sessionTokenOf(event);
    const claims = auth && token ? await verifySession(token) : null;
    if (!auth || !claims) {
      // A stale cookie (expired, old token version, deactivated account) is removed.
      if (token) reply.cookies.push(clearCookie(SESSION_COOKIE));
      return { claims: null, account: null };
    }
    return loginService.sessionView(auth.user, claims);
  },

  logout: async ({ auth, reply }) => {
    // the token used to log out (cookie or bearer) stops working at once, not at its expiry
    if (auth) await loginService.endSession(auth);
    reply.cookies.push(clearCookie(SESSION_COOKIE), clearCookie(PENDING_COOKIE), clearCookie(ACTIVATION_COOKIE));
    return { message: AUTH_MSG.loggedOut };
  },

  requestReset: async ({ body, sourceIp }) => accountService.requestReset(body.email, sourceIp),
  resetPassword: async ({ body, sourceIp }) => accountService.resetPassword(body.token, body.password, sourceIp),
  resendActivation: async ({ auth }) => accountService.resendActivation(auth.user),
  resendActivationGet: async ({ auth }) => accountService.resendActivation(auth.user),
});
