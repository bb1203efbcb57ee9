/** Country, province and city reference data (npm packages, no table). */

import { INDONESIA, lokasiRepo } from '@functions/domain/lokasi/repo';
import { lokasiService } from '@functions/domain/lokasi/service';
import { NotFound } from '@functions/lib/domain-errors';
import { MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';

describe('lokasi repo', () => {
  it('numbers the countries so that Indonesia is 102, with Indonesian names', () => {
    expect(INDONESIA).toBe(102);
    const indonesia = lokasiRepo.negara().find((n) => n.alpha2 === 'ID');
    expect(indonesia).toMatchObject({ id_negara: 102, nama_negara: 'Indonesia' });
    expect(lokasiRepo.negara().find((n) => n.alpha2 === 'US')?.nama_negara).toBe('Amerika Serikat');
    expect(lokasiRepo.negara().find((n) => n.alpha2 === 'MY')?.nama_negara).toBe('Malaysia');
  });

  it('numbers the countries 1..n without gaps or duplicates', () => {
    const ids = lokasiRepo.negara().map((n) => n.id_negara);
    expect(ids).toEqual(ids.map((_, i) => i + 1));
    expect(ids.length).toBeGreaterThan(240);
  });

  it('has the 38 provinces and the regencies and cities with BPS codes', () => {
    expect(lokasiRepo.provinsi()).toHaveLength(38);
    expect(lokasiRepo.provinsi()).toContainEqual({ id_provinsi: 12, nama_provinsi: 'Sumatera Utara' });
    expect(lokasiRepo.kota()).toContainEqual({ id_kota: 1271, nama_kota: 'Kota Medan', id_provinsi: 12 });
    const provinces = new Set(lokasiRepo.provinsi().map((p) => p.id_provinsi));
    expect(lokasiRepo.kota().every((k) => provinces.has(k.id_provinsi) && Math.floor(k.id_kota / 100) === k.id_provinsi)).toBe(true);
  });
});

describe('lokasi service', () => {
  it('gives provinces only for Indonesia and an empty list for other countries', () => {
    expect(lokasiService.provinsiOf(102)).toHaveLength(38);
    expect(lokasiService.provinsiOf(5)).toEqual([]);
  });

  it('answers 404 for unknown countries and provinces', () => {
    const country = (() => {
      try {
        lokasiService.provinsiOf(9999);
      } catch (err) {
        return err;
      }
    })();
    expect(country).toBeInstanceOf(NotFound);
    expect(country).toMatchObject({ body: MSG.countryNotFound });
    expect(() => lokasiService.kotaOf(99)).toThrow(MSG.provinceNotFound);
  });

  it('checks that a city lies in its province', () => {
    expect(lokasiService.isValidArea(12, 1271)).toBe(true);
    expect(lokasiService.isValidArea(31, 1271)).toBe(false);
    expect(lokasiService.isKnownCountry(102)).toBe(true);
    expect(lokasiService.isKnownCountry(0)).toBe(false);
  });
});
