/**
 * The product's signing keys (functions/lib/signing): one asymmetric KMS key each, RSA 2048 for
 * RSASSA-PKCS1-v1_5 SHA-256, whose private half never leaves KMS. `segel` seals every issued SKPI
 * (PAdES), `kredensial` signs the credentials. Kept when the stack is deleted, whatever the
 * stage: a deleted key can never sign again, and its certificate (the seal's chain item) would
 * certify nothing. Only the Lambdas whose profile names a key (`signs`, infra/profiles.ts) may
 * use it: kms:Sign and kms:GetPublicKey on that key alone, and its id in `<NAME>_KMS_KEY_ID`.
 */
import { signingKeyVariable } from '@functions/lib/env';
import { SIGNING_KEY_NAMES, type SigningKeyName } from '@functions/lib/signing/types';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import type { AreaFunction } from './area-function';

const PURPOSE: Record<SigningKeyName, string> = {
  segel: 'seals every issued SKPI PDF (PAdES)',
  kredensial: 'signs the SKPI credentials (VC-JWT) and their status list',
};

export class SigningKeys extends Construct {
  readonly keys: Record<SigningKeyName, Key>;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const make = (name: SigningKeyName) =>
      new Key(this, name.charAt(0).toUpperCase() + name.slice(1), {
        description: `SKPI ${config.stage}: the ${name} key, ${PURPOSE[name]}`,
        keySpec: KeySpec.RSA_2048,
        keyUsage: KeyUsage.SIGN_VERIFY,
        removalPolicy: RemovalPolicy.RETAIN,
        pendingWindow: Duration.days(30),
      });
    this.keys = Object.fromEntries(SIGNING_KEY_NAMES.map((name) => [name, make(name)])) as Record<SigningKeyName, Key>;
  }

  /** Lets the function sign with (and read the public key of) exactly the named keys, and tells it their ids. */
  grantSigning(fn: AreaFunction, names: readonly SigningKeyName[]): void {
    for (const name of names) {
      const key = this.keys[name];
      key.grant(fn.role, 'kms:Sign', 'kms:GetPublicKey');
      fn.fn.addEnvironment(signingKeyVariable(name), key.keyArn);
    }
  }
}
