/**
 * The student management's tests (/admin/manajemen-mahasiswa): students of the test's own, with a
 * numeric NIM (a student's NIM is numeric: the Kemahasiswaan tab keeps it so), a name holding the
 * test's word and a biodata, written through the users repo (no registration mail).
 */
import type { UserItem } from '@functions/domain/users/repo';
import { pointAtStack } from './auth-flow';

let serial = 0;

/** A numeric NIM no other test has: 13 digits of time, a serial and 3 random digits. */
export function numericNim(): string {
  serial += 1;
  return `${Date.now()}${serial % 10}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
}

/** An active student of `idProdi`, entered in `tahunMasuk`, named `nama`. */
export async function managedStudent(idProdi: number, tahunMasuk: number, nama: string) {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const nim = numericNim();
  return usersRepo.create({
    nim,
    email: `m${nim}@manajemen.test`,
    role: 'mahasiswa',
    id_prodi: idProdi,
    nama,
    password_hash: 'x',
    is_active: true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
    is_graduated: false,
    tanggal_masuk: `${tahunMasuk}-08-15`,
    tempat_lahir: 'Pematangsiantar',
    tanggal_lahir: '2003-02-11',
    jenis_kelamin: 1,
    agama: 'Kristen',
    kewarganegaraan: 102,
    alamat: 'Jl. Sisingamangaraja No. 7',
    bio: 'Suka menulis dan berorganisasi.',
  });
}

/**
 * An active, activated student of `idProdi` (entered 2022, not graduated, no points) written
 * through the users repo with `fields` over those defaults: the list, statistics and export tests'.
 */
export async function repoStudent(idProdi: number, fields: Partial<UserItem> = {}): Promise<UserItem> {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const nim = fields.nim ?? numericNim();
  return usersRepo.create({
    nim,
    email: `${nim}@akun.test`,
    role: 'mahasiswa',
    id_prodi: idProdi,
    nama: 'Mahasiswa Uji',
    password_hash: 'x',
    is_active: true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
    is_graduated: false,
    tanggal_masuk: '2022-09-01',
    skp: 0,
    jumlah_portofolio: 0,
    ...fields,
  });
}
