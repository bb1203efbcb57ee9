import { pengesahanRepo } from '@functions/domain/cetak/pengesahan/repo';
import { drafRingkasOf } from '@functions/domain/cetak/pengesahan/views';
import type { StudentListItem } from '@functions/domain/users/list';
import { angkatanOf } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Forbidden } from '@functions/lib/domain-errors';
import { pageFields, pageOf } from '@functions/lib/paging';
import type { PengajuanFilter, skpiSearchQuery } from '@shared/api/cetak';
import { CETAK_MSG } from '@shared/messages/cetak';
import type { z } from 'zod';
import { cetakRepo, type DokumenItem } from './repo';
import { cetakReads } from './students';

type Query = z.output<typeof skpiSearchQuery>;

/** The request states and rubric states of some students. */
interface States {
  requests: Map<string, 0 | 1>;
  rubrics: Map<string, boolean>;
}

const readStates = async (students: readonly StudentListItem[]): Promise<States> => {
  const [requests, rubrics] = await Promise.all([cetakRepo.requestStates(students.map((u) => u.id)), cetakReads.rubricStates(students)]);
  return { requests, rubrics };
};

/** The open drafts of a page's students (their faculty's chain holds them), by user id. */
async function draftsOf(students: readonly StudentListItem[]): Promise<Map<string, DokumenItem>> {
  const kodes = await pengesahanRepo.openKodes(students.map((u) => u.id));
  const docs = await pengesahanRepo.dokumenMany([...kodes.values()]);
  return new Map(docs.map((d) => [d.user_id, d]));
}

const REQUEST_OF: Record<PengajuanFilter, 0 | 1 | null> = { tidak: null, menunggu: 0, diterima: 1 };

/** The list answer of a user item. */
function searchRow(u: StudentListItem, prodiNames: Map<number, string>, states: States, drafts: Map<string, DokumenItem>) {
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
    is_downloaded: states.requests.get(u.id) ?? null,
    rubrik_terpenuhi: states.rubrics.get(u.id) ?? false,
    nomor_ijazah_nasional: u.nomor_ijazah_nasional ?? null,
    dokumen: u.skpi_dokumen ?? null,
    draf: drafRingkasOf(drafts.get(u.id)),
  };
}

/** The programs the caller lists: the super admin's chosen ones (null: every program), an admin jurusan's own. */
async function programsOf(actor: Admin, q: Query): Promise<number[] | null> {
  if (actor.auth.role !== 'super admin') {
    if (actor.auth.id_prodi === null) throw new Forbidden(CETAK_MSG.skpiOtherProdi);
    return [actor.auth.id_prodi];
  }
  let programs = q.id_prodi.length ? q.id_prodi : null;
  if (q.id_fakultas.length) {
    const ofFaculties = (await Promise.all(q.id_fakultas.map((f) => cetakReads.prodiIdsOfFakultas(f)))).flat();
    programs = programs ? programs.filter((p) => ofFaculties.includes(p)) : ofFaculties;
  }
  return programs;
}

/**
 * The students to print (10 a page, by NIM), with their graduation, current SKPI, request and
 * rubric state. Filtering by request or rubrics reads both states of every listed student before
 * the page is cut, so the pages and their count hold only matching students; otherwise only the
 * page's rows and their states are read (the student list's page: without a keyword or graduation
 * filter its total comes from the counters, so the super admin's list of every student costs what
 * a program's does).
 */
export async function listForPrinting(actor: Admin, q: Query) {
  const programs = await programsOf(actor, q);
  const filter = { angkatan: q.angkatan, keyword: q.keyword, is_graduated: q.is_graduated, dicetak: q.dicetak };
  const request = q.pengajuan ? REQUEST_OF[q.pengajuan] : undefined;
  if (request === undefined && q.rubrik === undefined) {
    const [{ items, total }, prodiNames] = await Promise.all([
      cetakReads.pageStudents(programs, filter, q.page, q.paginate),
      cetakReads.prodiNames(),
    ]);
    const [states, drafts] = await Promise.all([readStates(items), draftsOf(items)]);
    return { data: items.map((u) => searchRow(u, prodiNames, states, drafts)), ...pageFields(total, q.page, q.paginate) };
  }
  const students = await cetakReads.listStudents(programs, filter);
  const all = await readStates(students);
  const matching = students.filter(
    (u) => (request === undefined || (all.requests.get(u.id) ?? null) === request) && (q.rubrik === undefined || all.rubrics.get(u.id) === q.rubrik),
  );
  const { items, fields } = pageOf(matching, q.page, q.paginate);
  const [prodiNames, drafts] = await Promise.all([cetakReads.prodiNames(), draftsOf(items)]);
  return { data: items.map((u) => searchRow(u, prodiNames, all, drafts)), ...fields };
}
