/**
 * The Neo Feeder operator's password: one Secrets Manager secret on AWS (`FEEDER_SECRET_ARN`; only
 * the feeder area writes it and only it and the feeder-sync job read it), locally a file in the
 * git-ignored data folder (`FEEDER_SECRET_FILE`, mode 0600). Read at each use, never cached past
 * one sync, never logged, never answered.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GetSecretValueCommand, PutSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '@functions/lib/env';
import { traced } from '@functions/lib/observability';

/** What the secret holds: JSON, so an empty secret (made by the deployment) is told from a stored password. */
interface Stored {
  password: string;
}

let client: SecretsManagerClient | undefined;
const secrets = () => {
  client ??= traced(new SecretsManagerClient({ region: env.region }));
  return client;
};

const parse = (text: string | undefined): string | undefined => {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Stored>;
    return typeof value.password === 'string' && value.password !== '' ? value.password : undefined;
  } catch {
    return undefined;
  }
};

function place(): { arn: string } | { file: string } {
  const arn = env.feederSecretArn;
  if (arn) return { arn };
  const file = env.feederSecretFile;
  if (file) return { file };
  throw new Error('FEEDER_SECRET_ARN or FEEDER_SECRET_FILE is not set');
}

export const feederSecret = {
  /** The stored password, or undefined when none was ever stored. */
  async read(): Promise<string | undefined> {
    const where = place();
    if ('file' in where) {
      try {
        return parse(await readFile(where.file, 'utf8'));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    }
    try {
      return parse((await secrets().send(new GetSecretValueCommand({ SecretId: where.arn }))).SecretString);
    } catch (err) {
      if (err instanceof ResourceNotFoundException) return undefined;
      throw err;
    }
  },

  async write(password: string): Promise<void> {
    const where = place();
    const text = JSON.stringify({ password } satisfies Stored);
    if ('file' in where) {
      await mkdir(dirname(where.file), { recursive: true });
      await writeFile(where.file, text, { encoding: 'utf8', mode: 0o600 });
      return;
    }
    await secrets().send(new PutSecretValueCommand({ SecretId: where.arn, SecretString: text }));
  },
};
