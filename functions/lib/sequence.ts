/** Numeric ids for master data (callers send and read them as numbers): an atomic counter per entity. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './clients';
import { sequenceKeys } from './entities/sequence';
import { tableName } from './table';

export async function nextId(sequence: string): Promise<number> {
  const out = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: sequenceKeys.counter(sequence),
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value);
}

/**
 * Reserves `count` consecutive ids in one write and returns the first (bulk loads: the demo seed
 * numbers a whole program's rubrics at once, so ids stay stable while programs load in parallel).
 */
export async function reserveIds(sequence: string, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`cannot reserve ${count} ids`);
  const out = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: sequenceKeys.counter(sequence),
      UpdateExpression: 'ADD #v :n',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':n': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value) - count + 1;
}
