/** The per-stage configuration (infra/config.ts): known stages, clear failures, overrides. */

import { configFromContext, STAGES, stageConfig } from '@infra/config';
import { RemovalPolicy } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';

describe('stage configuration', () => {
  it('knows dev and prod; prod keeps and protects its data, dev may be torn down', () => {
    expect(STAGES).toEqual(['dev', 'prod']);
    const prod = stageConfig('prod');
    const dev = stageConfig('dev');
    expect(prod).toMatchObject({ removalPolicy: RemovalPolicy.RETAIN, deletionProtection: true, pointInTimeRecovery: true });
    expect(dev).toMatchObject({ removalPolicy: RemovalPolicy.DESTROY, deletionProtection: false });
    expect(prod.storageQuotaGb).toBeGreaterThan(0);
    expect(prod.lambda.timeout.toSeconds()).toBeLessThanOrEqual(29);
  });

  it('fails with the list of stages when the stage is unknown or missing', () => {
    expect(() => stageConfig('staging')).toThrow('unknown stage "staging": pass -c stage=<dev|prod>');
    expect(() => stageConfig(undefined)).toThrow('no stage: pass -c stage=<dev|prod>');
    expect(() => stageConfig(42)).toThrow(/unknown stage "42"/);
  });

  it('takes deployment-specific values from context', () => {
    const context: Record<string, string> = { stage: 'prod', mailFrom: 'skpi@univ.ac.id', mailDomain: 'univ.ac.id', alarmEmail: 'ops@univ.ac.id' };
    const config = configFromContext((key) => context[key]);
    expect(config.mail).toEqual({ from: 'skpi@univ.ac.id', domain: 'univ.ac.id' });
    expect(config.alarmEmail).toBe('ops@univ.ac.id');
    expect(config.appDomain).toBeUndefined();
  });

  it('rejects inconsistent overrides before anything is synthesized', () => {
    expect(() => stageConfig('dev', { mailFrom: 'not-an-address' })).toThrow(/is not an e-mail address/);
    expect(() => stageConfig('dev', { mailFrom: 'skpi@other.id', mailDomain: 'univ.ac.id' })).toThrow(/not in the verified domain/);
    expect(() => stageConfig('dev', { alarmEmail: 'ops' })).toThrow(/alarm e-mail/);
    expect(() => stageConfig('dev', { segelTsaUrl: 'tsa.example.id' })).toThrow(/segelTsaUrl "tsa.example.id" is not an http\(s\) address/);
    expect(stageConfig('dev', { segelTsaUrl: 'https://tsa.example.id/tsr' }).segelTsaUrl).toBe('https://tsa.example.id/tsr');
    expect(() => stageConfig('dev', { testRecipients: 'a@univ.ac.id, b' })).toThrow(/test recipient "b"/);
    expect(stageConfig('dev', { testRecipients: 'a@univ.ac.id, b@univ.ac.id' }).mail.testRecipients).toEqual(['a@univ.ac.id', 'b@univ.ac.id']);
    expect(() => stageConfig('prod', { appDomain: 'skpi.univ.ac.id' })).toThrow(/needs both appDomain and certificateArn/);
    expect(stageConfig('prod', { appDomain: 'skpi.univ.ac.id', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' }).appDomain).toEqual({
      name: 'skpi.univ.ac.id',
      certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x',
    });
  });
});
