/**
 * The student's own profile: the read, and the three updates of POST /api/profile/update (photo
 * alone, biodata, contact). The name stays the diploma's: it may be sent as shown (the field is
 * disabled) but only an admin changes it. The photo goes through the presigned upload and replaces
 * the previous one.
 */
import { lokasiService } from '@functions/domain/lokasi/service';
import { assertActiveStudent } from '@functions/domain/mahasiswa/gate';
import { masterRepo } from '@functions/domain/master/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { studentInScope } from '@functions/domain/users/student-scope';
import { auditEntry } from '@functions/lib/audit';
import type { AuthContext } from '@functions/lib/auth';
import { Conflict, Forbidden, Invalid, refusing } from '@functions/lib/domain-errors';
import { deleteDocument, documentUrl, finalizeUpload } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { DOCUMENT_FOLDERS } from '@shared/domain/skpi-storage';
import { AUTH_MSG } from '@shared/messages/auth';
import { FORM_MSG } from '@shared/messages/common';
import { MAHASISWA_MSG } from '@shared/messages/mahasiswa';
import { PROFIL_MSG } from '@shared/messages/profil';
import { HOME_COUNTRY } from '@shared/validation/common';
import type { ProfilUpdate } from '@shared/validation/profil';
import { type ProfilChange, profilRepo } from './repo';

const dropPhoto = (key: string, why: string) => deleteDocument(key).catch((error: Error) => logger.warn(`${why} not removed`, { error, key }));

export async function profilView(u: UserItem) {
  return {
    nim: u.nim,
    foto_profil: u.foto_profil ? await documentUrl(u.foto_profil) : null,
    nama: u.nama ?? '',
    kewarganegaraan: u.kewarganegaraan ?? null,
    nik: u.nik ?? null,
    agama: u.agama ?? null,
    jenis_kelamin: u.jenis_kelamin === undefined || u.jenis_kelamin === null ? null : u.jenis_kelamin === 1,
    alamat: u.alamat ?? null,
    kode_pos: u.kode_pos ?? null,
    id_provinsi: u.id_provinsi ?? null,
    id_kota: u.id_kota ?? null,
    tempat_lahir: u.tempat_lahir ?? null,
    tanggal_lahir: u.tanggal_lahir ?? null,
    no_telepon_asal: u.no_telepon_asal ?? null,
    no_hp: u.no_hp ?? null,
    bio: u.bio ?? null,
    sosmed: u.sosmed ?? [],
    is_data_complete: u.is_data_complete ? (1 as const) : (0 as const),
    email_verified_at: u.email_verified_at ?? null,
    profil_publik: u.profil_publik !== false,
  };
}

/** The change a shape asks for, its rules checked. */
function changeOf(user: UserItem, update: Exclude<ProfilUpdate, { bentuk: 'foto' }>): ProfilChange {
  if (update.bentuk === 'kontak') {
    const c = update.data;
    return {
      no_telepon_asal: c.no_telepon_asal ?? null,
      no_hp: c.no_hp ?? null,
      bio: c.bio ?? null,
      sosmed: c.sosmed.map((s) => ({ jenis_sosmed: s.title, nama: s.name, link_sosmed: s.link })),
    };
  }
  const b = update.data;
  if (b.nama !== undefined && b.nama !== (user.nama ?? '')) throw new Forbidden({ nama: [AUTH_MSG.adminOnlyField] });
  if (!lokasiService.isKnownCountry(b.kewarganegaraan)) throw new Invalid({ kewarganegaraan: [FORM_MSG.chooseOption] });
  const home = b.kewarganegaraan === HOME_COUNTRY;
  if (home && !lokasiService.isValidArea(b.id_provinsi ?? 0, b.id_kota ?? 0)) throw new Invalid({ id_kota: [FORM_MSG.chooseOption] });
  return {
    kewarganegaraan: b.kewarganegaraan,
    nik: b.nik,
    agama: b.agama,
    jenis_kelamin: b.jenis_kelamin,
    tempat_lahir: b.tempat_lahir,
    tanggal_lahir: b.tanggal_lahir,
    alamat: b.alamat,
    id_provinsi: home ? (b.id_provinsi ?? null) : null,
    id_kota: home ? (b.id_kota ?? null) : null,
    kode_pos: b.kode_pos ?? null,
  };
}

export const profilService = {
  get(user: UserItem) {
    assertActiveStudent(user);
    return profilView(user);
  },

  /** An admin's read of a student of their scope (active or not): the biodata, e-mail and program. */
  async show(auth: Pick<AuthContext, 'role' | 'id_prodi'>, nim: string) {
    const student = await studentInScope(auth, nim);
    const prodi = student.id_prodi === null ? undefined : await masterRepo.getProdi(student.id_prodi);
    return {
      ...(await profilView(student)),
      email: student.email,
      prodi: prodi ? { id_prodi: prodi.id_prodi, nama_prodi: prodi.nama_prodi, jenjang: prodi.jenjang } : null,
    };
  },

  /**
   * The student's choice to show or hide their profile and portfolios (UU 27/2022): the search
   * index drops or restores their entries in the same transaction (the user projection), and the
   * choice is an audit entry (who chose what, when: the record of the consent).
   */
  async setVisibility(auth: Pick<AuthContext, 'userId' | 'nim' | 'role' | 'user'>, requestId: string, publik: boolean) {
    const user = auth.user;
    assertActiveStudent(user);
    const before = user.profil_publik !== false;
    if (before !== publik) {
      const entry = auditEntry({
        actor: { auth, requestId },
        action: 'profil.visibility',
        target: { type: 'user', id: user.id },
        before: { profil_publik: before },
        after: { profil_publik: publik },
      });
      await profilRepo.update(user, { profil_publik: publik }, [entry]);
    }
    const fresh = await usersRepo.getById(user.id);
    if (!fresh) throw new Conflict();
    return { message: publik ? PROFIL_MSG.profilPublikShown : PROFIL_MSG.profilPublikHidden, user: await profilView(fresh) };
  },

  async update(user: UserItem, update: ProfilUpdate) {
    assertActiveStudent(user);
    let change: ProfilChange;
    if (update.bentuk === 'foto') {
      const key = update.data.foto_profil;
      change = {
        foto_profil: await finalizeUpload({ key, owner: user.id, purpose: 'foto_profil', folder: DOCUMENT_FOLDERS.foto, field: 'foto_profil' }),
      };
    } else {
      change = changeOf(user, update);
    }
    await refusing(profilRepo.update(user, change), {
      stale: async () => {
        if (change.foto_profil) await dropPhoto(change.foto_profil, 'unclaimed photo');
        return new Conflict();
      },
    });
    if (change.foto_profil && user.foto_profil) await dropPhoto(user.foto_profil, 'replaced photo');
    const fresh = await usersRepo.getById(user.id);
    if (!fresh) throw new Conflict();
    return { message: update.bentuk === 'kontak' ? MAHASISWA_MSG.contactUpdated : MAHASISWA_MSG.profileUpdated, user: await profilView(fresh) };
  },
};
