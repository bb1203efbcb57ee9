/** The secrets of the runtime (the JWT signing key, the origin-verify value, the campus sign-in's client secret): from the environment locally, from Secrets Manager in AWS (read once). */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';

let cached: Promise<Uint8Array> | undefined;
let originVerifyCached: Promise<string | undefined> | undefined;

async function readSecret(arn: string): Promise<string> {
  const out = await new SecretsManagerClient({ region: env.region }).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error('secret is empty');
  return out.SecretString;
}

export function jwtKey(): Promise<Uint8Array> {
  cached ??= (async () => {
    const local = env.jwtSecret;
    if (local) return new TextEncoder().encode(local);
    const arn = env.jwtSecretArn;
    if (!arn) throw new Error('environment variable JWT_SECRET or JWT_SECRET_ARN is not set');
    return new TextEncoder().encode(await readSecret(arn));
  })();
  return cached;
}

/** The value CloudFront sends in ORIGIN_VERIFY_HEADER; undefined where none is configured. */
export function originVerifyValue(): Promise<string | undefined> {
  originVerifyCached ??= (async () => {
    const local = env.originVerify;
    if (local) return local;
    const arn = env.originVerifyArn;
    return arn ? readSecret(arn) : undefined;
  })();
  return originVerifyCached;
}

let ssoSecretCached: Promise<string> | undefined;

/** The campus sign-in's client secret: from the environment locally, from Secrets Manager (by name) in AWS (read once). */
export function ssoClientSecret(): Promise<string> {
  ssoSecretCached ??= (async () => {
    const local = env.ssoClientSecret;
    if (local) return local;
    const name = env.ssoClientSecretName;
    if (!name) throw new Error('environment variable SSO_CLIENT_SECRET or SSO_CLIENT_SECRET_NAME is not set');
    return readSecret(name);
  })();
  ssoSecretCached.catch(() => {
    ssoSecretCached = undefined;
  });
  return ssoSecretCached;
}

/** Tests swap keys between runs. */
export function resetJwtKeyCache(): void {
  cached = undefined;
  originVerifyCached = undefined;
  ssoSecretCached = undefined;
}
