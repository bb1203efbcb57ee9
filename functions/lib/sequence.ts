/** Numeric ids for master data (the spec's ids are numbers): an atomic counter per entity. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './clients';
import { keys } from './keys';
import { tableName } from './table';

export async function nextId(sequence: string): Promise<number> {
  const out = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(sequence),
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value);
}
