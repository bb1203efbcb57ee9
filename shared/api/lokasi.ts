import * as z from 'zod';
import { idParam } from './common';
import { defineArea } from './contract';

export const negara = z.strictObject({ id_negara: z.number().int(), nama_negara: z.string() });
export const provinsi = z.strictObject({ id_provinsi: z.number().int(), nama_provinsi: z.string() });
export const kota = z.strictObject({ id_kota: z.number().int(), nama_kota: z.string(), id_provinsi: z.number().int() });

/** Countries, provinces and regencies/cities: public lookups backed by maintained npm data. */
export const lokasiApi = defineArea('lokasi', {
  negara: {
    method: 'GET',
    path: '/api/lokasi/negara',
    access: 'public',
    summary: 'All countries with Indonesian names (Indonesia is 102)',
    response: z.strictObject({ negara: z.array(negara) }),
  },
  provinsiByNegara: {
    method: 'GET',
    path: '/api/lokasi/negara/{id}',
    access: 'public',
    summary: "A country's provinces (only Indonesia, 102, has them)",
    params: idParam,
    response: z.strictObject({ provinsi: z.array(provinsi) }),
  },
  kotaByProvinsi: {
    method: 'GET',
    path: '/api/lokasi/provinsi/{id}',
    access: 'public',
    summary: "A province's regencies and cities with their BPS codes",
    params: idParam,
    response: z.strictObject({ kota: z.array(kota) }),
  },
});
