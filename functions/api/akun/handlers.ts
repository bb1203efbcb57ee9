import { emailChange } from '@functions/domain/akun/email-change';
import { akunService } from '@functions/domain/akun/service';
import { notifikasiService } from '@functions/domain/notifikasi/service';
import { clearCookie, createAreaHandler, setCookie } from '@functions/lib/http';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, signSession } from '@functions/lib/session';
import { akunApi } from '@shared/api/akun';

export const handler = createAreaHandler(akunApi, {
  get: async ({ auth }) => akunService.get(auth.user),

  update: async ({ auth, requestId, body, reply }) => {
    const out = await akunService.update(auth.user, body, { auth, requestId });
    if (out.passwordChanged) {
      // Other sessions ended with the token version; this browser continues with a fresh cookie.
      reply.cookies.push(
        out.fresh.is_active ? setCookie(SESSION_COOKIE, await signSession(out.fresh), SESSION_TTL_SECONDS) : clearCookie(SESSION_COOKIE),
      );
    }
    return { message: out.message, akun: out.akun };
  },

  bahasa: async ({ auth, body, reply }) => {
    // the confirmation speaks the account's new language
    reply.headers['Content-Language'] = body.bahasa;
    return akunService.setBahasa(auth.user, body.bahasa);
  },

  emailConfirm: async ({ body, requestId }) => emailChange.confirm(body.token, requestId),

  notifikasi: async ({ auth }) => ({ notifikasi: await notifikasiService.list(auth.userId) }),
  notifikasiRead: async ({ auth, body }) => ({ notifikasi: await notifikasiService.markRead(auth.userId, body.until) }),
});
