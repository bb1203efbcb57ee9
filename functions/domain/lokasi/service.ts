import { NotFound } from '@functions/lib/domain-errors';
import { GENERAL_MSG } from '@shared/messages/common';
import { INDONESIA, lokasiRepo } from './repo';

export const lokasiService = {
  negara: () => lokasiRepo.negara().map(({ id_negara, nama_negara }) => ({ id_negara, nama_negara })),

  /** Provinces of a country; only Indonesia has them, other known countries answer an empty list. */
  provinsiOf(idNegara: number) {
    if (!lokasiRepo.negara().some((n) => n.id_negara === idNegara)) throw new NotFound(GENERAL_MSG.countryNotFound);
    return idNegara === INDONESIA ? lokasiRepo.provinsi() : [];
  },

  kotaOf(idProvinsi: number) {
    if (!lokasiRepo.provinsi().some((p) => p.id_provinsi === idProvinsi)) throw new NotFound(GENERAL_MSG.provinceNotFound);
    return lokasiRepo.kota().filter((k) => k.id_provinsi === idProvinsi);
  },

  /** For forms that take a province and a city: the city must lie in the province. */
  isValidArea(idProvinsi: number, idKota: number): boolean {
    return lokasiRepo.kota().some((k) => k.id_kota === idKota && k.id_provinsi === idProvinsi);
  },

  isKnownCountry: (idNegara: number) => lokasiRepo.negara().some((n) => n.id_negara === idNegara),
};
