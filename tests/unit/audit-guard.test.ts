/**
 * The audit log's guard on the DynamoDB client (functions/lib/audit-guard.ts): a write that could
 * change or delete an audit entry is refused before it is sent, whatever its form (document
 * client or low-level attribute values, alone or in a transaction or batch); every other write passes.
 */
import { AUDIT_PUT_CONDITION, auditWriteProblem } from '@functions/lib/audit-guard';
import { describe, expect, it } from 'vitest';

const entry = { PK: 'AUDIT#portofolio#7', SK: '2026-01-01T00:00:00.000Z#01J' };
const lowLevel = { PK: { S: entry.PK }, SK: { S: entry.SK } };
const other = { PK: 'USER#01J', SK: 'PROFILE' };

describe('auditWriteProblem', () => {
  it('lets a new entry in: a put conditional on attribute_not_exists(PK), alone or in a transaction', () => {
    expect(auditWriteProblem('PutItemCommand', { Item: entry, ConditionExpression: AUDIT_PUT_CONDITION })).toBeUndefined();
    expect(auditWriteProblem('PutItemCommand', { Item: lowLevel, ConditionExpression: ` ${AUDIT_PUT_CONDITION} ` })).toBeUndefined();
    expect(
      auditWriteProblem('TransactWriteItemsCommand', {
        TransactItems: [{ Update: { Key: other } }, { Put: { Item: entry, ConditionExpression: AUDIT_PUT_CONDITION } }],
      }),
    ).toBeUndefined();
  });

  it('refuses a put over an entry: no condition, or another one', () => {
    expect(auditWriteProblem('PutItemCommand', { Item: entry })).toMatch(/conditional/);
    expect(auditWriteProblem('PutItemCommand', { Item: lowLevel, ConditionExpression: 'attribute_exists(PK)' })).toMatch(/conditional/);
    expect(auditWriteProblem('TransactWriteItemsCommand', { TransactItems: [{ Put: { Item: entry } }] })).toMatch(/conditional/);
  });

  it('refuses any update or delete of an entry, and any batch write touching one', () => {
    expect(auditWriteProblem('UpdateItemCommand', { Key: entry, UpdateExpression: 'SET catatan = :c' })).toMatch(/never updated/);
    expect(auditWriteProblem('DeleteItemCommand', { Key: lowLevel })).toMatch(/never deleted/);
    expect(auditWriteProblem('TransactWriteItemsCommand', { TransactItems: [{ Delete: { Key: entry } }] })).toMatch(/never deleted/);
    expect(auditWriteProblem('TransactWriteItemsCommand', { TransactItems: [{ Update: { Key: lowLevel } }] })).toMatch(/never updated/);
    expect(
      auditWriteProblem('BatchWriteItemCommand', { RequestItems: { t: [{ PutRequest: { Item: other } }, { PutRequest: { Item: entry } }] } }),
    ).toMatch(/batch/);
    expect(auditWriteProblem('BatchWriteItemCommand', { RequestItems: { t: [{ DeleteRequest: { Key: lowLevel } }] } })).toMatch(/batch/);
  });

  it('lets every other write and every read through', () => {
    expect(auditWriteProblem('PutItemCommand', { Item: other })).toBeUndefined();
    expect(auditWriteProblem('UpdateItemCommand', { Key: other })).toBeUndefined();
    expect(auditWriteProblem('DeleteItemCommand', { Key: other })).toBeUndefined();
    expect(auditWriteProblem('BatchWriteItemCommand', { RequestItems: { t: [{ PutRequest: { Item: other } }] } })).toBeUndefined();
    expect(auditWriteProblem('GetItemCommand', { Key: entry })).toBeUndefined();
    expect(auditWriteProblem('QueryCommand', { KeyConditionExpression: 'PK = :pk' })).toBeUndefined();
  });
});
