/**
 * Where an export reads from or an import writes to: a table and the data buckets, with the
 * endpoints of the local stand-ins or none (AWS, the operator's credentials), and where the
 * stage's signing keys are. `--stage local` (the default) is the running `npm start` stack;
 * another stage is read from its CloudFormation stack's outputs with the AWS CLI; any name can
 * be overridden (`--table`, `--uploads-bucket`, ...), which is how the round-trip test points an
 * import at a second table on the same stand-ins.
 */
import { execFile } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetPublicKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { S3Client } from '@aws-sdk/client-s3';
import type { DataBucket, Manifest } from './format';

export interface DataEnvironment {
  stage: string;
  region: string;
  table: string;
  buckets: Record<DataBucket, string>;
  /** The local stand-ins; unset in AWS. */
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  /** Locally: the folder of the software signing keys. */
  signingKeysDir?: string;
  /** AWS: the KMS keys (SegelKeyArn, KredensialKeyArn outputs). */
  kmsKeys?: Partial<Record<'segel' | 'kredensial', string>>;
}

export interface EnvironmentOptions {
  stage?: string;
  region?: string;
  table?: string;
  uploadsBucket?: string;
  documentsBucket?: string;
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  signingKeysDir?: string;
}

/** The stand-ins accept any signature; every local client uses these (infra/local/stand-ins.ts). */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function localEnvironment(o: EnvironmentOptions): Promise<DataEnvironment> {
  const [{ LOCAL_NAMES }, { localStackPlace }] = await Promise.all([import('@infra/local/server'), import('@infra/local/local-ports')]);
  const place = localStackPlace();
  return {
    stage: 'local',
    region: o.region ?? LOCAL_NAMES.region,
    table: o.table ?? LOCAL_NAMES.table,
    buckets: { uploads: o.uploadsBucket ?? LOCAL_NAMES.uploadsBucket, documents: o.documentsBucket ?? LOCAL_NAMES.documentsBucket },
    dynamodbEndpoint: o.dynamodbEndpoint ?? `http://127.0.0.1:${place.dynamodbPort}`,
    s3Endpoint: o.s3Endpoint ?? `http://127.0.0.1:${place.s3Port}`,
    signingKeysDir: o.signingKeysDir ?? join(place.dataDir, 'signing'),
  };
}

const run = promisify(execFile);

/** The outputs of the stage's stack (`Skpi-<stage>`), read with the operator's AWS CLI and credentials. */
async function stackOutputs(stage: string, region: string): Promise<Record<string, string>> {
  try {
    const { stdout } = await run('aws', [
      'cloudformation',
      'describe-stacks',
      '--stack-name',
      `Skpi-${stage}`,
      '--region',
      region,
      '--query',
      'Stacks[0].Outputs',
      '--output',
      'json',
    ]);
    const outputs = JSON.parse(stdout) as Array<{ OutputKey: string; OutputValue: string }> | null;
    return Object.fromEntries((outputs ?? []).map((o) => [o.OutputKey, o.OutputValue]));
  } catch (err) {
    throw new Error(
      `could not read the outputs of the stack Skpi-${stage} in ${region} with the AWS CLI (${(err as Error).message.split('\n')[0]}); ` +
        "sign in to the stage's account (AWS_PROFILE), or name everything with --table, --uploads-bucket, --documents-bucket and --region",
    );
  }
}

async function stageEnvironment(stage: string, o: EnvironmentOptions): Promise<DataEnvironment> {
  const { stageConfig } = await import('../config');
  const region = o.region ?? stageConfig(stage).region;
  const named = o.table && o.uploadsBucket && o.documentsBucket;
  const outputs = named ? {} : await stackOutputs(stage, region);
  const pick = (given: string | undefined, output: string) => {
    const value = given ?? outputs[output];
    if (!value) throw new Error(`the stack Skpi-${stage} has no output ${output}: is the stage deployed?`);
    return value;
  };
  return {
    stage,
    region,
    table: pick(o.table, 'TableName'),
    buckets: { uploads: pick(o.uploadsBucket, 'UploadsBucket'), documents: pick(o.documentsBucket, 'DocumentsBucket') },
    kmsKeys: { segel: outputs.SegelKeyArn, kredensial: outputs.KredensialKeyArn },
  };
}

/** The environment the options name: the local stack unless `--stage` names a deployed one. */
export function resolveEnvironment(o: EnvironmentOptions): Promise<DataEnvironment> {
  const stage = o.stage ?? 'local';
  return stage === 'local' ? localEnvironment(o) : stageEnvironment(stage, o);
}

/** One line saying where, for the commands' output. */
export function describeEnvironment(e: DataEnvironment): string {
  const where = e.dynamodbEndpoint ? ` at ${e.dynamodbEndpoint} and ${e.s3Endpoint}` : ` in ${e.region}`;
  return `stage ${e.stage}: table ${e.table}, buckets ${e.buckets.uploads} and ${e.buckets.documents}${where}`;
}

export function dynamoClient(e: DataEnvironment): DynamoDBClient {
  return new DynamoDBClient({
    region: e.region,
    // throttled writes of a big import are retried by the SDK before they come back unprocessed
    maxAttempts: 8,
    ...(e.dynamodbEndpoint ? { endpoint: e.dynamodbEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
}

export function s3Client(e: DataEnvironment): S3Client {
  return new S3Client({
    region: e.region,
    maxAttempts: 8,
    ...(e.s3Endpoint ? { endpoint: e.s3Endpoint, forcePathStyle: true, credentials: LOCAL_CREDENTIALS } : {}),
  });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The SHA-256 of each signing key's public key (SPKI), or null when it cannot be read (no local
 * key file, no KMS key named, or no kms:GetPublicKey for the operator).
 */
export async function signingKeyFingerprints(e: DataEnvironment): Promise<Manifest['signingKeys']> {
  const one = async (name: 'segel' | 'kredensial'): Promise<string | null> => {
    if (e.signingKeysDir) {
      const file = join(e.signingKeysDir, `${name}.key.pem`);
      if (!existsSync(file)) return null;
      return sha256(createPublicKey(readFileSync(file, 'utf8')).export({ format: 'der', type: 'spki' }));
    }
    const keyId = e.kmsKeys?.[name];
    if (!keyId) return null;
    const kms = new KMSClient({ region: e.region });
    try {
      const { PublicKey } = await kms.send(new GetPublicKeyCommand({ KeyId: keyId }));
      return PublicKey ? sha256(PublicKey) : null;
    } catch {
      return null;
    } finally {
      kms.destroy();
    }
  };
  return { segel: await one('segel'), kredensial: await one('kredensial') };
}
