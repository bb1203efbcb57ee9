/**
 * Users of every role: one item keyed by an immutable ULID, plus unique-constraint items for NIM
 * and e-mail written in the same transaction, so no two accounts share either.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { WriteRefused } from '@functions/lib/domain-errors';
import type { Key } from '@functions/lib/entities/key';
import type { UserItem } from '@functions/lib/entities/users';
import { userIndexAttributes, userIndexUpdate, userKeys } from '@functions/lib/entities/users';
import type { CapaianReads } from '@functions/lib/projections/capaian';
import { projectUser } from '@functions/lib/projections/user';
import { batchGet, conditionally, getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { deleteIfVersion } from '@functions/lib/write-items';
import type { Role } from '@shared/api/contract';
import { ulid } from 'ulid';

export type { BiodataField, Sosmed, UserItem } from '@functions/lib/entities/users';

export type NewUser = Omit<UserItem, 'id' | 'created_at' | 'updated_at' | 'version' | 'token_version'> & { id?: string };

export { angkatanOf, type IndexedUser, userIndexAttributes, userIndexUpdate } from '@functions/lib/entities/users';

/**
 * Why a write of a user was refused (the reason of the WriteRefused thrown): `nim` / `email` the
 * NIM or the e-mail address belongs to another account; `stale` the user, or another item the
 * write is conditional on, changed or went away since it was read.
 */
export type UserRefusal = 'nim' | 'email' | 'stale';

/**
 * The refusal of a user's transaction, given where its new NIM and e-mail constraint items sit
 * among its items. The user item comes first: when it failed too, the user changed since read
 * (a concurrent write may well have taken that NIM for this very user), so `stale` wins.
 */
const refusedAt = (at: { nim?: number; email?: number }) => ({
  refuse: (failed: number[]) =>
    new WriteRefused<UserRefusal>(
      failed.includes(0)
        ? 'stale'
        : at.nim !== undefined && failed.includes(at.nim)
          ? 'nim'
          : at.email !== undefined && failed.includes(at.email)
            ? 'email'
            : 'stale',
    ),
});

export const usersRepo = {
  getById: (id: string) => getItem<UserItem>(userKeys.user(id), { ConsistentRead: true }),

  async getByNim(nim: string): Promise<UserItem | undefined> {
    const ref = await getItem<{ userId: string }>(userKeys.nim(nim));
    return ref ? usersRepo.getById(ref.userId) : undefined;
  },

  /** These users by id, one BatchGetItem of 100 at a time (one deleted meanwhile is left out): whole, or only `attributes`. */
  getMany: <K extends keyof UserItem = keyof UserItem>(ids: readonly string[], attributes?: readonly K[]) =>
    batchGet<Pick<UserItem, K>>(
      ids.map((id) => userKeys.user(id)),
      attributes?.map((_, i) => `#a${i}`).join(', '),
      attributes && Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a])),
    ),

  /** The NIM constraint's owner (a consistent read), or undefined when the NIM is free. */
  nimOwner: async (nim: string) => (await getItem<{ userId: string }>(userKeys.nim(nim), { ConsistentRead: true }))?.userId,

  /** The e-mail constraint's owner (a consistent read), or undefined when the address is free. */
  emailOwner: async (email: string) => (await getItem<{ userId: string }>(userKeys.email(email), { ConsistentRead: true }))?.userId,

  async getByEmail(email: string): Promise<UserItem | undefined> {
    const ref = await getItem<{ userId: string }>(userKeys.email(email));
    return ref ? usersRepo.getById(ref.userId) : undefined;
  },

  /** The accounts of a role, whole, by NIM (GSI2): the staff lists of the people screen (every verifier). */
  listAllOfRole: (role: Role) => queryAll<UserItem>({ index: 'GSI2', pk: userKeys.usersByRole(role) }),

  /**
   * Writes a user's list index attributes as `userIndexAttributes` gives them now (the backfill of
   * infra/backfill-indexes.ts for items written before an index existed). Only those attributes
   * change, conditional on the version read, so a concurrent edit wins and the caller reads again.
   * False when they were already right; WriteRefused('stale') when the item changed.
   */
  async reindex(user: UserItem): Promise<boolean> {
    const want: Record<string, unknown> = userIndexAttributes(user);
    const have = user as unknown as Record<string, unknown>;
    const all = ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'GSI4PK', 'GSI4SK'];
    // a student written before every student carried points has none: 0 places them in the points index (GSI5)
    const noPoints = user.role === 'mahasiswa' && user.skp === undefined;
    if (all.every((a) => want[a] === have[a]) && !noPoints) return false;
    const gsi = userIndexUpdate(user);
    // if_not_exists: a verification's ADD meanwhile (it leaves the version) keeps its points
    const set = [...gsi.set, ...(noPoints ? ['skp = if_not_exists(skp, :ixskp)'] : [])];
    await conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: userKeys.user(user.id),
          UpdateExpression: `SET ${set.join(', ')}${gsi.remove.length ? ` REMOVE ${gsi.remove.join(', ')}` : ''}`,
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ...gsi.values, ...(noPoints ? { ':ixskp': 0 } : {}), ':v': user.version },
        }),
      ),
    );
    return true;
  },

  /** The accounts of a role in a program, by NIM (GSI1), e.g. a program's admins jurusan. */
  listOfRoleProdi: (role: Role, idProdi: number) => queryAll<UserItem>({ index: 'GSI1', pk: userKeys.usersByRoleProdi(role, idProdi) }),

  /** The accounts of a role across the university, by NIM (GSI2), with their id, NIM, name and role only. */
  listOfRole: (role: Role) =>
    queryAll<Pick<UserItem, 'id' | 'nim' | 'nama' | 'role'>>({
      index: 'GSI2',
      pk: userKeys.usersByRole(role),
      ProjectionExpression: 'id, nim, #nama, #role',
      ExpressionAttributeNames: { '#nama': 'nama', '#role': 'role' },
    }),

  /**
   * Creates the user with its NIM and e-mail constraint items, its search index entries and the
   * counters it moves, in one transaction; WriteRefused `nim` or `email` when that is taken
   * (`stale` when an item of `extra` fails its condition). A clash on
   * the shared counter items with another creation at the same moment is retried.
   */
  async create(input: NewUser, extra: TransactItem[] = []): Promise<UserItem> {
    const { user, items } = await usersRepo.createItems(input, extra);
    await transact(items, refusedAt({ nim: 1, email: 2 }));
    return user;
  },

  /**
   * The user `create` writes and the items of its transaction (the user, its NIM and e-mail
   * constraint items, `extra` and what the projections derive), not written: `create` sends them,
   * a bulk load of new students (functions/lib/bulk-load.ts) gathers them with `reads` of its own.
   */
  async createItems(input: NewUser, extra: TransactItem[] = [], reads?: CapaianReads): Promise<{ user: UserItem; items: TransactItem[] }> {
    const now = new Date().toISOString();
    // a student's points from creation: the points index (GSI5) sorts by them, so a student with none is at 0, not absent
    const points = input.role === 'mahasiswa' ? { skp: input.skp ?? 0 } : {};
    const user: UserItem = { ...input, ...points, id: input.id ?? ulid(), token_version: 1, version: 1, created_at: now, updated_at: now };
    const items: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: { ...userKeys.user(user.id), ...userIndexAttributes(user), type: 'user', ...user },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { TableName: tableName(), Item: { ...userKeys.nim(user.nim), userId: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: tableName(), Item: { ...userKeys.email(user.email), userId: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      ...extra,
    ];
    // the search index, the counters, the student's points item and their achievement with no points
    items.push(...(await projectUser({ after: user }, items, reads)).items);
    return { user, items };
  },

  /**
   * Changes a user read as `user` in one transaction: the user item (only the fields changed, so
   * the counters other writes ADD to it stay; conditional on the version read), its GSI attributes
   * (userIndexAttributes of the new state), the NIM and e-mail constraint items when those change
   * (the new one must be free), the public search index (profileIndexChanges) and `extra` (the
   * counters and the audit entry of the change). `endSessions` raises the token version: every
   * session of the user ends (a new password, a deactivation). WriteRefused `nim` or `email` when
   * the new one belongs to another account, `stale` when the user (or an item of `extra`) changed
   * since read.
   */
  async update(user: UserItem, change: UserChange, extra: TransactItem[] = [], opts: { endSessions?: boolean } = {}): Promise<UserItem> {
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
          Key: userKeys.user(user.id),
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
      ...(nimChanged ? swap(userKeys.nim(user.nim), userKeys.nim(next.nim)) : []),
      ...(emailChanged ? swap(userKeys.email(user.email), userKeys.email(next.email)) : []),
      ...extra,
    ];
    // what the change moves elsewhere: the search index, the counters, the achievement
    items.push(...(await projectUser({ before: user, after: next }, items)).items);
    // each swap is the old item's delete, then the new one's put
    const nimPut = nimChanged ? 2 : undefined;
    const emailPut = emailChanged ? (nimChanged ? 4 : 2) : undefined;
    await transact(items, refusedAt({ nim: nimPut, email: emailPut }));
    return next;
  },

  /** Changes a user's name, NIM or active flag (admin edit, migration, readmission): `update` with those fields. */
  changeIdentity: (user: UserItem, change: { nama?: string; nim?: string; is_active?: boolean }, extra: TransactItem[] = []) =>
    usersRepo.update(user, Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)), extra),

  /**
   * Deletes a user read as `user` (conditional on its version) with its NIM and e-mail items,
   * its search index entries, the counters it moves back (a student's points item STAT#POIN with
   * them) and `extra` (the audit entry), in one transaction. The other items of its partition are
   * the caller's (deleted before). WriteRefused('stale') when the user changed since read.
   */
  async remove(user: UserItem, extra: TransactItem[] = []): Promise<void> {
    const T = tableName();
    const own = (key: Key): TransactItem => ({
      Delete: { TableName: T, Key: key, ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': user.id } },
    });
    const items: TransactItem[] = [
      deleteIfVersion(userKeys.user(user.id), user.version),
      own(userKeys.nim(user.nim)),
      own(userKeys.email(user.email)),
      ...extra,
    ];
    // the search index and the counters; a student's points item goes (conditional on its version) and an active student's achievement leaves
    items.push(...(await projectUser({ before: user }, items)).items);
    await transact(items, refusedAt({}));
  },
};

/** The fields an admin's edit (functions/domain/manajemen/service.ts) and the Feeder sync change. */
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
    // the Neo Feeder sync (functions/domain/feeder/apply.ts)
    | 'tempat_lahir'
    | 'tanggal_lahir'
    | 'jenis_kelamin'
    | 'status_mahasiswa'
    | 'nomor_ijazah_nasional'
    | 'nomor_sk_yudisium'
    | 'tanggal_sk_yudisium'
    | 'ipk'
    | 'id_registrasi_mahasiswa'
    | 'feeder_sinkron'
    | 'jabatan'
    | 'id_fakultas'
    | 'nomor_pegawai'
  >
>;
