/** Own account of every role: GET /api/akun and PUT /api/akun/update/, and the in-app notifications. */
import * as z from 'zod';
import { akunUpdateBody } from '../validation';
import { defineArea, ROLES } from './contract';
import { notifikasiRoutes } from './notifikasi';

export const akunView = z.strictObject({ nama: z.string(), nim: z.string(), email: z.string() });

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
  ...notifikasiRoutes,
});
