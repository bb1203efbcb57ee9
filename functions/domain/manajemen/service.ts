/**
 * People management of the admin area (shared/api/manajemen.ts; spec 001 sections 2, 3, 4, 5, 7,
 * 8, 9; docs/decisions/0030-people-management.md). The rules, enforced here for every
 * call:
 * - scope: the super admin manages every student, prodi admin and verifier; an admin jurusan only
 *   the students of their own program (list, add, update, delete; never into another program) and
 *   no staff (403 saying who may); super admin accounts are not managed here;
 * - every write is conditional on the version read (and the `version` the form sent: 409), moves
 *   the counters of students in its own transaction and carries its audit entry (`user` target);
 * - a student's NIM, program or entry-date change is THE student move (`moveStudent`,
 *   functions/domain/users/move.ts), with this call's audit entry in its transaction;
 * - a student with verified portfolios or a printed SKPI is not deleted (409: deactivate instead).
 */

import { randomBytes } from 'node:crypto';
import { sendActivation, sendStaffWelcome } from '@functions/domain/auth/registration-service';
import { cetakRepo } from '@functions/domain/cetak/repo';
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { PortfolioWriteRefused, type PortofolioItem, portofolioRepo } from '@functions/domain/portofolio/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { type StudentFilter, type StudentListItem, studentList } from '@functions/domain/users/list';
import { moveStudent } from '@functions/domain/users/move';
import { angkatanOf, type UserChange, type UserItem, usersRepo } from '@functions/domain/users/repo';
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import { type Admin, audit, sameVersion } from '@functions/lib/admin-write';
import { Conflict, type DomainError, Forbidden, invalidField, NotFound, Refused } from '@functions/lib/domain-errors';
import { deleteDocument } from '@functions/lib/files';
import { keys } from '@functions/lib/keys';
import { logger } from '@functions/lib/logger';
import { pageFields } from '@functions/lib/paging';
import { hashPassword } from '@functions/lib/password';
import { isConditionFailure } from '@functions/lib/table';
import { mustExist } from '@functions/lib/write-items';
import type { Role } from '@shared/api/contract';
import type { AkunRow, akunListQuery } from '@shared/api/manajemen';
import { AUTH_MSG, MANAJEMEN_MSG, MSG, wrongRole } from '@shared/messages';
import {
  type ManajemenAddBody,
  type ManajemenUpdateBody,
  ROLE_OF_ID,
  STAFF_PAGE_SIZE,
  STUDENT_DEFAULTS,
  type VerifikatorUpdateBody,
} from '@shared/validation';
import { ulid } from 'ulid';
import type * as z from 'zod';
import { manajemenRepo } from './repo';

type ListQuery = z.output<typeof akunListQuery>;
type Page = ReturnType<typeof pageFields> & { data: AkunRow[] };
type Listed = StudentListItem | UserItem;

const ROLE_ID: Record<Role, number> = { 'super admin': 1, 'admin jurusan': 2, verifikator: 3, mahasiswa: 4, ppk: 5 };
const MANAGED: readonly Role[] = ['mahasiswa', 'admin jurusan', 'verifikator'];
const isStaff = (role: Role) => role === 'admin jurusan' || role === 'verifikator';

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

type ProdiNames = Map<number, Pick<ProdiItem, 'id_prodi' | 'nama_prodi' | 'jenjang'>>;

async function prodiNames(): Promise<ProdiNames> {
  return new Map((await masterRepo.listProdi()).map((p) => [p.id_prodi, { id_prodi: p.id_prodi, nama_prodi: p.nama_prodi, jenjang: p.jenjang }]));
}

function row(u: Listed, prodi: ProdiNames, rubrik: readonly number[] = []): AkunRow {
  return {
    id: u.id,
    id_role: ROLE_ID[u.role],
    nim: u.nim,
    nama: u.nama ?? '',
    email: u.email,
    id_prodi: u.id_prodi ?? null,
    prodi: u.id_prodi === null || u.id_prodi === undefined ? null : (prodi.get(u.id_prodi) ?? null),
    skp: u.skp ?? 0,
    jumlah_portofolio: u.jumlah_portofolio ?? 0,
    tanggal_masuk: u.tanggal_masuk ?? null,
    angkatan: angkatanOf(u.tanggal_masuk),
    is_graduated: u.is_graduated === true,
    tanggal_lulus: u.tanggal_lulus ?? null,
    is_active: u.is_active !== false,
    is_data_complete: u.is_data_complete === true,
    foto_profil: u.foto_profil ?? null,
    jumlah_rubrik: rubrik.length,
    rubrik: rubrik.map((id_anak_rubrik) => ({ id_anak_rubrik })),
    version: u.version,
  };
}

/** Rows of accounts; verifiers with their sub-rubrics (one Query each, in parallel). */
async function rows(users: readonly Listed[]): Promise<AkunRow[]> {
  const [names, assigned] = await Promise.all([
    prodiNames(),
    Promise.all(users.map((u) => (u.role === 'verifikator' ? verifikatorRepo.listOfVerifier(u.id) : Promise.resolve([])))),
  ]);
  return users.map((u, i) =>
    row(
      u,
      names,
      (assigned[i] ?? []).map((a) => a.id_anak_rubrik),
    ),
  );
}

const oneRow = async (u: UserItem) => (await rows([u]))[0] as AkunRow;

// ---------------------------------------------------------------------------------------------
// Scope
// ---------------------------------------------------------------------------------------------

/** Staff (prodi admins, verifiers) are the super admin's. */
function staffScope(actor: Admin): void {
  if (actor.auth.role !== 'super admin') throw new Forbidden(MANAJEMEN_MSG.staffSuperAdminOnly);
}

/** An admin jurusan reaches only the students of their own program. */
function studentScope(actor: Admin, idProdi: number | null | undefined): void {
  if (actor.auth.role === 'super admin') return;
  if (actor.auth.id_prodi === null || idProdi !== actor.auth.id_prodi) throw new Forbidden(MANAJEMEN_MSG.studentOtherProdi);
}

/** The account named by NIM that the caller may manage (404, or 403 out of scope). */
async function managedAccount(actor: Admin, nim: string): Promise<UserItem> {
  const user = await usersRepo.getByNim(nim);
  if (!user) throw new NotFound(MANAJEMEN_MSG.userNotFound);
  if (!MANAGED.includes(user.role)) throw new Forbidden(MANAJEMEN_MSG.superAdminAccount);
  if (isStaff(user.role)) staffScope(actor);
  else studentScope(actor, user.id_prodi);
  return user;
}

async function prodiOrRefuse(idProdi: number): Promise<ProdiItem> {
  const prodi = await masterRepo.getProdi(idProdi);
  if (!prodi) throw invalidField('id_prodi', MSG.prodiNotFound);
  return prodi;
}

/** The sub-rubrics asked for, each existing (422 otherwise), with their programs. */
async function anakOrRefuse(ids: readonly number[]): Promise<{ id_anak_rubrik: number; id_prodi: number }[]> {
  const found = await rubrikRepo.getAnakMany(ids);
  if (found.length !== new Set(ids).size) throw invalidField('id_anak_rubrik', MANAJEMEN_MSG.anakRubrikUnknown);
  return found.map((a) => ({ id_anak_rubrik: a.id_anak_rubrik, id_prodi: a.id_prodi })).sort((a, b) => a.id_anak_rubrik - b.id_anak_rubrik);
}

/** After a refused create or edit: which unique value was taken, or a stale record (409 each). */
async function clash(user: { id?: string; nim?: string; email?: string }): Promise<DomainError> {
  if (user.nim) {
    const other = await usersRepo.getByNim(user.nim);
    if (other && other.id !== user.id) return new Conflict(MANAJEMEN_MSG.nimTaken);
  }
  if (user.email) {
    const other = await usersRepo.getByEmail(user.email);
    if (other && other.id !== user.id) return new Conflict(AUTH_MSG.emailTaken);
  }
  return new Conflict(MSG.conflict);
}

/** Runs a write; a failed condition becomes the 409 `clash` names. */
async function guarded<T>(write: () => Promise<T>, unique: { id?: string; nim?: string; email?: string }): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isConditionFailure(err)) throw await clash(unique);
    throw err;
  }
}

/** An unusable password (a student added without one signs in through the activation link first). */
const unusablePassword = () => hashPassword(randomBytes(24).toString('base64url'));

const auditUser = (actor: Admin, action: string, user: { id: string }, before: unknown, after: unknown) =>
  audit(actor, action, 'user', user.id, before, after);

// ---------------------------------------------------------------------------------------------
// The service
// ---------------------------------------------------------------------------------------------

export const manajemenService = {
  /** GET /api/manajemen/akun: students (10 a page, filters) or, super admin, prodi admins or verifiers. */
  async list(actor: Admin, q: ListQuery): Promise<Page> {
    const role = ROLE_OF_ID[q.id_role];
    if (role !== 'mahasiswa') {
      staffScope(actor);
      return manajemenService.staffPage(role, q.id_prodi, q.keyword, q.page, q.paginate);
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
  },

  /** Prodi admins or verifiers by NIM (few: read whole), optionally of some programs and a keyword. */
  async staffPage(role: Role, programs: readonly number[], keyword: string | undefined, page: number, perPage: number): Promise<Page> {
    const lists = programs.length
      ? await Promise.all(programs.map((p) => usersRepo.listOfRoleProdi(role, p)))
      : [await usersRepo.listAllOfRole(role)];
    let all = lists.flat().sort((a, b) => (a.nim < b.nim ? -1 : a.nim > b.nim ? 1 : 0));
    const words = keyword?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    if (words.length) all = all.filter((u) => words.every((w) => `${u.nim} ${u.nama} ${u.email}`.toLowerCase().includes(w)));
    const slice = all.slice((page - 1) * perPage, page * perPage);
    return { data: await rows(slice), ...pageFields(all.length, page, perPage) };
  },

  /** POST /api/manajemen/akun/add. */
  async add(actor: Admin, body: ManajemenAddBody): Promise<AkunRow> {
    const role = ROLE_OF_ID[body.id_role];
    if (role === 'mahasiswa') studentScope(actor, body.id_prodi);
    else staffScope(actor);
    const prodi = role === 'verifikator' || body.id_prodi === undefined ? null : await prodiOrRefuse(body.id_prodi);
    const anak = role === 'verifikator' ? await anakOrRefuse(body.id_anak_rubrik ?? []) : [];
    const passwordHash = body.password ? await hashPassword(body.password) : await unusablePassword();
    const student = role === 'mahasiswa';
    const input = {
      nim: body.nim,
      email: body.email,
      role,
      id_prodi: prodi?.id_prodi ?? null,
      // staff may be added without a name (the product specification's dialog asks for a username): the username stands in
      nama: body.nama ?? (role === 'mahasiswa' ? '' : body.nim),
      password_hash: passwordHash,
      is_active: true,
      // a student verifies the address with the activation link; staff are vouched for by the admin
      email_verified_at: student ? null : new Date().toISOString(),
      is_data_complete: !student,
      ...(student
        ? {
            sosmed: [],
            nik: body.nik ?? body.nim,
            agama: body.agama ?? STUDENT_DEFAULTS.agama,
            alamat: body.alamat ?? STUDENT_DEFAULTS.alamat,
            jenis_kelamin: body.jenis_kelamin ?? STUDENT_DEFAULTS.jenis_kelamin,
            kewarganegaraan: body.kewarganegaraan ?? STUDENT_DEFAULTS.kewarganegaraan,
            id_provinsi: body.id_provinsi ?? STUDENT_DEFAULTS.id_provinsi,
            id_kota: body.id_kota ?? STUDENT_DEFAULTS.id_kota,
            tempat_lahir: body.tempat_lahir ?? STUDENT_DEFAULTS.tempat_lahir,
            tanggal_lahir: body.tanggal_lahir ?? STUDENT_DEFAULTS.tanggal_lahir,
            tanggal_masuk: body.tanggal_masuk ?? STUDENT_DEFAULTS.tanggal_masuk,
            no_hp: body.no_hp ?? null,
            tanggal_lulus: null,
            is_graduated: false,
            skp: 0,
            jumlah_portofolio: 0,
          }
        : {}),
    } satisfies Parameters<typeof usersRepo.create>[0];
    const id = ulid();
    const created = await guarded(
      () =>
        usersRepo.create({ ...input, id }, [
          ...(prodi ? [mustExist(keys.prodi(prodi.id_prodi))] : []),
          ...verifikatorRepo.assignmentItems(id, anak),
          auditUser(actor, 'akun.create', { id }, null, { ...input, id_anak_rubrik: anak.map((a) => a.id_anak_rubrik) }),
        ]),
      { nim: body.nim, email: body.email },
    );
    try {
      if (student) await sendActivation(created);
      else await sendStaffWelcome(created);
    } catch (error) {
      // the account exists; the mail is sent again by Ajukan Aktivasi (students) or Lupa Password (staff)
      logger.error('welcome mail not sent', { error: error as Error, userId: created.id });
    }
    return oneRow(created);
  },

  /** PUT /api/manajemen/akun/update: one of the four shapes (staff: their profile fields together). */
  async update(actor: Admin, body: ManajemenUpdateBody): Promise<AkunRow> {
    let user = await managedAccount(actor, body.nim);
    if (body.id !== undefined && body.id !== user.id) throw new Conflict(MSG.conflict);
    sameVersion(body.version, user.version);
    const student = user.role === 'mahasiswa';

    const nimBaru = body.nim_baru !== undefined && body.nim_baru.toUpperCase() !== user.nim.toUpperCase() ? body.nim_baru : undefined;
    const prodiBaru = body.id_prodi !== undefined && body.id_prodi !== user.id_prodi ? body.id_prodi : undefined;
    const masukBaru = body.tanggal_masuk !== undefined && body.tanggal_masuk !== (user.tanggal_masuk ?? undefined) ? body.tanggal_masuk : undefined;
    const graduation = graduationChange(user, body);
    const namaBaru = body.nama !== undefined && body.nama !== user.nama ? body.nama : undefined;
    const emailBaru = body.email !== undefined && body.email !== user.email.toLowerCase() ? body.email : undefined;
    const groups = {
      kemahasiswaan: [namaBaru, nimBaru, prodiBaru, masukBaru, graduation].some((v) => v !== undefined),
      email: emailBaru !== undefined,
      password: body.password !== undefined,
      status: body.is_active !== undefined && body.is_active !== user.is_active,
    };
    const asked = Object.entries(groups)
      .filter(([, on]) => on)
      .map(([g]) => g);
    // a staff member's edit dialog sends name, username, e-mail and program together
    const staffProfile = !student && asked.every((g) => g === 'kemahasiswaan' || g === 'email');
    if (asked.length > 1 && !staffProfile) throw new Refused(MANAJEMEN_MSG.oneChangeOnly);
    if (asked.length === 0) return oneRow(user);

    if (!student) {
      if (graduation !== undefined || masukBaru !== undefined) throw new Refused(MANAJEMEN_MSG.notStudentField);
      if (prodiBaru !== undefined && user.role !== 'admin jurusan') throw new Refused(MANAJEMEN_MSG.notStudentField);
    }
    if (student && nimBaru !== undefined && !/^\d+$/.test(nimBaru)) throw invalidField('nim_baru', MANAJEMEN_MSG.nimNumeric);
    if (prodiBaru !== undefined) {
      studentScope(actor, student ? prodiBaru : actor.auth.id_prodi);
      await prodiOrRefuse(prodiBaru);
    }

    // the student move first (its own transaction and audit), then the rest on the moved record
    if (student && (nimBaru !== undefined || prodiBaru !== undefined || masukBaru !== undefined)) {
      user = await moveStudent(actor, user, { nim: nimBaru, id_prodi: prodiBaru, tanggal_masuk: masukBaru }, [
        auditUser(actor, 'akun.update', user, user, {
          ...user,
          nim: nimBaru ?? user.nim,
          id_prodi: prodiBaru ?? user.id_prodi,
          tanggal_masuk: masukBaru ?? user.tanggal_masuk,
        }),
      ]);
    }

    const change: UserChange = {};
    let endSessions = false;
    if (namaBaru !== undefined) change.nama = namaBaru;
    if (!student && nimBaru !== undefined) change.nim = nimBaru;
    if (!student && prodiBaru !== undefined) change.id_prodi = prodiBaru;
    if (emailBaru !== undefined) change.email = emailBaru;
    if (graduation !== undefined && user.id_prodi !== null) {
      change.is_graduated = graduation.is_graduated;
      change.tanggal_lulus = graduation.tanggal_lulus;
      // the counters and the achievement follow by projection (usersRepo.update), on the moved record when it moved too
    }
    if (body.password !== undefined) {
      change.password_hash = await hashPassword(body.password);
      endSessions = true;
    }
    if (groups.status && body.is_active !== undefined) {
      change.is_active = body.is_active;
      // a deactivated account is refused at once (functions/lib/auth.ts reads is_active per call);
      // a new token version also keeps its old sessions ended if it is activated again
      endSessions = !body.is_active;
    }
    if (Object.keys(change).length === 0) return oneRow(user);
    const before = user;
    const after = { ...user, ...change };
    const updated = await guarded(() => usersRepo.update(before, change, [auditUser(actor, 'akun.update', before, before, after)], { endSessions }), {
      id: before.id,
      nim: change.nim,
      email: change.email,
    });
    return oneRow(updated);
  },

  /** DELETE /api/manajemen/akun/delete?nim. */
  async remove(actor: Admin, nim: string): Promise<void> {
    const user = await managedAccount(actor, nim);
    if (user.id === actor.auth.userId) throw new Forbidden(MANAJEMEN_MSG.deleteSelf);
    const portfolios: PortofolioItem[] = user.role === 'mahasiswa' ? await portofolioRepo.listOfUser(user.id) : [];
    if (user.role === 'mahasiswa') {
      const printed = user.skpi_dokumen ? [user.skpi_dokumen] : await cetakRepo.listDokumenOfUser(user.id);
      if (printed.length > 0 || portfolios.some((p) => p.id_status_portofolio === 2)) throw new Conflict(MANAJEMEN_MSG.deleteHasVerified);
    }
    // the portfolios go first (each with its index entries and counters); one verified meanwhile stops the deletion
    for (const p of portfolios) {
      try {
        await portofolioRepo.remove(p);
      } catch (err) {
        if (err instanceof PortfolioWriteRefused) throw new Conflict(MANAJEMEN_MSG.deleteHasVerified);
        throw err;
      }
    }
    const fresh = await usersRepo.getById(user.id);
    if (!fresh) throw new NotFound(MANAJEMEN_MSG.userNotFound);
    // everything else in the account's partition (assignments, requests, notifications, statistics)
    const rest = await manajemenRepo.partitionOf(user.id);
    // (the public identity goes with the search entries, in the user's own transaction)
    // (and the points item with the achievement counters it feeds: functions/lib/projections/capaian.ts)
    const own = [keys.publicIdentity(user.id), keys.userPoin(user.id)];
    await manajemenRepo.deleteAll(rest.filter((i) => !own.some((k) => i.PK === k.PK && i.SK === k.SK)));
    await guarded(() => usersRepo.remove(fresh, [auditUser(actor, 'akun.delete', fresh, fresh, null)]), { id: fresh.id });
    const files = [
      ...portfolios.map((p) => p.dokumen_portofolio),
      fresh.foto_profil,
      ...rest.flatMap((i) => [i.bukti, i.type === 'skpi-request' ? i.path : null]),
    ].filter((k): k is string => typeof k === 'string' && k !== '');
    await Promise.all(
      files.map((key) => deleteDocument(key).catch((error: Error) => logger.warn('file of a deleted account not removed', { error, key }))),
    );
  },

  /** GET /api/manajemen/verifikator: verifiers, 15 a page, with their sub-rubrics. */
  async listVerifikator(actor: Admin, q: { page: number; paginate: number; keyword?: string | undefined }): Promise<Page> {
    staffScope(actor);
    return manajemenService.staffPage('verifikator', [], q.keyword, q.page, q.paginate ?? STAFF_PAGE_SIZE);
  },

  /** PUT /api/manajemen/verifikator/update: the verifier's sub-rubrics become exactly the list. */
  async updateVerifikator(actor: Admin, body: VerifikatorUpdateBody): Promise<AkunRow> {
    staffScope(actor);
    const user = await usersRepo.getByNim(body.nim_verifikator);
    if (!user) throw new NotFound(MANAJEMEN_MSG.userNotFound);
    if (user.role !== 'verifikator') throw invalidField('nim_verifikator', wrongRole('verifikator'));
    sameVersion(body.version, user.version);
    const [anak, current] = await Promise.all([anakOrRefuse(body.id_anak_rubrik), verifikatorRepo.listOfVerifier(user.id)]);
    const before = { ...user, id_anak_rubrik: current.map((a) => a.id_anak_rubrik) };
    const after = { ...user, id_anak_rubrik: anak.map((a) => a.id_anak_rubrik) };
    const updated = await guarded(
      () =>
        usersRepo.update(user, {}, [
          ...verifikatorRepo.replaceItems(user.id, current, anak),
          auditUser(actor, 'verifikator.update', user, before, after),
        ]),
      { id: user.id },
    );
    return oneRow(updated);
  },

  /** GET /api/anak_rubrik: every sub-rubric with its rubric and program (an admin jurusan: their program's). */
  async anakRubrik(actor: Admin) {
    const programs =
      actor.auth.role === 'super admin'
        ? await masterRepo.listProdi()
        : actor.auth.id_prodi === null
          ? []
          : [await masterRepo.getProdi(actor.auth.id_prodi)].filter((p): p is ProdiItem => !!p);
    const perProdi = await Promise.all(
      programs.map(async (p) => {
        const [anak, rubrik] = await Promise.all([rubrikRepo.listAnakOfProdi(p.id_prodi), rubrikRepo.listRubrikOfProdi(p.id_prodi)]);
        const namaRubrik = new Map(rubrik.map((r) => [r.id_rubrik, r.nama_rubrik]));
        return anak.map((a) => ({
          id_anak_rubrik: a.id_anak_rubrik,
          nama_anak_rubrik: a.nama_anak_rubrik,
          id_rubrik: a.id_rubrik,
          nama_rubrik: namaRubrik.get(a.id_rubrik) ?? '',
          id_prodi: p.id_prodi,
          nama_prodi: p.nama_prodi,
          jenjang: p.jenjang,
        }));
      }),
    );
    return perProdi.flat();
  },
};

/**
 * The graduation part of a Kemahasiswaan edit: undefined when it changes nothing; otherwise the
 * new state (graduated, un-graduated, or the graduation month moved).
 */
function graduationChange(user: UserItem, body: ManajemenUpdateBody) {
  const was = user.is_graduated === true;
  const wasDate = user.tanggal_lulus ?? null;
  const is = body.is_graduated ?? was;
  const isDate = is ? (body.tanggal_lulus ?? wasDate) : null;
  if (is === was && isDate === (was ? wasDate : null)) return undefined;
  if (is && !isDate) throw invalidField('tanggal_lulus', MANAJEMEN_MSG.tanggalLulusRequired);
  if (is && isDate && user.tanggal_masuk && isDate < user.tanggal_masuk) throw invalidField('tanggal_lulus', MANAJEMEN_MSG.tanggalLulusBeforeMasuk);
  return {
    is_graduated: is,
    tanggal_lulus: isDate,
  };
}
