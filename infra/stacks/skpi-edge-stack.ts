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
 * 2. where the stage names campus egress addresses (`campus.egressCidrs`): the same rule for them
 *    with their own, higher rate (`waf.campusRatePer5Minutes`); rule 1 then leaves them out;
 * 3. the common rule set (OWASP-style probes: bad paths, XSS, LFI, oversized parts);
 * 4. known bad inputs (Log4j, exploit payloads).
 * The rate rules count each exact address, IPv6 too: AWS WAF aggregates a rate by the address, a
 * forwarded address, ASN, or request parts, never by an IPv6 prefix. The app's own per-client
 * limits count an IPv6 address per /64 (functions/lib/client-address.ts) and stay the finer guard.
 */
import { MSG } from '@shared/messages';
import { CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { CfnIPSet, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
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

function managed(name: string, overrides: CfnWebACL.RuleActionOverrideProperty[] = []): Omit<CfnWebACL.RuleProperty, 'priority'> {
  return {
    name,
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

/** The statement matching the campus egress addresses: their IP sets (one per address family). */
function campusMatch(ipSetArns: string[]): CfnWebACL.StatementProperty {
  const refs = ipSetArns.map((arn) => ({ ipSetReferenceStatement: { arn } }));
  return refs.length === 1 ? (refs[0] as CfnWebACL.StatementProperty) : { orStatement: { statements: refs } };
}

function rateRule(name: string, limit: number, scopeDownStatement?: CfnWebACL.StatementProperty): Omit<CfnWebACL.RuleProperty, 'priority'> {
  return {
    name,
    action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: RATE_BODY } } },
    statement: {
      rateBasedStatement: { limit, aggregateKeyType: 'IP', evaluationWindowSec: 300, ...(scopeDownStatement ? { scopeDownStatement } : {}) },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The rules of the web ACL, in priority order (exported for the infra test); `campusIpSetArns`: the
 * IP sets of the campus egress addresses, none when the stage names none.
 */
export function webAclRules(config: StageConfig, campusIpSetArns: string[] = []): CfnWebACL.RuleProperty[] {
  const campus = campusIpSetArns.length ? campusMatch(campusIpSetArns) : undefined;
  const rules: Omit<CfnWebACL.RuleProperty, 'priority'>[] = [
    managed('AWSManagedRulesAmazonIpReputationList'),
    rateRule('RatePerClientAddress', config.waf.ratePer5Minutes, campus ? { notStatement: { statement: campus } } : undefined),
    ...(campus ? [rateRule('RatePerCampusAddress', config.waf.campusRatePer5Minutes, campus)] : []),
    // Bodies over 8 KB are legitimate here (a bulk print's NIM list, a long portfolio text); the
    // API bounds its own bodies and files never pass through it (presigned POST to S3): counted only.
    managed('AWSManagedRulesCommonRuleSet', [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
    managed('AWSManagedRulesKnownBadInputsRuleSet'),
  ];
  return rules.map((rule, priority) => ({ ...rule, priority }));
}

/** The campus egress addresses by family, as WAF's IP sets hold them (one family per set). */
export function campusCidrsByFamily(config: StageConfig): { IPV4: string[]; IPV6: string[] } {
  const cidrs = config.campus.egressCidrs;
  return { IPV4: cidrs.filter((c) => !c.includes(':')), IPV6: cidrs.filter((c) => c.includes(':')) };
}

export class SkpiEdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: SkpiEdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    Tags.of(this).add('project', 'skpi');
    Tags.of(this).add('stage', config.stage);

    const campusSets = Object.entries(campusCidrsByFamily(config))
      .filter(([, addresses]) => addresses.length)
      .map(
        ([family, addresses]) =>
          new CfnIPSet(this, `Campus${family}`, {
            scope: 'CLOUDFRONT',
            ipAddressVersion: family,
            addresses,
            description: `SKPI ${config.stage}: the campus egress addresses (${family})`,
          }),
      );
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: `SKPI ${config.stage}: managed rules and a rate limit per client address in front of the app and its API`,
      defaultAction: { allow: {} },
      rules: webAclRules(
        config,
        campusSets.map((set) => set.attrArn),
      ),
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
