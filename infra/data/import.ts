/**
 * `npm run data:import`: loads an export (infra/data/format.ts) into an empty environment. It
 * refuses a table or bucket that holds anything (unless told `--into-non-empty`), and an
 * environment whose signing keys differ from the source's (unless told `--new-keys`: then the
 * seal's installed certificate chain, which certifies the source's key only, is left out).
 * Items go in batches of 25 with their unprocessed remainder retried; objects keep their content
 * type and metadata, and each is checked against the hash the export recorded before it is put.
 *
 * Every file the export names (the manifest's table files, each object's file) is read from inside
 * the export's folder only: before anything is written, a name that is absolute, holds a `..`, or
 * resolves (symbolic links followed) outside the folder refuses the import, since a crafted export
 * could otherwise copy any file the operator can read into a bucket.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, join, sep, win32 } from 'node:path';
import { createInterface } from 'node:readline';
import { BatchWriteItemCommand, DescribeTableCommand, type DynamoDBClient, ResourceNotFoundException, ScanCommand } from '@aws-sdk/client-dynamodb';
import {
  CreateBucketCommand,
  HeadBucketCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { skpiKeys } from '@functions/lib/entities/skpi';
import { type DataEnvironment, dynamoClient, s3Client, signingKeyFingerprints } from './environment';
import {
  DATA_BUCKETS,
  type DataBucket,
  expired,
  type Item,
  itemFromJson,
  type Manifest,
  manifestProblem,
  type ObjectEntry,
  objectIndexFile,
} from './format';

export interface ImportOptions {
  /** Write into a table or buckets that already hold data (items and objects of the same key are replaced). */
  intoNonEmpty?: boolean;
  /** The target's signing keys are not the source's: load anyway, leaving the seal's certificate chain out. */
  newKeys?: boolean;
  /** Batch writes in flight. */
  writesInFlight?: number;
  objectsInFlight?: number;
  log?: (line: string) => void;
}

export interface ImportSummary {
  items: number;
  expiredSkipped: number;
  left: string[];
  objects: Record<DataBucket, number>;
}

/** Why an import stops: a message for the operator, nothing written. */
export class ImportRefused extends Error {}

const BATCH = 25;
/** Objects above this size are streamed (multipart) rather than read whole. */
const STREAM_ABOVE = 16 * 1024 * 1024;

/**
 * The real path of the export's file `name` (a path relative to the export's real folder `root`):
 * refused when the name is absolute, holds a `..`, is missing, or resolves outside the folder.
 */
export async function exportFile(root: string, name: unknown, what: string): Promise<string> {
  const refuse = (why: string) =>
    new ImportRefused(`${what} names ${JSON.stringify(name)}, which ${why}: an export reads only files inside its own folder`);
  if (typeof name !== 'string' || name === '') throw refuse('is no file name');
  if (isAbsolute(name) || win32.isAbsolute(name)) throw refuse('is an absolute path');
  if (name.split(/[\\/]/).includes('..')) throw refuse('climbs out with ..');
  let real: string;
  try {
    real = await realpath(join(root, name));
  } catch {
    throw refuse('is not in the export');
  }
  if (!real.startsWith(root + sep)) throw refuse('resolves outside the export folder (a symbolic link)');
  return real;
}

/** The lines of one of the export's JSON-lines files, parsed; a line that is no JSON refuses the import. */
async function* jsonLines(path: string, name: string): AsyncGenerator<unknown> {
  let n = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    n++;
    if (line === '') continue;
    try {
      yield JSON.parse(line);
    } catch {
      throw new ImportRefused(`line ${n} of ${name} is not JSON: the export is damaged`);
    }
  }
}

/**
 * Every file the export names, checked before anything is written (exportFile): the table files,
 * the object lists and each object's file.
 */
async function checkFiles(root: string, manifest: Manifest): Promise<void> {
  const files: unknown = manifest.items?.files;
  if (!Array.isArray(files)) throw new ImportRefused('the manifest lists no table files: the export is damaged');
  for (const file of files) await exportFile(root, file, 'the manifest');
  for (const bucket of DATA_BUCKETS) {
    const list = objectIndexFile(bucket);
    for await (const entry of jsonLines(await exportFile(root, list, 'the export'), list)) {
      const object = entry as Partial<ObjectEntry> | null;
      await exportFile(root, object?.file, `${list} (${JSON.stringify(object?.key)})`);
    }
  }
}

async function readManifest(root: string): Promise<Manifest> {
  const unreadable = () => new ImportRefused(`${root} holds no readable manifest.json: give the folder or .tar.gz that data:export wrote`);
  let manifest: unknown;
  try {
    await realpath(join(root, 'manifest.json'));
  } catch {
    throw unreadable();
  }
  const path = await exportFile(root, 'manifest.json', 'the export');
  try {
    manifest = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw unreadable();
  }
  const problem = manifestProblem(manifest);
  if (problem) throw new ImportRefused(problem);
  return manifest as Manifest;
}

/** Locally the table and buckets are made when missing; a stage's come from its stack. */
async function ensureTarget(e: DataEnvironment, dynamo: DynamoDBClient, s3: S3Client): Promise<void> {
  if (e.dynamodbEndpoint) {
    const { ensureTable } = await import('@infra/local/stand-ins');
    await ensureTable(e.dynamodbEndpoint, e.region, e.table);
  } else {
    try {
      await dynamo.send(new DescribeTableCommand({ TableName: e.table }));
    } catch (err) {
      if (err instanceof ResourceNotFoundException) throw new ImportRefused(`the table ${e.table} does not exist: deploy the stage first`);
      throw err;
    }
  }
  if (e.s3Endpoint) {
    const { Buckets } = await s3.send(new ListBucketsCommand({}));
    const existing = new Set((Buckets ?? []).map((b) => b.Name));
    for (const name of Object.values(e.buckets)) if (!existing.has(name)) await s3.send(new CreateBucketCommand({ Bucket: name }));
    return;
  }
  for (const name of Object.values(e.buckets)) {
    try {
      await s3.send(new HeadBucketCommand({ Bucket: name }));
    } catch (err) {
      throw new ImportRefused(`the bucket ${name} cannot be reached (${(err as Error).name}): deploy the stage first`);
    }
  }
}

async function refuseNonEmpty(e: DataEnvironment, dynamo: DynamoDBClient, s3: S3Client): Promise<void> {
  const holding: string[] = [];
  const scan = await dynamo.send(new ScanCommand({ TableName: e.table, Limit: 1 }));
  if ((scan.Items ?? []).length > 0) holding.push(`the table ${e.table}`);
  for (const bucket of DATA_BUCKETS) {
    const list = await s3.send(new ListObjectsV2Command({ Bucket: e.buckets[bucket] }));
    if ((list.Contents ?? []).length > 0) holding.push(`the bucket ${e.buckets[bucket]}`);
  }
  if (holding.length > 0) {
    throw new ImportRefused(
      `${holding.join(' and ')} already hold data: an import goes into an empty environment. ` +
        'Import into a fresh stage (or empty it first); --into-non-empty writes over items and files of the same key and leaves the rest.',
    );
  }
}

/** The items to leave out because the target's keys differ; refuses unless `newKeys`. */
async function keyCheck(manifest: Manifest, e: DataEnvironment, opts: ImportOptions, log: (line: string) => void): Promise<Set<string>> {
  const target = await signingKeyFingerprints(e);
  const differ = (['segel', 'kredensial'] as const).filter((k) => manifest.signingKeys[k] && target[k] && manifest.signingKeys[k] !== target[k]);
  const unknown = (['segel', 'kredensial'] as const).filter((k) => !manifest.signingKeys[k] || !target[k]);
  if (unknown.length > 0)
    log(`note: could not compare the ${unknown.join(' and ')} key(s) of source and target (not readable): see docs/operations.md`);
  if (differ.length === 0) return new Set();
  if (!opts.newKeys) {
    throw new ImportRefused(
      `the target's ${differ.join(' and ')} signing key(s) are not the source's: printed SKPIs keep their seal, but their ` +
        'credentials and the installed seal certificate belong to the source keys. For a restore, import into the stage that owns ' +
        'the keys; to move anyway, pass --new-keys (the seal certificate is left out and must be installed again: docs/operations.md).',
    );
  }
  const seal = skpiKeys.segelSertifikat();
  log(`the ${differ.join(' and ')} key(s) differ: leaving out the installed seal certificate chain (--new-keys)`);
  return new Set([`${seal.PK}\u0000${seal.SK}`]);
}

async function writeBatch(dynamo: DynamoDBClient, table: string, batch: Item[]): Promise<void> {
  let requests = batch.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
    if (attempt > 12)
      throw new Error(`${requests.length} items stayed unprocessed after ${attempt} attempts: run the import again with --into-non-empty`);
    const out = await dynamo.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
    requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
  }
}

async function importItems(root: string, manifest: Manifest, e: DataEnvironment, dynamo: DynamoDBClient, leave: Set<string>, inFlight: number) {
  const now = Math.floor(Date.now() / 1000);
  let items = 0;
  let expiredSkipped = 0;
  const left: string[] = [];
  const pending = new Set<Promise<void>>();
  const send = async (batch: Item[]) => {
    while (pending.size >= inFlight) await Promise.race(pending);
    const p = writeBatch(dynamo, e.table, batch).finally(() => pending.delete(p));
    pending.add(p);
  };
  for (const file of manifest.items.files) {
    let batch: Item[] = [];
    for await (const line of jsonLines(await exportFile(root, file, 'the manifest'), file)) {
      const item = itemFromJson(line as Record<string, unknown>);
      const key = `${item.PK?.S}\u0000${item.SK?.S}`;
      if (expired(item, now)) expiredSkipped++;
      else if (leave.has(key)) left.push(key.replace('\u0000', ' '));
      else {
        batch.push(item);
        items++;
        if (batch.length === BATCH) {
          await send(batch);
          batch = [];
        }
      }
    }
    if (batch.length > 0) await send(batch);
  }
  await Promise.all(pending);
  return { items, expiredSkipped, left };
}

async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function putObject(root: string, e: DataEnvironment, s3: S3Client, bucket: DataBucket, entry: ObjectEntry): Promise<void> {
  const path = await exportFile(root, entry.file, `${objectIndexFile(bucket)} (${JSON.stringify(entry.key)})`);
  const fields = {
    Bucket: e.buckets[bucket],
    Key: entry.key,
    ContentType: entry.contentType,
    CacheControl: entry.cacheControl,
    ContentDisposition: entry.contentDisposition,
    ContentEncoding: entry.contentEncoding,
    Metadata: entry.metadata,
  };
  const corrupt = () =>
    new ImportRefused(`${entry.file} (${bucket} ${entry.key}) does not match the hash the export recorded: the export is damaged`);
  if (entry.size > STREAM_ABOVE) {
    if ((await fileHash(path)) !== entry.sha256) throw corrupt();
    await new Upload({ client: s3, params: { ...fields, Body: createReadStream(path) } }).done();
    return;
  }
  const body = await readFile(path);
  if (createHash('sha256').update(body).digest('hex') !== entry.sha256) throw corrupt();
  await s3.send(new PutObjectCommand({ ...fields, Body: body }));
}

async function importBucket(root: string, e: DataEnvironment, s3: S3Client, bucket: DataBucket, inFlight: number): Promise<number> {
  let count = 0;
  let group: ObjectEntry[] = [];
  const flush = async () => {
    await Promise.all(group.map((entry) => putObject(root, e, s3, bucket, entry)));
    count += group.length;
    group = [];
  };
  const list = objectIndexFile(bucket);
  for await (const entry of jsonLines(await exportFile(root, list, 'the export'), list)) {
    group.push(entry as ObjectEntry);
    if (group.length === inFlight) await flush();
  }
  await flush();
  return count;
}

/** Loads the export in `folder` into `e`; answers what went in. */
export async function importEnvironment(e: DataEnvironment, folder: string, opts: ImportOptions = {}): Promise<ImportSummary> {
  const log = opts.log ?? (() => undefined);
  let root: string;
  try {
    root = await realpath(folder);
  } catch {
    throw new ImportRefused(`${folder} does not exist: give the folder or .tar.gz that data:export wrote`);
  }
  const manifest = await readManifest(root);
  await checkFiles(root, manifest);
  const dynamo = dynamoClient(e);
  const s3 = s3Client(e);
  try {
    const leave = await keyCheck(manifest, e, opts, log);
    await ensureTarget(e, dynamo, s3);
    if (!opts.intoNonEmpty) await refuseNonEmpty(e, dynamo, s3);
    // objects first: an item never points at a file that is not there yet
    const [uploads, documents] = await Promise.all(DATA_BUCKETS.map((b) => importBucket(root, e, s3, b, opts.objectsInFlight ?? 8)));
    const objects = { uploads: uploads ?? 0, documents: documents ?? 0 };
    const table = await importItems(root, manifest, e, dynamo, leave, opts.writesInFlight ?? 8);
    log(
      `imported ${table.items} items (${table.expiredSkipped} expired since the export left out), ` +
        DATA_BUCKETS.map((b) => `${objects[b]} ${b} objects`).join(', '),
    );
    return { ...table, objects };
  } finally {
    dynamo.destroy();
    s3.destroy();
  }
}
