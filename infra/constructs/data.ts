/**
 * The one DynamoDB table, built from functions/lib/table-schema.ts (the local runtime creates
 * its table from the same description): string keys PK/SK, GSI1..GSI4 projecting all
 * attributes, GSI5 (the students' points) a few, TTL on `ttl`, on-demand capacity, encrypted
 * with the AWS-managed KMS key. Its stream (new and old images) feeds the audit archive
 * (audit-archive.ts); the local table has none.
 */

import { INDEX_DETAILS, TABLE } from '@functions/lib/table-schema';
import { Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';

export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: TABLE.ttlAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: config.pointInTimeRecovery },
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });
    for (const index of TABLE.indexes) {
      const details = INDEX_DETAILS[index.name];
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: details?.sortKeyType === 'N' ? AttributeType.NUMBER : AttributeType.STRING },
        ...(details ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...details.include] } : {}),
      });
    }
    if (!config.pointInTimeRecovery) {
      Validations.of(this.table).acknowledge({
        id: 'AwsSolutions-DDB3',
        reason: `Stage ${config.stage} holds disposable test data; point-in-time recovery is on where data matters (prod).`,
      });
    }
  }

  /** ARNs of the table and of each GSI (queries on an index are authorized on the index ARN). */
  get arns(): string[] {
    return [this.table.tableArn, ...TABLE.indexes.map((i) => `${this.table.tableArn}/index/${i.name}`)];
  }
}
