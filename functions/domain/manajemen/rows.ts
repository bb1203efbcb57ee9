/** The account rows the people screens list: a user with their program's name and, for a verifier, their sub-rubrics. */
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import type { StudentListItem } from '@functions/domain/users/list';
import { angkatanOf, type UserItem } from '@functions/domain/users/repo';
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import type { pageFields } from '@functions/lib/paging';
import type { Role } from '@shared/api/contract';
import type { AkunRow } from '@shared/api/manajemen';

export type Page = ReturnType<typeof pageFields> & { data: AkunRow[] };
type Listed = StudentListItem | UserItem;

const ROLE_ID: Record<Role, number> = { 'super admin': 1, 'admin jurusan': 2, verifikator: 3, mahasiswa: 4, ppk: 5 };

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
    nomor_ijazah_nasional: u.nomor_ijazah_nasional ?? null,
    is_active: u.is_active !== false,
    is_data_complete: u.is_data_complete === true,
    foto_profil: u.foto_profil ?? null,
    jumlah_rubrik: rubrik.length,
    rubrik: rubrik.map((id_anak_rubrik) => ({ id_anak_rubrik })),
    version: u.version,
  };
}

/** Rows of accounts; verifiers with their sub-rubrics (one Query each, in parallel). */
export async function rows(users: readonly Listed[]): Promise<AkunRow[]> {
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

export const oneRow = async (u: UserItem) => (await rows([u]))[0] as AkunRow;
