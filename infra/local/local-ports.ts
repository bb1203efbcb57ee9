/**
 * Where one `npm start` stack listens and keeps its data, from PORT alone: the stand-ins' ports sit
 * at fixed offsets from it (PORT 3000 gives 8600, 8601, 8602, 8603), and a stack on another port keeps
 * its data in a folder of its own, so two stacks run side by side (`PORT=4100 npm start` next to
 * `npm start`). DYNAMODB_PORT, S3_PORT, SES_PORT and FEEDER_PORT still override one port each. The commands that
 * reach a running stack (statistik:rebuild, data:export/import, segel:*) read the same function, so
 * `PORT=4100 npm run statistik:rebuild` finds the second stack.
 */
import { join } from 'node:path';
import { DATA_DIR } from './paths';

export const DEFAULT_PORT = 3000;
/** DynamoDB Local, s3rver, the mail stand-in and the Neo Feeder stand-in: PORT plus these. */
const OFFSETS = { dynamodbPort: 5600, s3Port: 5601, sesPort: 5602, feederPort: 5603 } as const;

export interface LocalStackPlace {
  port: number;
  dynamodbPort: number;
  s3Port: number;
  sesPort: number;
  /** The Neo Feeder stand-in (feeder-stand-in.ts). */
  feederPort: number;
  /** `.data/` for the default port, `.data/port-<PORT>/` for any other. */
  dataDir: string;
}

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, not "${raw}"`);
  return port;
}

export function localStackPlace(env: NodeJS.ProcessEnv = process.env): LocalStackPlace {
  const port = portFrom(env, 'PORT', DEFAULT_PORT);
  const derived = (name: keyof typeof OFFSETS, envName: string) => {
    const fallback = port + OFFSETS[name];
    if (fallback > 65535 && !env[envName])
      throw new Error(
        `PORT ${port} leaves no room for the stand-ins (PORT + ${OFFSETS[name]}): choose a PORT under ${65535 - OFFSETS.feederPort}, or set ${envName}`,
      );
    return portFrom(env, envName, fallback);
  };
  return {
    port,
    dynamodbPort: derived('dynamodbPort', 'DYNAMODB_PORT'),
    s3Port: derived('s3Port', 'S3_PORT'),
    sesPort: derived('sesPort', 'SES_PORT'),
    feederPort: derived('feederPort', 'FEEDER_PORT'),
    dataDir: port === DEFAULT_PORT ? DATA_DIR : join(DATA_DIR, `port-${port}`),
  };
}

/** The running local stack's DynamoDB Local endpoint, for the commands that work on it. */
export const localDynamodbEndpoint = (env: NodeJS.ProcessEnv = process.env) => `http://127.0.0.1:${localStackPlace(env).dynamodbPort}`;
