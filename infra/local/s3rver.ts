/**
 * s3rver, loaded with three mends; nothing else changes.
 *
 * - Long listings work. It writes a listing's continuation token with DES, which the OpenSSL 3 of
 *   Node 17 and later no longer offers: every ListObjectsV2 past 1,000 objects answered 500 (a
 *   long-used local stack's storage card, a bulk join of more than 1,000 PDFs, a data export). Its
 *   bucket controller gets a `crypto` whose 'des' passes the text through: the token is still
 *   opaque to clients and read back by the same controller.
 * - Writes side by side in one folder work. Its delete removed a key's folders once empty, while a
 *   put into the same folder had made it and was about to open its file there: the put's stream
 *   failed and took the process down (a student uploading while another of their files was
 *   claimed or deleted). A delete here removes the key's files only: an empty folder lists no key.
 * - A put answers once its bytes are on disk. Its object and part writes answered when the last
 *   byte had been hashed, before the file was opened or written: a delete or read right after the
 *   answer found nothing, and the file then appeared (a deleted key came back; a multipart
 *   upload's completion could join a part not yet written). Here they answer when the file is
 *   closed.
 */
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { writeHashed } from '../hashed-write';

const require = createRequire(import.meta.url);

interface CipherLike {
  update(data: string | Buffer, encoding?: BufferEncoding): Buffer;
  final(): Buffer;
}

const passThrough = (): CipherLike => ({
  update: (data, encoding) => (typeof data === 'string' ? Buffer.from(data, encoding ?? 'utf8') : Buffer.from(data)),
  final: () => Buffer.alloc(0),
});

/** `crypto` with 'des' passing through; every other use is the real module's. */
function withoutDes(crypto: typeof import('node:crypto')): typeof import('node:crypto') {
  const swap =
    (real: (...args: never[]) => unknown) =>
    (algorithm: string, ...rest: unknown[]) =>
      algorithm.toLowerCase() === 'des' ? passThrough() : (real as (...a: unknown[]) => unknown)(algorithm, ...rest);
  return { ...crypto, createCipheriv: swap(crypto.createCipheriv), createDecipheriv: swap(crypto.createDecipheriv) } as typeof crypto;
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
}

interface StoredObject {
  bucket: string;
  key: string;
  metadata: unknown;
  content: Buffer | NodeJS.ReadableStream;
}

/** Writes the content to the file (its folders made) and resolves, with its size and MD5, once the file is closed. */
async function writeWhole(content: Buffer | NodeJS.ReadableStream, path: string): Promise<{ size: number; md5: string }> {
  await mkdir(dirname(path), { recursive: true });
  const { size, digest } = await writeHashed(content, path, 'md5');
  return { size, md5: digest };
}

/** Stores an object's bytes, then its MD5 and metadata, answering when all three are written. */
async function putObjectWhole(this: FilesystemStore, object: StoredObject): Promise<{ size: number; md5: string }> {
  const written = await writeWhole(object.content, this.getResourcePath(object.bucket, object.key, 'object'));
  await this.putMetadata(object.bucket, object.key, object.metadata, written.md5);
  return written;
}

/** Stores a multipart upload's part and its MD5, answering when both are written. */
async function putPartWhole(
  this: FilesystemStore,
  bucket: string,
  uploadId: string,
  partNumber: number,
  content: NodeJS.ReadableStream,
): Promise<{ size: number; md5: string }> {
  const path = join(this.getResourcePath(bucket, undefined, 'uploads'), uploadId, String(partNumber));
  const written = await writeWhole(content, path);
  await writeFile(`${path}.md5`, written.md5);
  return written;
}

/** Deletes a key's three files (a missing one is no error), leaving its folders. */
async function deleteKeyFiles(this: FilesystemStore, bucket: string, key: string): Promise<void> {
  await Promise.all(
    ['object', 'object.md5', 'metadata.json'].map((resource) =>
      unlink(this.getResourcePath(bucket, key, resource)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      }),
    ),
  );
}

type Loader = (request: string, parent: { filename?: string } | undefined, isMain: boolean) => unknown;

let loaded: unknown;

/** The s3rver class, its bucket controller given a `crypto` without DES, its store's delete leaving folders and its puts answering when written. */
export function loadS3rver<T>(): T {
  if (loaded) return loaded as T;
  const Module = require('node:module') as { _load: Loader };
  const original = Module._load;
  const controllers = `${sep}s3rver${sep}lib${sep}controllers${sep}`;
  Module._load = function (this: unknown, request, parent, isMain) {
    const module = original.call(this, request, parent, isMain);
    const fromS3rver = parent?.filename?.includes(controllers) === true;
    return fromS3rver && (request === 'crypto' || request === 'node:crypto') ? withoutDes(module as typeof import('node:crypto')) : module;
  };
  try {
    loaded = require('s3rver');
  } finally {
    Module._load = original;
  }
  const store = require('s3rver/lib/stores/filesystem') as { prototype: Record<'deleteObject' | 'putObject' | 'putPart', unknown> };
  store.prototype.deleteObject = deleteKeyFiles;
  store.prototype.putObject = putObjectWhole;
  store.prototype.putPart = putPartWhole;
  return loaded as T;
}
