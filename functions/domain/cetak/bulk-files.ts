/**
 * A bulk job's working files in the documents bucket (lib/skpi-links.ts `bulkJobKeys`, under the
 * job's own prefix beside its zip): JSON written and read back, PDFs listed in key order.
 */
import { GetObjectCommand, ListObjectsCommand, type ListObjectsCommandOutput, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '@functions/lib/clients';
import { env } from '@functions/lib/env';

/** A student's place in a chunk's plan: their index in the job's list and the number reserved for them (null: none). */
export interface PlanEntry {
  i: number;
  id: string;
  nim: string;
  urut: number | null;
}

export async function putJson(key: string, value: unknown): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: env.documentsBucket, Key: key, Body: JSON.stringify(value), ContentType: 'application/json' }));
}

export async function getJson<T>(key: string): Promise<T> {
  const out = await s3().send(new GetObjectCommand({ Bucket: env.documentsBucket, Key: key }));
  return JSON.parse((await out.Body?.transformToString()) ?? 'null') as T;
}

/**
 * Every object under `prefix` (after `startAfter`, a key), in key order, page by page. ListObjects
 * (version 1) with the last key as the next page's marker: the local stand-in (s3rver) cannot make a
 * version 2 continuation token on Node 17 and later (its DES cipher is gone from OpenSSL 3), so a
 * listing of more than one page failed there; S3 answers both the same.
 */
export async function* listed(prefix: string, startAfter?: string): AsyncGenerator<{ key: string; lastModified: Date | undefined }> {
  let marker = startAfter;
  for (;;) {
    const page: ListObjectsCommandOutput = await s3().send(new ListObjectsCommand({ Bucket: env.documentsBucket, Prefix: prefix, Marker: marker }));
    const contents = page.Contents ?? [];
    for (const o of contents) if (o.Key) yield { key: o.Key, lastModified: o.LastModified };
    marker = contents.at(-1)?.Key;
    if (!page.IsTruncated || !marker) return;
  }
}

/** A PDF key's place in the job's list (`…/pdf/000042-<nim>.pdf`: 42). */
export const placeOf = (key: string) => Number(/\/(\d+)-[^/]*$/.exec(key)?.[1] ?? Number.NaN);

/** Runs `task` on each item with at most `limit` in flight. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
