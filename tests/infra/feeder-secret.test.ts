/**
 * The Neo Feeder sync in the CDK app (infra/constructs/secrets.ts, area-functions.ts): the
 * operator password's one secret, read and written by the feeder area, read by the feeder-sync
 * job, and touched by no other role; only those two Lambdas know where it is. The job runs hourly
 * (the resume check and the nightly sync) and may be started by the area and by itself.
 */
import { jobFunctionVariable } from '@functions/lib/env';
import { AREA_PROFILES, JOB_PROFILES } from '@infra/profiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, logicalIdOf, prodAndDev, resourcesOf, type Statement, type Synth } from './synth';

let prod: Synth;
let dev: Synth;

beforeAll(() => {
  ({ prod, dev } = prodAndDev());
}, 120_000);

const actions = (st: Statement) => (Array.isArray(st.Action) ? st.Action : [st.Action]) as string[];

/** The roles (by logical id) whose policies allow `action` on a resource naming `resourceId`. */
function rolesAllowed(s: Synth, action: string, resourceId: string): string[] {
  return Object.values(resourcesOf(s.template, 'AWS::IAM::Policy'))
    .filter((p) =>
      (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some(
        (st) =>
          st.Effect === 'Allow' &&
          actions(st).some((a) => a === action || a === 'secretsmanager:*') &&
          JSON.stringify(st.Resource).includes(resourceId),
      ),
    )
    .flatMap((p) => (p.Properties.Roles as Json[]).map((r) => r.Ref as string))
    .sort();
}

const lambdas = (s: Synth) => [...s.stack.areas.functions, ...s.stack.areas.jobs];
const roleOf = (s: Synth, name: string) => {
  const fn = lambdas(s).find((f) => f.area === name);
  if (!fn) throw new Error(`no Lambda ${name}`);
  return logicalIdOf(fn.role);
};

describe('the Neo Feeder password', () => {
  it('is asked for by the feeder area (read and write) and the feeder-sync job (read) only', () => {
    const profiles = { ...AREA_PROFILES, ...JOB_PROFILES } as Record<string, { feederSecret?: string }>;
    const named = Object.entries(profiles)
      .filter(([, p]) => p.feederSecret)
      .map(([n, p]) => [n, p.feederSecret]);
    expect(named.sort()).toEqual([
      ['feeder', 'readwrite'],
      ['feeder-sync', 'read'],
    ]);
  });

  it('is one secret that only those roles read, and only the feeder area writes', () => {
    for (const s of [prod, dev]) {
      const secretId = logicalIdOf(s.stack.secrets.feederPassword);
      const secret = resourcesOf(s.template, 'AWS::SecretsManager::Secret')[secretId];
      expect(String(secret?.Properties.Description)).toContain('Neo Feeder');
      expect(rolesAllowed(s, 'secretsmanager:GetSecretValue', secretId)).toEqual([roleOf(s, 'feeder'), roleOf(s, 'feeder-sync')].sort());
      expect(rolesAllowed(s, 'secretsmanager:PutSecretValue', secretId)).toEqual([roleOf(s, 'feeder')]);
    }
    // prod keeps it when the stack goes, as every stateful resource of the stage
    expect(resourcesOf(prod.template, 'AWS::SecretsManager::Secret')[logicalIdOf(prod.stack.secrets.feederPassword)]?.DeletionPolicy).toBe('Retain');
  });

  it('is named (FEEDER_SECRET_ARN) to those two Lambdas alone', () => {
    const functions = resourcesOf(prod.template, 'AWS::Lambda::Function');
    for (const fn of lambdas(prod)) {
      const variables = ((functions[logicalIdOf(fn.fn)]?.Properties.Environment ?? {}) as { Variables?: Json }).Variables ?? {};
      if (fn.area === 'feeder' || fn.area === 'feeder-sync') {
        expect(variables.FEEDER_SECRET_ARN, fn.area).toEqual({ Ref: logicalIdOf(prod.stack.secrets.feederPassword) });
      } else expect(variables.FEEDER_SECRET_ARN, fn.area).toBeUndefined();
    }
  });
});

describe('the feeder-sync job', () => {
  it('runs hourly, is started by the feeder area, and may start itself again (a policy of its own)', () => {
    const job = lambdas(prod).find((f) => f.area === 'feeder-sync');
    const jobId = logicalIdOf(job?.fn ?? prod.stack);
    const rules = Object.values(resourcesOf(prod.template, 'AWS::Events::Rule')).filter((r) => JSON.stringify(r.Properties.Targets).includes(jobId));
    expect(rules.map((r) => r.Properties.ScheduleExpression)).toEqual(['rate(1 hour)']);
    const functions = resourcesOf(prod.template, 'AWS::Lambda::Function');
    const area = lambdas(prod).find((f) => f.area === 'feeder');
    const variables = ((functions[logicalIdOf(area?.fn ?? prod.stack)]?.Properties.Environment ?? {}) as { Variables: Json }).Variables;
    expect(variables[jobFunctionVariable('feeder-sync')]).toEqual({ Ref: jobId });
    const invokers = Object.values(resourcesOf(prod.template, 'AWS::IAM::Policy'))
      .filter((p) =>
        (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some(
          (st) => st.Effect === 'Allow' && actions(st).includes('lambda:InvokeFunction') && JSON.stringify(st.Resource).includes(jobId),
        ),
      )
      .flatMap((p) => (p.Properties.Roles as Json[]).map((r) => r.Ref as string))
      .sort();
    expect(invokers).toEqual([roleOf(prod, 'feeder'), roleOf(prod, 'feeder-sync')].sort());
  });
});
