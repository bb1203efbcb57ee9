/**
 * The audit archive: an append-only copy of the audit log that no role of the product can change.
 * The table's stream (new and old images) runs the `audit-archive` job for the records of audit
 * items only (an event filter on the `AUDIT#` leading key), and the job writes each entry into
 * this bucket, where S3 Object Lock keeps every object version unchangeable and undeletable for
 * the stage's retention (infra/config.ts `auditArchive`: COMPLIANCE on prod). The job's role may
 * only put objects here; no other role has any grant on the bucket.
 *
 * A batch that keeps failing is retried from its first failed record (bisected, for a day, the
 * stream's own retention) and then named in the job's failure queue, which raises an alarm, as
 * does the metric of an entry changed in the table (functions/domain/audit/archive.ts).
 */
import { AUDIT_CHANGED_METRIC } from '@functions/lib/audit-guard';
import { auditKeys } from '@functions/lib/entities/audit';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, ObjectLockRetention, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import type { AreaFunction } from './area-function';

export interface AuditArchiveProps {
  config: StageConfig;
  table: Table;
  accessLogs: Bucket;
}

export class AuditArchive extends Construct {
  readonly bucket: Bucket;
  /** Audit entries changed or deleted in the table, as the archive job counts them. */
  readonly changes: Metric;
  private readonly config: StageConfig;
  private readonly table: Table;

  constructor(scope: Construct, id: string, { config, table, accessLogs }: AuditArchiveProps) {
    super(scope, id);
    this.config = config;
    this.table = table;
    const { mode, retentionDays, expireAfterDays } = config.auditArchive;
    const retention = Duration.days(retentionDays);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 's3/audit-archive/',
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: mode === 'COMPLIANCE' ? ObjectLockRetention.compliance(retention) : ObjectLockRetention.governance(retention),
      lifecycleRules: expireAfterDays
        ? [{ id: 'expire-after-retention', expiration: Duration.days(expireAfterDays), noncurrentVersionExpiration: Duration.days(expireAfterDays) }]
        : [],
      // the archive outlives its stack on every stage: locked objects could not be deleted with it anyway
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.changes = new Metric({
      namespace: 'Skpi',
      metricName: AUDIT_CHANGED_METRIC,
      dimensionsMap: { service: 'skpi', stage: config.stage },
      period: Duration.minutes(5),
      statistic: 'Sum',
    });
  }

  /**
   * Makes `job` the archive's writer: the stream of audit items as its event source, PutObject on
   * this bucket and nothing else of it, the bucket's name in AUDIT_ARCHIVE_BUCKET. Returns the
   * queue that names the batches it gave up on.
   */
  consume(job: AreaFunction): Queue {
    const failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: this.config.removalPolicy,
    });
    job.fn.addEventSource(
      new DynamoEventSource(this.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(5),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 1000,
        maxRecordAge: Duration.days(1),
        onFailure: new SqsDlq(failures),
        filters: [FilterCriteria.filter({ dynamodb: { Keys: { PK: { S: FilterRule.beginsWith(auditKeys.auditLeadingKey()) } } } })],
      }),
    );
    job.role.addToPolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [this.bucket.arnForObjects('*')] }));
    job.fn.addEnvironment('AUDIT_ARCHIVE_BUCKET', this.bucket.bucketName);

    const bucketId = Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnBucket);
    Validations.of(job.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
      reason:
        'Each audit entry is its own object, keyed by the entry: the archive job may only put objects (Object Lock keeps every version) into this one bucket.',
    });
    Validations.of(failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is itself the dead-letter store: the on-failure destination of the audit archive's stream event source. Nothing consumes it; an alarm fires on its first message.",
    });
    return failures;
  }
}
