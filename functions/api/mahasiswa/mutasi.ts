/** The migration and readmission routes of the student area (shared/api/mutasi.ts). */
import { migrasiView, mutasiService, readmisiView } from '@functions/domain/mutasi/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { mutasiRoutes } from '@shared/api/mutasi';

export const mutasiHandlers: RouteGroupHandlers<typeof mutasiRoutes> = {
  migrasiGet: async ({ auth }) => {
    const item = await mutasiService.get(auth.user, 'migrasi');
    return { data: item ? await migrasiView(item) : null };
  },
  migrasiRequest: async ({ auth, body }) => {
    const out = await mutasiService.request(auth.user, 'migrasi', body);
    return { message: out.message, data: await migrasiView(out.item) };
  },
  migrasiUpdate: async ({ auth, body }) => {
    const out = await mutasiService.update(auth.user, 'migrasi', body);
    return { message: out.message, data: await migrasiView(out.item) };
  },
  migrasiUpdatePut: async ({ auth, body }) => {
    const out = await mutasiService.update(auth.user, 'migrasi', body);
    return { message: out.message, data: await migrasiView(out.item) };
  },
  migrasiCancel: async ({ auth }) => mutasiService.cancel(auth.user, 'migrasi'),

  readmisiGet: async ({ auth }) => {
    const item = await mutasiService.get(auth.user, 'readmisi');
    return { data: item ? await readmisiView(item) : null };
  },
  readmisiRequest: async ({ auth, body }) => {
    const out = await mutasiService.request(auth.user, 'readmisi', body);
    return { message: out.message, data: await readmisiView(out.item) };
  },
  readmisiUpdate: async ({ auth, body }) => {
    const out = await mutasiService.update(auth.user, 'readmisi', body);
    return { message: out.message, data: await readmisiView(out.item) };
  },
  readmisiUpdatePut: async ({ auth, body }) => {
    const out = await mutasiService.update(auth.user, 'readmisi', body);
    return { message: out.message, data: await readmisiView(out.item) };
  },
  readmisiCancel: async ({ auth }) => mutasiService.cancel(auth.user, 'readmisi'),
};
