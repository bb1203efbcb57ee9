/** All areas of the route contract. Add a new area file here and everything picks it up. */
import { akunApi } from './akun';
import { authApi } from './auth';
import type { AreaSpec, RouteSpec } from './contract';
import { lokasiApi } from './lokasi';
import { mahasiswaApi } from './mahasiswa';
import { masterApi } from './master';
import { uploadsApi } from './uploads';

export const AREAS = [lokasiApi, masterApi, authApi, akunApi, uploadsApi, mahasiswaApi] as const satisfies readonly AreaSpec[];

/** The routes by area and name, for the web client: `api.lokasi.negara`. */
export const api = {
  lokasi: lokasiApi.routes,
  master: masterApi.routes,
  auth: authApi.routes,
  akun: akunApi.routes,
  uploads: uploadsApi.routes,
  mahasiswa: mahasiswaApi.routes,
} as const;

export interface ContractEntry {
  area: string;
  name: string;
  route: RouteSpec;
}

/** Every route of the product, flat, for the CDK app, the local server and the tests. */
export function allRoutes(): ContractEntry[] {
  return AREAS.flatMap((a) => Object.entries(a.routes).map(([name, route]) => ({ area: a.area, name, route: route as RouteSpec })));
}
