/**
 * The student's own biodata, contact and public choice on the user item: one conditional update on
 * the version read. A name change (none today: only an admin renames a student) or a change of the
 * public choice moves the public search index in the same transaction, so the projection is added
 * whatever the change.
 */

import { WriteRefused } from '@functions/lib/domain-errors';
import type { BiodataField, UserItem } from '@functions/lib/entities/users';
import { userKeys } from '@functions/lib/entities/users';
import { projectUser } from '@functions/lib/projections/user';
import { type TransactItem, tableName, transact } from '@functions/lib/table';

export type ProfilChange = Partial<Pick<UserItem, 'nama' | 'foto_profil' | 'profil_publik' | BiodataField>>;

export const profilRepo = {
  /**
   * Applies the change (with `extra` items: an audit entry) if the user is unchanged since read
   * and active; WriteRefused('stale') otherwise (the general 409 unless the service words it).
   */
  async update(user: UserItem, change: ProfilChange, extra: TransactItem[] = []): Promise<void> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':v': user.version, ':one': 1, ':now': new Date().toISOString(), ':true': true };
    const sets = Object.entries(change).map(([k, v], i) => {
      names[`#f${i}`] = k;
      values[`:f${i}`] = v ?? null;
      return `#f${i} = :f${i}`;
    });
    await transact(
      [
        {
          Update: {
            TableName: tableName(),
            Key: userKeys.user(user.id),
            UpdateExpression: `SET ${[...sets, 'updated_at = :now'].join(', ')} ADD version :one`,
            ConditionExpression: 'version = :v AND is_active = :true',
            ...(sets.length ? { ExpressionAttributeNames: names } : {}),
            ExpressionAttributeValues: values,
          },
        },
        ...(
          await projectUser({
            before: user,
            after: { ...user, nama: change.nama ?? user.nama, profil_publik: change.profil_publik ?? user.profil_publik },
          })
        ).items,
        ...extra,
      ],
      { refuse: () => new WriteRefused('stale') },
    );
  },
};
