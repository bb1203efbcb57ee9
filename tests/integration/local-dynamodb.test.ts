/**
 * The local DynamoDB stand-in as its launcher runs it (infra/local/LoopbackDynamoDbLocal.java): on
 * 127.0.0.1 only, keeping each table's parsed description (docs/decisions/0059), and still right
 * when a description changes: a table given a time to live or a new index, and a second table of
 * another key schema, are written and read through their new descriptions, not a kept old one. The
 * product's table as the local runtime makes it (ensureTable): every index, its time to live off.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '@functions/lib/table-schema';
import { type DynamoDbLocal, startDynamoDbLocal } from '@infra/local/dynamodb';
import { freePort } from '@infra/local/ports';
import { ensureTable, LOCAL_CREDENTIALS } from '@infra/local/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../support/poll';

let db: DynamoDbLocal;
let client: DynamoDBClient;
const warnings: string[] = [];

beforeAll(async () => {
  db = await startDynamoDbLocal({ port: await freePort(), warn: (line) => warnings.push(line), jvmArgs: ['-XX:TieredStopAtLevel=1'] });
  client = new DynamoDBClient({ endpoint: db.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS });
}, 240_000);

afterAll(async () => {
  client?.destroy();
  await db?.stop();
});

const S = (value: string) => ({ S: value });

describe('the local DynamoDB stand-in', () => {
  it('listens on 127.0.0.1 only and keeps the parsed table descriptions', () => {
    expect(db.loopbackOnly).toBe(true);
    expect(db.tableDescriptionsKept).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('writes and reads through a changed description: a time to live, then a new index, then a second table', async () => {
    await client.send(
      new CreateTableCommand({
        TableName: 'satu',
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    await client.send(new PutItemCommand({ TableName: 'satu', Item: { PK: S('a'), g: S('x') } }));
    expect((await client.send(new GetItemCommand({ TableName: 'satu', Key: { PK: S('a') } }))).Item?.g).toEqual(S('x'));

    await client.send(new UpdateTimeToLiveCommand({ TableName: 'satu', TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true } }));
    await client.send(new PutItemCommand({ TableName: 'satu', Item: { PK: S('b'), g: S('x'), ttl: { N: '4102444800' } } }));
    expect((await client.send(new DescribeTimeToLiveCommand({ TableName: 'satu' }))).TimeToLiveDescription?.AttributeName).toBe('ttl');
    expect((await client.send(new GetItemCommand({ TableName: 'satu', Key: { PK: S('b') } }))).Item?.ttl).toEqual({ N: '4102444800' });

    // a new index: an item written after it is found through it (its columns come from the new description)
    await client.send(
      new UpdateTableCommand({
        TableName: 'satu',
        AttributeDefinitions: [{ AttributeName: 'g', AttributeType: 'S' }],
        GlobalSecondaryIndexUpdates: [
          { Create: { IndexName: 'byG', KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } } },
        ],
      }),
    );
    await pollUntil(
      async () => (await client.send(new DescribeTableCommand({ TableName: 'satu' }))).Table?.GlobalSecondaryIndexes?.[0]?.IndexStatus,
      (status) => status === 'ACTIVE',
      { timeoutMs: 30_000, intervalMs: 100, failure: () => 'the new index did not become active' },
    );
    await client.send(new PutItemCommand({ TableName: 'satu', Item: { PK: S('c'), g: S('y') } }));
    const byG = await client.send(
      new QueryCommand({ TableName: 'satu', IndexName: 'byG', KeyConditionExpression: 'g = :g', ExpressionAttributeValues: { ':g': S('y') } }),
    );
    expect(byG.Items?.map((i) => i.PK)).toEqual([S('c')]);

    // a second table of another key schema beside the first
    await client.send(
      new CreateTableCommand({
        TableName: 'dua',
        AttributeDefinitions: [
          { AttributeName: 'h', AttributeType: 'N' },
          { AttributeName: 'r', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'h', KeyType: 'HASH' },
          { AttributeName: 'r', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    for (const r of ['2', '1']) await client.send(new PutItemCommand({ TableName: 'dua', Item: { h: { N: '7' }, r: S(r) } }));
    const dua = await client.send(
      new QueryCommand({ TableName: 'dua', KeyConditionExpression: 'h = :h', ExpressionAttributeValues: { ':h': { N: '7' } } }),
    );
    expect(dua.Items?.map((i) => i.r)).toEqual([S('1'), S('2')]);
    expect((await client.send(new GetItemCommand({ TableName: 'satu', Key: { PK: S('a') } }))).Item?.g).toEqual(S('x'));
  }, 60_000);

  it("makes the product's table with every index and its time to live off, and turns off that of a table kept with it on", async () => {
    const ttlOf = async (TableName: string) =>
      (await client.send(new DescribeTimeToLiveCommand({ TableName }))).TimeToLiveDescription?.TimeToLiveStatus;
    expect(await ensureTable(db.endpoint, 'local', 'produk')).toBe(true);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: 'produk' }));
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(TABLE.indexes.map((i) => i.name).sort());
    expect(await ttlOf('produk')).toBe('DISABLED');
    // a table kept from a version that turned it on (DynamoDB Local's sweeper scans the whole table)
    await client.send(
      new UpdateTimeToLiveCommand({ TableName: 'produk', TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true } }),
    );
    expect(await ttlOf('produk')).toBe('ENABLED');
    expect(await ensureTable(db.endpoint, 'local', 'produk')).toBe(false);
    expect(await ttlOf('produk')).toBe('DISABLED');
  }, 60_000);
});
