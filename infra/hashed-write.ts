/**
 * Streams bytes into a file, counting and hashing them on the way, and resolves once the file is
 * closed: the data export's object copies and the local S3 stand-in's puts.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export async function writeHashed(
  content: Buffer | NodeJS.ReadableStream,
  path: string,
  algorithm: 'md5' | 'sha256',
  mode?: number,
): Promise<{ size: number; digest: string }> {
  const hash = createHash(algorithm);
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
  await pipeline(source, measure, createWriteStream(path, mode === undefined ? undefined : { mode }));
  return { size, digest: hash.digest('hex') };
}
