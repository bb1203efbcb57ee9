/**
 * THE area registry: every area of the product, once. Each entry is a contract file beside this
 * one (its routes; its Lambda profile is in infra/profiles.ts). The CDK app builds one Lambda per
 * entry with exactly its grants, the local server dispatches to `functions/api/<area>/handlers.ts`, the web client
 * gets `api.<area>.<route>`, and the contract and authorization tests enumerate it. Adding an
 * area is one line here plus its files (docs/architecture.md).
 */
import { adminApi } from './admin';
import { akunApi } from './akun';
import { authApi } from './auth';
import { cetakApi } from './cetak';
import type { AreaSpec, RouteSpec } from './contract';
import { eksporApi } from './ekspor';
import { feederApi } from './feeder';
import { imporApi } from './impor';
import { kredensialApi } from './kredensial';
import { lokasiApi } from './lokasi';
import { mahasiswaApi } from './mahasiswa';
import { manajemenApi } from './manajemen';
import { masterApi } from './master';
import { searchApi } from './search';
import { ssoApi } from './sso';
import { statistikApi } from './statistik';
import { uploadsApi } from './uploads';
import { verifikasiApi } from './verifikasi';

export const AREAS = [
  lokasiApi,
  masterApi,
  searchApi,
  authApi,
  ssoApi,
  akunApi,
  uploadsApi,
  mahasiswaApi,
  verifikasiApi,
  adminApi,
  manajemenApi,
  cetakApi,
  imporApi,
  statistikApi,
  kredensialApi,
  eksporApi,
  feederApi,
] as const satisfies readonly AreaSpec[];

export type AreaName = (typeof AREAS)[number]['area'];

type ApiOf<A extends readonly AreaSpec[]> = { [S in A[number] as S['area']]: S['routes'] };

/** The routes by area and name, for the web client: `api.lokasi.negara`. */
export const api = Object.fromEntries(AREAS.map((a) => [a.area, a.routes])) as ApiOf<typeof AREAS>;

export function areaSpec(area: string): AreaSpec {
  const spec = AREAS.find((a) => a.area === area);
  if (!spec) throw new Error(`unknown area ${area}`);
  return spec;
}

export interface ContractEntry {
  area: string;
  name: string;
  route: RouteSpec;
}

/** Every route of the product, flat, for the CDK app, the local server and the tests. */
export function allRoutes(): ContractEntry[] {
  return AREAS.flatMap((a) => Object.entries(a.routes).map(([name, route]) => ({ area: a.area, name, route: route as RouteSpec })));
}
