/** Editing an account: one group of fields at a time (a staff member's profile fields together). */
import { emailChange } from '@functions/domain/akun/email-change';
import { moveStudent } from '@functions/domain/users/move';
import { type UserChange, type UserItem, usersRepo } from '@functions/domain/users/repo';
import { type Admin, sameVersion } from '@functions/lib/admin-write';
import { Conflict, invalidField, Refused } from '@functions/lib/domain-errors';
import { hashPassword } from '@functions/lib/password';
import type { AkunRow } from '@shared/api/manajemen';
import { ADMIN_MSG } from '@shared/messages/admin';
import { AUTH_MSG } from '@shared/messages/auth';
import { GENERAL_MSG } from '@shared/messages/common';
import { MANAJEMEN_MSG } from '@shared/messages/manajemen';
import { PENGESAHAN_FORM_MSG } from '@shared/messages/pengesahan-form';
import type { ManajemenUpdateBody } from '@shared/validation/manajemen';
import { oneRow } from './rows';
import { managedAccount, studentScope } from './scope';
import { auditUser, fakultasOrRefuse, guarded, prodiOrRefuse } from './write';

/**
 * PUT /api/manajemen/akun/update: one of the four shapes (staff: their profile fields together).
 * The answer's message says when a staff member's new address waits for its confirmation.
 */
export async function updateAccount(actor: Admin, body: ManajemenUpdateBody): Promise<{ message: string; user: AkunRow }> {
  const confirming = { email: null as string | null };
  const user = await changeAccount(actor, body, confirming);
  return { message: confirming.email ? AUTH_MSG.emailChangeSent(confirming.email) : ADMIN_MSG.userUpdated, user };
}

async function changeAccount(actor: Admin, body: ManajemenUpdateBody, confirming: { email: string | null }): Promise<AkunRow> {
  let user = await managedAccount(actor, body.nim);
  if (body.id !== undefined && body.id !== user.id) throw new Conflict(GENERAL_MSG.conflict);
  sameVersion(body.version, user.version);
  const student = user.role === 'mahasiswa';

  const nimBaru = body.nim_baru !== undefined && body.nim_baru.toUpperCase() !== user.nim.toUpperCase() ? body.nim_baru : undefined;
  const prodiBaru = body.id_prodi !== undefined && body.id_prodi !== user.id_prodi ? body.id_prodi : undefined;
  const masukBaru = body.tanggal_masuk !== undefined && body.tanggal_masuk !== (user.tanggal_masuk ?? undefined) ? body.tanggal_masuk : undefined;
  const graduation = graduationChange(user, body);
  const namaBaru = body.nama !== undefined && body.nama !== user.nama ? body.nama : undefined;
  const lingkup = pimpinanChange(user, body);
  const emailBaru = body.email !== undefined && body.email !== user.email.toLowerCase() ? body.email : undefined;
  const groups = {
    kemahasiswaan: [namaBaru, nimBaru, prodiBaru, masukBaru, graduation, lingkup].some((v) => v !== undefined),
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
    if (prodiBaru !== undefined && user.role !== 'admin jurusan' && user.role !== 'pimpinan') throw new Refused(MANAJEMEN_MSG.notStudentField);
  }
  if (lingkup?.id_fakultas) await fakultasOrRefuse(lingkup.id_fakultas);
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
  if (lingkup) Object.assign(change, lingkup);
  // a student's address is changed at once; a staff member's waits for the link sent to it (the sign-in codes go there)
  const confirmation = !student && emailBaru !== undefined ? await emailChange.prepare(user, emailBaru) : null;
  if (emailBaru !== undefined) {
    if (student) change.email = emailBaru;
    else change.email_baru = emailBaru;
  }
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
  const extra = [auditUser(actor, 'akun.update', before, before, after), ...(confirmation?.items ?? [])];
  const updated = await guarded(() => usersRepo.update(before, change, extra, { endSessions }));
  if (confirmation) {
    await confirmation.send();
    confirming.email = emailBaru ?? null;
  }
  return oneRow(updated);
}

/**
 * A pimpinan's position, scope and NIP/NIDN as the edit changes them (undefined: unchanged). Their
 * scope is one program or one faculty: a program sent clears the faculty and a faculty sent clears
 * the program. Refused for another account (422), and for both scopes at once.
 */
function pimpinanChange(
  user: UserItem,
  body: ManajemenUpdateBody,
): Pick<UserChange, 'jabatan' | 'id_fakultas' | 'id_prodi' | 'nomor_pegawai'> | undefined {
  const asked = body.jabatan !== undefined || body.id_fakultas !== undefined || body.nomor_pegawai !== undefined;
  if (user.role !== 'pimpinan') {
    if (asked) throw invalidField('jabatan', MANAJEMEN_MSG.notPimpinanField);
    return undefined;
  }
  if (body.id_fakultas !== undefined && body.id_prodi !== undefined) throw invalidField('id_fakultas', PENGESAHAN_FORM_MSG.lingkupOne);
  const change: Pick<UserChange, 'jabatan' | 'id_fakultas' | 'id_prodi' | 'nomor_pegawai'> = {};
  if (body.jabatan !== undefined && body.jabatan !== user.jabatan) change.jabatan = body.jabatan;
  if (body.nomor_pegawai !== undefined && body.nomor_pegawai !== (user.nomor_pegawai ?? null)) change.nomor_pegawai = body.nomor_pegawai;
  if (body.id_fakultas !== undefined && body.id_fakultas !== user.id_fakultas) {
    change.id_fakultas = body.id_fakultas;
    change.id_prodi = null;
  }
  if (body.id_prodi !== undefined && user.id_fakultas) change.id_fakultas = null;
  return Object.keys(change).length ? change : undefined;
}

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
