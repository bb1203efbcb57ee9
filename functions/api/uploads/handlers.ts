import { readActivationTicket } from '@functions/domain/auth/tickets';
import { uploadsService } from '@functions/domain/uploads/service';
import { ACTIVATION_COOKIE, createAreaHandler, requestCookie } from '@functions/lib/http';
import { uploadsApi } from '@shared/api/uploads';

export const handler = createAreaHandler(uploadsApi, {
  create: async ({ auth, body, event }) =>
    uploadsService.create(auth, auth ? null : await readActivationTicket(requestCookie(event, ACTIVATION_COOKIE)), body),
});
