/** The JWT signing key: from the environment locally, from Secrets Manager in AWS (read once). */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';

let cached: Promise<Uint8Array> | undefined;

export function jwtKey(): Promise<Uint8Array> {
  cached ??= (async () => {
    const local = env.jwtSecret;
    if (local) return new TextEncoder().encode(local);
    const arn = env.jwtSecretArn;
    if (!arn) throw new Error('environment variable JWT_SECRET or JWT_SECRET_ARN is not set');
    const out = await new SecretsManagerClient({ region: env.region }).send(new GetSecretValueCommand({ SecretId: arn }));
    if (!out.SecretString) throw new Error('JWT secret is empty');
    return new TextEncoder().encode(out.SecretString);
  })();
  return cached;
}

/** Tests swap keys between runs. */
export function resetJwtKeyCache(): void {
  cached = undefined;
}
