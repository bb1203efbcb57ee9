/**
 * The area Lambdas: one per area of shared/api, generated in a loop, each with the environment
 * of functions/lib/env.ts and exactly the grants its Lambda profile (shared/api) allows.
 */

import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { accessOf, BUCKET_ACTIONS, type BucketAccess, TABLE_ACTIONS } from './area-access';
import { AreaFunction } from './area-function';
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

    for (const area of props.areas) {
      const access = accessOf(area);
      const fn = new AreaFunction(this, area, {
        area,
        config,
        projectRoot: props.projectRoot,
        environment,
        profile: access,
      });
      const role = fn.role;
      role.addToPolicy(new PolicyStatement({ actions: TABLE_ACTIONS[access.table], resources: data.arns }));
      jwtKey.grantRead(role);
      originVerify.grantRead(role);
      this.grantBucket(fn, storage.uploads, access.uploads);
      this.grantBucket(fn, storage.documents, access.documents);
      if (access.sendMail) mail.grantSend(role);
      this.functions.push(fn);
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
