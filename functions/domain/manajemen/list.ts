/** The people list: students (paged, filtered) or, for the super admin, prodi admins or verifiers. */
import { masterRepo } from '@functions/domain/master/repo';
import { type StudentFilter, studentList } from '@functions/domain/users/list';
import { usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Forbidden } from '@functions/lib/domain-errors';
import { pageFields } from '@functions/lib/paging';
import type { Role } from '@shared/api/contract';
import type { akunListQuery } from '@shared/api/manajemen';
import { MANAJEMEN_MSG } from '@shared/messages/manajemen';
import { ROLE_OF_ID } from '@shared/validation/manajemen';
import type * as z from 'zod';
import { type Page, rows } from './rows';
import { staffScope } from './scope';

type ListQuery = z.output<typeof akunListQuery>;

/** GET /api/manajemen/akun: students (10 a page, filters) or, super admin, prodi admins or verifiers. */
export async function listAccounts(actor: Admin, q: ListQuery): Promise<Page> {
  const role = ROLE_OF_ID[q.id_role];
  if (role !== 'mahasiswa') {
    staffScope(actor);
    return staffPage(role, q.id_prodi, q.keyword, q.page, q.paginate);
  }
  let programs: number[] | null;
  if (actor.auth.role === 'super admin') {
    programs = q.id_prodi.length ? [...new Set(q.id_prodi)] : null;
    if (q.id_fakultas.length) {
      const ofFaculties = (await Promise.all(q.id_fakultas.map((f) => masterRepo.listProdiOfFakultas(f)))).flat().map((p) => p.id_prodi);
      programs = programs ? programs.filter((p) => ofFaculties.includes(p)) : [...new Set(ofFaculties)];
    }
  } else {
    const own = actor.auth.id_prodi;
    if (own === null || q.id_prodi.some((p) => p !== own)) throw new Forbidden(MANAJEMEN_MSG.studentOtherProdi);
    programs = [own];
  }
  const filter: StudentFilter = {
    programs,
    angkatan: q.tahun_masuk,
    is_graduated: q.is_graduated,
    skp_min: q.skp_min,
    skp_max: q.skp_max,
    keyword: q.keyword,
  };
  const { items, total } = await studentList.page(filter, q.page, q.paginate);
  return { data: await rows(items), ...pageFields(total, q.page, q.paginate) };
}

/** Prodi admins or verifiers by NIM (few: read whole), optionally of some programs and a keyword. */
export async function staffPage(role: Role, programs: readonly number[], keyword: string | undefined, page: number, perPage: number): Promise<Page> {
  const lists = programs.length ? await Promise.all(programs.map((p) => usersRepo.listOfRoleProdi(role, p))) : [await usersRepo.listAllOfRole(role)];
  let all = lists.flat().sort((a, b) => (a.nim < b.nim ? -1 : a.nim > b.nim ? 1 : 0));
  const words = keyword?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  if (words.length) all = all.filter((u) => words.every((w) => `${u.nim} ${u.nama} ${u.email}`.toLowerCase().includes(w)));
  const slice = all.slice((page - 1) * perPage, page * perPage);
  return { data: await rows(slice), ...pageFields(all.length, page, perPage) };
}
