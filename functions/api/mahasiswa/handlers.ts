/**
 * The Lambda entry of the student area (shared/api/mahasiswa.ts): the route groups' handlers,
 * each in its file beside this one, joined into one area handler.
 */
import { createAreaHandler } from '@functions/lib/http';
import { mahasiswaApi } from '@shared/api/mahasiswa';
import { mutasiHandlers } from './mutasi';
import { portofolioHandlers } from './portofolio';
import { profilAdminHandlers, profilHandlers } from './profil';
import { skpiHandlers } from './skpi';

export const handler = createAreaHandler(mahasiswaApi, {
  ...portofolioHandlers,
  ...skpiHandlers,
  ...profilHandlers,
  ...profilAdminHandlers,
  ...mutasiHandlers,
});
