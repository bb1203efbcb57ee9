/**
 * THE signing keys of the product: the SKPI seal (`segel`, PAdES) and the credentials
 * (`kredensial`, VC-JWT and the status list). Both are RSA 2048 keys signing RSASSA-PKCS1-v1_5 with
 * SHA-256. On AWS each is an asymmetric KMS key whose private half never leaves KMS; locally a
 * software key in the data folder (infra/local/signing-keys.ts) signs the same way, so the local
 * product seals and issues exactly as a stage does. A remote signing service of a licensed
 * certification authority can replace KMS by implementing `RsaSigner`; no document or credential
 * code changes.
 */
import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '@functions/lib/env';
import { kmsSigner } from './kms';
import type { RsaSigner, SigningKeyName } from './types';

export { type RsaSigner, SIGNING_KEY_NAMES, type SigningKeyName } from './types';

/** A signer holding its key in memory: the local runtime, the tests. */
export function softwareSigner(name: SigningKeyName, privateKey: KeyObject): RsaSigner {
  const spki = new Uint8Array(createPublicKey(privateKey).export({ format: 'der', type: 'spki' }));
  return {
    name,
    sign: async (message) => new Uint8Array(sign('sha256', message, privateKey)),
    publicKeySpki: async () => spki,
  };
}

/** The file of a local software key, `<dir>/<name>.key.pem` (PKCS#8). */
export const localKeyFile = (dir: string, name: SigningKeyName) => join(dir, `${name}.key.pem`);

const signers = new Map<SigningKeyName, RsaSigner>();

/** The signer of a key: KMS where the stage names the key, else the local software key. */
export function signerFor(name: SigningKeyName): RsaSigner {
  let signer = signers.get(name);
  if (!signer) {
    const keyId = env.signingKmsKey(name);
    if (keyId) signer = kmsSigner(name, keyId);
    else {
      const dir = env.signingKeysDir;
      if (!dir) throw new Error(`no signing key for ${name}: set ${name.toUpperCase()}_KMS_KEY_ID (AWS) or SIGNING_KEYS_DIR (local)`);
      signer = softwareSigner(name, createPrivateKey(readFileSync(localKeyFile(dir, name), 'utf8')));
    }
    signers.set(name, signer);
  }
  return signer;
}

/** Tests: forget the signers made so far (a test that swaps keys or the environment). */
export function resetSigners(): void {
  signers.clear();
}
