/**
 * The edge's web ACL (`Skpi-<stage>-edge`, us-east-1): AWS WAF for CloudFront must live in
 * us-east-1, while the stage's stack lives in its own region; CDK carries the ACL's ARN to the
 * distribution across regions (`crossRegionReferences`: an SSM parameter written here and read by
 * a custom resource in the stage's stack). Deploy both with `cdk deploy --all -c stage=<stage>`.
 *
 * Rules, in the order WAF evaluates them (lowest priority first):
 * 0. the Amazon IP reputation list (known bots, scanners, sources of attacks): block;
 * 1. a rate rule per client address (`waf.ratePer5Minutes`, infra/config.ts): 429 with the app's
 *    Indonesian message, for that address only, while it stays above the rate;
 * 2. the common rule set (OWASP-style probes: bad paths, XSS, LFI, oversized parts);
 * 3. known bad inputs (Log4j, exploit payloads).
 * The app's own per-client limits (PUBLIC_LIMITS, sign-in reservations) stay the finer guard.
 */
import { MSG } from '@shared/messages';
import { CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';

/** The region AWS WAF requires for a CloudFront web ACL. */
export const EDGE_REGION = 'us-east-1';

/** The custom response body of the rate rule (the app's own 429 text). */
const RATE_BODY = 'terlalu-banyak';

export interface SkpiEdgeStackProps extends StackProps {
  config: StageConfig;
}

export function edgeStackName(config: StageConfig): string {
  return `Skpi-${config.stage}-edge`;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function managed(name: string, priority: number, overrides: CfnWebACL.RuleActionOverrideProperty[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(overrides.length ? { ruleActionOverrides: overrides } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/** The rules of the web ACL, in priority order (exported for the infra test). */
export function webAclRules(config: StageConfig): CfnWebACL.RuleProperty[] {
  return [
    managed('AWSManagedRulesAmazonIpReputationList', 0),
    {
      name: 'RatePerClientAddress',
      priority: 1,
      action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: RATE_BODY } } },
      statement: {
        rateBasedStatement: { limit: config.waf.ratePer5Minutes, aggregateKeyType: 'IP', evaluationWindowSec: 300 },
      },
      visibilityConfig: visibility('RatePerClientAddress'),
    },
    // Bodies over 8 KB are legitimate here (a bulk print's NIM list, a long portfolio text); the
    // API bounds its own bodies and files never pass through it (presigned POST to S3): counted only.
    managed('AWSManagedRulesCommonRuleSet', 2, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
    managed('AWSManagedRulesKnownBadInputsRuleSet', 3),
  ];
}

export class SkpiEdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: SkpiEdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    Tags.of(this).add('project', 'skpi');
    Tags.of(this).add('stage', config.stage);

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: `SKPI ${config.stage}: managed rules and a rate limit per client address in front of the app and its API`,
      defaultAction: { allow: {} },
      rules: webAclRules(config),
      customResponseBodies: {
        [RATE_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: MSG.tooManyRequests }) },
      },
      visibilityConfig: visibility(`Skpi-${config.stage}-edge`),
    });
    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: 'The web ACL on the distribution (docs/operations.md "Edge protection")',
    });
  }
}
