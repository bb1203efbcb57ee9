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

  it('takes the campus egress addresses from context and refuses what is not a CIDR', () => {
    expect(stageConfig('prod').campus.egressCidrs).toEqual([]);
    const context: Record<string, string> = { stage: 'prod', campusEgressCidrs: '203.0.113.0/28, 2001:db8:100::/48' };
    expect(configFromContext((key) => context[key]).campus.egressCidrs).toEqual(['203.0.113.0/28', '2001:db8:100::/48']);
    for (const bad of ['203.0.113.7', 'kampus.ac.id/24', '203.0.113.0/40', '0.0.0.0/0']) {
      expect(() => stageConfig('prod', { campusEgressCidrs: bad }), bad).toThrow(/campus egress address .* is not a CIDR/);
    }
  });

  it('takes campus sign-in from context, with its defaults, and refuses an incomplete or unsafe one', () => {
    expect(stageConfig('prod').sso).toBeUndefined();
    const sso = {
      ssoIssuer: 'https://accounts.google.com',
      ssoClientId: 'id',
      ssoClientSecretName: 'skpi/prod/sso',
      ssoDomains: 'Univ.ac.id, student.univ.ac.id',
    };
    expect(configFromContext((key) => ({ stage: 'prod', ...sso })[key]).sso).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecretName: 'skpi/prod/sso',
      domains: ['univ.ac.id', 'student.univ.ac.id'],
      rolesAllowed: ['mahasiswa', 'verifikator', 'ppk', 'admin jurusan', 'super admin', 'pimpinan'],
      mfaEnforced: false,
      staffPassword: true,
    });
    expect(() => stageConfig('dev', { ...sso, ssoIssuer: 'http://idp.univ.ac.id' })).toThrow(/is not the https address/);
    expect(() => stageConfig('dev', { ssoIssuer: 'https://idp.univ.ac.id' })).toThrow(/needs ssoClientId and ssoClientSecretName/);
    expect(() => stageConfig('dev', { ...sso, ssoDomains: '' })).toThrow(/ssoDomains must list/);
    expect(() => stageConfig('dev', { ...sso, ssoRoles: 'mahasiswa,dosen' })).toThrow(/unknown role "dosen"/);
    expect(() => stageConfig('dev', { ...sso, ssoMfaEnforced: 'yes' })).toThrow(/ssoMfaEnforced must be true or false/);
    expect(() => stageConfig('dev', { ...sso, ssoRoles: 'mahasiswa', ssoStaffPassword: 'false' })).toThrow(/staff passwords cannot be turned off/);
  });
});
