/**
 * Table access of the own-account update: the user item, and a staff member's new e-mail address
 * waiting for its confirmation link (the rules: ./email-change.ts).
 */
import { type TransactWriteCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { WriteRefused } from '@functions/lib/domain-errors';
import type { EmailChangeItem } from '@functions/lib/entities/auth';
import { authKeys } from '@functions/lib/entities/auth';
import { type UserItem, userKeys } from '@functions/lib/entities/users';
import { projectUser } from '@functions/lib/projections/user';
import { conditionally, getItem, type TransactItem, tableName, transact } from '@functions/lib/table';
import type { Bahasa } from '@shared/messages/language';

export type { EmailChangeItem } from '@functions/lib/entities/auth';

export const emailChangeRepo = {
  /** The item recording the waiting address (a transaction item of the caller's change). */
  put: (tokenHash: string, item: EmailChangeItem): TransactItem => ({
    Put: { TableName: tableName(), Item: { ...authKeys.emailChange(tokenHash), ...item } },
  }),
  get: (tokenHash: string) => getItem<EmailChangeItem>(authKeys.emailChange(tokenHash), { ConsistentRead: true }),
  /** Its delete, on the condition it is still this user's (the link spent in the confirmation's transaction). */
  spend: (tokenHash: string, userId: string): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: authKeys.emailChange(tokenHash),
      ConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    },
  }),
};

export interface AccountChange {
  nama?: string;
  /** A new address waiting for its confirmation link (null withdraws a waiting one). */
  email_baru?: string | null;
  password_hash?: string;
}

export const akunRepo = {
  /** Records the account's language; WriteRefused('stale') when the account is gone or deactivated. */
  async setBahasa(user: UserItem, bahasa: Bahasa): Promise<void> {
    await conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: userKeys.user(user.id),
          UpdateExpression: 'SET bahasa = :b',
          ConditionExpression: 'is_active = :true',
          ExpressionAttributeValues: { ':b': bahasa, ':true': true },
        }),
      ),
    );
  },

  /**
   * Applies the change conditionally on the version read (with `extra`: the audit entry); a
   * password change also ends other sessions. WriteRefused('stale') when the user changed or was
   * deactivated since read.
   */
  async update(user: UserItem, change: AccountChange, extra: TransactItem[] = []): Promise<void> {
    const T = tableName();
    const sets = ['updated_at = :now'];
    const values: Record<string, unknown> = { ':now': new Date().toISOString(), ':v': user.version, ':one': 1, ':true': true };
    const adds = ['version :one'];
    if (change.nama !== undefined) {
      sets.push('nama = :nama');
      values[':nama'] = change.nama;
    }
    if (change.email_baru !== undefined) {
      sets.push('email_baru = :eb');
      values[':eb'] = change.email_baru;
    }
    if (change.password_hash !== undefined) {
      sets.push('password_hash = :ph');
      values[':ph'] = change.password_hash;
      adds.push('token_version :one');
    }
    const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
      {
        Update: {
          TableName: T,
          Key: userKeys.user(user.id),
          UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
          ConditionExpression: 'version = :v AND is_active = :true',
          ExpressionAttributeValues: values,
        },
      },
    ];
    // a name change moves the public search index with it (nothing for staff, who are not indexed)
    if (change.nama !== undefined) items.push(...(await projectUser({ before: user, after: { ...user, nama: change.nama } })).items);
    items.push(...extra);
    await transact(items, { refuse: () => new WriteRefused('stale') });
  },
};
