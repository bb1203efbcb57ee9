import type { StudentListItem } from '@functions/domain/users/list';
import { angkatanOf } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Forbidden } from '@functions/lib/domain-errors';
import { pageOf } from '@functions/lib/paging';
import type { skpiSearchQuery } from '@shared/api/cetak';
import { CETAK_MSG } from '@shared/messages';
import type { z } from 'zod';
import { cetakRepo } from './repo';
import { cetakReads } from './students';

/** The list answer of a user item. */
function searchRow(u: StudentListItem, prodiNames: Map<number, string>, requests: Map<string, 0 | 1>) {
  const year = angkatanOf(u.tanggal_masuk);
  return {
    id: u.id,
    nim: u.nim,
    nama: u.nama,
    id_prodi: u.id_prodi,
    nama_prodi: u.id_prodi === null ? null : (prodiNames.get(u.id_prodi) ?? null),
    tanggal_masuk: u.tanggal_masuk ?? null,
    angkatan: year,
    is_graduated: u.is_graduated === true,
    tanggal_lulus: u.tanggal_lulus ?? null,
    is_downloaded: requests.get(u.id) ?? null,
    nomor_ijazah_nasional: u.nomor_ijazah_nasional ?? null,
    dokumen: u.skpi_dokumen ?? null,
  };
}

/** The students to print (spec: 10 a page, by NIM), with their graduation and current SKPI. */
export async function listForPrinting(actor: Admin, q: z.output<typeof skpiSearchQuery>) {
  let programs: number[] | null;
  if (actor.auth.role === 'super admin') {
    programs = q.id_prodi.length ? q.id_prodi : null;
    if (q.id_fakultas.length) {
      const ofFaculties = (await Promise.all(q.id_fakultas.map((f) => cetakReads.prodiIdsOfFakultas(f)))).flat();
      programs = programs ? programs.filter((p) => ofFaculties.includes(p)) : ofFaculties;
    }
  } else {
    if (actor.auth.id_prodi === null) throw new Forbidden(CETAK_MSG.skpiOtherProdi);
    programs = [actor.auth.id_prodi];
  }
  const students = await cetakReads.listStudents(programs, {
    angkatan: q.angkatan,
    keyword: q.keyword,
    is_graduated: q.is_graduated,
  });
  const { items, fields } = pageOf(students, q.page, q.paginate);
  const [prodiNames, requests] = await Promise.all([cetakReads.prodiNames(), cetakRepo.requestStates(items.map((u) => u.id))]);
  return { data: items.map((u) => searchRow(u, prodiNames, requests)), ...fields };
}
