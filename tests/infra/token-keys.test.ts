/**
 * The token keys (infra/constructs/token-keys.ts): each private key in its own secret, made by
 * the deploy-time generator, readable only by the Lambdas that sign with it (sessions: auth, sso,
 * akun; activation links: auth, manajemen, akun-impor, feeder-sync); every Lambda gets the public keys in its
 * environment, no private one. And no Deny of the whole template uses `ForAllValues`.
 */
import { join } from 'node:path';
import { tokenKeyVariable } from '@functions/lib/env';
import { TOKEN_KEY_NAMES, type TokenKeyName } from '@functions/lib/token-keys';
import { AREA_PROFILES, JOB_PROFILES } from '@infra/profiles';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, type Json, logicalIdOf, prodAndDev, resourcesOf, type Statement, type Synth, synth } from './synth';

let prod: Synth;
let dev: Synth;

beforeAll(() => {
  ({ prod, dev } = prodAndDev());
}, 120_000);

const SIGNERS: Record<TokenKeyName, string[]> = {
  session: ['akun', 'auth', 'sso'],
  link: ['akun-impor', 'auth', 'feeder-sync', 'manajemen'],
};

const actions = (st: Statement) => (Array.isArray(st.Action) ? st.Action : [st.Action]) as string[];

/** The logical ids of the roles whose policies allow `action` on a resource naming `resourceId`. */
function rolesAllowed(s: Synth, action: string, resourceId: string): string[] {
  return Object.values(resourcesOf(s.template, 'AWS::IAM::Policy'))
    .filter((p) =>
      (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some(
        (st) => st.Effect === 'Allow' && actions(st).includes(action) && JSON.stringify(st.Resource).includes(resourceId),
      ),
    )
    .flatMap((p) => (p.Properties.Roles as Json[]).map((r) => r.Ref as string))
    .sort();
}

const lambdas = (s: Synth) => [...s.stack.areas.functions, ...s.stack.areas.jobs];

describe('the token keys', () => {
  it('names as signers exactly the Lambdas that make sessions and activation links', () => {
    const profiles = { ...AREA_PROFILES, ...JOB_PROFILES } as Record<string, { tokens?: readonly TokenKeyName[] }>;
    for (const name of TOKEN_KEY_NAMES) {
      const signers = Object.entries(profiles)
        .filter(([, p]) => p.tokens?.includes(name))
        .map(([area]) => area)
        .sort();
      expect(signers, name).toEqual(SIGNERS[name]);
    }
  });

  it('lets only the signers (and the generator) read each private key: no other role has GetSecretValue on it', () => {
    for (const s of [prod, dev]) {
      for (const name of TOKEN_KEY_NAMES) {
        const secretId = logicalIdOf(s.stack.tokenKeys.secrets[name]);
        const signerRoles = lambdas(s)
          .filter((fn) => SIGNERS[name].includes(fn.area))
          .map((fn) => logicalIdOf(fn.role));
        expect(signerRoles, name).toHaveLength(SIGNERS[name].length);
        const expected = [...signerRoles, logicalIdOf(s.stack.tokenKeys.generatorRole)].sort();
        expect(rolesAllowed(s, 'secretsmanager:GetSecretValue', secretId), name).toEqual(expected);
        // and only the generator writes it
        expect(rolesAllowed(s, 'secretsmanager:PutSecretValue', secretId), name).toEqual([logicalIdOf(s.stack.tokenKeys.generatorRole)]);
      }
    }
  });

  it("tells a signer where its private keys are, and no other Lambda; every Lambda gets every public key from the generator's answer", () => {
    const functions = resourcesOf(prod.template, 'AWS::Lambda::Function');
    for (const fn of lambdas(prod)) {
      const variables = ((functions[logicalIdOf(fn.fn)]?.Properties.Environment ?? {}) as { Variables: Json }).Variables;
      for (const name of TOKEN_KEY_NAMES) {
        const keyPair = `${name.charAt(0).toUpperCase()}${name.slice(1)}KeyPair`;
        expect(variables[tokenKeyVariable(name, 'publicJwk')], fn.area).toEqual({ 'Fn::GetAtt': [expect.stringContaining(keyPair), 'PublicJwk'] });
        expect(variables[tokenKeyVariable(name, 'privateJwk')], fn.area).toBeUndefined();
        const arn = variables[tokenKeyVariable(name, 'privateArn')];
        if (SIGNERS[name].includes(fn.area)) expect(arn, `${fn.area} ${name}`).toEqual({ Ref: logicalIdOf(prod.stack.tokenKeys.secrets[name]) });
        else expect(arn, `${fn.area} ${name}`).toBeUndefined();
      }
    }
  });

  it('makes each key pair at deploy time into its own secret, after the generator may write it; the old HS256 secret is gone', () => {
    const generator = logicalIdOf(prod.stack.tokenKeys.generator);
    const pairs = prod.template.findResources('Custom::SkpiTokenKey');
    expect(Object.keys(pairs)).toHaveLength(TOKEN_KEY_NAMES.length);
    for (const name of TOKEN_KEY_NAMES) {
      prod.template.hasResource('Custom::SkpiTokenKey', {
        Properties: {
          ServiceToken: { 'Fn::GetAtt': [generator, 'Arn'] },
          SecretArn: { Ref: logicalIdOf(prod.stack.tokenKeys.secrets[name]) },
          Rotation: '',
        },
        DependsOn: Match.arrayWith([Match.stringLikeRegexp('GeneratorRoleDefaultPolicy')]),
      });
    }
    const secrets = Object.values(resourcesOf(prod.template, 'AWS::SecretsManager::Secret')).map((r) => String(r.Properties.Description));
    expect(secrets.filter((d) => /HS256/.test(d))).toEqual([]);
    expect(secrets.filter((d) => /private ES256 key/.test(d))).toHaveLength(TOKEN_KEY_NAMES.length);
    // prod keeps its secrets when the stack goes, as every stateful resource of the stage
    for (const name of TOKEN_KEY_NAMES) {
      expect(resourcesOf(prod.template, 'AWS::SecretsManager::Secret')[logicalIdOf(prod.stack.tokenKeys.secrets[name])]?.DeletionPolicy).toBe(
        'Retain',
      );
    }
  });

  it('rotates with a deploy that carries a new tokenKeyRotation mark', () => {
    const rotated = synth({ stage: 'dev', webDist: join(fakeWebDist(), 'missing'), tokenKeyRotation: '2026-12-01T00:00Z' });
    rotated.template.hasResourceProperties('Custom::SkpiTokenKey', { Rotation: '2026-12-01T00:00Z' });
  });
});

describe('denies', () => {
  it('never uses ForAllValues in a Deny (a mixed batch would slip past it), in any policy of the template', () => {
    for (const s of [prod, dev]) {
      const documents = [
        ...Object.values(resourcesOf(s.template, 'AWS::IAM::Policy')).map((p) => p.Properties.PolicyDocument),
        ...Object.values(resourcesOf(s.template, 'AWS::IAM::Role')).flatMap((r) =>
          ((r.Properties.Policies ?? []) as Json[]).map((p) => p.PolicyDocument),
        ),
        ...Object.values(resourcesOf(s.template, 'AWS::S3::BucketPolicy')).map((p) => p.Properties.PolicyDocument),
      ] as { Statement: (Statement & { Condition?: Json })[] }[];
      const denies = documents.flatMap((d) => d.Statement).filter((st) => st.Effect === 'Deny');
      expect(denies.length).toBeGreaterThan(0);
      for (const deny of denies) expect(Object.keys(deny.Condition ?? {}).filter((op) => op.startsWith('ForAllValues:'))).toEqual([]);
    }
  });
});
