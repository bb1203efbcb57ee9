/** Own account of every role: GET /api/akun and PUT /api/akun/update/, and the in-app notifications. */
import * as z from 'zod';
import { AUTH_MSG } from '../messages/auth';
import { FORM_MSG } from '../messages/common';
import { akunUpdateBody } from '../validation/akun';
import { messageResponse } from './common';
import { defineArea, ROLES } from './contract';
import { notifikasiRoutes } from './notifikasi';

export const akunView = z.strictObject({
  nama: z.string(),
  nim: z.string(),
  email: z.string(),
  /** A staff member's new address waiting for its confirmation link, else null. */
  email_baru: z.string().nullable(),
});

export const akunApi = defineArea('akun', {
  get: {
    method: 'GET',
    path: '/api/akun',
    access: ROLES,
    summary: 'The signed-in account: nama, nim (username) and e-mail',
    response: z.strictObject({ akun: akunView }),
  },
  update: {
    method: 'PUT',
    path: '/api/akun/update',
    access: ROLES,
    summary: 'Changes own name and e-mail (staff) and password (everyone) after checking the old password',
    body: akunUpdateBody,
    response: z.strictObject({ message: z.string(), akun: akunView }),
  },
  emailConfirm: {
    method: 'POST',
    path: '/api/akun/email/confirm',
    access: 'public',
    summary: "Confirms a staff member's new e-mail address with the token of the link sent to it; the address is used from then on",
    body: z.strictObject({
      token: z
        .string({ error: () => FORM_MSG.required })
        .trim()
        .min(1, { error: () => FORM_MSG.required })
        .max(200, { error: () => AUTH_MSG.emailConfirmInvalid }),
    }),
    response: messageResponse,
  },
  ...notifikasiRoutes,
});
