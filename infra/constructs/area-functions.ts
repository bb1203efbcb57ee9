/**
 * The area Lambdas: one per area of shared/api, generated in a loop, each with the environment
 * of functions/lib/env.ts and exactly the grants its Lambda profile (shared/api) allows; and the
 * job Lambdas of shared/jobs.ts, built the same way, each scheduled job with its EventBridge rule.
 * No role may change or delete an audit entry (functions/lib/audit.ts): an explicit deny on the
 * `AUDIT#` leading key beats any allow.
 */

import { keys } from '@functions/lib/keys';
import type { LambdaProfile } from '@shared/api/contract';
import { JOBS } from '@shared/jobs';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { accessOf, BUCKET_ACTIONS, type BucketAccess, TABLE_ACTIONS } from './area-access';
import { AreaFunction } from './area-function';
import { jobEntry } from './bundling';
import type { Data } from './data';
import type { Mail } from './mail';
import type { Storage } from './storage';

export interface AreaFunctionsProps {
  config: StageConfig;
  projectRoot: string;
  areas: string[];
  data: Data;
  storage: Storage;
  jwtKey: Secret;
  originVerify: Secret;
  mail: Mail;
  appUrl: string;
}

export class AreaFunctions extends Construct {
  readonly functions: AreaFunction[] = [];
  /** The job Lambdas (shared/jobs.ts), by name in `area`. */
  readonly jobs: AreaFunction[] = [];

  constructor(scope: Construct, id: string, props: AreaFunctionsProps) {
    super(scope, id);
    const { config, data, storage, jwtKey, originVerify, mail } = props;
    const environment: Record<string, string> = {
      STAGE: config.stage,
      TABLE_NAME: data.table.tableName,
      UPLOADS_BUCKET: storage.uploads.bucketName,
      DOCUMENTS_BUCKET: storage.documents.bucketName,
      MAIL_FROM: mail.from,
      APP_URL: props.appUrl,
      JWT_SECRET_ARN: jwtKey.secretArn,
      ORIGIN_VERIFY_ARN: originVerify.secretArn,
      STORAGE_QUOTA_GB: String(config.storageQuotaGb),
    };

    const build = (name: string, access: LambdaProfile, job?: { entry: string; summary: string }) => {
      const fn = new AreaFunction(this, name, { area: name, job, config, projectRoot: props.projectRoot, environment, profile: access });
      const role = fn.role;
      role.addToPolicy(new PolicyStatement({ actions: TABLE_ACTIONS[access.table], resources: data.arns }));
      role.addToPolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
          resources: [data.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${keys.auditLeadingKey()}*`] } },
        }),
      );
      jwtKey.grantRead(role);
      originVerify.grantRead(role);
      this.grantBucket(fn, storage.uploads, access.uploads);
      this.grantBucket(fn, storage.documents, access.documents);
      if (access.sendMail) mail.grantSend(role);
      return fn;
    };

    for (const area of props.areas) this.functions.push(build(area, accessOf(area)));

    for (const job of JOBS) {
      const fn = build(job.name, job.lambda, { entry: jobEntry(props.projectRoot, job.name), summary: job.summary });
      if (job.everyMinutes) {
        new Rule(this, `${job.name}Schedule`, {
          description: `SKPI ${config.stage}: runs the ${job.name} job`,
          schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
          targets: [new LambdaFunction(fn.fn, { retryAttempts: 0 })],
        });
      }
      this.jobs.push(fn);
    }
  }

  private grantBucket(fn: AreaFunction, bucket: Bucket, access: BucketAccess): void {
    if (access === 'none') return;
    fn.role.addToPolicy(new PolicyStatement({ actions: BUCKET_ACTIONS[access], resources: [bucket.arnForObjects('*')] }));
    const logicalId = Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnBucket);
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/*]`,
      reason: `Object keys are generated per upload or document; access is limited to the objects of this one bucket with ${BUCKET_ACTIONS[access].join(', ')}.`,
    });
  }
}
