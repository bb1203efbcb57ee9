/**
 * Adding an account: a student (activation mail) or, by the super admin, a prodi admin, verifier or
 * pimpinan (position and scope: a program or a faculty; welcome mail).
 */
import { sendActivation, sendStaffWelcome } from '@functions/domain/auth/registration-service';
import { newStudentPublic } from '@functions/domain/master/new-student';
import { masterRepo } from '@functions/domain/master/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import type { Admin } from '@functions/lib/admin-write';
import { logger } from '@functions/lib/logger';
import { hashPassword, NO_PASSWORD } from '@functions/lib/password';
import type { AkunRow } from '@shared/api/manajemen';
import { type ManajemenAddBody, ROLE_OF_ID, STUDENT_DEFAULTS } from '@shared/validation/manajemen';
import { ulid } from 'ulid';
import { oneRow } from './rows';
import { staffScope, studentScope } from './scope';
import { anakOrRefuse, auditUser, fakultasOrRefuse, guarded, prodiOrRefuse } from './write';

/** POST /api/manajemen/akun/add. */
export async function addAccount(actor: Admin, body: ManajemenAddBody): Promise<AkunRow> {
  const role = ROLE_OF_ID[body.id_role];
  if (role === 'mahasiswa') studentScope(actor, body.id_prodi);
  else staffScope(actor);
  const prodi = role === 'verifikator' || body.id_prodi === undefined ? null : await prodiOrRefuse(body.id_prodi);
  const anak = role === 'verifikator' ? await anakOrRefuse(body.id_anak_rubrik ?? []) : [];
  const fakultas = role === 'pimpinan' && body.id_fakultas !== undefined ? await fakultasOrRefuse(body.id_fakultas) : null;
  const passwordHash = body.password ? await hashPassword(body.password) : NO_PASSWORD;
  const student = role === 'mahasiswa';
  const input = {
    nim: body.nim,
    email: body.email,
    role,
    id_prodi: prodi?.id_prodi ?? null,
    // staff may be added without a name (the add dialog asks for a username only): the username stands in
    nama: body.nama ?? (role === 'mahasiswa' ? '' : body.nim),
    password_hash: passwordHash,
    is_active: true,
    // a student verifies the address with the activation link; staff are vouched for by the admin
    email_verified_at: student ? null : new Date().toISOString(),
    is_data_complete: !student,
    ...(role === 'pimpinan'
      ? { jabatan: body.jabatan ?? null, id_fakultas: fakultas?.id_fakultas ?? null, nomor_pegawai: body.nomor_pegawai ?? null }
      : {}),
    ...(student
      ? {
          profil_publik: await newStudentPublic(),
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
  const created = await guarded(() =>
    usersRepo.create({ ...input, id }, [
      ...(prodi ? [masterRepo.prodiExists(prodi.id_prodi)] : []),
      ...(fakultas ? [masterRepo.fakultasExists(fakultas.id_fakultas)] : []),
      ...verifikatorRepo.assignmentItems(id, anak),
      auditUser(actor, 'akun.create', { id }, null, { ...input, id_anak_rubrik: anak.map((a) => a.id_anak_rubrik) }),
    ]),
  );
  try {
    if (student) await sendActivation(created, 'created');
    else await sendStaffWelcome(created);
  } catch (error) {
    // the account exists; the mail is sent again by Ajukan Aktivasi (students) or Lupa Password (staff)
    logger.error('welcome mail not sent', { error: error as Error, userId: created.id });
  }
  return oneRow(created);
}
