/**
 * The synthesized stack, checked resource by resource: the stage, the table as table-schema.ts
 * describes it, one Lambda per area, one API route per contract entry, alarms, and
 * least-privilege roles. The jobs, the documents bucket's lifecycle, the audit archive and the
 * signing keys: stack-jobs.test.ts. Storage and the CloudFront front door: web.test.ts.
 */
import { join } from 'node:path';
import { indexDefinition, indexSchema, TABLE } from '@functions/lib/table-schema';
import { AREA_PROFILES, JOB_PROFILES, profileOf } from '@infra/profiles';
import { AREAS, allRoutes } from '@shared/api/index';
import { JOBS } from '@shared/jobs';
import { Token } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, areaFunction, fakeWebDist, type Json, logicalIdOf, prodAndDev, resourcesOf, type Synth, statementsOf, synth } from './synth';

let prod: Synth;
let dev: Synth;

beforeAll(() => {
  ({ prod, dev } = prodAndDev());
}, 120_000);

describe('stage and environment', () => {
  it("names the stack after the stage, in the stage's region, with no account (synth needs no credentials)", () => {
    expect(prod.stack.stackName).toBe('Skpi-prod');
    expect(dev.stack.stackName).toBe('Skpi-dev');
    expect(Token.isUnresolved(prod.stack.account)).toBe(true);
    expect(prod.stack.region).toBe(prod.config.region);
    expect(Token.isUnresolved(prod.edge.account)).toBe(true);
    expect(prod.edge.region).toBe('us-east-1');
    expect(prod.stack.terminationProtection).toBe(true);
    expect(dev.stack.terminationProtection).toBe(false);
  });

  it('sets no hand-written physical names, so several stages coexist in one account', () => {
    const named: Record<string, string> = {
      'AWS::DynamoDB::Table': 'TableName',
      'AWS::S3::Bucket': 'BucketName',
      'AWS::Lambda::Function': 'FunctionName',
      'AWS::IAM::Role': 'RoleName',
      'AWS::Logs::LogGroup': 'LogGroupName',
      'AWS::SecretsManager::Secret': 'Name',
      'AWS::SNS::Topic': 'TopicName',
      'AWS::ApiGatewayV2::Api': 'Name',
      'AWS::SES::ConfigurationSet': 'Name',
      'AWS::SQS::Queue': 'QueueName',
    };
    for (const [type, property] of Object.entries(named)) {
      for (const [id, resource] of Object.entries(resourcesOf(prod.template, type))) {
        // CDK fills the API's Name from the construct id; it is the only generated exception.
        if (type === 'AWS::ApiGatewayV2::Api') expect(resource.Properties[property], id).toBe('HttpApi');
        else expect(resource.Properties[property], `${type} ${id}`).toBeUndefined();
      }
    }
    // Names CloudFront requires are generated from the construct path, which holds the stage.
    for (const type of ['AWS::CloudFront::Function', 'AWS::CloudFront::ResponseHeadersPolicy']) {
      const names = Object.values(resourcesOf(prod.template, type)).map((r) => JSON.stringify(r.Properties.Name ?? r.Properties));
      for (const name of names) expect(name).toMatch(/Skpiprod/);
    }
  });

  it('stays far below the 500-resource limit of a stack', () => {
    const count = Object.keys(prod.template.toJSON().Resources as Json).length;
    console.log(`Skpi-prod: ${count} resources for ${AREAS.length} areas and ${allRoutes().length} routes`);
    expect(count).toBeLessThan(500);
  });
});

describe('data', () => {
  it('builds the table from table-schema.ts: keys, GSIs (GSI5 the points, a number, few attributes), TTL, on demand, encrypted', () => {
    prod.template.resourceCountIs('AWS::DynamoDB::Table', 1);
    prod.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true },
      GlobalSecondaryIndexes: TABLE.indexes.map(indexDefinition),
    });
    const [table] = Object.values(resourcesOf(prod.template, 'AWS::DynamoDB::Table'));
    const attributes = table?.Properties.AttributeDefinitions as { AttributeName: string; AttributeType: string }[];
    expect(Object.fromEntries(attributes.map((a) => [a.AttributeName, a.AttributeType]))).toEqual({
      PK: 'S',
      SK: 'S',
      GSI1PK: 'S',
      GSI1SK: 'S',
      GSI2PK: 'S',
      GSI2SK: 'S',
      GSI3PK: 'S',
      GSI3SK: 'S',
      GSI4PK: 'S',
      GSI4SK: 'S',
      skp: 'N',
    });
    expect(indexDefinition(indexSchema('GSI5'))).toEqual({
      IndexName: 'GSI5',
      KeySchema: [
        { AttributeName: 'GSI3PK', KeyType: 'HASH' },
        { AttributeName: 'skp', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['id', 'nim', 'is_graduated', 'skpi_dokumen'] },
    });
  });

  it('adds at most one index a deployment: CloudFormation refuses to create two on a table in one update', () => {
    const [table] = Object.values(resourcesOf(prod.template, 'AWS::DynamoDB::Table'));
    const indexes = table?.Properties.GlobalSecondaryIndexes as { IndexName: string }[];
    // the indexes of the last release's table (a release adding one puts it here once deployed)
    const lastRelease = ['GSI1', 'GSI2', 'GSI3', 'GSI4'];
    expect(indexes.map((i) => i.IndexName).filter((n) => !lastRelease.includes(n)).length).toBeLessThanOrEqual(1);
  });

  it('protects the prod table (deletion protection, PITR, retained) and not the dev one', () => {
    prod.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
    dev.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({
        DeletionProtectionEnabled: false,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
      }),
    });
  });
});

describe('functions', () => {
  it('has exactly one Lambda per area: nodejs24.x on arm64, traced, with its own log group and the memory and timeout of its profile', () => {
    // the token keys' generator runs at deploy time only (token-keys.test.ts)
    const generator = logicalIdOf(prod.stack.tokenKeys.generator);
    const areaFunctions = Object.entries(resourcesOf(prod.template, 'AWS::Lambda::Function'))
      .filter(([id, f]) => f.Properties.Runtime === 'nodejs24.x' && id !== generator)
      .map(([, f]) => f);
    expect(areaFunctions).toHaveLength(AREAS.length + JOBS.length);
    expect(prod.stack.areas.functions.map((f) => f.area).sort()).toEqual(AREAS.map((a) => a.area).sort());
    for (const f of areaFunctions) {
      expect(f.Properties).toMatchObject({
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
    }
    const profiles = [...Object.entries(AREA_PROFILES), ...Object.entries(JOB_PROFILES)];
    const built = [...prod.stack.areas.functions, ...prod.stack.areas.jobs];
    for (const [name, profile] of profiles) {
      const fn = built.find((f) => f.area === name) ?? expect.unreachable();
      const resource = resourcesOf(prod.template, 'AWS::Lambda::Function')[logicalIdOf(fn.fn)] ?? expect.unreachable();
      expect(resource.Properties, name).toMatchObject({ MemorySize: profile.memoryMb ?? 512, Timeout: profile.timeoutSeconds ?? 29 });
    }
    // Every function of the stack (CDK's deployment helper included) runs on arm64 or is CDK's own.
    // and one more: the bulk print state machine's (bulk-print.test.ts), and the token keys' generator's
    prod.template.resourceCountIs('AWS::Logs::LogGroup', AREAS.length + JOBS.length + 4);
  });

  it('gives every function the environment that functions/lib/env.ts reads', () => {
    for (const area of AREAS.map((a) => a.area)) {
      prod.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp(`the ${area} area`),
        Environment: {
          Variables: Match.objectLike({
            STAGE: 'prod',
            TABLE_NAME: { Ref: logicalIdOf(prod.stack.data.table) },
            UPLOADS_BUCKET: { Ref: logicalIdOf(prod.stack.storage.uploads) },
            DOCUMENTS_BUCKET: { Ref: logicalIdOf(prod.stack.storage.documents) },
            MAIL_FROM: Match.stringLikeRegexp('@'),
            APP_URL: Match.anyValue(),
            SESSION_TOKEN_PUBLIC_JWK: { 'Fn::GetAtt': [Match.stringLikeRegexp('SessionKeyPair'), 'PublicJwk'] },
            LINK_TOKEN_PUBLIC_JWK: { 'Fn::GetAtt': [Match.stringLikeRegexp('LinkKeyPair'), 'PublicJwk'] },
            STORAGE_QUOTA_GB: '100',
            NODE_OPTIONS: '--enable-source-maps',
          }),
        },
      });
    }
  });

  it('points lokasi at the CSV files copied into its bundle', () => {
    prod.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('the lokasi area'),
      Environment: { Variables: Match.objectLike({ AREA_DATA_DIR: '/var/task/data' }) },
    });
  });

  it('sets APP_URL to the distribution address', () => {
    for (const fn of prod.stack.areas.functions) {
      const resource = resourcesOf(prod.template, 'AWS::Lambda::Function')[logicalIdOf(fn.fn)] ?? expect.unreachable();
      const env = (resource.Properties.Environment as { Variables: Json }).Variables;
      expect(env.APP_URL).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalIdOf(prod.stack.web.distribution), 'DomainName'] }]] });
    }
  });
});

describe('HTTP API', () => {
  const routes = () => Object.values(resourcesOf(prod.template, 'AWS::ApiGatewayV2::Route'));

  it('has one route per contract entry, with the contract method and path as its key', () => {
    const expected = allRoutes().map((r) => `${r.route.method} ${r.route.path}`);
    expect(new Set(expected).size).toBe(expected.length);
    const keys = routes().map((r) => r.Properties.RouteKey as string);
    expect(keys).toHaveLength(expected.length);
    expect(keys.sort()).toEqual([...expected].sort());
  });

  it('sends every route to the Lambda of its own area', () => {
    const integrations = resourcesOf(prod.template, 'AWS::ApiGatewayV2::Integration');
    expect(Object.keys(integrations)).toHaveLength(AREAS.length);
    const byKey = new Map(routes().map((r) => [r.Properties.RouteKey as string, r]));
    for (const { area, route } of allRoutes()) {
      const target = byKey.get(`${route.method} ${route.path}`)?.Properties.Target as { 'Fn::Join': [string, unknown[]] };
      const integrationId = (target['Fn::Join'][1][1] as { Ref: string }).Ref;
      const integration = integrations[integrationId];
      expect(integration?.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      expect(integration?.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [logicalIdOf(areaFunction(prod, area).fn), 'Arn'] });
    }
  });

  it('lets API Gateway invoke each area function through one permission, not one per route', () => {
    const permissions = Object.values(resourcesOf(prod.template, 'AWS::Lambda::Permission')).filter(
      (p) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(permissions).toHaveLength(AREAS.length);
  });

  it('throttles and access-logs the $default stage', () => {
    prod.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
    });
    dev.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
  });
});

describe('alarms', () => {
  it('alarms on API 5xx and on each Lambda error, notifying the topic', () => {
    prod.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
      AlarmActions: [{ Ref: logicalIdOf(prod.stack.alarms.topic) }],
    });
    for (const fn of prod.stack.areas.functions) {
      prod.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalIdOf(fn.fn) } }],
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Threshold: 1,
        AlarmActions: [{ Ref: logicalIdOf(prod.stack.alarms.topic) }],
      });
    }
  });

  it('subscribes the configured e-mail, and none when unset', () => {
    prod.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.ac.id' });
    dev.template.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('least privilege', () => {
  const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

  it('gives no area role an AWS managed policy', () => {
    for (const fn of prod.stack.areas.functions) {
      const role = resourcesOf(prod.template, 'AWS::IAM::Role')[logicalIdOf(fn.role)];
      expect(role?.Properties.ManagedPolicyArns, fn.area).toBeUndefined();
    }
  });

  it('lets lokasi read the table and the origin-verify secret, and nothing else: no writes, no files, no mail', () => {
    const actions = actionsOf(statementsOf(prod, logicalIdOf(areaFunction(prod, 'lokasi').role)));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'secretsmanager:GetSecretValue']));
    for (const write of writes) expect(actions).not.toContain(write);
    expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('ses:'))).toEqual([]);
  });

  it('lets kredensial read the table and the documents bucket, and write nothing but its public counters: no uploads, no mail, no invokes', () => {
    const all = statementsOf(prod, logicalIdOf(areaFunction(prod, 'kredensial').role));
    const actions = actionsOf(all);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 's3:GetObject']));
    // its routes' per-client counters (grants.test.ts checks the condition)
    const counting = all.filter((st) => JSON.stringify(st).includes('RATE#public-'));
    for (const write of writes) expect(actionsOf(all.filter((st) => !counting.includes(st)))).not.toContain(write);
    expect(actions.filter((a) => a.startsWith('s3:') && a !== 's3:GetObject')).toEqual([]);
    expect(actions.filter((a) => a.startsWith('ses:') || a.startsWith('lambda:'))).toEqual([]);
    // it signs the status lists and publishes the key: kms:Sign and kms:GetPublicKey at most, on
    // the credential key only ('the signing keys' below)
    expect(actions.filter((a) => a.startsWith('kms:') && a !== 'kms:Sign' && a !== 'kms:GetPublicKey')).toEqual([]);
  });

  it('never allows a table Scan, and scopes table access to the table and its indexes', () => {
    const tableArn = { 'Fn::GetAtt': [logicalIdOf(prod.stack.data.table), 'Arn'] };
    for (const fn of prod.stack.areas.functions) {
      const statements = statementsOf(prod, logicalIdOf(fn.role));
      expect(actionsOf(statements)).not.toContain('dynamodb:Scan');
      const tableStatement = statements.find((st) => actionsOf([st]).some((a) => a.startsWith('dynamodb:')));
      expect(tableStatement?.Resource).toEqual([tableArn, ...TABLE.indexes.map((i) => ({ 'Fn::Join': ['', [tableArn, `/index/${i.name}`]] }))]);
    }
  });

  it('lets only the areas that send mail call SES, on the sender identity', () => {
    for (const fn of prod.stack.areas.functions) {
      const ses = statementsOf(prod, logicalIdOf(fn.role)).filter((st) => actionsOf([st]).includes('ses:SendEmail'));
      if (profileOf(fn.area).sendMail) {
        expect(JSON.stringify(ses), fn.area).toContain(logicalIdOf(prod.stack.mail.identity));
        expect(JSON.stringify(ses), fn.area).toContain('configuration-set');
      } else expect(ses, fn.area).toEqual([]);
    }
  });

  it('may send to verified test recipients while in the SES sandbox, when configured', () => {
    const sandbox = synth({ stage: 'dev', webDist: join(fakeWebDist(), 'missing'), testRecipients: 'tester1@univ.ac.id,tester2@univ.ac.id' });
    sandbox.template.resourceCountIs('AWS::SES::EmailIdentity', 3);
    sandbox.template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'tester1@univ.ac.id' });
    const mailer = sandbox.stack.areas.functions.find((f) => profileOf(f.area).sendMail) ?? expect.unreachable();
    const ses = JSON.stringify(statementsOf(sandbox, logicalIdOf(mailer.role)).filter((st) => actionsOf([st]).includes('ses:SendEmail')));
    for (const recipient of sandbox.stack.mail.testRecipients) expect(ses).toContain(logicalIdOf(recipient));
    prod.template.resourceCountIs('AWS::SES::EmailIdentity', 1);
  });

  it("lets statistik read the table and CloudWatch's metric data, and write nothing; no other role reads metrics", () => {
    const statements = statementsOf(prod, logicalIdOf(areaFunction(prod, 'statistik').role));
    const actions = actionsOf(statements);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'cloudwatch:GetMetricData']));
    for (const write of writes) expect(actions).not.toContain(write);
    expect(actions.filter((a) => a.startsWith('s3:') && a !== 's3:GetObject')).toEqual([]);
    expect(actions.filter((a) => a.startsWith('ses:') || a.startsWith('lambda:'))).toEqual([]);
    // on '*' (no resource-level permissions), merged by CDK with X-Ray's statement
    const metrics = statements.filter((st) => actionsOf([st]).includes('cloudwatch:GetMetricData'));
    expect(metrics.map((st) => [st.Effect, st.Resource])).toEqual([['Allow', '*']]);
    expect(actionsOf(metrics).filter((a) => !a.startsWith('xray:'))).toEqual(['cloudwatch:GetMetricData']);
    for (const fn of [...prod.stack.areas.functions, ...prod.stack.areas.jobs]) {
      if (fn.area === 'statistik') continue;
      const cloudwatch = actionsOf(statementsOf(prod, logicalIdOf(fn.role))).filter((a) => a.startsWith('cloudwatch:'));
      expect(cloudwatch, fn.area).toEqual([]);
    }
  });

  it('lets the uploads area only put objects into the uploads bucket', () => {
    const s3 = statementsOf(prod, logicalIdOf(areaFunction(prod, 'uploads').role)).filter((st) => actionsOf([st]).some((a) => a.startsWith('s3:')));
    expect(s3).toHaveLength(1);
    expect(s3[0]?.Action).toBe('s3:PutObject');
    expect(JSON.stringify(s3[0]?.Resource)).toContain(logicalIdOf(prod.stack.storage.uploads));
  });

  it('has exactly one profile per area and per job', () => {
    expect(Object.keys(AREA_PROFILES).sort()).toEqual(AREAS.map((a) => a.area).sort());
    expect(Object.keys(JOB_PROFILES).sort()).toEqual(JOBS.map((j) => j.name).sort());
  });
});
