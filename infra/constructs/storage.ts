/**
 * The buckets: uploads (temporary keys under `tmp/` from presigned POSTs, then the permanent
 * files), documents (generated SKPI PDFs, bulk zips, list exports) and web (the built app, read
 * only by CloudFront). In documents, SKPI previews and list exports (`ekspor/`) expire after a day
 * and bulk zips after a week (shared/domain/skpi-storage.ts, shared/domain/ekspor.ts); printed
 * SKPIs under `skpi/` never do.
 * All private, S3-managed encryption, TLS only, access-logged into one log bucket.
 */
import { EKSPOR_FILE_DAYS, EKSPOR_KEY_PREFIX } from '@shared/domain/ekspor';
import { SKPI_BULK_ZIP_DAYS, SKPI_KEY_PREFIXES, SKPI_PREVIEW_DAYS } from '@shared/domain/skpi-storage';
import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type BucketProps, type CorsRule, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';

/** Prefix of the temporary upload keys; the lifecycle rule below removes them after a day. */
export const TMP_PREFIX = 'tmp/';

export interface StorageProps {
  config: StageConfig;
  /** Origins allowed to POST uploads and fetch documents from the browser. */
  appOrigins: string[];
}

export class Storage extends Construct {
  readonly accessLogs: Bucket;
  readonly uploads: Bucket;
  readonly documents: Bucket;
  readonly web: Bucket;

  constructor(scope: Construct, id: string, { config, appOrigins }: StorageProps) {
    super(scope, id);
    const common: BucketProps = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: config.removalPolicy,
    };

    // CloudFront standard logging writes with ACLs, hence BucketOwnerPreferred on this one.
    this.accessLogs = new Bucket(this, 'AccessLogs', {
      ...common,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(config.logRetention) }],
    });

    const logged = (prefix: string): BucketProps => ({
      ...common,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: `s3/${prefix}/`,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    });
    const versionedRules = {
      id: 'noncurrent-versions',
      noncurrentVersionExpiration: config.noncurrentVersionExpiration,
      abortIncompleteMultipartUploadAfter: Duration.days(1),
    };
    const cors = (methods: HttpMethods[]): CorsRule[] => [
      { allowedOrigins: appOrigins, allowedMethods: methods, allowedHeaders: ['*'], exposedHeaders: ['ETag'], maxAge: 3000 },
    ];

    this.uploads = new Bucket(this, 'Uploads', {
      ...logged('uploads'),
      versioned: true,
      cors: cors([HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD]),
      lifecycleRules: [
        { id: 'expire-temporary-uploads', prefix: TMP_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        versionedRules,
      ],
    });

    this.documents = new Bucket(this, 'Documents', {
      ...logged('documents'),
      versioned: true,
      cors: cors([HttpMethods.GET, HttpMethods.HEAD]),
      lifecycleRules: [
        // Previews and zips are regenerated on demand: their old versions go with them, not after
        // the noncurrent-version period that protects the permanent files.
        {
          id: 'expire-skpi-previews',
          prefix: SKPI_KEY_PREFIXES.preview,
          expiration: Duration.days(SKPI_PREVIEW_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          id: 'expire-skpi-bulk-zips',
          prefix: SKPI_KEY_PREFIXES.bulkZip,
          expiration: Duration.days(SKPI_BULK_ZIP_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // A list export's file (names, e-mails) is written here by the ekspor-berkas job: gone after
        // a day with its old versions, as its job item is.
        {
          id: 'expire-exports',
          prefix: EKSPOR_KEY_PREFIX,
          expiration: Duration.days(EKSPOR_FILE_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
        versionedRules,
      ],
    });

    // Rebuilt from web/dist on every deploy: no versioning needed.
    this.web = new Bucket(this, 'Web', logged('web'));
  }
}
