import { SPA_ROUTING_CODE } from '@infra/constructs/spa-routing';
import { VIEWER_IP_CODE, VIEWER_IP_HEADER } from '@infra/constructs/web';
import { ORIGIN_VERIFY_HEADER } from '@shared/api/contract';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, logicalIdOf, prodAndDev, prodWithCustomDomain, resourcesOf, type Synth } from './synth';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let prod: Synth;
let dev: Synth;

beforeAll(() => {
  ({ prod, dev } = prodAndDev());
}, 120_000);

describe('storage', () => {
  it('keeps every bucket private, encrypted and TLS-only (the audit archive too)', () => {
    const buckets = resourcesOf(prod.template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(5);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties, id).toMatchObject({
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      });
      prod.template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
        },
      });
    }
  });

  it('logs access to uploads, documents, web and the audit archive into the log bucket', () => {
    const logBucket = logicalIdOf(prod.stack.storage.accessLogs);
    for (const bucket of [prod.stack.storage.uploads, prod.stack.storage.documents, prod.stack.storage.web, prod.stack.auditArchive.bucket]) {
      expect(resourcesOf(prod.template, 'AWS::S3::Bucket')[logicalIdOf(bucket)]?.Properties.LoggingConfiguration).toMatchObject({
        DestinationBucketName: { Ref: logBucket },
      });
    }
  });

  it('lets the app POST uploads (CORS) and expires temporary keys after one day', () => {
    const uploads = resourcesOf(prod.template, 'AWS::S3::Bucket')[logicalIdOf(prod.stack.storage.uploads)]?.Properties;
    expect(uploads?.CorsConfiguration).toMatchObject({
      CorsRules: [{ AllowedMethods: expect.arrayContaining(['POST']), AllowedOrigins: ['https://*.cloudfront.net'] }],
    });
    expect(uploads?.LifecycleConfiguration).toMatchObject({
      Rules: expect.arrayContaining([expect.objectContaining({ Prefix: 'tmp/', ExpirationInDays: 1, Status: 'Enabled' })]),
    });
    expect(uploads?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('allows exactly the custom domain as CORS origin when one is configured', () => {
    const custom = prodWithCustomDomain();
    const uploads = resourcesOf(custom.template, 'AWS::S3::Bucket')[logicalIdOf(custom.stack.storage.uploads)]?.Properties;
    expect(uploads?.CorsConfiguration).toMatchObject({ CorsRules: [{ AllowedOrigins: ['https://skpi.univ.ac.id'] }] });
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['skpi.univ.ac.id'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
  });
});

describe('CloudFront', () => {
  const distribution = () => {
    const [d] = Object.values(resourcesOf(prod.template, 'AWS::CloudFront::Distribution'));
    return d?.Properties.DistributionConfig as Json & {
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: Json; CustomOriginConfig?: Json }[];
      DefaultCacheBehavior: Json & { FunctionAssociations?: Json[] };
      CacheBehaviors: (Json & { PathPattern: string; TargetOriginId: string; FunctionAssociations?: Json[] })[];
    };
  };

  it('serves the web bucket through Origin Access Control, index.html at the root', () => {
    prod.template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    prod.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    const d = distribution();
    expect(d.DefaultRootObject).toBe('index.html');
    const s3Origin = d.Origins.find((o) => o.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
    expect(JSON.stringify(s3Origin?.DomainName)).toContain(logicalIdOf(prod.stack.storage.web));
    expect(d.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('routes /api/* to the HTTP API: all methods, no caching, all viewer values but Host', () => {
    const d = distribution();
    const api = d.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const origin = d.Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(origin?.DomainName)).toContain(logicalIdOf(prod.stack.api.httpApi));
  });

  it("routes /.well-known/* (the credentials' JWK Set) to the same API origin, exactly as /api/*", () => {
    const d = distribution();
    const api = d.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    const wellKnown = d.CacheBehaviors.find((b) => b.PathPattern === '/.well-known/*');
    expect(wellKnown).toEqual({ ...api, PathPattern: '/.well-known/*' });
    expect(d.CacheBehaviors).toHaveLength(2);
  });

  it("passes the viewer's address to the API in a header the viewer cannot set", () => {
    const api = distribution().CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api?.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    expect(JSON.stringify(api?.FunctionAssociations)).not.toEqual(JSON.stringify(distribution().DefaultCacheBehavior.FunctionAssociations));
    const handler = new Function(`${VIEWER_IP_CODE}; return handler;`)() as (e: Json) => { headers: Record<string, { value: string }> };
    const request = handler({
      viewer: { ip: '203.0.113.7' },
      request: { uri: '/api/auth/login', headers: { [VIEWER_IP_HEADER]: { value: '10.0.0.1' } } },
    });
    expect(request.headers[VIEWER_IP_HEADER]).toEqual({ value: '203.0.113.7' });
  });

  it('sends the origin-verify secret to the API by dynamic reference, never in clear in the template', () => {
    const d = distribution();
    const api = d.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    const origin = d.Origins.find((o) => o.Id === api?.TargetOriginId) as Json;
    const headers = origin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    const verify = headers.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    expect(JSON.stringify(verify?.HeaderValue)).toContain('{{resolve:secretsmanager:');
    const fns = resourcesOf(prod.template, 'AWS::Lambda::Function');
    for (const fn of Object.values(fns)) {
      const vars = ((fn.Properties as Json).Environment as Json | undefined)?.Variables as Json | undefined;
      if (vars?.TABLE_NAME) expect(vars.ORIGIN_VERIFY_ARN).toBeDefined();
    }
  });

  it('rewrites app routes (not assets, not the API) to /index.html with a viewer-request function', () => {
    const d = distribution();
    expect(d.DefaultCacheBehavior.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    const handler = new Function(`${SPA_ROUTING_CODE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/search/M.%20Rizki')).toBe('/index.html');
    expect(uriFor('/search/S.Kom')).toBe('/index.html');
    expect(uriFor('/mahasiswa/portofolio/12')).toBe('/index.html');
    // the SKPI's QR code and printed address: /verifikasi/{code} (a code of letters, digits, - and _)
    expect(uriFor('/verifikasi/q7Xk2-Lm_9ZpR4tVb8NcWd')).toBe('/index.html');
    expect(uriFor('/')).toBe('/index.html');
    expect(uriFor('/login')).toBe('/index.html');
    expect(uriFor('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uriFor('/logo.svg')).toBe('/logo.svg');
  });

  it('adds CSP, HSTS, frame and sniffing protection to app and API answers', () => {
    const policyId = logicalIdOf(prod.stack.web.headersPolicy);
    const [policy = expect.unreachable()] = Object.values(resourcesOf(prod.template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const security = (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Json }).SecurityHeadersConfig as {
      ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
      StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean };
      FrameOptions: { FrameOption: string };
      ContentTypeOptions: Json;
      ReferrerPolicy: { ReferrerPolicy: string };
    };
    const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://",
      "connect-src 'self' https://",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain(logicalIdOf(prod.stack.storage.uploads));
    expect(security.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(security.StrictTransportSecurity.IncludeSubdomains).toBe(true);
    expect(security.FrameOptions.FrameOption).toBe('DENY');
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const d = distribution();
    expect(d.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(d.CacheBehaviors.every((b) => JSON.stringify(b.ResponseHeadersPolicyId) === JSON.stringify({ Ref: policyId }))).toBe(true);
  });

  it('logs viewer requests into the log bucket', () => {
    expect(distribution().Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('deploys web/dist when it is built (assets immutable, index.html revalidated, one invalidation)', () => {
    prod.template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    prod.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['index.html'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    prod.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['index.html'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
  });

  it('skips the web deployment with a warning when web/dist is not built', () => {
    dev.template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(dev.stack).hasWarning('/Skpi-dev/Web', Match.stringLikeRegexp('npm run build:web'));
    expect(dev.stack.web.deployed).toBe(false);
  });
});
