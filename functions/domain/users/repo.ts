/**
 * Users of every role: one item keyed by an immutable ULID, plus unique-constraint items for NIM
 * and e-mail written in the same transaction (DESIGN rule 3).
 */

import { profileIndexChanges } from '@functions/domain/search/index-writer';
import { counterChanges } from '@functions/domain/stats/counters';
import { keys } from '@functions/lib/keys';
import { getItem, queryAll, tableName, transact, transactRetryingConflicts } from '@functions/lib/table';
import type { Role } from '@shared/api/contract';
import { ulid } from 'ulid';

export interface Sosmed {
  jenis_sosmed: string;
  nama: string;
  link_sosmed: string;
}

export interface UserItem {
  id: string;
  nim: string;
  email: string;
  role: Role;
  id_prodi: number | null;
  nama: string;
  password_hash: string;
  token_version: number;
  is_active: boolean;
  email_verified_at: string | null;
  is_data_complete: boolean;
  created_at: string;
  updated_at: string;
  version: number;
  // biodata (students; optional for staff)
  foto_profil?: string | null;
  kewarganegaraan?: number | null;
  nik?: string | null;
  agama?: string | null;
  jenis_kelamin?: 0 | 1 | null;
  alamat?: string | null;
  kode_pos?: string | null;
  id_provinsi?: number | null;
  id_kota?: number | null;
  tempat_lahir?: string | null;
  tanggal_lahir?: string | null;
  no_telepon_asal?: string | null;
  no_hp?: string | null;
  bio?: string | null;
  sosmed?: Sosmed[];
  tanggal_masuk?: string | null;
  tanggal_lulus?: string | null;
  is_graduated?: boolean;
  /** The period of the SKPI print that graduated the student. */
  id_periode_kelulusan?: number | null;
  /** National diploma number (PIN, PDDikti), printed in the SKPI's section 1. */
  nomor_ijazah_nasional?: string | null;
  /** The student's printed, valid SKPI (functions/domain/cetak/repo.ts), or null. */
  skpi_dokumen?: { kode: string; nomor: string; tanggal_terbit: string } | null;
  skp?: number;
  jumlah_portofolio?: number;
}

/** The biodata and contact fields a student fills in at activation and edits on the profile. */
export type BiodataField =
  | 'kewarganegaraan'
  | 'nik'
  | 'agama'
  | 'jenis_kelamin'
  | 'alamat'
  | 'kode_pos'
  | 'id_provinsi'
  | 'id_kota'
  | 'tempat_lahir'
  | 'tanggal_lahir'
  | 'no_telepon_asal'
  | 'no_hp'
  | 'bio'
  | 'sosmed';

export type NewUser = Omit<UserItem, 'id' | 'created_at' | 'updated_at' | 'version' | 'token_version'> & { id?: string };

/** GSI attributes that list a user by role (and prodi), ordered by NIM. */
export function userIndexAttributes(u: Pick<UserItem, 'role' | 'id_prodi' | 'nim'>) {
  return {
    GSI1PK: keys.usersByRoleProdi(u.role, u.id_prodi),
    GSI1SK: keys.userSortByNim(u.nim),
    GSI2PK: keys.usersByRole(u.role),
    GSI2SK: keys.userSortByNim(u.nim),
  };
}

export const usersRepo = {
  getById: (id: string) => getItem<UserItem>(keys.user(id), { ConsistentRead: true }),

  async getByNim(nim: string): Promise<UserItem | undefined> {
    const ref = await getItem<{ userId: string }>(keys.nim(nim));
    return ref ? usersRepo.getById(ref.userId) : undefined;
  },

  async getByEmail(email: string): Promise<UserItem | undefined> {
    const ref = await getItem<{ userId: string }>(keys.email(email));
    return ref ? usersRepo.getById(ref.userId) : undefined;
  },

  /** The accounts of a role in a program, by NIM (GSI1), e.g. a program's admins jurusan. */
  listOfRoleProdi: (role: Role, idProdi: number) => queryAll<UserItem>({ index: 'GSI1', pk: keys.usersByRoleProdi(role, idProdi) }),

  /**
   * Creates the user with its NIM and e-mail constraint items, its search index entries and the
   * counters it moves, in one transaction; fails if the NIM or the e-mail is taken. A clash on
   * the shared counter items with another creation at the same moment is retried.
   */
  async create(input: NewUser, extra: NonNullable<Parameters<typeof transact>[0]> = []): Promise<UserItem> {
    const now = new Date().toISOString();
    const user: UserItem = { ...input, id: input.id ?? ulid(), token_version: 1, version: 1, created_at: now, updated_at: now };
    await transactRetryingConflicts([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.user(user.id), ...userIndexAttributes(user), type: 'user', ...user },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { TableName: tableName(), Item: { ...keys.nim(user.nim), userId: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: tableName(), Item: { ...keys.email(user.email), userId: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      ...profileIndexChanges(null, user),
      ...counterChanges.userCreated(user),
      ...extra,
    ]);
    return user;
  },

  /**
   * Changes a user's name, NIM or active flag (admin edit, migration, readmission) in one
   * transaction: the user item (conditional on the version read), the NIM constraint items when
   * the NIM changes, and the public search index. Throws the transaction's error on a stale
   * version or a taken NIM (`isConditionFailure`).
   */
  async changeIdentity(
    user: UserItem,
    change: { nama?: string; nim?: string; is_active?: boolean },
    extra: NonNullable<Parameters<typeof transact>[0]> = [],
  ): Promise<UserItem> {
    const next: UserItem = {
      ...user,
      nama: change.nama ?? user.nama,
      nim: change.nim ?? user.nim,
      is_active: change.is_active ?? user.is_active,
      version: user.version + 1,
      updated_at: new Date().toISOString(),
    };
    const T = tableName();
    const nimChanged = next.nim.toUpperCase() !== user.nim.toUpperCase();
    const gsi = userIndexAttributes(next);
    await transact([
      {
        Update: {
          TableName: T,
          Key: keys.user(user.id),
          UpdateExpression: 'SET #nama = :nama, nim = :nim, is_active = :active, updated_at = :now, version = :next, GSI1SK = :g1, GSI2SK = :g2',
          ConditionExpression: 'version = :v',
          ExpressionAttributeNames: { '#nama': 'nama' },
          ExpressionAttributeValues: {
            ':nama': next.nama,
            ':nim': next.nim,
            ':active': next.is_active,
            ':now': next.updated_at,
            ':next': next.version,
            ':v': user.version,
            ':g1': gsi.GSI1SK,
            ':g2': gsi.GSI2SK,
          },
        },
      },
      ...(nimChanged
        ? [
            { Delete: { TableName: T, Key: keys.nim(user.nim), ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': user.id } } },
            { Put: { TableName: T, Item: { ...keys.nim(next.nim), userId: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
          ]
        : []),
      ...profileIndexChanges(user, next),
      ...extra,
    ]);
    return next;
  },
};
