/**
 * The token keys' generator (functions/deploy/token-keys.ts), the custom resource a deploy runs:
 * it makes a key into an empty or placeholder secret, keeps a key already there, makes a new one
 * on a new rotation mark, and answers CloudFormation with the public half only.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetSecretValueCommand, PutSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { handler, type TokenKeyProperties, tokenKeyOutcome } from '@functions/deploy/token-keys';
import { generateTokenKey, parsePrivateJwk, publicJwkOf } from '@functions/lib/token-keys';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

process.env.AWS_REGION = 'ap-southeast-3';
process.env.AWS_ACCESS_KEY_ID = 'unit';
process.env.AWS_SECRET_ACCESS_KEY = 'unit';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const sm = mockClient(SecretsManagerClient);
const client = new SecretsManagerClient({});
const ARN = 'arn:aws:secretsmanager:ap-southeast-3:123456789012:secret:SessionKey-abc';
type Event = CloudFormationCustomResourceEvent<TokenKeyProperties, TokenKeyProperties>;

const props = (rotation = ''): TokenKeyProperties => ({ ServiceToken: 'arn:fn', SecretArn: ARN, Rotation: rotation });
const base = {
  ServiceToken: 'arn:fn',
  ResponseURL: 'http://127.0.0.1/',
  StackId: 'stack',
  RequestId: 'req',
  LogicalResourceId: 'SessionKeyPair',
  ResourceType: 'Custom::SkpiTokenKey',
};
const create = (): Event => ({ ...base, RequestType: 'Create', ResourceProperties: props() });
const update = (rotation: string, old = ''): Event => ({
  ...base,
  RequestType: 'Update',
  PhysicalResourceId: ARN,
  ResourceProperties: props(rotation),
  OldResourceProperties: props(old),
});

/** The private JWK the generator put, if it put one. */
const putKey = () => {
  const calls = sm.commandCalls(PutSecretValueCommand);
  return calls.length ? parsePrivateJwk(calls[0]?.args[0].input.SecretString) : undefined;
};

beforeEach(() => sm.reset());
afterAll(() => sm.restore());

describe('the token key generator', () => {
  it('makes a key into a placeholder secret at the first deploy and answers its public half', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: 'Placeholder0123456789abcdefABCDEF' });
    const out = await tokenKeyOutcome(create(), client);
    const made = putKey() ?? expect.unreachable();
    expect(sm.commandCalls(PutSecretValueCommand)[0]?.args[0].input.SecretId).toBe(ARN);
    expect(out).toEqual({ physicalId: ARN, data: { PublicJwk: JSON.stringify(await publicJwkOf(made)), Kid: made.kid } });
    expect(out.data.PublicJwk).not.toContain(made.d);
  });

  it('makes one into a secret without a value too', async () => {
    sm.on(GetSecretValueCommand).rejects(new ResourceNotFoundException({ message: 'no AWSCURRENT', $metadata: {} }));
    await tokenKeyOutcome(create(), client);
    expect(putKey()).toBeDefined();
  });

  it('keeps the key a secret holds (a later deploy, a repeated create), and answers the same public half', async () => {
    const kept = await generateTokenKey();
    sm.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(kept) });
    for (const event of [create(), update('', ''), update('', 'mark-1')]) {
      const out = await tokenKeyOutcome(event, client);
      expect(out.data.PublicJwk).toBe(JSON.stringify(await publicJwkOf(kept)));
    }
    expect(sm.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });

  it('makes a new key on a new rotation mark', async () => {
    const old = await generateTokenKey();
    sm.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(old) });
    const out = await tokenKeyOutcome(update('2026-12-01', ''), client);
    const made = putKey() ?? expect.unreachable();
    expect(made.d).not.toBe(old.d);
    expect(out.data.Kid).toBe(made.kid);
  });

  it('leaves the secret alone when the resource is deleted', async () => {
    const out = await tokenKeyOutcome({ ...base, RequestType: 'Delete', PhysicalResourceId: ARN, ResourceProperties: props() }, client);
    expect(out).toEqual({ physicalId: ARN, data: {} });
    expect(sm.calls()).toHaveLength(0);
  });

  it('answers CloudFormation at the pre-signed address: SUCCESS with the public key, or FAILED with the reason', async () => {
    const answers: Record<string, unknown>[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        answers.push({ method: req.method, ...(JSON.parse(body) as Record<string, unknown>) });
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/answer`;
    try {
      sm.on(GetSecretValueCommand).resolves({ SecretString: 'placeholder' });
      await handler({ ...create(), ResponseURL: url });
      const made = putKey() ?? expect.unreachable();
      sm.reset();
      sm.on(GetSecretValueCommand).rejects(new Error('AccessDeniedException: not allowed'));
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await handler({ ...create(), ResponseURL: url });
      expect(logged).toHaveBeenCalledOnce();
      logged.mockRestore();
      expect(answers).toEqual([
        expect.objectContaining({
          method: 'PUT',
          Status: 'SUCCESS',
          PhysicalResourceId: ARN,
          RequestId: 'req',
          Data: expect.objectContaining({ Kid: made.kid }),
        }),
        expect.objectContaining({
          method: 'PUT',
          Status: 'FAILED',
          Reason: 'AccessDeniedException: not allowed',
          PhysicalResourceId: 'SessionKeyPair-failed',
        }),
      ]);
      expect(JSON.stringify(answers)).not.toContain(made.d);
    } finally {
      server.close();
    }
  });
});
