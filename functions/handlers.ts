/**
 * The Lambda handler of every area, by area name: the local server dispatches through this map,
 * and the CDK app points each area's function at `functions/<area>/handlers.ts`.
 */
import type { HttpEvent, HttpResult } from './lib/http';

type AreaLambda = (event: HttpEvent, context: object) => Promise<HttpResult>;

export const AREA_HANDLERS: Record<string, () => Promise<AreaLambda>> = {
  lokasi: async () => (await import('./lokasi/handlers')).handler as unknown as AreaLambda,
  master: async () => (await import('./master/handlers')).handler as unknown as AreaLambda,
  auth: async () => (await import('./auth/handlers')).handler as unknown as AreaLambda,
  akun: async () => (await import('./akun/handlers')).handler as unknown as AreaLambda,
  uploads: async () => (await import('./uploads/handlers')).handler as unknown as AreaLambda,
  mahasiswa: async () => (await import('./mahasiswa/handlers')).handler as unknown as AreaLambda,
};
