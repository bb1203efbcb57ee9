/** The signing keys of the product and what a signer of one does (see ./index.ts). */
export type SigningKeyName = 'segel' | 'kredensial';

/** Every signing key, once (the CDK app makes a KMS key of each, the local runtime a software key). */
export const SIGNING_KEY_NAMES: readonly SigningKeyName[] = ['segel', 'kredensial'];

export interface RsaSigner {
  readonly name: SigningKeyName;
  /** RSASSA-PKCS1-v1_5 with SHA-256 over `message` (the signer hashes it). */
  sign(message: Uint8Array): Promise<Uint8Array>;
  /** The public key as SubjectPublicKeyInfo DER. */
  publicKeySpki(): Promise<Uint8Array>;
}
