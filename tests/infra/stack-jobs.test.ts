/**
 * The synthesized stack's jobs and what they keep: one Lambda per job (scheduled ones on a rule), the
 * on-demand bulk print and bulk import with their failure queue, the documents bucket's lifecycle,
 * the audit log's guard and archive, and the signing keys of the seal and the credentials. The
 * stage, the table, the areas' Lambdas, the API, the alarms and the areas' roles: stack.test.ts.
 */
import { join } from 'node:path';
import { jobFunctionVariable, signingKeyVariable } from '@functions/lib/env';
import { SIGNING_KEY_NAMES } from '@functions/lib/signing/types';
import { AREA_PROFILES, JOB_PROFILES, profileOf } from '@infra/profiles';
import { SKPI_KEY_PREFIXES } from '@shared/domain/skpi-storage';
import { JOBS } from '@shared/jobs';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, areaFunction, type Json, logicalIdOf, prodAndDev, resourcesOf, type Statement, type Synth, statementsOf } from './synth';

let prod: Synth;
let dev: Synth;

beforeAll(() => {
  ({ prod, dev } = prodAndDev());
}, 120_000);

describe('jobs (shared/jobs.ts)', () => {
  const job = (name: string) => prod.stack.areas.jobs.find((j) => j.area === name) ?? expect.unreachable();

  /** CDK's rate expression of a number of minutes. */
  const rateOf = (m: number) =>
    m === 1 ? 'rate(1 minute)' : m === 60 ? 'rate(1 hour)' : m % 60 === 0 ? `rate(${m / 60} hours)` : `rate(${m} minutes)`;

  it('builds one Lambda per job, and runs each scheduled one from an EventBridge rate rule', () => {
    expect(prod.stack.areas.jobs.map((j) => j.area).sort()).toEqual(JOBS.map((j) => j.name).sort());
    const scheduled = JOBS.filter((j) => j.everyMinutes);
    prod.template.resourceCountIs('AWS::Events::Rule', scheduled.length);
    for (const spec of scheduled) {
      prod.template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: rateOf(spec.everyMinutes ?? 0),
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf(job(spec.name).fn), 'Arn'] } })],
      });
      prod.template.hasResourceProperties('AWS::Lambda::Permission', {
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [logicalIdOf(job(spec.name).fn), 'Arn'] },
      });
    }
  });

  it('lets the notification-mail job use the table and send mail, and touch no file', () => {
    const actions = actionsOf(statementsOf(prod, logicalIdOf(job('notifikasi-digest').role)));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'ses:SendEmail']));
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
  });

  it('builds the counter rebuild as an operator-invoked job: no schedule, the table only (no Scan), 2 GB and 15 minutes', () => {
    const rebuild = job('statistik-rebuild');
    const fn = resourcesOf(prod.template, 'AWS::Lambda::Function')[logicalIdOf(rebuild.fn)] ?? expect.unreachable();
    expect(fn.Properties).toMatchObject({ MemorySize: 2048, Timeout: 900 });
    expect(JOBS.find((j) => j.name === 'statistik-rebuild')?.everyMinutes).toBeUndefined();
    const actions = actionsOf(statementsOf(prod, logicalIdOf(rebuild.role)));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:UpdateItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('ses:') || a.startsWith('lambda:'))).toEqual([]);
    prod.template.hasOutput('StatistikRebuildFunction', { Value: { Ref: logicalIdOf(rebuild.fn) } });
  });
});

describe('on-demand jobs: the bulk SKPI print (skpi-bulk) and the bulk import (akun-impor)', () => {
  const job = (s: Synth, name: string) => s.stack.areas.jobs.find((j) => j.area === name) ?? expect.unreachable();
  const fnResource = (s: Synth, fn: { fn: Parameters<typeof logicalIdOf>[0] }) =>
    resourcesOf(s.template, 'AWS::Lambda::Function')[logicalIdOf(fn.fn)] ?? expect.unreachable();
  const envOf = (s: Synth, fn: { fn: Parameters<typeof logicalIdOf>[0] }) =>
    (fnResource(s, fn).Properties.Environment as { Variables: Json }).Variables;

  it('gives the job 1769 MB (one full vCPU) and the 15-minute timeout, and the fonts beside its code', () => {
    expect(fnResource(prod, job(prod, 'skpi-bulk')).Properties).toMatchObject({ MemorySize: 1769, Timeout: 900 });
    expect(envOf(prod, job(prod, 'skpi-bulk')).AREA_DATA_DIR).toBe('/var/task/fonts');
    // the worker's heap capped where the bench measured it (infra/profiles.ts), the areas' left to Node
    expect(envOf(prod, job(prod, 'skpi-bulk')).NODE_OPTIONS).toBe('--enable-source-maps --max-old-space-size=320');
    expect(fnResource(prod, areaFunction(prod, 'cetak')).Properties).toMatchObject({ MemorySize: 1024, Timeout: 30 });
    expect(envOf(prod, areaFunction(prod, 'cetak')).AREA_DATA_DIR).toBe('/var/task/fonts');
  });

  /**
   * The job each area invokes (its profile's `invokes`): the impor area the bulk import, the admin
   * area the achievement recount after a rubric change, the feeder area the Neo Feeder sync, the
   * cetak area the bulk approval (its bulk print is the state machine's: bulk-print.test.ts).
   */
  const STARTS: Record<string, string> = {
    impor: 'akun-impor',
    admin: 'statistik-capaian',
    ekspor: 'ekspor-berkas',
    feeder: 'feeder-sync',
    cetak: 'pengesahan-massal',
  };
  /** The job that starts itself again to go on after its time (profile `reinvokes`): the Neo Feeder sync. */
  const REINVOKES = ['feeder-sync'];

  it('hands each starting area its job function name (JOB_FUNCTION_AKUN_IMPOR), and no other function any job name', () => {
    expect(jobFunctionVariable('akun-impor')).toBe('JOB_FUNCTION_AKUN_IMPOR');
    for (const [area, name] of Object.entries(STARTS)) {
      expect(envOf(prod, areaFunction(prod, area))[jobFunctionVariable(name)]).toEqual({ Ref: logicalIdOf(job(prod, name).fn) });
    }
    for (const fn of [...prod.stack.areas.functions, ...prod.stack.areas.jobs]) {
      const names = Object.keys(envOf(prod, fn)).filter((k) => k.startsWith('JOB_FUNCTION_'));
      const starts = STARTS[fn.area];
      expect(names, fn.area).toEqual(starts ? [jobFunctionVariable(starts)] : []);
    }
  });

  it('lets each starting area invoke exactly its job function, and no other role invoke any function (a re-invoking job: itself)', () => {
    for (const fn of [...prod.stack.areas.functions, ...prod.stack.areas.jobs]) {
      const invoke = statementsOf(prod, logicalIdOf(fn.role)).filter((st) => actionsOf([st]).some((a) => a.startsWith('lambda:')));
      const starts = STARTS[fn.area] ?? (REINVOKES.includes(fn.area) ? fn.area : undefined);
      if (starts)
        expect(invoke, fn.area).toEqual([
          { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [logicalIdOf(job(prod, starts).fn), 'Arn'] } },
        ]);
      else expect(invoke, fn.area).toEqual([]);
    }
  });

  it('never retries the job, drops an event that waited an hour, and sends every failed run to an encrypted, TLS-only queue', () => {
    const bulk = job(prod, 'akun-impor');
    const failures = prod.stack.areas.jobFailures.find((f) => f.job === 'akun-impor')?.queue ?? expect.unreachable();
    // every on-demand job but the one a state machine runs (skpi-bulk: bulk-print.test.ts)
    const invoked = JOBS.filter((j) => !j.everyMinutes && !j.stream && !JOB_PROFILES[j.name].stateMachine);
    expect(invoked.map((j) => j.name)).not.toContain('skpi-bulk');
    prod.template.resourceCountIs('AWS::Lambda::EventInvokeConfig', invoked.length);
    prod.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalIdOf(bulk.fn) },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalIdOf(failures), 'Arn'] } } },
    });
    prod.template.hasResource('AWS::SQS::Queue', {
      Properties: Match.objectLike({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 }),
      DeletionPolicy: 'Retain',
    });
    prod.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: logicalIdOf(failures) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } }, Principal: { AWS: '*' } }),
        ]),
      },
    });
    // The job's own role may put the failure record (Lambda sends it with the function's role).
    const sqs = statementsOf(prod, logicalIdOf(bulk.role)).filter((st) => actionsOf([st]).includes('sqs:SendMessage'));
    expect(sqs.map((st) => st.Resource)).toEqual([{ 'Fn::GetAtt': [logicalIdOf(failures), 'Arn'] }]);
  });

  it('names the failure queue in the stack outputs, for the runbook', () => {
    const failures = prod.stack.areas.jobFailures.find((f) => f.job === 'akun-impor')?.queue ?? expect.unreachable();
    prod.template.hasOutput('AkunImporFailureQueueUrl', { Value: { Ref: logicalIdOf(failures) } });
  });

  it('alarms on the first message in the failure queue, notifying the topic', () => {
    const failures = prod.stack.areas.jobFailures.find((f) => f.job === 'akun-impor')?.queue ?? expect.unreachable();
    prod.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalIdOf(failures), 'QueueName'] } }],
      Statistic: 'Maximum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: logicalIdOf(prod.stack.alarms.topic) }],
      OKActions: [{ Ref: logicalIdOf(prod.stack.alarms.topic) }],
    });
  });
});

describe('the documents bucket lifecycle', () => {
  type Rule = { Id: string; Status: string; Prefix?: string; ExpirationInDays?: number; NoncurrentVersionExpiration?: { NoncurrentDays: number } };
  const rulesOf = (s: Synth) => {
    const documents = resourcesOf(s.template, 'AWS::S3::Bucket')[logicalIdOf(s.stack.storage.documents)] ?? expect.unreachable();
    return (documents.Properties.LifecycleConfiguration as { Rules: Rule[] }).Rules;
  };

  it('removes SKPI previews after a day and bulk zips after a week, old versions included', () => {
    for (const s of [prod, dev]) {
      expect(rulesOf(s)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Status: 'Enabled',
            Prefix: 'skpi-pratinjau/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          }),
          expect.objectContaining({
            Status: 'Enabled',
            Prefix: 'skpi-zip/',
            ExpirationInDays: 7,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          }),
        ]),
      );
    }
    expect(SKPI_KEY_PREFIXES).toEqual({ printed: 'skpi/', preview: 'skpi-pratinjau/', bulkZip: 'skpi-zip/' });
  });

  it('never expires a printed SKPI (skpi/) or any other permanent document', () => {
    const printed = `${SKPI_KEY_PREFIXES.printed}2026/0001.pdf`;
    for (const rule of rulesOf(prod)) {
      if (rule.ExpirationInDays === undefined) continue;
      expect(rule.Prefix, rule.Id).toBeDefined();
      expect(printed.startsWith(rule.Prefix ?? ''), rule.Id).toBe(false);
    }
  });
});

describe('the audit log', () => {
  const auditDeny = (s: Synth, fn: { role: Parameters<typeof logicalIdOf>[0] }) =>
    statementsOf(s, logicalIdOf(fn.role)).filter((st) => st.Effect === 'Deny' && JSON.stringify(st).includes('AUDIT#'));

  it('denies every role any update or delete of an audit entry (leading key AUDIT#), and the put to roles that add none', () => {
    const tableArn = { 'Fn::GetAtt': [logicalIdOf(prod.stack.data.table), 'Arn'] };
    for (const fn of [...prod.stack.areas.functions, ...prod.stack.areas.jobs]) {
      const put = profileOf(fn.area).auditEntries ? [] : ['dynamodb:PutItem'];
      expect(auditDeny(prod, fn), fn.area).toEqual([
        {
          Effect: 'Deny',
          Action: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', ...put, 'dynamodb:UpdateItem'],
          Resource: tableArn,
          Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
        },
      ]);
    }
  });

  it('lets only the Lambdas whose code adds audit entries put them (auditEntries matches what each bundle holds)', async () => {
    const { build } = await import('esbuild');
    for (const [name, profile] of [...Object.entries(AREA_PROFILES), ...Object.entries(JOB_PROFILES)]) {
      const entry = JOBS.some((j) => j.name === name) ? join('functions', 'jobs', `${name}.ts`) : join('functions', 'api', name, 'handlers.ts');
      const out = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        metafile: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        logLevel: 'error',
      });
      const writes = Object.keys(out.metafile.inputs).includes('functions/lib/audit.ts') && profile.table === 'readwrite';
      expect(!!profile.auditEntries, name).toBe(writes);
    }
  });

  it('streams the table (new and old images) into the archive job, for audit items only', () => {
    prod.template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
    const archive = prod.stack.areas.jobs.find((j) => j.area === 'audit-archive') ?? expect.unreachable();
    const failures = prod.stack.areas.jobFailures.find((f) => f.job === 'audit-archive')?.queue ?? expect.unreachable();
    prod.template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    prod.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalIdOf(archive.fn) },
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(prod.stack.data.table), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ dynamodb: { Keys: { PK: { S: [{ prefix: 'AUDIT#' }] } } } }) }] },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalIdOf(failures), 'Arn'] } } },
    });
  });

  it('keeps the copies in a bucket with Object Lock: COMPLIANCE for ten years on prod, GOVERNANCE for a day on dev', () => {
    const lock = (s: Synth) => resourcesOf(s.template, 'AWS::S3::Bucket')[logicalIdOf(s.stack.auditArchive.bucket)] ?? expect.unreachable();
    expect(lock(prod).Properties).toMatchObject({
      ObjectLockEnabled: true,
      ObjectLockConfiguration: { ObjectLockEnabled: 'Enabled', Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: 3650 } } },
      VersioningConfiguration: { Status: 'Enabled' },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    expect(lock(prod).Properties.LifecycleConfiguration).toBeUndefined();
    expect(lock(prod).DeletionPolicy).toBe('Retain');
    expect(lock(dev).Properties).toMatchObject({
      ObjectLockConfiguration: { Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: 1 } } },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 14, NoncurrentVersionExpiration: { NoncurrentDays: 14 } })] },
    });
    expect(lock(dev).DeletionPolicy).toBe('Retain');
  });

  it("gives the archive job PutObject on the archive and the stream's reads, nothing of the table or the other buckets, and no other role any grant on the archive", () => {
    const archive = prod.stack.areas.jobs.find((j) => j.area === 'audit-archive') ?? expect.unreachable();
    const bucketId = logicalIdOf(prod.stack.auditArchive.bucket);
    const statements = statementsOf(prod, logicalIdOf(archive.role));
    const actions = actionsOf(statements);
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:PutObject']);
    expect(JSON.stringify(statements.find((st) => actionsOf([st]).includes('s3:PutObject'))?.Resource)).toContain(bucketId);
    expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(
      ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'].sort(),
    );
    expect(actions.filter((a) => a.startsWith('secretsmanager:') || a.startsWith('ses:') || a.startsWith('lambda:'))).toEqual([]);
    expect(resourcesOf(prod.template, 'AWS::Lambda::Function')[logicalIdOf(archive.fn)]?.Properties.Environment).toMatchObject({
      Variables: { AUDIT_ARCHIVE_BUCKET: { Ref: bucketId } },
    });
    for (const fn of [...prod.stack.areas.functions, ...prod.stack.areas.jobs]) {
      if (fn === archive) continue;
      expect(JSON.stringify(statementsOf(prod, logicalIdOf(fn.role))), fn.area).not.toContain(bucketId);
    }
    prod.template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'AuditEntryChanged', Namespace: 'Skpi', Threshold: 1 });
  });
});

describe('the signing keys (seal and credentials)', () => {
  type KeyName = (typeof SIGNING_KEY_NAMES)[number];
  const keyArn = (s: Synth, name: KeyName) => ({ 'Fn::GetAtt': [logicalIdOf(s.stack.signing.keys[name]), 'Arn'] });
  const keyId = (s: Synth, name: KeyName) => logicalIdOf(s.stack.signing.keys[name]);
  const everyFunction = (s: Synth) => [...s.stack.areas.functions, ...s.stack.areas.jobs];
  /** The KMS statements of a function's role (CDK merges the grants of several keys into one). */
  const kmsOf = (s: Synth, fn: ReturnType<typeof everyFunction>[number]) =>
    statementsOf(s, logicalIdOf(fn.role)).filter((st) => actionsOf([st]).some((a) => a.startsWith('kms:')));
  const resourcesIn = (statements: Statement[]) => statements.flatMap((st) => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]));
  /** The functions whose role may kms:Sign with the key, by name. */
  const signersOf = (s: Synth, name: KeyName) =>
    everyFunction(s)
      .filter((fn) =>
        resourcesIn(kmsOf(s, fn).filter((st) => actionsOf([st]).includes('kms:Sign'))).some(
          (r) => JSON.stringify(r) === JSON.stringify(keyArn(s, name)),
        ),
      )
      .map((fn) => fn.area)
      .sort();

  it('are two asymmetric RSA 2048 sign/verify KMS keys, kept when the stack goes, in every stage', () => {
    for (const s of [prod, dev]) {
      const keys = resourcesOf(s.template, 'AWS::KMS::Key');
      expect(Object.keys(keys).sort()).toEqual(SIGNING_KEY_NAMES.map((n) => keyId(s, n)).sort());
      for (const key of Object.values(keys)) {
        expect(key.Properties).toMatchObject({ KeySpec: 'RSA_2048', KeyUsage: 'SIGN_VERIFY' });
        expect(key.Properties.EnableKeyRotation).toBeUndefined();
        expect(key).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
      }
    }
  });

  it('let only the printing Lambdas seal, and each function sign with exactly the keys its profile names', () => {
    expect(signersOf(prod, 'segel')).toEqual(['cetak', 'pengesahan-massal', 'skpi-bulk']);
    for (const name of SIGNING_KEY_NAMES) {
      const named = [...prod.stack.areas.functions, ...prod.stack.areas.jobs]
        .filter((fn) => profileOf(fn.area).signs?.includes(name))
        .map((fn) => fn.area);
      expect(signersOf(prod, name), name).toEqual(named.sort());
    }
    for (const fn of everyFunction(prod)) {
      const kms = kmsOf(prod, fn);
      const signs = profileOf(fn.area).signs ?? [];
      // on those keys' ARNs only: no wildcard, no other key, no other KMS action
      const sortJson = (values: unknown[]) => values.map((v) => JSON.stringify(v)).sort();
      expect(sortJson(resourcesIn(kms)), fn.area).toEqual(sortJson(signs.map((n) => keyArn(prod, n))));
      for (const st of kms) expect([...actionsOf([st])].sort(), fn.area).toEqual(['kms:GetPublicKey', 'kms:Sign']);
    }
  });

  it("tell each signing function its keys' ids, and the sealing ones the stage's timestamp authority", () => {
    for (const s of [prod, dev]) {
      for (const fn of everyFunction(s)) {
        const resource = resourcesOf(s.template, 'AWS::Lambda::Function')[logicalIdOf(fn.fn)] ?? expect.unreachable();
        const env = (resource.Properties.Environment as { Variables: Json }).Variables;
        const signs = profileOf(fn.area).signs ?? [];
        for (const name of SIGNING_KEY_NAMES) {
          expect(env[signingKeyVariable(name)], `${fn.area} ${name}`).toEqual(
            signs.includes(name) ? { 'Fn::GetAtt': [keyId(s, name), 'Arn'] } : undefined,
          );
        }
        const tsa = s === prod && signs.includes('segel') ? 'https://tsa.example.ac.id/tsr' : undefined;
        expect(env.SEGEL_TSA_URL, fn.area).toBe(tsa);
      }
    }
  });

  it('name the seal key in the stack outputs, for the certificate commands', () => {
    expect(prod.template.findOutputs('SegelKeyArn').SegelKeyArn?.Value).toEqual(keyArn(prod, 'segel'));
  });
});
