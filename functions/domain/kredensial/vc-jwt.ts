/**
 * VC-JWT the way 1EdTech specifies it for Open Badges 3.0 and CLR 2.0: the JOSE header holds only
 * `alg` (RS256), `kid` and `typ: "JWT"`; the payload IS the credential plus the registered claims
 * `iss` (issuer.id), `jti` (id), `nbf` (validFrom), `sub` (credentialSubject.id, when there is
 * one) and `exp` (validUntil, when there is one); no `vc` wrapper. The signing input is built here
 * and the signer (KMS on a stage: RSASSA-PKCS1-v1_5 SHA-256, which is exactly JWS RS256) signs it,
 * so the private key never leaves KMS. `kid` is the JWK Set's address with the key's RFC 7638
 * thumbprint as fragment: a URI that dereferences to the key, and the same `kid` the set lists.
 */
import { createPublicKey } from 'node:crypto';
import type { RsaSigner } from '@functions/lib/signing';
import { calculateJwkThumbprint } from 'jose';

export interface PublicJwk {
  kty: 'RSA';
  kid: string;
  use: 'sig';
  alg: 'RS256';
  n: string;
  e: string;
}

const jwks = new WeakMap<RsaSigner, Map<string, Promise<PublicJwk>>>();

async function computeJwk(signer: RsaSigner, jwksUrl: string): Promise<PublicJwk> {
  const spki = await signer.publicKeySpki();
  const { n, e, kty } = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' }).export({ format: 'jwk' });
  if (kty !== 'RSA' || !n || !e) throw new Error(`the ${signer.name} key is not an RSA key`);
  const thumbprint = await calculateJwkThumbprint({ kty, n, e }, 'sha256');
  return { kty: 'RSA', kid: `${jwksUrl}#${thumbprint}`, use: 'sig', alg: 'RS256', n, e };
}

/** The signer's public key as a JWK with its `kid` (computed once per signer and address). */
export function publicJwk(signer: RsaSigner, jwksUrl: string): Promise<PublicJwk> {
  let bySet = jwks.get(signer);
  if (!bySet) {
    bySet = new Map();
    jwks.set(signer, bySet);
  }
  let jwk = bySet.get(jwksUrl);
  if (!jwk) {
    const byUrl = bySet;
    jwk = computeJwk(signer, jwksUrl).catch((err: unknown) => {
      byUrl.delete(jwksUrl);
      throw err;
    });
    bySet.set(jwksUrl, jwk);
  }
  return jwk;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The JWT payload of a credential: the credential itself and the claims 1EdTech requires. */
export function vcJwtPayload(credential: Record<string, unknown>): Record<string, unknown> {
  const issuer = credential.issuer;
  const iss = typeof issuer === 'string' ? issuer : (issuer as { id?: unknown } | undefined)?.id;
  const subjectId = (credential.credentialSubject as { id?: unknown } | undefined)?.id;
  if (typeof iss !== 'string' || typeof credential.id !== 'string' || typeof credential.validFrom !== 'string') {
    throw new Error('a credential needs issuer.id, id and validFrom to be a VC-JWT');
  }
  return {
    ...credential,
    iss,
    jti: credential.id,
    nbf: seconds(credential.validFrom),
    ...(typeof subjectId === 'string' ? { sub: subjectId } : {}),
    ...(typeof credential.validUntil === 'string' ? { exp: seconds(credential.validUntil) } : {}),
  };
}

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The compact JWS (RS256) of a credential, signed by `signer`. */
export async function signVcJwt(signer: RsaSigner, jwksUrl: string, credential: Record<string, unknown>): Promise<string> {
  const { kid } = await publicJwk(signer, jwksUrl);
  const input = `${b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))}.${b64url(JSON.stringify(vcJwtPayload(credential)))}`;
  const signature = await signer.sign(new TextEncoder().encode(input));
  return `${input}.${Buffer.from(signature).toString('base64url')}`;
}

/** The payload of a compact JWT, decoded without checking it (the caller signed or verified it). */
export function decodePayload(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (payload === undefined) throw new Error('not a compact JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
