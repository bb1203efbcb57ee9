/**
 * An `RsaSigner` over an asymmetric AWS KMS key (RSA_2048, SIGN_VERIFY): the message is hashed
 * here and KMS signs the digest (`MessageType: DIGEST`, `RSASSA_PKCS1_V1_5_SHA_256`), so a large
 * PDF range never travels to KMS and the private key never leaves it. KMS returns the raw
 * PKCS#1 v1.5 signature, which both CMS and JWS take as it is. The Lambda needs `kms:Sign` and
 * `kms:GetPublicKey` on this key only.
 */
import { createHash } from 'node:crypto';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { lazy } from '@functions/lib/clients';
import { env } from '@functions/lib/env';
import { traced } from '@functions/lib/observability';
import type { RsaSigner, SigningKeyName } from './types';

export const kms = lazy(() => traced(new KMSClient({ region: env.region })));

export function kmsSigner(name: SigningKeyName, keyId: string, client: () => KMSClient = kms): RsaSigner {
  let spki: Promise<Uint8Array> | undefined;
  return {
    name,
    async sign(message) {
      const digest = createHash('sha256').update(message).digest();
      const out = await client().send(
        new SignCommand({ KeyId: keyId, Message: digest, MessageType: 'DIGEST', SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256' }),
      );
      if (!out.Signature) throw new Error(`KMS returned no signature for the ${name} key`);
      return out.Signature;
    },
    publicKeySpki() {
      spki ??= client()
        .send(new GetPublicKeyCommand({ KeyId: keyId }))
        .then((out) => {
          if (!out.PublicKey) throw new Error(`KMS returned no public key for the ${name} key`);
          return out.PublicKey;
        })
        .catch((err: unknown) => {
          spki = undefined;
          throw err;
        });
      return spki;
    },
  };
}
