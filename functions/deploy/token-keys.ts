/**
 * The token keys' generator (infra/constructs/token-keys.ts): a CloudFormation custom resource,
 * one per token key, run by the deployment and by nothing else. It makes the key's private JWK
 * into its secret at the first deploy and hands the public JWK to the stack (attribute
 * `PublicJwk`, which every Lambda gets in its environment). A secret that already holds a key
 * keeps it; a new `Rotation` value (context `tokenKeyRotation`) replaces it, which ends every
 * token made with the old one. Deleting the resource leaves the secret to its removal policy.
 */
import { GetSecretValueCommand, PutSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { generateTokenKey, parsePrivateJwk, publicJwkOf } from '@functions/lib/token-keys';
import type { CloudFormationCustomResourceEvent, CloudFormationCustomResourceResponse } from 'aws-lambda';

export interface TokenKeyProperties {
  ServiceToken: string;
  /** The secret that holds the private JWK. */
  SecretArn: string;
  /** Empty, or the operator's mark of a rotation: a new non-empty value makes a new key. */
  Rotation: string;
}

type Event = CloudFormationCustomResourceEvent<TokenKeyProperties, TokenKeyProperties>;

async function currentSecret(client: SecretsManagerClient, arn: string): Promise<string | undefined> {
  try {
    return (await client.send(new GetSecretValueCommand({ SecretId: arn }))).SecretString;
  } catch (err) {
    if (err instanceof ResourceNotFoundException) return undefined;
    throw err;
  }
}

/** What the resource answers: the secret's key (kept, or made now) as its public JWK. */
export async function tokenKeyOutcome(event: Event, client: SecretsManagerClient): Promise<{ physicalId: string; data: Record<string, string> }> {
  if (event.RequestType === 'Delete') return { physicalId: event.PhysicalResourceId, data: {} };
  const { SecretArn: arn, Rotation: rotation } = event.ResourceProperties;
  const rotate = event.RequestType === 'Update' && rotation !== '' && rotation !== event.OldResourceProperties.Rotation;
  let jwk = rotate ? undefined : parsePrivateJwk(await currentSecret(client, arn));
  if (!jwk) {
    jwk = await generateTokenKey();
    await client.send(new PutSecretValueCommand({ SecretId: arn, SecretString: JSON.stringify(jwk) }));
  }
  const publicJwk = await publicJwkOf(jwk);
  return { physicalId: arn, data: { PublicJwk: JSON.stringify(publicJwk), Kid: publicJwk.kid ?? '' } };
}

/** Answers CloudFormation at the pre-signed address of the event, as every custom resource must, failure included. */
export async function handler(event: Event): Promise<void> {
  let response: CloudFormationCustomResourceResponse;
  const common = { StackId: event.StackId, RequestId: event.RequestId, LogicalResourceId: event.LogicalResourceId };
  try {
    const { physicalId, data } = await tokenKeyOutcome(event, new SecretsManagerClient({}));
    response = { ...common, Status: 'SUCCESS', PhysicalResourceId: physicalId, Data: data };
  } catch (err) {
    console.error('token key generation failed', err);
    const physicalId = event.RequestType === 'Create' ? `${event.LogicalResourceId}-failed` : event.PhysicalResourceId;
    response = { ...common, Status: 'FAILED', Reason: err instanceof Error ? err.message : String(err), PhysicalResourceId: physicalId };
  }
  const answer = await fetch(event.ResponseURL, { method: 'PUT', headers: { 'content-type': '' }, body: JSON.stringify(response) });
  if (!answer.ok) throw new Error(`CloudFormation refused the answer: ${answer.status}`);
}
