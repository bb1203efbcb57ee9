/** Table access of the sign-in flows: OTP items, reset tokens, activation, login statistics. */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { WriteRefused, wrote } from '@functions/lib/domain-errors';
import type { OtpItem, ResetItem } from '@functions/lib/entities/auth';
import { authKeys } from '@functions/lib/entities/auth';
import { statistikKeys } from '@functions/lib/entities/statistik';
import type { Sosmed, UserItem } from '@functions/lib/entities/users';
import { userKeys } from '@functions/lib/entities/users';
import { projectUser } from '@functions/lib/projections/user';
import { conditionally, getItem, tableName, transact } from '@functions/lib/table';
import type { Role } from '@shared/api/contract';

export type { OtpItem, ResetItem } from '@functions/lib/entities/auth';

/** A campus sign-in under way: what the callback must find again (authKeys.ssoTransaction). */
export interface SsoTransaction {
  state: string;
  nonce: string;
  code_verifier: string;
  expires_at: number;
}

/** The biodata that activation writes on the user item (and the password of an account made without one). */
export interface ActivationFields {
  password_hash?: string;
  nama: string;
  foto_profil: string | null;
  kewarganegaraan: number;
  nik: string;
  agama: string;
  jenis_kelamin: 0 | 1;
  tempat_lahir: string;
  tanggal_lahir: string;
  alamat: string;
  id_provinsi: number | null;
  id_kota: number | null;
  kode_pos: string | null;
  no_telepon_asal: string | null;
  no_hp: string | null;
  bio: string | null;
  sosmed: Sosmed[];
}

/** Login-chart attribute of a role: 'admin jurusan' → 'admin_jurusan'. */
export const loginStatAttribute = (role: Role) => role.replace(' ', '_');
/** Login statistics are kept about 13 months. */
const LOGIN_STAT_TTL_SECONDS = 400 * 24 * 60 * 60;

const T = () => tableName();
const nowIso = () => new Date().toISOString();

export const authRepo = {
  // --- OTP ---------------------------------------------------------------------------------
  async putOtp(userId: string, pinHash: string, expiresAt: number): Promise<void> {
    await ddb().send(
      new PutCommand({
        TableName: T(),
        Item: { ...authKeys.otp(userId), type: 'otp', pin_hash: pinHash, tries: 0, expires_at: expiresAt, ttl: expiresAt + 3600 },
      }),
    );
  },

  getOtp: (userId: string) => getItem<OtpItem>(authKeys.otp(userId), { ConsistentRead: true }),

  /** Counts a wrong pin; returns the tries now used. WriteRefused('stale') when the OTP is gone, spent or out of tries. */
  async addOtpTry(userId: string, maxTries: number): Promise<number> {
    const out = await conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: T(),
          Key: authKeys.otp(userId),
          UpdateExpression: 'ADD tries :one',
          ConditionExpression: 'attribute_exists(PK) AND tries < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': maxTries },
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
    );
    return Number(out.Attributes?.tries);
  },

  /**
   * Spends the OTP once: only the one caller whose pin matched the stored hash writes; every other
   * (a wrong pin, a pin spent by another tab, no tries left) gets WriteRefused('stale').
   */
  async consumeOtp(userId: string, pinHash: string, maxTries: number): Promise<void> {
    await conditionally(() =>
      ddb().send(
        new DeleteCommand({
          TableName: T(),
          Key: authKeys.otp(userId),
          ConditionExpression: 'pin_hash = :h AND tries < :max',
          ExpressionAttributeValues: { ':h': pinHash, ':max': maxTries },
        }),
      ),
    );
  },

  // --- campus sign-in ----------------------------------------------------------------------
  async putSsoTransaction(transactionId: string, tx: SsoTransaction): Promise<void> {
    await ddb().send(
      new PutCommand({
        TableName: T(),
        Item: { ...authKeys.ssoTransaction(transactionId), type: 'sso-transaction', ...tx, ttl: tx.expires_at + 3600 },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  },

  /** Reads and deletes the transaction in one step: a callback is answered once (a replayed one finds nothing). */
  async takeSsoTransaction(transactionId: string): Promise<SsoTransaction | undefined> {
    const out = await ddb().send(new DeleteCommand({ TableName: T(), Key: authKeys.ssoTransaction(transactionId), ReturnValues: 'ALL_OLD' }));
    const item = out.Attributes as SsoTransaction | undefined;
    return item && item.expires_at >= Math.floor(Date.now() / 1000) ? item : undefined;
  },

  // --- login statistics --------------------------------------------------------------------
  /** One more successful login of `role` on `day` (YYYY-MM-DD, WIB); read by the weekly chart. */
  async recordLogin(role: Role, day: string): Promise<void> {
    await ddb().send(
      new UpdateCommand({
        TableName: T(),
        Key: statistikKeys.loginDay(day),
        UpdateExpression: 'ADD #r :one SET #ttl = if_not_exists(#ttl, :ttl), #type = :type, #day = :day',
        ExpressionAttributeNames: { '#r': loginStatAttribute(role), '#ttl': 'ttl', '#type': 'type', '#day': 'day' },
        ExpressionAttributeValues: { ':one': 1, ':ttl': Math.floor(Date.now() / 1000) + LOGIN_STAT_TTL_SECONDS, ':type': 'login-day', ':day': day },
      }),
    );
  },

  // --- activation --------------------------------------------------------------------------
  activationUsed: async (jti: string) => !!(await getItem(authKeys.activationUse(jti), { ConsistentRead: true })),

  /** Sets email_verified_at once; WriteRefused('stale') when it was already set (or the user is gone). */
  async markEmailVerified(userId: string): Promise<void> {
    await conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: T(),
          Key: userKeys.user(userId),
          UpdateExpression: 'SET email_verified_at = :now, updated_at = :now ADD version :one',
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(email_verified_at) OR email_verified_at = :null)',
          ExpressionAttributeValues: { ':now': nowIso(), ':one': 1, ':null': null },
        }),
      ),
    );
  },

  /**
   * Writes the biodata, marks the data complete and spends the activation token, in one transaction
   * (the version condition also keeps a password set meanwhile, by the reset link, from being overwritten).
   * WriteRefused('stale') when the user changed or completed, or the token was spent, meanwhile.
   */
  async completeActivation(user: UserItem, fields: ActivationFields, jti: string, tokenExp: number): Promise<void> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':v': user.version, ':one': 1, ':now': nowIso(), ':true': true, ':false': false };
    const sets = Object.entries(fields).map(([k, v], i) => {
      names[`#f${i}`] = k;
      values[`:f${i}`] = v;
      return `#f${i} = :f${i}`;
    });
    await transact(
      [
        {
          Update: {
            TableName: T(),
            Key: userKeys.user(user.id),
            UpdateExpression: `SET ${sets.join(', ')}, is_data_complete = :true, updated_at = :now, version = version + :one`,
            ConditionExpression: 'version = :v AND is_data_complete = :false',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        {
          Put: {
            TableName: T(),
            Item: { ...authKeys.activationUse(jti), type: 'activation-use', userId: user.id, used_at: nowIso(), ttl: tokenExp + 86400 },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        // the student becomes findable in the public search with the name just given
        ...(await projectUser({ before: user, after: { ...user, nama: fields.nama, is_data_complete: true } })).items,
      ],
      { refuse: () => new WriteRefused('stale') },
    );
  },

  // --- password reset ----------------------------------------------------------------------
  async putResetToken(tokenHash: string, user: Pick<UserItem, 'id' | 'token_version'>, expiresAt: number): Promise<void> {
    await ddb().send(
      new PutCommand({
        TableName: T(),
        Item: {
          ...authKeys.resetToken(tokenHash),
          type: 'reset',
          userId: user.id,
          tv: user.token_version,
          expires_at: expiresAt,
          ttl: expiresAt + 3600,
        },
      }),
    );
  },

  /**
   * Ends one session before its expiry (logout): its id goes into the user's `revoked_sessions`
   * with its expiry, and ids already expired are pruned in the same write. Each id is its own map
   * entry, so two logouts at once never drop each other's; no version moves (nothing the user
   * edits changed).
   */
  async endSession(user: UserItem, sid: string, exp: number): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    const stale = Object.entries(user.revoked_sessions ?? {})
      .filter(([, e]) => e < now)
      .map(([id]) => id)
      .slice(0, 50);
    const names = { '#r': 'revoked_sessions', '#s': sid, ...Object.fromEntries(stale.map((id, i) => [`#x${i}`, id])) };
    const remove = stale.length ? ` REMOVE ${stale.map((_, i) => `#r.#x${i}`).join(', ')}` : '';
    const addEntry = () =>
      conditionally(() =>
        ddb().send(
          new UpdateCommand({
            TableName: T(),
            Key: userKeys.user(user.id),
            UpdateExpression: `SET #r.#s = :exp${remove}`,
            ConditionExpression: 'attribute_exists(#r)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':exp': exp },
          }),
        ),
      );
    const makeMap = () =>
      conditionally(() =>
        ddb().send(
          new UpdateCommand({
            TableName: T(),
            Key: userKeys.user(user.id),
            UpdateExpression: 'SET #r = :map',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#r)',
            ExpressionAttributeNames: { '#r': 'revoked_sessions' },
            ExpressionAttributeValues: { ':map': { [sid]: exp } },
          }),
        ),
      );
    if (await wrote(addEntry())) return;
    // the user's first ended session makes the map; when another logout made it meanwhile the
    // entry is added to it; a user deleted meanwhile has no session left to end
    if (await wrote(makeMap())) return;
    await wrote(addEntry());
  },

  getResetToken: (tokenHash: string) => getItem<ResetItem>(authKeys.resetToken(tokenHash), { ConsistentRead: true }),

  /**
   * Spends the reset token and sets the new password (ending every session) in one transaction;
   * WriteRefused('stale') when the token was spent or expired, or the user changed, meanwhile.
   */
  async resetPassword(tokenHash: string, user: UserItem, passwordHash: string): Promise<void> {
    await transact(
      [
        {
          Delete: {
            TableName: T(),
            Key: authKeys.resetToken(tokenHash),
            ConditionExpression: 'userId = :u AND expires_at >= :now',
            ExpressionAttributeValues: { ':u': user.id, ':now': Math.floor(Date.now() / 1000) },
          },
        },
        {
          Update: {
            TableName: T(),
            Key: userKeys.user(user.id),
            UpdateExpression: 'SET password_hash = :p, updated_at = :at ADD token_version :one, version :one',
            ConditionExpression: 'version = :v AND is_active = :true',
            ExpressionAttributeValues: { ':p': passwordHash, ':at': nowIso(), ':one': 1, ':v': user.version, ':true': true },
          },
        },
      ],
      { refuse: () => new WriteRefused('stale') },
    );
  },
};
