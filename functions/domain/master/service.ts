import { notFound } from '@functions/lib/errors';
import { MSG } from '@shared/messages';
import { type FakultasItem, masterRepo, type ProdiItem } from './repo';

const fakultasPublic = (f: FakultasItem) => ({
  id_fakultas: f.id_fakultas,
  nama_fakultas: f.nama_fakultas,
  nama_fakultas_inggris: f.nama_fakultas_inggris,
  is_active: f.is_active,
});

const prodiPublic = (p: ProdiItem) => ({
  id_prodi: p.id_prodi,
  id_fakultas: p.id_fakultas,
  nama_prodi: p.nama_prodi,
  nama_prodi_inggris: p.nama_prodi_inggris,
  jenjang: p.jenjang,
  gelar: p.gelar,
  is_active: p.is_active,
});

export const masterService = {
  async activeFakultas() {
    return (await masterRepo.listFakultas()).filter((f) => f.is_active).map(fakultasPublic);
  },

  async activeProdiOf(idFakultas: number) {
    const f = await masterRepo.getFakultas(idFakultas);
    if (!f) throw notFound(MSG.facultyNotFound);
    return (await masterRepo.listProdiOfFakultas(idFakultas)).filter((p) => p.is_active).map(prodiPublic);
  },

  async allProdi() {
    return (await masterRepo.listProdi()).map(prodiPublic);
  },
};
