/**
 * s3rver, loaded with two mends; nothing else changes.
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
 */
import { createRequire } from 'node:module';
import { sep } from 'node:path';

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
  getResourcePath(bucket: string, key: string, resource: string): string;
}

/** Deletes a key's three files (a missing one is no error), leaving its folders. */
async function deleteKeyFiles(this: FilesystemStore, bucket: string, key: string): Promise<void> {
  const { unlink } = await import('node:fs/promises');
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

/** The s3rver class, its bucket controller given a `crypto` without DES and its store's delete leaving folders. */
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
  const store = require('s3rver/lib/stores/filesystem') as { prototype: { deleteObject: unknown } };
  store.prototype.deleteObject = deleteKeyFiles;
  return loaded as T;
}
