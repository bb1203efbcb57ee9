/**
 * The local S3 stand-in as infra/local/s3rver.ts mends it:
 * - it lists past 1,000 objects, page by page, as S3 does: s3rver writes its continuation token
 *   with DES, which Node's OpenSSL 3 no longer offers, so every truncated listing answered 500. A
 *   long-used local stack (its storage card), a bulk join of more than 1,000 PDFs and a data export
 *   all list that far;
 * - a put into a folder while the folder's last object is deleted is stored: s3rver removed the
 *   emptied folder under the put, whose stream failed and took the stand-in down.
 */
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useStackEnv } from '../support/stack';

const COUNT = 1_001;
const prefix = `uji-daftar/${randomUUID()}/`;
const keys = Array.from({ length: COUNT }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);

const lib = async () => {
  useStackEnv();
  const [{ s3 }, { env }] = await Promise.all([import('@functions/lib/clients'), import('@functions/lib/env')]);
  return { s3: s3(), bucket: env.documentsBucket };
};

beforeAll(async () => {
  const { s3, bucket } = await lib();
  for (let i = 0; i < keys.length; i += 50)
    await Promise.all(keys.slice(i, i + 50).map((Key) => s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'x' }))));
}, 120_000);

afterAll(async () => {
  const { s3, bucket } = await lib();
  for (let i = 0; i < keys.length; i += 1000)
    await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) } }));
});

describe('the local S3 stand-in', () => {
  it('lists 1,001 objects in two pages, each once, in key order', async () => {
    const { s3, bucket } = await lib();
    const listed: string[] = [];
    let pages = 0;
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
      pages++;
      listed.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    expect(pages).toBe(2);
    expect(listed).toEqual(keys);
  });
});

describe('the local S3 stand-in, writing side by side', () => {
  it('puts into a folder while its last object is deleted, 300 times, without a 500', async () => {
    const { s3, bucket } = await lib();
    const folder = `uji-serempak/${randomUUID()}/`;
    const failures: string[] = [];
    const attempt = (what: string, send: Promise<unknown>) => send.catch((e: Error) => failures.push(`${what}: ${e.name} ${e.message}`));
    for (let round = 0; round < 300; round++) {
      const [last, next] = [`${folder}${round}-a`, `${folder}${round}-b`];
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: last, Body: 'x' }));
      // the delete empties the folder while the put writes into it
      await Promise.all([
        attempt(`delete ${last}`, s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: last }))),
        attempt(`put ${next}`, s3.send(new PutObjectCommand({ Bucket: bucket, Key: next, Body: 'y' }))),
      ]);
      await attempt(`delete ${next}`, s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: next })));
    }
    expect(failures).toEqual([]);
    const left = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: folder }));
    expect(left.KeyCount).toBe(0);
  }, 120_000);
});
