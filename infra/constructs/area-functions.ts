/**
 * The area Lambdas: one per area of shared/api, generated in a loop, each with the environment
 * of functions/lib/env.ts and exactly the grants its Lambda profile (infra/profiles.ts) allows; and the
 * job Lambdas of shared/jobs.ts, built the same way, each scheduled job with its EventBridge rule.
 * No role may change or delete an audit entry (functions/lib/audit.ts): an explicit deny of
 * UpdateItem, DeleteItem and BatchWriteItem when any leading key of the request is `AUDIT#`
 * (`ForAnyValue`, so a batch mixing an audit key with others is denied too) beats any allow, and a
 * role whose profile adds no audit entries is denied PutItem there too. A role that adds entries
 * keeps PutItem, since IAM cannot tell a new entry from an overwrite (no condition key sees the
 * put's ConditionExpression): the DynamoDB client's guard (functions/lib/audit-guard.ts) and the
 * audit archive (audit-archive.ts, the job with `stream: 'audit'`) cover that case.
 *
 * A job run by a state machine (profile `stateMachine`: the bulk print, bulk-print.ts) is started
 * by the Lambdas whose profile lists it in `starts`: each gets the machine's ARN in
 * `JOB_STATE_MACHINE_<NAME>` and states:StartExecution on it alone.
 *
 * Any other job started on demand (no schedule) is invoked asynchronously by the Lambdas whose profile
 * lists it in `invokes`: each of them gets the job's function name in `JOB_FUNCTION_<NAME>`
 * (functions/lib/env.ts jobFunctionVariable, read by startJob in functions/lib/jobs.ts) and
 * lambda:InvokeFunction on that one function. The job is never retried by Lambda (it records its
 * own failure; a retry would print everything twice); an invocation that fails anyway (crash,
 * timeout, event too old) lands in the job's failure queue, which raises an alarm (alarms.ts,
 * docs/operations.md "Bulk SKPI print").
 *
 * A profile with `metrics` (the statistik area) may call cloudwatch:GetMetricData, which has no
 * resource-level permissions: resource '*', read only. A profile's `signs` names the signing keys
 * its Lambda may use (signing-keys.ts); a Lambda that seals also gets the stage's timestamp
 * authority (`SEGEL_TSA_URL`) when one is configured. Every Lambda gets the token keys' public
 * JWKs; a profile's `tokens` name the private halves its Lambda may read (token-keys.ts). A
 * profile's `feederSecret` gets the Neo Feeder password's secret (`FEEDER_SECRET_ARN`): read, or
 * read and write; no other Lambda may.
 */

import { auditKeys } from '@functions/lib/entities/audit';
import { authKeys } from '@functions/lib/entities/auth';
import { jobKeys } from '@functions/lib/entities/jobs';
import { uploadKeys } from '@functions/lib/entities/uploads';
import { jobFunctionVariable, jobStateMachineVariable } from '@functions/lib/env';
import { PUBLIC_LIMIT_SCOPE_PREFIX } from '@shared/api/contract';
import { allRoutes } from '@shared/api/index';
import { SKPI_KEY_PREFIXES } from '@shared/domain/skpi-storage';
import { JOBS } from '@shared/jobs';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { type Secret, Secret as SecretsManagerSecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { SsoConfig, StageConfig } from '../config';
import { JOB_PROFILES, type LambdaProfile, profileOf } from '../profiles';
import { BUCKET_READS, BUCKET_WRITES, type BucketAccess, TABLE_ACTIONS } from './area-access';
import { AreaFunction } from './area-function';
import type { AuditArchive } from './audit-archive';
import { BulkPrint } from './bulk-print';
import { jobEntry } from './bundling';
import type { Data } from './data';
import type { Mail } from './mail';
import type { SigningKeys } from './signing-keys';
import type { Storage } from './storage';
import type { TokenKeys } from './token-keys';

export interface AreaFunctionsProps {
  config: StageConfig;
  projectRoot: string;
  areas: string[];
  data: Data;
  storage: Storage;
  tokenKeys: TokenKeys;
  originVerify: Secret;
  /** The Neo Feeder operator password: read and written by the profiles with `feederSecret` only. */
  feederPassword: Secret;
  mail: Mail;
  signing: SigningKeys;
  appUrl: string;
  auditArchive: AuditArchive;
}

/** Leading keys of the items a read-only area is denied: reset, e-mail change and activation tokens, upload tickets, jobs, counters. */
export const SECRET_LEADING_KEYS = [
  authKeys.otp('').PK,
  authKeys.resetToken('').PK,
  authKeys.emailChange('').PK,
  authKeys.activationUse('').PK,
  uploadKeys.upload('').PK,
  jobKeys.job('').PK,
  authKeys.rateLimitLeadingKey(''),
  authKeys.ssoTransaction('').PK,
];

export class AreaFunctions extends Construct {
  readonly functions: AreaFunction[] = [];
  /** The job Lambdas (shared/jobs.ts), by name in `area`. */
  readonly jobs: AreaFunction[] = [];
  /** The failure queue of each on-demand job (its async invocations that failed), by job name in `job`. */
  readonly jobFailures: { job: string; queue: Queue }[] = [];
  /** The state machine of each job run by one (the bulk print's), by job name in `job`. */
  readonly stateMachines: { job: string; machine: StateMachine }[] = [];

  constructor(scope: Construct, id: string, props: AreaFunctionsProps) {
    super(scope, id);
    const { config, data, storage, tokenKeys, originVerify, mail } = props;
    const environment: Record<string, string> = {
      STAGE: config.stage,
      TABLE_NAME: data.table.tableName,
      UPLOADS_BUCKET: storage.uploads.bucketName,
      DOCUMENTS_BUCKET: storage.documents.bucketName,
      MAIL_FROM: mail.from,
      APP_URL: props.appUrl,
      ...tokenKeys.publicEnvironment,
      ORIGIN_VERIFY_ARN: originVerify.secretArn,
      STORAGE_QUOTA_GB: String(config.storageQuotaGb),
      // every per-address limit is higher for the campus egress addresses
      ...(config.campus.egressCidrs.length ? { CAMPUS_EGRESS_CIDRS: config.campus.egressCidrs.join(',') } : {}),
    };

    const build = (name: string, access: LambdaProfile, job?: { entry: string; summary: string }) => {
      const fn = new AreaFunction(this, name, { area: name, job, config, projectRoot: props.projectRoot, environment, profile: access });
      const role = fn.role;
      // a stream consumer ('none') reads no table item and checks no session
      if (access.table !== 'none') {
        this.grantTable(fn, data, access);
        originVerify.grantRead(role);
      }
      const auditDenied = [
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        ...(access.auditEntries ? [] : ['dynamodb:PutItem']),
      ];
      role.addToPolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: auditDenied,
          resources: [data.table.tableArn],
          // ForAnyValue: a batch that names an audit key among others is denied too
          conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [`${auditKeys.auditLeadingKey()}*`] } },
        }),
      );
      if (access.table === 'read') this.narrowReader(fn, data);
      this.grantBucket(fn, storage.uploads, access.uploads, access.writeFolders?.uploads);
      this.grantBucket(fn, storage.documents, access.documents, access.writeFolders?.documents);
      if (access.sendMail) mail.grantSend(role);
      // no resource-level permissions: '*' (acknowledged with X-Ray's in area-function.ts)
      if (access.metrics) role.addToPolicy(new PolicyStatement({ actions: ['cloudwatch:GetMetricData'], resources: ['*'] }));
      props.signing.grantSigning(fn, access.signs ?? []);
      tokenKeys.grantSigning(fn, access.tokens ?? []);
      if (access.signs?.includes('segel') && config.segelTsaUrl) fn.fn.addEnvironment('SEGEL_TSA_URL', config.segelTsaUrl);
      if (access.sso === 'sign-in' && config.sso) this.grantSso(fn, config.sso);
      if (access.sso === 'staff-switch' && config.sso) fn.fn.addEnvironment('SSO_STAFF_PASSWORD', config.sso.staffPassword ? '1' : '0');
      if (access.reinvokes) {
        new Policy(this, `${name}Reinvoke`, {
          roles: [role],
          statements: [new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.fn.functionArn] })],
        });
      }
      if (access.feederSecret) {
        fn.fn.addEnvironment('FEEDER_SECRET_ARN', props.feederPassword.secretArn);
        props.feederPassword.grantRead(role);
        if (access.feederSecret === 'readwrite') props.feederPassword.grantWrite(role);
      }
      return fn;
    };

    const profiles = new Map<AreaFunction, LambdaProfile>();
    for (const area of props.areas) {
      const fn = build(area, profileOf(area));
      profiles.set(fn, profileOf(area));
      this.functions.push(fn);
    }

    for (const job of JOBS) {
      const fn = build(job.name, JOB_PROFILES[job.name], { entry: jobEntry(props.projectRoot, job.name), summary: job.summary });
      profiles.set(fn, JOB_PROFILES[job.name]);
      if (job.everyMinutes) {
        new Rule(this, `${job.name}Schedule`, {
          description: `SKPI ${config.stage}: runs the ${job.name} job`,
          schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
          targets: [new LambdaFunction(fn.fn, { retryAttempts: 0 })],
        });
      } else if (JOB_PROFILES[job.name].stateMachine) {
        const run = new BulkPrint(this, `${job.name}Run`, {
          config,
          worker: fn.fn,
          documents: storage.documents,
          jobPrefix: SKPI_KEY_PREFIXES.bulkZip,
          workerTimeout: fn.fn.timeout ?? config.lambda.timeout,
        });
        this.stateMachines.push({ job: job.name, machine: run.stateMachine });
      } else if (job.stream === 'audit') {
        this.jobFailures.push({ job: job.name, queue: props.auditArchive.consume(fn) });
      } else {
        this.jobFailures.push({ job: job.name, queue: this.onDemand(fn, config) });
      }
      this.jobs.push(fn);
    }

    // Second pass, once every job exists: who may start which job.
    for (const [fn, profile] of profiles) {
      for (const name of profile.invokes ?? []) {
        const target = this.jobs.find((j) => j.area === name);
        if (!target) throw new Error(`${fn.area} invokes "${name}", which is not a job of shared/jobs.ts`);
        fn.fn.addEnvironment(jobFunctionVariable(name), target.fn.functionName);
        fn.role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [target.fn.functionArn] }));
      }
      for (const name of profile.starts ?? []) {
        const target = this.stateMachines.find((m) => m.job === name);
        if (!target) throw new Error(`${fn.area} starts "${name}", which is not a job run by a state machine`);
        fn.fn.addEnvironment(jobStateMachineVariable(name), target.machine.stateMachineArn);
        target.machine.grantStartExecution(fn.role);
      }
    }
  }

  /** Campus sign-in's settings (functions/lib/env.ts) and a read of its one secret, by name (the operator creates it). */
  private grantSso(fn: AreaFunction, sso: SsoConfig): void {
    const variables: Record<string, string> = {
      SSO_ISSUER: sso.issuer,
      SSO_CLIENT_ID: sso.clientId,
      SSO_CLIENT_SECRET_NAME: sso.clientSecretName,
      SSO_DOMAINS: sso.domains.join(','),
      SSO_ROLES: sso.rolesAllowed.join(','),
      SSO_MFA_ENFORCED: sso.mfaEnforced ? '1' : '0',
      SSO_STAFF_PASSWORD: sso.staffPassword ? '1' : '0',
    };
    for (const [name, value] of Object.entries(variables)) fn.fn.addEnvironment(name, value);
    SecretsManagerSecret.fromSecretNameV2(this, `${fn.area}SsoClientSecret`, sso.clientSecretName).grantRead(fn.role);
  }

  /**
   * An on-demand job's asynchronous invocations: no retry (the job marks itself failed, and a
   * second run would redo its work: print and number every document twice), an event that waited
   * an hour unstarted (throttling) is dropped rather than run late, and every failed invocation
   * goes to a queue (kept 14 days, encrypted, TLS only) with the event and the error.
   */
  private onDemand(job: AreaFunction, config: StageConfig): Queue {
    const queue = new Queue(this, `${job.area}Failures`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: config.removalPolicy,
    });
    job.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.hours(1), onFailure: new SqsDestination(queue) });
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This queue is itself the dead-letter store: the on-failure destination of the ${job.area} job's asynchronous invocations (cdk-nag does not recognise Lambda destinations). Nothing consumes it; an alarm fires on its first message.`,
    });
    return queue;
  }

  /**
   * The table: reads on the table and its indexes; writes there too, or, where the profile names
   * `writeLeadingKeys`, only on items whose every partition key starts with one of them.
   */
  private grantTable(fn: AreaFunction, data: Data, access: LambdaProfile): void {
    const prefixes = access.writeLeadingKeys;
    if (!prefixes?.length) {
      fn.role.addToPolicy(new PolicyStatement({ actions: TABLE_ACTIONS[access.table], resources: data.arns }));
      return;
    }
    const reads = TABLE_ACTIONS.read;
    fn.role.addToPolicy(new PolicyStatement({ actions: reads, resources: data.arns }));
    fn.role.addToPolicy(
      new PolicyStatement({
        actions: TABLE_ACTIONS[access.table].filter((a) => !reads.includes(a)),
        resources: [data.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((p) => `${p}*`) } },
      }),
    );
  }

  /**
   * A read-only area (the public ones among them) on the table: it may count its public routes'
   * calls (UpdateItem on its own `RATE#public-` counters only, when the contract gives its routes a
   * `publicLimit`), and it is denied reading the items that hold secrets: reset, e-mail change and
   * activation tokens, upload tickets, jobs and rate counters (by their leading keys). OTPs and the
   * user item's password hash share the user's partition and are not separable by IAM: decision
   * 0041, item 7.
   */
  private narrowReader(fn: AreaFunction, data: Data): void {
    if (allRoutes().some((r) => r.area === fn.area && r.route.publicLimit)) {
      fn.role.addToPolicy(
        new PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [data.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${authKeys.rateLimitLeadingKey(PUBLIC_LIMIT_SCOPE_PREFIX)}*`] } },
        }),
      );
    }
    fn.role.addToPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan'],
        resources: data.arns,
        conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': SECRET_LEADING_KEYS.map((k) => `${k}*`) } },
      }),
    );
  }

  private grantBucket(fn: AreaFunction, bucket: Bucket, access: BucketAccess, writeFolders: readonly string[] = []): void {
    if (access === 'none') return;
    const logicalId = Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnBucket);
    const reads = BUCKET_READS[access];
    const writes = BUCKET_WRITES[access];
    // object patterns and their actions: reads bucket-wide, writes per folder where the profile names them
    const grants = new Map<string, string[]>();
    const add = (pattern: string, actions: string[]) => grants.set(pattern, [...(grants.get(pattern) ?? []), ...actions]);
    if (reads.length) add('*', reads);
    if (writes.length) for (const pattern of writeFolders.length ? writeFolders.map((f) => `${f}/*`) : ['*']) add(pattern, writes);
    for (const [pattern, actions] of grants) {
      fn.role.addToPolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects(pattern)] }));
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/${pattern}]`,
        reason:
          pattern === '*'
            ? `Object keys are generated per upload or document; access is limited to the objects of this one bucket with ${actions.join(', ')}.`
            : `Keys under ${pattern} are generated per owner and file; ${actions.join(', ')} is limited to that folder of this one bucket.`,
      });
    }
  }
}
