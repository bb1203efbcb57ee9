/**
 * Country, province and regency data. Not in the table: it is reference data from maintained npm
 * packages (i18n-iso-countries for countries, idn-area-data for Indonesia's BPS areas), read once
 * per container. Country ids follow the English alphabetical order of ISO 3166 names, which puts
 * Indonesia at 102, the id callers already store for it (a unit test pins it).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { env } from '@functions/lib/env';
// The package's main entry registers all 80 locales (~700 KB in a bundle); index.js is the same
// module without them, and the two we use are registered below.
import countries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import id from 'i18n-iso-countries/langs/id.json' with { type: 'json' };
import Papa from 'papaparse';

countries.registerLocale(en);
countries.registerLocale(id);

export const INDONESIA = 102;

export interface Negara {
  id_negara: number;
  nama_negara: string;
  alpha2: string;
}
export interface Provinsi {
  id_provinsi: number;
  nama_provinsi: string;
}
export interface Kota {
  id_kota: number;
  nama_kota: string;
  id_provinsi: number;
}

let negaraCache: Negara[] | undefined;
let provinsiCache: Provinsi[] | undefined;
let kotaCache: Kota[] | undefined;

function dataDir(): string {
  const configured = env.areaDataDir;
  if (configured) return configured;
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('idn-area-data/package.json')), 'data');
}

function readCsv<T>(name: string): T[] {
  const text = readFileSync(join(dataDir(), `${name}.csv`), 'utf8');
  return Papa.parse<T>(text, { header: true, skipEmptyLines: true }).data;
}

/** BPS code: `12.71` is 1271. */
const bps = (code: string) => Number(code.replace('.', ''));

export const lokasiRepo = {
  negara(): Negara[] {
    negaraCache ??= Object.entries(countries.getNames('en'))
      .sort((a, b) => a[1].localeCompare(b[1], 'en'))
      .map(([alpha2], i) => ({ id_negara: i + 1, alpha2, nama_negara: countries.getName(alpha2, 'id') ?? alpha2 }));
    return negaraCache;
  },

  provinsi(): Provinsi[] {
    provinsiCache ??= readCsv<{ code: string; name: string }>('provinces').map((r) => ({ id_provinsi: bps(r.code), nama_provinsi: r.name }));
    return provinsiCache;
  },

  kota(): Kota[] {
    kotaCache ??= readCsv<{ code: string; province_code: string; name: string }>('regencies').map((r) => ({
      id_kota: bps(r.code),
      nama_kota: r.name,
      id_provinsi: Number(r.province_code),
    }));
    return kotaCache;
  },
};
