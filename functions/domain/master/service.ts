import { NotFound } from '@functions/lib/domain-errors';
import { ADMIN_MSG } from '@shared/messages/admin';
import { GENERAL_MSG } from '@shared/messages/common';
import { masterRepo } from './repo';
import { fakultasFullView, fakultasPublicView, prodiFullView, prodiPublicView, universitasFullView } from './view';

export const masterService = {
  async activeFakultas() {
    return (await masterRepo.listFakultas()).filter((f) => f.is_active).map(fakultasPublicView);
  },

  async activeProdiOf(idFakultas: number) {
    const f = await masterRepo.getFakultas(idFakultas);
    if (!f) throw new NotFound(GENERAL_MSG.facultyNotFound);
    // a closed faculty offers none of its programs (registration refuses them too)
    if (!f.is_active) return [];
    return (await masterRepo.listProdiOfFakultas(idFakultas)).filter((p) => p.is_active).map(prodiPublicView);
  },

  async allProdi() {
    return (await masterRepo.listProdi()).map(prodiPublicView);
  },

  /** Every faculty, active or not (the admin screens), by id. */
  async allFakultas() {
    return (await masterRepo.listFakultas()).map(fakultasFullView);
  },

  async fakultas(id: number) {
    const f = await masterRepo.getFakultas(id);
    if (!f) throw new NotFound(GENERAL_MSG.facultyNotFound);
    return fakultasFullView(f);
  },

  /** A faculty's programs, active or not, with every field (GSI2 is ordered by id). */
  async allProdiOf(idFakultas: number) {
    const f = await masterRepo.getFakultas(idFakultas);
    if (!f) throw new NotFound(GENERAL_MSG.facultyNotFound);
    return (await masterRepo.listProdiOfFakultas(idFakultas)).map(prodiFullView);
  },

  async prodi(id: number) {
    const p = await masterRepo.getProdi(id);
    if (!p) throw new NotFound(GENERAL_MSG.prodiNotFound);
    return prodiFullView(p);
  },

  async universitas() {
    const u = await masterRepo.getUniversitas();
    if (!u) throw new NotFound(ADMIN_MSG.dataNotFoundAdmin);
    return universitasFullView(u);
  },
};
