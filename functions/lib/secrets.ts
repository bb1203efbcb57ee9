/**
 * The secrets of the runtime (the token keys' private halves, the origin-verify value, the campus
 * sign-in's client secret): from the environment locally, from Secrets Manager in AWS (read once).
 * A token key's public half is in the environment everywhere (functions/lib/token-keys.ts).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { type CryptoKey, importJWK, type JWK } from 'jose';
import { env, tokenKeyVariable } from './env';
import { parsePrivateJwk, pinKeyOf, TOKEN_ALG, type TokenKeyName } from './token-keys';

let originVerifyCached: Promise<string | undefined> | undefined;

async function readSecret(arn: string): Promise<string> {
  const out = await new SecretsManagerClient({ region: env.region }).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error('secret is empty');
  return out.SecretString;
}

/** Keeps a promise read once, forgotten when it fails (the next call tries again). */
function once<T>(cache: Map<string, Promise<T>>, name: string, read: () => Promise<T>): Promise<T> {
  let value = cache.get(name);
  if (!value) {
    value = read();
    cache.set(name, value);
    value.catch(() => cache.delete(name));
  }
  return value;
}

const privateJwks = new Map<string, Promise<JWK>>();
const signingKeys = new Map<string, Promise<{ key: CryptoKey; kid: string }>>();
const verifyKeys = new Map<string, Promise<CryptoKey>>();

/** A token key's private JWK; throws where this Lambda does not sign with that key (its role cannot read it either). */
function privateJwk(name: TokenKeyName): Promise<JWK> {
  return once(privateJwks, name, async () => {
    const arn = env.tokenPrivateArn(name);
    const text = env.tokenPrivateJwk(name) ?? (arn ? await readSecret(arn) : undefined);
    if (text === undefined) {
      throw new Error(`this Lambda does not sign with the ${name} token key (${tokenKeyVariable(name, 'privateArn')} is not set)`);
    }
    const jwk = parsePrivateJwk(text);
    if (!jwk) throw new Error(`the ${name} token key is not a private P-256 JWK`);
    return jwk;
  });
}

/** The key that signs tokens of this kind, and its id (the JWT header's `kid`). */
export function tokenSigningKey(name: TokenKeyName): Promise<{ key: CryptoKey; kid: string }> {
  return once(signingKeys, name, async () => {
    const jwk = await privateJwk(name);
    return { key: (await importJWK(jwk, TOKEN_ALG)) as CryptoKey, kid: jwk.kid ?? '' };
  });
}

/** The public key that checks tokens of this kind. */
export function tokenVerifyKey(name: TokenKeyName): Promise<CryptoKey> {
  return once(verifyKeys, name, async () => {
    const text = env.tokenPublicJwk(name);
    if (!text) throw new Error(`environment variable ${tokenKeyVariable(name, 'publicJwk')} is not set`);
    const { kty, crv, x, y } = JSON.parse(text) as JWK;
    return (await importJWK({ kty, crv, x, y }, TOKEN_ALG)) as CryptoKey;
  });
}

/** The HMAC key of the sign-in codes: only where sessions start (token-keys.ts pinKeyOf). */
export async function pinKey(): Promise<Uint8Array> {
  return pinKeyOf(await privateJwk('session'));
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
export function resetSecretCaches(): void {
  privateJwks.clear();
  signingKeys.clear();
  verifyKeys.clear();
  originVerifyCached = undefined;
  ssoSecretCached = undefined;
}
