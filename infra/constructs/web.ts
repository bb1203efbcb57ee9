/**
 * The web front door: one CloudFront distribution serving the built app from the private web
 * bucket (Origin Access Control) and `/api/*` (and `/.well-known/*`, API_ROOT_PREFIXES) from the
 * HTTP API, so the app, its API and its session cookie share one origin. Security headers (CSP, HSTS, ...) come from a response
 * headers policy; SPA routes are rewritten to /index.html by a CloudFront Function on the
 * default behaviour only, so an API 404 stays a 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT_PREFIXES, ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@shared/api/contract';
import { Annotations, DefaultStackSynthesizer, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { contentSecurityPolicy } from './content-security-policy';
import { SPA_ROUTING_CODE } from './spa-routing';

export interface WebProps {
  config: StageConfig;
  webBucket: Bucket;
  uploads: Bucket;
  documents: Bucket;
  logBucket: Bucket;
  /** Host name of the HTTP API (`{id}.execute-api.{region}.amazonaws.com`). */
  apiDomainName: string;
  /** Its value goes with every API request as ORIGIN_VERIFY_HEADER. */
  originVerify: ISecret;
  /** The built app (`web/dist`); deployed only when it exists at synth time. */
  webDistDir: string;
  /** The AWS WAF web ACL (ARN) in front of the whole distribution. */
  webAclArn: string;
}

export { VIEWER_IP_HEADER };

export const VIEWER_IP_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/** S3 hosts a presigned URL of this bucket may use (regional and legacy global form). */
function bucketHosts(bucket: Bucket): string {
  const region = Stack.of(bucket).region;
  return `https://${bucket.bucketName}.s3.${region}.amazonaws.com https://${bucket.bucketName}.s3.amazonaws.com`;
}

export class Web extends Construct {
  readonly distribution: Distribution;
  readonly headersPolicy: ResponseHeadersPolicy;
  /** The app's public address, e.g. `https://d111111abcdef8.cloudfront.net`. */
  readonly url: string;
  readonly deployed: boolean;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;

    this.headersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `SKPI ${config.stage}: security headers of the app and the API`,
      securityHeadersBehavior: {
        // The API's own CSP (default-src 'none', set by the functions) is kept; S3 sends none.
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            uploads: bucketHosts(props.uploads),
            documents: bucketHosts(props.documents),
            upgradeInsecureRequests: true,
          }),
          override: false,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: false, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true }],
      },
    });

    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      comment: 'App routes to /index.html',
      code: FunctionCode.fromInline(SPA_ROUTING_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    const viewerIp = new CloudFrontFunction(this, 'ViewerIp', {
      comment: `Viewer address to the API in ${VIEWER_IP_HEADER}`,
      code: FunctionCode.fromInline(VIEWER_IP_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(props.apiDomainName, {
        // A CloudFormation dynamic reference: the value never appears in the template.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify.secretValue.unsafeUnwrap() },
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.headersPolicy,
      compress: true,
      functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    const customDomain = config.appDomain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `SKPI ${config.stage}`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America, Europe, Asia (Indonesia's edges included), Middle East and Africa.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(customDomain
        ? {
            domainNames: [customDomain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headersPolicy,
        compress: true,
        functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // `/api/*` and the standard addresses outside it (`/.well-known/*`: the credentials' keys)
      additionalBehaviors: Object.fromEntries(API_ROOT_PREFIXES.map((prefix) => [`${prefix}*`, apiBehavior])),
    });
    this.url = customDomain ? `https://${customDomain.name}` : `https://${this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Students and staff sign in from anywhere (exchange, internships, alumni requesting their SKPI); no geo restriction.',
    });
    if (!customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; set appDomain + certificateArn (infra/config.ts) for TLSv1.2_2021.',
      });
    }

    this.deployed = existsSync(join(props.webDistDir, 'index.html'));
    if (this.deployed) this.deploy(props);
    else {
      Annotations.of(this).addWarningV2(
        'skpi:web-not-built',
        `${props.webDistDir} has no index.html: the web app is not deployed. Run \`npm run build:web\` before \`cdk deploy\`.`,
      );
    }
  }

  /**
   * Uploads web/dist: hashed assets cached for a year, index.html always revalidated, then one
   * invalidation so viewers get the new shell at once.
   */
  private deploy(props: WebProps): void {
    const logGroup = new LogGroup(this, 'DeployLogs', { retention: props.config.logRetention, removalPolicy: props.config.removalPolicy });
    const role = new Role(this, 'DeployRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `SKPI ${props.config.stage}: uploads the built web app`,
    });
    role.addToPolicy(new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));
    const source = Source.asset(props.webDistDir);
    new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: props.webBucket,
      exclude: ['index.html'],
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      role,
      logGroup,
      memoryLimit: 512,
    });
    new BucketDeployment(this, 'DeployShell', {
      sources: [source],
      destinationBucket: props.webBucket,
      exclude: ['*'],
      include: ['index.html'],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup,
      memoryLimit: 512,
    });
    const stack = Stack.of(this);
    const webBucketId = stack.getLogicalId(props.webBucket.node.defaultChild as CfnBucket);
    // the stack's region is named (infra/config.ts), so CDK writes it and its partition literally
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    const partition = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
    Validations.of(role).acknowledge(
      ...[
        'Action::s3:GetObject*',
        'Action::s3:GetBucket*',
        'Action::s3:List*',
        'Action::s3:DeleteObject*',
        'Action::s3:Abort*',
        `Resource::<${webBucketId}.Arn>/*`,
        `Resource::arn:${partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-${region}/*`,
        'Resource::*',
      ].map((finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          'CDK BucketDeployment: reads the web/dist asset from the CDK asset bucket, syncs every file into the web bucket (object wildcards on these two buckets only) and invalidates the distribution (cloudfront:CreateInvalidation takes no resource scope here).',
      })),
    );
    // The deployment's handler is a CDK-provided singleton (Python) at the stack's root.
    for (const child of stack.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-L1',
          reason: "CDK's BucketDeployment handler pins its own Python runtime (with the AWS CLI layer); it runs only during deployments.",
        });
      }
    }
  }
}
