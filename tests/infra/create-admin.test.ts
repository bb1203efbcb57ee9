/**
 * infra/create-admin.ts, the first super admin of a fresh environment: what it writes to the
 * table (DynamoDB mocked at the SDK), and what it refuses.
 */
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { userKeys } from '@functions/lib/entities/users';
import { verifyPassword } from '@functions/lib/password';
import { createSuperAdmin } from '@infra/create-admin';
import { MSG } from '@shared/messages';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const ddb = mockClient(DynamoDBDocumentClient);
const previousTable = process.env.TABLE_NAME;

beforeAll(() => {
  process.env.TABLE_NAME = 'skpi-test-table';
});
afterAll(() => {
  if (previousTable === undefined) delete process.env.TABLE_NAME;
  else process.env.TABLE_NAME = previousTable;
  ddb.restore();
});
beforeEach(() => ddb.reset());

type Put = { TableName: string; Item: Record<string, unknown>; ConditionExpression?: string };

describe('create-admin', () => {
  it('writes an active super admin with a hashed password and unique username and e-mail items, in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const user = await createSuperAdmin({ nim: 'rektorat01', email: 'Admin.SKPI@Univ.ac.id', nama: 'Siti Rahmawati', password: 'Rahasia#2026' });

    const calls = ddb.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const puts = (calls[0]?.args[0].input.TransactItems ?? []).map((t) => t.Put as Put);
    expect(puts.every((p) => p.TableName === 'skpi-test-table' && p.ConditionExpression === 'attribute_not_exists(PK)')).toBe(true);
    const item = puts.find((p) => p.Item.PK === userKeys.user(user.id).PK)?.Item;
    expect(item).toMatchObject({
      role: 'super admin',
      id_prodi: null,
      nim: 'rektorat01',
      email: 'admin.skpi@univ.ac.id',
      nama: 'Siti Rahmawati',
      is_active: true,
      token_version: 1,
    });
    expect(item?.email_verified_at).toEqual(expect.any(String));
    expect(String(item?.password_hash)).not.toContain('Rahasia');
    expect(await verifyPassword('Rahasia#2026', String(item?.password_hash))).toBe(true);
    expect(puts.map((p) => p.Item.PK)).toEqual(expect.arrayContaining([userKeys.nim('rektorat01').PK, userKeys.email('admin.skpi@univ.ac.id').PK]));
  });

  it("refuses input the app's own forms would refuse, before writing anything", async () => {
    await expect(createSuperAdmin({ nim: 'admin 01', email: 'not-an-address', nama: 'Siti', password: 'short' })).rejects.toThrow(MSG.invalidEmail);
    await expect(createSuperAdmin({ nim: 'admin 01', email: 'a@univ.ac.id', nama: 'Siti', password: 'Rahasia#2026' })).rejects.toThrow(MSG.nimAlnum);
    await expect(createSuperAdmin({ nim: 'admin01', email: 'a@univ.ac.id', nama: 'Siti', password: 'short' })).rejects.toThrow(MSG.passwordLength);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('says so when the username or the e-mail is taken', async () => {
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException' }));
    await expect(createSuperAdmin({ nim: 'admin01', email: 'a@univ.ac.id', nama: 'Siti', password: 'Rahasia#2026' })).rejects.toThrow(
      'the username admin01 or the e-mail a@univ.ac.id already belongs to an account',
    );
  });
});
