/** The Lambda entry of the admin dashboard's statistics (shared/api/statistik.ts). Being built (issue 14). */
import { createAreaHandler } from '@functions/lib/http';
import { statistikApi } from '@shared/api/statistik';

const notYet = async (): Promise<never> => {
  throw new Error('issue 14: being built');
};

export const handler = createAreaHandler(statistikApi, {
  statistikLoginWeek: notYet,
  statistikKelulusan: notYet,
  statistikSkpi: notYet,
  statistikPortofolio: notYet,
  systemStorage: notYet,
  statistikAnakRubrik: notYet,
  statistikBidangPortofolio: notYet,
  statistikPortofolioSummary: notYet,
});
