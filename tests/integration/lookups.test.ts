/**
 * The public lookups through the local server (API Gateway emulation, the real handlers, DynamoDB
 * Local with the demo data): countries, provinces, cities, faculties and study programs.
 */

import { MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { api } from '../support/stack';

interface Negara {
  id_negara: number;
  nama_negara: string;
}
interface Provinsi {
  id_provinsi: number;
  nama_provinsi: string;
}
interface Kota {
  id_kota: number;
  nama_kota: string;
  id_provinsi: number;
}
interface Fakultas {
  id_fakultas: number;
  nama_fakultas: string;
  nama_fakultas_inggris: string;
  is_active: boolean;
}
interface Prodi {
  id_prodi: number;
  id_fakultas: number;
  nama_prodi: string;
  nama_prodi_inggris: string;
  jenjang: string;
  gelar: string;
  is_active: boolean;
}

describe('countries, provinces and cities', () => {
  it('lists the countries with Indonesian names, Indonesia at 102', async () => {
    const res = await api<{ negara: Negara[] }>('GET', '/api/lokasi/negara');
    expect(res.status).toBe(200);
    const byName = new Map(res.body.negara.map((n) => [n.nama_negara, n.id_negara]));
    expect(byName.get('Indonesia')).toBe(102);
    expect(byName.has('Malaysia')).toBe(true);
    expect(byName.has('Amerika Serikat')).toBe(true);
    expect(byName.has('United States')).toBe(false);
    expect(new Set(res.body.negara.map((n) => n.id_negara)).size).toBe(res.body.negara.length);
  });

  it("lists Indonesia's 38 provinces, 12 being Sumatera Utara", async () => {
    const res = await api<{ provinsi: Provinsi[] }>('GET', '/api/lokasi/negara/102');
    expect(res.status).toBe(200);
    expect(res.body.provinsi).toHaveLength(38);
    expect(res.body.provinsi).toContainEqual({ id_provinsi: 12, nama_provinsi: 'Sumatera Utara' });
  });

  it('answers an empty list for a known country other than Indonesia', async () => {
    const res = await api<{ provinsi: Provinsi[] }>('GET', '/api/lokasi/negara/5');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provinsi: [] });
  });

  it('answers 404 with a message for an unknown country', async () => {
    const res = await api('GET', '/api/lokasi/negara/9999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MSG.countryNotFound });
  });

  it("lists a province's cities with BPS codes (1271 Kota Medan)", async () => {
    const res = await api<{ kota: Kota[] }>('GET', '/api/lokasi/provinsi/12');
    expect(res.status).toBe(200);
    expect(res.body.kota).toContainEqual({ id_kota: 1271, nama_kota: 'Kota Medan', id_provinsi: 12 });
    expect(res.body.kota.every((k) => k.id_provinsi === 12)).toBe(true);
  });

  it('answers 422 with the field message for a non-numeric province id', async () => {
    const res = await api('GET', '/api/lokasi/provinsi/abc');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: { id: [MSG.mustBeNumber] } });
    expect(MSG.mustBeNumber).toBe('This field must be number');
  });

  it('answers 404 for an unknown province', async () => {
    const res = await api('GET', '/api/lokasi/provinsi/99');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MSG.provinceNotFound });
  });
});

/**
 * The seeded faculties (ids 1-3) and programs (ids 1-6): other files of the run add their own
 * (tests/integration/admin-universitas-*.test.ts), so the lists are read for the seeded ids.
 */
const seededFakultas = (list: Fakultas[]) => list.filter((f) => f.id_fakultas <= 3);
const seededProdi = (list: Prodi[]) => list.filter((p) => p.id_prodi <= 6);

describe('faculties and study programs (demo data)', () => {
  it('lists the three seeded faculties, all active', async () => {
    const res = await api<{ fakultas: Fakultas[] }>('GET', '/api/fakultas');
    expect(res.status).toBe(200);
    expect(seededFakultas(res.body.fakultas).map((f) => f.nama_fakultas)).toEqual([
      'Fakultas Teknik',
      'Fakultas Ekonomi dan Bisnis',
      'Fakultas Ilmu Sosial dan Ilmu Politik',
    ]);
    expect(res.body.fakultas.every((f) => f.is_active)).toBe(true);
    // the public answer carries no dean data
    expect(Object.keys(res.body.fakultas[0] ?? {}).sort()).toEqual(['id_fakultas', 'is_active', 'nama_fakultas', 'nama_fakultas_inggris']);
  });

  it("lists a faculty's study programs", async () => {
    const faculties = await api<{ fakultas: Fakultas[] }>('GET', '/api/fakultas');
    const teknik = faculties.body.fakultas.find((f) => f.nama_fakultas === 'Fakultas Teknik');
    expect(teknik).toBeDefined();
    const res = await api<{ prodi: Prodi[] }>('GET', `/api/fakultas/${teknik?.id_fakultas}/prodi`);
    expect(res.status).toBe(200);
    expect(seededProdi(res.body.prodi).map((p) => `${p.jenjang} ${p.nama_prodi}`)).toEqual([
      'S1 Informatika',
      'S1 Teknik Sipil',
      'D3 Teknik Elektronika',
    ]);
    expect(res.body.prodi.every((p) => p.id_fakultas === teknik?.id_fakultas)).toBe(true);
  });

  it('answers 404 for an unknown faculty and 422 for a non-numeric one', async () => {
    const missing = await api('GET', '/api/fakultas/999/prodi');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG.facultyNotFound });
    const invalid = await api('GET', '/api/fakultas/abc/prodi');
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ message: { id: [MSG.mustBeNumber] } });
  });

  it('lists the six study programs, S1 and D3, Informatika first', async () => {
    const res = await api<{ prodi: Prodi[] }>('GET', '/api/prodi');
    expect(res.status).toBe(200);
    expect(seededProdi(res.body.prodi)).toHaveLength(6);
    expect(res.body.prodi[0]).toMatchObject({ nama_prodi: 'Informatika', nama_prodi_inggris: 'Informatics', jenjang: 'S1' });
    expect(new Set(seededProdi(res.body.prodi).map((p) => p.jenjang))).toEqual(new Set(['S1', 'D3']));
    expect(seededProdi(res.body.prodi).every((p) => p.gelar.length > 0 && p.nama_prodi_inggris.length > 0)).toBe(true);
  });

  it('accepts a trailing slash like the Lambda router', async () => {
    const res = await api<{ prodi: Prodi[] }>('GET', '/api/prodi/');
    expect(res.status).toBe(200);
    expect(seededProdi(res.body.prodi)).toHaveLength(6);
  });
});

describe('the local API gateway', () => {
  it('answers 404 with a message for an unknown /api path', async () => {
    const res = await api('GET', '/api/tidak-ada');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MSG.routeNotFound });
  });

  it('answers 404 for a known path with a method it does not declare', async () => {
    const res = await api('DELETE', '/api/prodi');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MSG.routeNotFound });
  });

  it('sends the security headers and no-store on API answers', async () => {
    const res = await api('GET', '/api/fakultas');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });
});
