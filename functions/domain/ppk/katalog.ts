/**
 * The internal activities of a sub-rubric as the portfolio catalog shows them, with short-lived
 * URLs of their documents. A student or an admin jurusan reads only their own program (the
 * catalog's rule, functions/domain/rubrik/service.ts).
 */

import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { assertProgram, type CatalogReader } from '@functions/domain/rubrik/service';
import { NotFound } from '@functions/lib/domain-errors';
import { documentUrl } from '@functions/lib/files';
import { PORTOFOLIO_MSG } from '@shared/messages/portofolio';
import { type KegiatanItem, ppkRepo } from './repo';

export async function kegiatanView(k: KegiatanItem) {
  return {
    id_kegiatan_ppk: k.id_kegiatan_ppk,
    judul: k.judul,
    judul_inggris: k.judul_inggris ?? null,
    bobot_skp_portofolio: k.bobot_skp_portofolio,
    tanggal_terbit: k.tanggal_terbit,
    dokumen_ppk: k.dokumen_ppk ? await documentUrl(k.dokumen_ppk) : null,
  };
}

/** The internal activities of a sub-rubric, with short-lived URLs of their documents. */
export async function kegiatanOfAnak(reader: CatalogReader, idAnak: number) {
  const anak = await rubrikRepo.getAnak(idAnak);
  if (!anak) throw new NotFound(PORTOFOLIO_MSG.anakRubrikNotFound);
  assertProgram(reader, anak.id_prodi);
  return Promise.all((await ppkRepo.listOfAnak(idAnak)).map(kegiatanView));
}
