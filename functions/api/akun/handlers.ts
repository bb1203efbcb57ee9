import { akunService } from '@functions/domain/akun/service';
import { clearCookie, setCookie } from '@functions/domain/auth/tickets';
import { notifikasiService } from '@functions/domain/notifikasi/service';
import { createAreaHandler } from '@functions/lib/http';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, signSession } from '@functions/lib/session';
import { akunApi } from '@shared/api/akun';
import { MSG } from '@shared/messages';

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
    return { message: MSG.accountUpdated, akun: out.akun };
  },

  notifikasi: async ({ auth }) => ({ notifikasi: await notifikasiService.list(auth.userId) }),
  notifikasiRead: async ({ auth, body }) => ({ notifikasi: await notifikasiService.markRead(auth.userId, body.until) }),
});
