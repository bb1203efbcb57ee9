/**
 * The local S3 stand-in as infra/local/s3rver.ts mends it:
 * - it lists past 1,000 objects, page by page, as S3 does: s3rver writes its continuation token
 *   with DES, which Node's OpenSSL 3 no longer offers, so every truncated listing answered 500. A
 *   long-used local stack (its storage card), a bulk join of more than 1,000 PDFs and a data export
 *   all list that far;
 * - a put into a folder while the folder's last object is deleted is stored: s3rver removed the
 *   emptied folder under the put, whose stream failed and took the stand-in down;
 * - a put, whole or a part of a multipart upload, answers once its bytes are on disk: s3rver
 *   answered before it had opened the file, so a read right after found no key, a delete right
 *   after was undone when the file appeared, and a multipart completion read a part not yet there.
 *   The last two tests delay the opening of every object and part file written, as a loaded
 *   machine may, on an s3rver of their own.
 */
import { randomUUID } from 'node:crypto';
import fs, { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { loadS3rver } from '@infra/local/s3rver';
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

describe('the local S3 stand-in, its files opened late', () => {
  interface S3rverInstance {
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  const directory = mkdtempSync(join(tmpdir(), 'skpi-s3-late-'));
  const realOpen = fs.open;
  let server: S3rverInstance;
  let s3: S3Client;

  beforeAll(async () => {
    // every object and part file this s3rver writes opens 30 ms late; every other file as it comes
    fs.open = ((path: fs.PathLike, flags: unknown, ...rest: unknown[]) => {
      const open = () => (realOpen as (...a: unknown[]) => void)(path, flags, ...rest);
      const file = String(path);
      const written = flags !== 'r' && (file.endsWith('._S3rver_object') || /\._S3rver_uploads\/[^/]+\/\d+$/.test(file));
      if (file.startsWith(directory) && written) setTimeout(open, 30);
      else open();
    }) as typeof fs.open;
    const S3rver = loadS3rver<new (options: object) => S3rverInstance>();
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      vhostBuckets: false,
      configureBuckets: [{ name: 'lambat', configs: [] }],
    });
    const { port } = await server.run();
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  afterAll(async () => {
    fs.open = realOpen;
    s3?.destroy();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('answers a put once its bytes are written: a read right after gets them, a delete right after leaves nothing', async () => {
    for (let round = 0; round < 20; round++) {
      const Key = `baru/${round}`;
      const Body = `isi ${round}`;
      await s3.send(new PutObjectCommand({ Bucket: 'lambat', Key, Body }));
      const read = await s3.send(new GetObjectCommand({ Bucket: 'lambat', Key }));
      expect(await read.Body?.transformToString()).toBe(Body);
      await s3.send(new DeleteObjectCommand({ Bucket: 'lambat', Key }));
    }
    // a file opened after its delete would appear by now
    await new Promise((resolve) => setTimeout(resolve, 100));
    const left = await s3.send(new ListObjectsV2Command({ Bucket: 'lambat', Prefix: 'baru/' }));
    expect(left.KeyCount).toBe(0);
  }, 60_000);

  it('joins a multipart upload from parts answered once written', async () => {
    const Key = 'baru/gabungan.zip';
    const parts = ['bagian satu, ', 'bagian dua, ', 'bagian tiga'];
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'lambat', Key }));
    const sent = await Promise.all(
      parts.map((Body, i) => s3.send(new UploadPartCommand({ Bucket: 'lambat', Key, UploadId, PartNumber: i + 1, Body }))),
    );
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: 'lambat',
        Key,
        UploadId,
        MultipartUpload: { Parts: sent.map(({ ETag }, i) => ({ ETag, PartNumber: i + 1 })) },
      }),
    );
    const read = await s3.send(new GetObjectCommand({ Bucket: 'lambat', Key }));
    expect(await read.Body?.transformToString()).toBe(parts.join(''));
    await s3.send(new DeleteObjectCommand({ Bucket: 'lambat', Key }));
  }, 60_000);
});
