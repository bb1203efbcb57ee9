/**
 * The local stand-ins of the AWS services, all on 127.0.0.1: DynamoDB Local (the table from
 * functions/lib/table-schema.ts), s3rver (the uploads and documents buckets, with CORS for the
 * web app's origin so the browser can send presigned POSTs) and aws-ses-v2-local (every e-mail lands
 * in its store and web viewer; it checks no sender identity, so none is created). Each can be
 * stopped and started again with its data (`stopOne`, `startOne`: the soak's outages).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  ScanCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { indexDefinition, keyAttributes, TABLE } from '@functions/lib/table-schema';
import { type DynamoDbLocal, startDynamoDbLocal } from './dynamodb';
import { assertPortFree } from './ports';
import { loadS3rver } from './s3rver';

const require = createRequire(import.meta.url);
const HOST = '127.0.0.1';
/** The stand-ins accept any well-formed signature; these are the credentials every local client uses. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  allowMismatchedSignatures: boolean;
  vhostBuckets: boolean;
  configureBuckets: Array<{ name: string; configs: string[] }>;
}) => S3rverInstance;

export interface StandInsOptions {
  ports: { dynamodb: number; s3: number; ses: number };
  /** Persistent data folder; null keeps DynamoDB in memory and S3 in a temporary folder removed on stop. */
  dataDir: string | null;
  cacheDir?: string;
  /** Extra JVM options of DynamoDB Local. */
  dynamodbJvmArgs?: readonly string[];
  /** Origins allowed to call the buckets from a browser (the web app's). */
  corsOrigins: string[];
  buckets: string[];
  warn?: (line: string) => void;
}

/** The stand-ins by name, for stopping one and starting it again (the soak's fault mode). */
export type StandInName = 'dynamodb' | 's3' | 'ses';
export const STAND_IN_NAMES: readonly StandInName[] = ['dynamodb', 's3', 'ses'];

export interface StandIns {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  /** SES endpoint; also the mail viewer (`/`) and the mail store (`/store`). */
  sesEndpoint: string;
  dynamodbMs: number;
  stop(): Promise<void>;
  /**
   * Stops one stand-in, keeping its data, as an outage of the service: DynamoDB Local keeps its
   * file (a persistent data folder is required: in memory the table would be gone), s3rver its
   * folder, and the mail store lives in this process. `start` brings it back on the same port.
   */
  stopOne(name: StandInName): Promise<void>;
  startOne(name: StandInName): Promise<void>;
}

/** A CORS rule per bucket: the web app may GET, PUT and POST (presigned POST uploads). */
function corsXml(origins: string[]): string {
  const allowed = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  const methods = ['GET', 'HEAD', 'PUT', 'POST'].map((m) => `<AllowedMethod>${m}</AllowedMethod>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}${methods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

async function startS3(port: number, directory: string, buckets: string[], origins: string[]): Promise<S3rverInstance> {
  await assertPortFree(port, 's3rver');
  const S3rver = loadS3rver<S3rverClass>();
  const server = new S3rver({
    address: HOST,
    port,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name, configs: [corsXml(origins)] })),
  });
  await server.run();
  return server;
}

async function startSes(port: number) {
  await assertPortFree(port, 'aws-ses-v2-local');
  const ses = require('aws-ses-v2-local') as typeof import('aws-ses-v2-local');
  const server = await ses.default({ host: HOST, port });
  if (!server.listening) throw new Error(`aws-ses-v2-local could not listen on ${HOST}:${port}`);
  return server;
}

type SesServer = Awaited<ReturnType<typeof startSes>>;

const closeSes = (server: SesServer) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

export async function startStandIns(opts: StandInsOptions): Promise<StandIns> {
  const s3Dir = opts.dataDir ? join(opts.dataDir, 's3') : await mkdtemp(join(tmpdir(), 'skpi-s3-'));
  const started = Date.now();
  const dynamoOptions = {
    port: opts.ports.dynamodb,
    dbPath: opts.dataDir ? join(opts.dataDir, 'dynamodb') : undefined,
    cacheDir: opts.cacheDir,
    jvmArgs: opts.dynamodbJvmArgs,
    warn: opts.warn,
  };
  const [dynamo, s3, ses] = await Promise.allSettled([
    startDynamoDbLocal(dynamoOptions).then((d) => ({ ...d, ms: Date.now() - started })),
    startS3(opts.ports.s3, s3Dir, opts.buckets, opts.corsOrigins),
    startSes(opts.ports.ses),
  ]);
  // what runs now: each one may be stopped and started again (stopOne, startOne)
  const running: { dynamodb?: DynamoDbLocal; s3?: S3rverInstance; ses?: SesServer } = {
    dynamodb: dynamo.status === 'fulfilled' ? dynamo.value : undefined,
    s3: s3.status === 'fulfilled' ? s3.value : undefined,
    ses: ses.status === 'fulfilled' ? ses.value : undefined,
  };

  const stopOne = async (name: StandInName) => {
    if (name === 'dynamodb') {
      if (!dynamoOptions.dbPath)
        throw new Error('DynamoDB Local runs in memory: stopping it would lose the table (start the stack with a data folder)');
      await running.dynamodb?.stop();
      running.dynamodb = undefined;
    } else if (name === 's3') {
      await running.s3?.close();
      running.s3 = undefined;
    } else {
      if (running.ses) await closeSes(running.ses);
      running.ses = undefined;
    }
  };
  const startOne = async (name: StandInName) => {
    if (name === 'dynamodb') running.dynamodb ??= await startDynamoDbLocal(dynamoOptions);
    else if (name === 's3') running.s3 ??= await startS3(opts.ports.s3, s3Dir, opts.buckets, opts.corsOrigins);
    else running.ses ??= await startSes(opts.ports.ses);
  };

  const stop = async () => {
    await Promise.allSettled(STAND_IN_NAMES.map((name) => (name === 'dynamodb' ? running.dynamodb?.stop() : stopOne(name))));
    if (!opts.dataDir) await rm(s3Dir, { recursive: true, force: true });
  };

  if (dynamo.status === 'rejected' || s3.status === 'rejected' || ses.status === 'rejected') {
    await stop();
    const failure = [dynamo, s3, ses].find((r) => r.status === 'rejected') as PromiseRejectedResult;
    throw failure.reason;
  }
  return {
    dynamodbEndpoint: dynamo.value.endpoint,
    s3Endpoint: `http://${HOST}:${opts.ports.s3}`,
    sesEndpoint: `http://${HOST}:${opts.ports.ses}`,
    dynamodbMs: dynamo.value.ms,
    stop,
    stopOne,
    startOne,
  };
}

function adminClient(endpoint: string, region: string) {
  return new DynamoDBClient({ endpoint, region, credentials: LOCAL_CREDENTIALS });
}

/**
 * A table kept in `.data/` from before an index was added gets it now (DynamoDB Local fills it
 * from the items, as DynamoDB does), so an upgrade keeps the developer's data.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, existing: Set<string | undefined>): Promise<void> {
  for (const i of TABLE.indexes.filter((x) => !existing.has(x.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: keyAttributes([i]).map((a) => ({ AttributeName: a.name, AttributeType: a.type })),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(i) }],
      }),
    );
  }
}

/**
 * Turns off the time to live of a table kept from before it was left off. DynamoDB Local deletes
 * expired items by scanning the whole table while it holds its write lock: at 2.1 million items that
 * stopped every request for 2.4 s every 12 s, where AWS deletes them in the background. No rule
 * waits for a deletion (AWS deletes an expired item only within days): each code, ticket, token,
 * window and upload record carries its own expiry (a job or notification past its time is only kept
 * longer), so an expired item kept locally changes no answer.
 */
async function leaveTimeToLiveOff(client: DynamoDBClient, tableName: string): Promise<void> {
  const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') return;
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: false } }),
  );
}

/**
 * Creates the table (on-demand, every GSI; its time to live off, leaveTimeToLiveOff) unless it
 * exists (then adds a missing GSI). Returns true when created.
 */
export async function ensureTable(endpoint: string, region: string, tableName: string): Promise<boolean> {
  const client = adminClient(endpoint, region);
  try {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      await addMissingIndexes(client, tableName, new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName)));
      await leaveTimeToLiveOff(client, tableName);
      return false;
    } catch (err) {
      if (!(err instanceof ResourceNotFoundException)) throw err;
    }
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyAttributes().map((a) => ({ AttributeName: a.name, AttributeType: a.type })),
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE.indexes.map(indexDefinition),
      }),
    );
    return true;
  } finally {
    client.destroy();
  }
}

/** True when the table holds no item at all (the local runtime seeds only an empty table). */
export async function tableIsEmpty(endpoint: string, region: string, tableName: string): Promise<boolean> {
  const client = adminClient(endpoint, region);
  try {
    // A one-item Scan: this is the local tool deciding whether to seed, never a request path.
    const out = await client.send(new ScanCommand({ TableName: tableName, Limit: 1 }));
    return (out.Items ?? []).length === 0;
  } finally {
    client.destroy();
  }
}
