/** The student area's Lambda entry: the handler groups of shared/api/mahasiswa.ts, one file per route group. */
import { createAreaHandler } from '@functions/lib/http';
import { mahasiswaApi } from '@shared/api/mahasiswa';
import { portofolioHandlers } from './portofolio';

export const handler = createAreaHandler(mahasiswaApi, {
  ...portofolioHandlers,
});
