/**
 * One stack per stage (`Skpi-dev`, `Skpi-prod`), assembled from constructs split by concern:
 * Data, Storage, the audit archive, Secrets, Signing (the KMS signing keys), TokenKeys (the session and link keys), Mail, Api (+ one
 * Lambda per area), Web and Alarms.
 */

import { AREAS, allRoutes } from '@shared/api/index';
import { CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { Alarms } from '../constructs/alarms';
import { Api } from '../constructs/api';
import { AreaFunctions } from '../constructs/area-functions';
import { AuditArchive } from '../constructs/audit-archive';
import { Data } from '../constructs/data';
import { Mail } from '../constructs/mail';
import { Secrets } from '../constructs/secrets';
import { SigningKeys } from '../constructs/signing-keys';
import { Storage } from '../constructs/storage';
import { TokenKeys } from '../constructs/token-keys';
import { Web } from '../constructs/web';

export interface SkpiStackProps extends StackProps {
  config: StageConfig;
  /** Repository root: function entries and the lock file are found from here. */
  projectRoot: string;
  /** The built web app (default `<projectRoot>/web/dist`). */
  webDistDir: string;
  /** The AWS WAF web ACL of the distribution (its own stack in us-east-1: skpi-edge-stack.ts). */
  webAclArn: string;
}

export function stackName(config: StageConfig): string {
  return `Skpi-${config.stage}`;
}

export class SkpiStack extends Stack {
  readonly data: Data;
  readonly storage: Storage;
  readonly auditArchive: AuditArchive;
  readonly mail: Mail;
  /** The origin-verify value and the Neo Feeder password. */
  readonly secrets: Secrets;
  readonly api: Api;
  readonly web: Web;
  readonly areas: AreaFunctions;
  readonly alarms: Alarms;
  readonly signing: SigningKeys;
  readonly tokenKeys: TokenKeys;

  constructor(scope: Construct, id: string, props: SkpiStackProps) {
    super(scope, id, props);
    const { config } = props;
    Tags.of(this).add('project', 'skpi');
    Tags.of(this).add('stage', config.stage);

    // Browsers POST uploads to S3 from the app's origin. Without a custom domain that origin is
    // the distribution's, which itself names the buckets in its CSP: CORS then allows
    // *.cloudfront.net rather than form a cycle (the presigned POST policy is the real guard).
    const appOrigins = config.appDomain ? [`https://${config.appDomain.name}`] : ['https://*.cloudfront.net'];

    this.data = new Data(this, 'Data', config);
    this.storage = new Storage(this, 'Storage', { config, appOrigins });
    this.auditArchive = new AuditArchive(this, 'AuditArchive', { config, table: this.data.table, accessLogs: this.storage.accessLogs });
    const secrets = new Secrets(this, 'Secrets', config);
    this.secrets = secrets;
    const mail = new Mail(this, 'Mail', config);
    this.mail = mail;
    this.api = new Api(this, 'Api', config);
    this.web = new Web(this, 'Web', {
      config,
      webBucket: this.storage.web,
      uploads: this.storage.uploads,
      documents: this.storage.documents,
      logBucket: this.storage.accessLogs,
      apiDomainName: this.api.domainName,
      originVerify: secrets.originVerify,
      webDistDir: props.webDistDir,
      webAclArn: props.webAclArn,
    });
    this.signing = new SigningKeys(this, 'Signing', config);
    this.tokenKeys = new TokenKeys(this, 'TokenKeys', { config, projectRoot: props.projectRoot });
    this.areas = new AreaFunctions(this, 'Areas', {
      config,
      projectRoot: props.projectRoot,
      areas: AREAS.map((a) => a.area),
      data: this.data,
      storage: this.storage,
      tokenKeys: this.tokenKeys,
      originVerify: secrets.originVerify,
      feederPassword: secrets.feederPassword,
      mail,
      signing: this.signing,
      appUrl: this.web.url,
      auditArchive: this.auditArchive,
    });
    const routes = allRoutes();
    for (const { area, fn } of this.areas.functions) {
      this.api.addArea(
        area,
        fn,
        routes.filter((r) => r.area === area),
      );
    }
    this.alarms = new Alarms(this, 'Alarms', {
      config,
      httpApi: this.api.httpApi,
      functions: [...this.areas.functions, ...this.areas.jobs],
      jobFailures: this.areas.jobFailures,
      stateMachines: this.areas.stateMachines,
      metrics: [
        {
          id: 'AuditEntryChanged',
          metric: this.auditArchive.changes,
          description:
            'An audit entry was changed or deleted in the table: its archived copy stands beside the change (docs/operations.md "Audit archive").',
        },
      ],
    });

    new CfnOutput(this, 'AppUrl', { value: this.web.url, description: 'The web app (and /api/*)' });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'UploadsBucket', { value: this.storage.uploads.bucketName });
    new CfnOutput(this, 'DocumentsBucket', { value: this.storage.documents.bucketName });
    new CfnOutput(this, 'AuditArchiveBucket', { value: this.auditArchive.bucket.bucketName, description: 'The audit log copy (S3 Object Lock)' });
    new CfnOutput(this, 'WebBucket', { value: this.storage.web.bucketName });
    new CfnOutput(this, 'SessionKeySecretArn', {
      value: this.tokenKeys.secrets.session.secretArn,
      description: 'The private key that signs sessions (read only by the auth, sso and akun Lambdas)',
    });
    new CfnOutput(this, 'MailIdentity', { value: mail.identity.emailIdentityName, description: 'SES identity to verify' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    new CfnOutput(this, 'SegelKeyArn', {
      value: this.signing.keys.segel.keyArn,
      description: 'The SKPI seal key: SEGEL_KMS_KEY_ID of npm run segel:csr / segel:install (docs/operations.md)',
    });
    new CfnOutput(this, 'KredensialKeyArn', { value: this.signing.keys.kredensial.keyArn, description: 'The credential signing key' });
    const rebuild = this.areas.jobs.find((j) => j.area === 'statistik-rebuild');
    if (rebuild) {
      new CfnOutput(this, 'StatistikRebuildFunction', {
        value: rebuild.fn.functionName,
        description: 'The counter rebuild, invoked by hand (docs/operations.md "Counter rebuild")',
      });
    }
    for (const { job, machine } of this.areas.stateMachines) {
      const name = job.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
      new CfnOutput(this, `${name}StateMachineArn`, {
        value: machine.stateMachineArn,
        description: `The runs of the ${job} job, one execution per job (docs/operations.md)`,
      });
    }
    for (const { job, queue } of this.areas.jobFailures) {
      const name = job.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
      new CfnOutput(this, `${name}FailureQueueUrl`, { value: queue.queueUrl, description: `Failed runs of the ${job} job (docs/operations.md)` });
    }
  }
}
