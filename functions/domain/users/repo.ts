/**
 * Users of every role: one item keyed by an immutable ULID, plus unique-constraint items for NIM
 * and e-mail written in the same transaction, so no two accounts share either.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import type { UserItem } from '@functions/lib/entities';
import { type Key, keys } from '@functions/lib/keys';
import { projectUser } from '@functions/lib/projections/user';
import { getItem, queryAll, type TransactItem, tableName, transact, transactRetryingConflicts } from '@functions/lib/table';
import { deleteIfVersion } from '@functions/lib/write-items';
import type { Role } from '@shared/api/contract';
import { ulid } from 'ulid';

export type { BiodataField, Sosmed, UserItem } from '@functions/lib/entities';

export type NewUser = Omit<UserItem, 'id' | 'created_at' | 'updated_at' | 'version' | 'token_version'> & { id?: string };

/** The year of entry (angkatan): the year of tanggal_masuk, or null. */
export function angkatanOf(tanggalMasuk: string | null | undefined): number | null {
  const year = tanggalMasuk ? Number(tanggalMasuk.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) ? year : null;
}

/** The user attributes the GSIs list a user by (every writer of them keeps the GSI attributes with userIndexAttributes). */
export type IndexedUser = Pick<UserItem, 'role' | 'id_prodi' | 'nim' | 'tanggal_masuk'>;

/**
 * GSI attributes that list a user by role (and prodi), ordered by NIM; a student with a program and
 * an entry date also by program and year (GSI3) and by year (GSI4), the student list's filters
 * (functions/domain/users/list.ts). `GSI3PK` etc. are absent (null here: a writer REMOVEs them) otherwise.
 */
export function userIndexAttributes(u: IndexedUser) {
  const year = u.role === 'mahasiswa' ? angkatanOf(u.tanggal_masuk) : null;
  const sort = keys.userSortByNim(u.nim);
  return {
    GSI1PK: keys.usersByRoleProdi(u.role, u.id_prodi),
    GSI1SK: sort,
    GSI2PK: keys.usersByRole(u.role),
    GSI2SK: sort,
    ...(year !== null && u.id_prodi !== null
      ? { GSI3PK: keys.studentsByProdiAngkatan(u.id_prodi, year), GSI3SK: sort, GSI4PK: keys.studentsByAngkatan(year), GSI4SK: sort }
      : {}),
  };
}

/**
 * The update of every GSI attribute of a user to what userIndexAttributes gives for `u` (SET those
 * it gives, REMOVE the others), for an UpdateItem: its SET and REMOVE clauses and values.
 */
export function userIndexUpdate(u: IndexedUser): { set: string[]; remove: string[]; values: Record<string, string> } {
  const attrs: Record<string, string> = userIndexAttributes(u);
  const all = ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'GSI4PK', 'GSI4SK'];
  return {
    set: all.filter((a) => attrs[a] !== undefined).map((a) => `${a} = :ix${a}`),
    remove: all.filter((a) => attrs[a] === undefined),
    values: Object.fromEntries(all.filter((a) => attrs[a] !== undefined).map((a) => [`:ix${a}`, attrs[a] as string])),
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

  /** The accounts of a role, whole, by NIM (GSI2): the staff lists of the people screen (every verifier). */
  listAllOfRole: (role: Role) => queryAll<UserItem>({ index: 'GSI2', pk: keys.usersByRole(role) }),

  /**
   * Writes a user's list index attributes as `userIndexAttributes` gives them now (the backfill of
   * infra/backfill-indexes.ts for items written before an index existed). Only those attributes
   * change, conditional on the version read, so a concurrent edit wins and the caller reads again.
   * False when they were already right; throws the condition failure when the item changed.
   */
  async reindex(user: UserItem): Promise<boolean> {
    const want: Record<string, unknown> = userIndexAttributes(user);
    const have = user as unknown as Record<string, unknown>;
    const all = ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'GSI4PK', 'GSI4SK'];
    if (all.every((a) => want[a] === have[a])) return false;
    const gsi = userIndexUpdate(user);
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user.id),
        UpdateExpression: `SET ${gsi.set.join(', ')}${gsi.remove.length ? ` REMOVE ${gsi.remove.join(', ')}` : ''}`,
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ...gsi.values, ':v': user.version },
      }),
    );
    return true;
  },

  /** The accounts of a role in a program, by NIM (GSI1), e.g. a program's admins jurusan. */
  listOfRoleProdi: (role: Role, idProdi: number) => queryAll<UserItem>({ index: 'GSI1', pk: keys.usersByRoleProdi(role, idProdi) }),

  /** The accounts of a role across the university, by NIM (GSI2), with their id, NIM, name and role only. */
  listOfRole: (role: Role) =>
    queryAll<Pick<UserItem, 'id' | 'nim' | 'nama' | 'role'>>({
      index: 'GSI2',
      pk: keys.usersByRole(role),
      ProjectionExpression: 'id, nim, #nama, #role',
      ExpressionAttributeNames: { '#nama': 'nama', '#role': 'role' },
    }),

  /**
   * Creates the user with its NIM and e-mail constraint items, its search index entries and the
   * counters it moves, in one transaction; fails if the NIM or the e-mail is taken. A clash on
   * the shared counter items with another creation at the same moment is retried.
   */
  async create(input: NewUser, extra: NonNullable<Parameters<typeof transact>[0]> = []): Promise<UserItem> {
    const now = new Date().toISOString();
    const user: UserItem = { ...input, id: input.id ?? ulid(), token_version: 1, version: 1, created_at: now, updated_at: now };
    const items: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.user(user.id), ...userIndexAttributes(user), type: 'user', ...user },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { TableName: tableName(), Item: { ...keys.nim(user.nim), userId: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: tableName(), Item: { ...keys.email(user.email), userId: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      ...extra,
    ];
    // the search index, the counters, the student's points item and their achievement with no points
    items.push(...(await projectUser({ after: user }, items)).items);
    await transactRetryingConflicts(items);
    return user;
  },

  /**
   * Changes a user read as `user` in one transaction: the user item (only the fields changed, so
   * the counters other writes ADD to it stay; conditional on the version read), its GSI attributes
   * (userIndexAttributes of the new state), the NIM and e-mail constraint items when those change
   * (the new one must be free), the public search index (profileIndexChanges) and `extra` (the
   * counters and the audit entry of the change). `endSessions` raises the token version: every
   * session of the user ends (a new password, a deactivation). Throws the transaction's error on a
   * stale version or a taken NIM or e-mail (`isConditionFailure`).
   */
  async update(
    user: UserItem,
    change: UserChange,
    extra: NonNullable<Parameters<typeof transact>[0]> = [],
    opts: { endSessions?: boolean } = {},
  ): Promise<UserItem> {
    const next: UserItem = {
      ...user,
      ...change,
      token_version: user.token_version + (opts.endSessions ? 1 : 0),
      version: user.version + 1,
      updated_at: new Date().toISOString(),
    };
    const T = tableName();
    const fields = [...Object.keys(change), 'token_version', 'version', 'updated_at'] as (keyof UserItem)[];
    const gsi = userIndexUpdate(next);
    const nimChanged = next.nim.toUpperCase() !== user.nim.toUpperCase();
    const emailChanged = next.email.toLowerCase() !== user.email.toLowerCase();
    const swap = (oldKey: Key, newKey: Key): TransactItem[] => [
      { Delete: { TableName: T, Key: oldKey, ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': user.id } } },
      { Put: { TableName: T, Item: { ...newKey, userId: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
    ];
    const items: TransactItem[] = [
      {
        Update: {
          TableName: T,
          Key: keys.user(user.id),
          UpdateExpression: `SET ${[...fields.map((_, i) => `#f${i} = :f${i}`), ...gsi.set].join(', ')}${gsi.remove.length ? ` REMOVE ${gsi.remove.join(', ')}` : ''}`,
          ConditionExpression: 'version = :v',
          ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])),
          ExpressionAttributeValues: {
            ...Object.fromEntries(fields.map((f, i) => [`:f${i}`, next[f] ?? null])),
            ':v': user.version,
            ...gsi.values,
          },
        },
      },
      ...(nimChanged ? swap(keys.nim(user.nim), keys.nim(next.nim)) : []),
      ...(emailChanged ? swap(keys.email(user.email), keys.email(next.email)) : []),
      ...extra,
    ];
    // what the change moves elsewhere: the search index, the counters, the achievement
    items.push(...(await projectUser({ before: user, after: next }, items)).items);
    await transact(items);
    return next;
  },

  /** Changes a user's name, NIM or active flag (admin edit, migration, readmission): `update` with those fields. */
  changeIdentity: (
    user: UserItem,
    change: { nama?: string; nim?: string; is_active?: boolean },
    extra: NonNullable<Parameters<typeof transact>[0]> = [],
  ) => usersRepo.update(user, Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)), extra),

  /**
   * Deletes a user read as `user` (conditional on its version) with its NIM and e-mail items,
   * its search index entries, the counters it moves back (a student's points item STAT#POIN with
   * them) and `extra` (the audit entry), in one transaction. The other items of its partition are
   * the caller's (deleted before).
   */
  async remove(user: UserItem, extra: NonNullable<Parameters<typeof transact>[0]> = []): Promise<void> {
    const T = tableName();
    const own = (key: Key): TransactItem => ({
      Delete: { TableName: T, Key: key, ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': user.id } },
    });
    const items: TransactItem[] = [deleteIfVersion(keys.user(user.id), user.version), own(keys.nim(user.nim)), own(keys.email(user.email)), ...extra];
    // the search index and the counters; a student's points item goes (conditional on its version) and an active student's achievement leaves
    items.push(...(await projectUser({ before: user }, items)).items);
    await transact(items);
  },
};

/** The fields an admin's edit changes (functions/domain/manajemen/service.ts). */
export type UserChange = Partial<
  Pick<
    UserItem,
    | 'nama'
    | 'nim'
    | 'email'
    | 'email_baru'
    | 'is_active'
    | 'is_graduated'
    | 'tanggal_lulus'
    | 'password_hash'
    | 'id_prodi'
    | 'tanggal_masuk'
    | 'email_verified_at'
    | 'jabatan'
    | 'id_fakultas'
    | 'nomor_pegawai'
  >
>;
