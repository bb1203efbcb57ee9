/**
 * `npm run data:export`: every table item (a parallel Scan, page by page, written as it comes) and
 * every object of the data buckets (with its content type and metadata) into a folder, and the
 * manifest last, so a folder with a manifest is a complete export.
 *
 * An export holds every student's data and the password hashes: its folders are made 0700 and its
 * files 0600 (the operator's alone, whatever the umask lets others read), the .tar.gz too.
 */
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { writeHashed } from '../hashed-write';
import { type DataEnvironment, dynamoClient, s3Client, signingKeyFingerprints } from './environment';
import {
  DATA_BUCKETS,
  type DataBucket,
  expired,
  FORMAT,
  FORMAT_VERSION,
  itemToJson,
  type Manifest,
  type ObjectEntry,
  objectFile,
  objectIndexFile,
  segmentFile,
  tableSchema,
} from './format';

export interface ExportOptions {
  /** Scan segments read at once (DynamoDB's parallel Scan). */
  segments?: number;
  /** Objects downloaded at once. */
  objectsInFlight?: number;
  log?: (line: string) => void;
}

/** The modes of an export's folders and files: the operator's alone. */
export const EXPORT_FOLDER_MODE = 0o700;
export const EXPORT_FILE_MODE = 0o600;

/** Makes a folder of the export (and any missing parent) readable by the operator only. */
async function privateFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: EXPORT_FOLDER_MODE });
  await chmod(path, EXPORT_FOLDER_MODE);
}

/** Appends lines to a file, waiting for the stream when it is full. */
function lineWriter(file: string) {
  const stream = createWriteStream(file, { mode: EXPORT_FILE_MODE });
  return {
    async write(line: string) {
      if (!stream.write(`${line}\n`)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
    },
    close: () => new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve()))),
  };
}

async function exportSegment(e: DataEnvironment, folder: string, segment: number, segments: number) {
  const client = dynamoClient(e);
  const out = lineWriter(join(folder, segmentFile(segment)));
  const now = Math.floor(Date.now() / 1000);
  let count = 0;
  let skipped = 0;
  try {
    let start: Record<string, AttributeValue> | undefined;
    do {
      // ConsistentRead: an item written just before the export is in it
      const page = await client.send(
        new ScanCommand({ TableName: e.table, Segment: segment, TotalSegments: segments, ExclusiveStartKey: start, ConsistentRead: true }),
      );
      for (const item of page.Items ?? []) {
        if (expired(item, now)) skipped++;
        else {
          await out.write(JSON.stringify(itemToJson(item)));
          count++;
        }
      }
      start = page.LastEvaluatedKey;
    } while (start);
  } finally {
    await out.close();
    client.destroy();
  }
  return { count, skipped };
}

async function exportBucket(e: DataEnvironment, folder: string, bucket: DataBucket, inFlight: number) {
  const client = s3Client(e);
  await privateFolder(join(folder, 'objects', bucket));
  const index = lineWriter(join(folder, objectIndexFile(bucket)));
  let count = 0;
  let bytes = 0;
  const download = async (key: string, n: number): Promise<ObjectEntry> => {
    const file = objectFile(bucket, n);
    const object = await client.send(new GetObjectCommand({ Bucket: e.buckets[bucket], Key: key }));
    const { size, digest } = await writeHashed(object.Body as Readable, join(folder, file), 'sha256', EXPORT_FILE_MODE);
    return {
      key,
      file,
      size,
      sha256: digest,
      contentType: object.ContentType,
      cacheControl: object.CacheControl,
      contentDisposition: object.ContentDisposition,
      contentEncoding: object.ContentEncoding,
      metadata: object.Metadata && Object.keys(object.Metadata).length > 0 ? object.Metadata : undefined,
    };
  };
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: e.buckets[bucket], ContinuationToken: token }));
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key === undefined ? [] : [o.Key]));
      for (let i = 0; i < keys.length; i += inFlight) {
        const entries = await Promise.all(keys.slice(i, i + inFlight).map((key, j) => download(key, count + j)));
        for (const entry of entries) {
          await index.write(JSON.stringify(entry));
          bytes += entry.size;
        }
        count += entries.length;
      }
      token = page.NextContinuationToken;
    } while (token);
  } finally {
    await index.close();
    client.destroy();
  }
  return { count, bytes };
}

/** Writes the environment into `folder` (created; it should be empty) and answers the manifest. */
export async function exportEnvironment(e: DataEnvironment, folder: string, opts: ExportOptions = {}): Promise<Manifest> {
  const segments = opts.segments ?? 4;
  const log = opts.log ?? (() => undefined);
  await privateFolder(folder);
  await privateFolder(join(folder, dirname(segmentFile(0))));
  const started = new Date();
  const [tableParts, uploads, documents, signingKeys] = await Promise.all([
    Promise.all(Array.from({ length: segments }, (_, s) => exportSegment(e, folder, s, segments))),
    exportBucket(e, folder, 'uploads', opts.objectsInFlight ?? 8),
    exportBucket(e, folder, 'documents', opts.objectsInFlight ?? 8),
    signingKeyFingerprints(e),
  ]);
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    schema: tableSchema(),
    stage: e.stage,
    source: { table: e.table, buckets: e.buckets, region: e.region },
    exportedAt: started.toISOString(),
    items: {
      count: tableParts.reduce((sum, p) => sum + p.count, 0),
      expiredSkipped: tableParts.reduce((sum, p) => sum + p.skipped, 0),
      files: tableParts.map((_, s) => segmentFile(s)),
    },
    objects: { uploads, documents },
    signingKeys,
  };
  await writeFile(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: EXPORT_FILE_MODE });
  log(
    `exported ${manifest.items.count} items (${manifest.items.expiredSkipped} expired left out), ` +
      DATA_BUCKETS.map((b) => `${manifest.objects[b].count} ${b} objects`).join(', '),
  );
  return manifest;
}

/** Packs an export folder into `archive` (.tar.gz), a file made 0600 before tar writes into it. */
export async function writeArchive(folder: string, archive: string): Promise<void> {
  await writeFile(archive, '', { mode: EXPORT_FILE_MODE });
  await chmod(archive, EXPORT_FILE_MODE);
  await promisify(execFile)('tar', ['-czf', archive, '-C', folder, '.']);
}
