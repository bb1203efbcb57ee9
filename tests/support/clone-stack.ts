/**
 * Copies one local stack's data (every table item, every object of both buckets) into other,
 * empty stacks. The demo seed writes through the repositories (password hashes, counters, index
 * entries, one transaction each) and costs far more than copying its result, so the test run
 * seeds one stack and gives the other workers a copy: the same data, byte for byte.
 */

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** Scan segments read at once, and batch writes in flight per target. */
const SEGMENTS = 4;
const WRITES_IN_FLIGHT = 8;

type Env = Record<string, string>;

const dynamo = (env: Env) =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT, credentials: CREDENTIALS }));
const s3 = (env: Env) => new S3Client({ region: env.AWS_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: CREDENTIALS });

async function scanAll(env: Env): Promise<Record<string, unknown>[]> {
  const client = dynamo(env);
  const segments = await Promise.all(
    Array.from({ length: SEGMENTS }, async (_, segment) => {
      const items: Record<string, unknown>[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new ScanCommand({ TableName: env.TABLE_NAME, Segment: segment, TotalSegments: SEGMENTS, ExclusiveStartKey: start }),
        );
        items.push(...(page.Items ?? []));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    }),
  );
  client.destroy();
  return segments.flat();
}

async function writeAll(env: Env, items: Record<string, unknown>[]): Promise<void> {
  const client = dynamo(env);
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    for (let batch = batches[next++]; batch; batch = batches[next++]) {
      let requests = batch.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > 20) throw new Error(`copying the table to ${env.DYNAMODB_ENDPOINT}: writes left unprocessed`);
        const out = await client.send(new BatchWriteCommand({ RequestItems: { [env.TABLE_NAME as string]: requests } }));
        requests = (out.UnprocessedItems?.[env.TABLE_NAME as string] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITES_IN_FLIGHT }, worker));
  client.destroy();
}

async function copyBucket(from: Env, targets: Env[], bucketVar: 'UPLOADS_BUCKET' | 'DOCUMENTS_BUCKET'): Promise<void> {
  const source = s3(from);
  const clients = targets.map(s3);
  let token: string | undefined;
  do {
    const page = await source.send(new ListObjectsV2Command({ Bucket: from[bucketVar], ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      const object = await source.send(new GetObjectCommand({ Bucket: from[bucketVar], Key }));
      const body = await object.Body?.transformToByteArray();
      await Promise.all(
        clients.map((client, i) =>
          client.send(new PutObjectCommand({ Bucket: targets[i]?.[bucketVar], Key, Body: body, ContentType: object.ContentType })),
        ),
      );
    }
    token = page.NextContinuationToken;
  } while (token);
  source.destroy();
  for (const client of clients) client.destroy();
}

/** Copies `from`'s table and buckets into each of `targets` (empty stacks of the same layout). */
export async function cloneStackData(from: Env, targets: Env[]): Promise<{ items: number }> {
  if (targets.length === 0) return { items: 0 };
  const items = await scanAll(from);
  await Promise.all([
    ...targets.map((env) => writeAll(env, items)),
    copyBucket(from, targets, 'UPLOADS_BUCKET'),
    copyBucket(from, targets, 'DOCUMENTS_BUCKET'),
  ]);
  return { items: items.length };
}
