/** The account rows the people screens list: a user with their program's name and, for a verifier, their sub-rubrics. */
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import type { StudentListItem } from '@functions/domain/users/list';
import { angkatanOf, type UserItem } from '@functions/domain/users/repo';
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import type { pageFields } from '@functions/lib/paging';
import { ROLE_IDS } from '@shared/api/contract';
import type { AkunRow } from '@shared/api/manajemen';

export type Page = ReturnType<typeof pageFields> & { data: AkunRow[] };
type Listed = StudentListItem | UserItem;

type ProdiNames = Map<number, Pick<ProdiItem, 'id_prodi' | 'nama_prodi' | 'jenjang'>>;
type FakultasNames = Map<number, { id_fakultas: number; nama_fakultas: string }>;

async function prodiNames(): Promise<ProdiNames> {
  return new Map((await masterRepo.listProdi()).map((p) => [p.id_prodi, { id_prodi: p.id_prodi, nama_prodi: p.nama_prodi, jenjang: p.jenjang }]));
}

/** The faculties' names, read only when a pimpinan of a faculty is listed. */
async function fakultasNames(users: readonly Listed[]): Promise<FakultasNames> {
  if (!users.some((u) => 'id_fakultas' in u && u.id_fakultas)) return new Map();
  return new Map((await masterRepo.listFakultas()).map((f) => [f.id_fakultas, { id_fakultas: f.id_fakultas, nama_fakultas: f.nama_fakultas }]));
}

/** A pimpinan's position, faculty scope and NIP/NIDN (null for other accounts). */
function pimpinanFields(u: Listed, fakultas: FakultasNames) {
  const p = u.role === 'pimpinan' ? (u as UserItem) : null;
  const idFakultas = p?.id_fakultas ?? null;
  return {
    jabatan: p?.jabatan ?? null,
    id_fakultas: idFakultas,
    fakultas: idFakultas === null ? null : (fakultas.get(idFakultas) ?? null),
    nomor_pegawai: p?.nomor_pegawai ?? null,
  };
}

function row(u: Listed, prodi: ProdiNames, fakultas: FakultasNames, rubrik: readonly number[] = []): AkunRow {
  return {
    id: u.id,
    id_role: ROLE_IDS[u.role],
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
    ...pimpinanFields(u, fakultas),
    version: u.version,
  };
}

/** Rows of accounts; verifiers with their sub-rubrics (one Query each, in parallel). */
export async function rows(users: readonly Listed[]): Promise<AkunRow[]> {
  const [names, faculties, assigned] = await Promise.all([
    prodiNames(),
    fakultasNames(users),
    Promise.all(users.map((u) => (u.role === 'verifikator' ? verifikatorRepo.listOfVerifier(u.id) : Promise.resolve([])))),
  ]);
  return users.map((u, i) =>
    row(
      u,
      names,
      faculties,
      (assigned[i] ?? []).map((a) => a.id_anak_rubrik),
    ),
  );
}

export const oneRow = async (u: UserItem) => (await rows([u]))[0] as AkunRow;
