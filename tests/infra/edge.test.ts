/**
 * The edge on deployed stages: the AWS WAF web ACL (us-east-1, its own stack) with the managed
 * rule groups and the rate rules per client address (and per campus egress address), in their
 * order, and the distribution naming it.
 */
import { stageConfig } from '@infra/config';
import { MSG } from '@shared/messages';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaFunction, CAMPUS_CONTEXT, logicalIdOf, prodAndDev, resourcesOf, type Synth } from './synth';

let prod: Synth;
let dev: Synth;

beforeAll(() => {
  ({ prod, dev } = prodAndDev());
}, 120_000);

describe('the web ACL', () => {
  it('lives in us-east-1 in a stack of its own, scoped to CloudFront, allowing what no rule blocks', () => {
    expect(prod.edge.stackName).toBe('Skpi-prod-edge');
    expect(prod.edge.region).toBe('us-east-1');
    prod.edgeTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
    prod.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true },
    });
  });

  it('evaluates IP reputation, the rate per client address, the campus rate, the common rules and the known bad inputs, in that order', () => {
    const acl = Object.values(resourcesOf(prod.edgeTemplate, 'AWS::WAFv2::WebACL'))[0];
    const rules = acl?.Properties.Rules as { Name: string; Priority: number; Statement: Record<string, Record<string, unknown>> }[];
    const ordered = [...rules].sort((a, b) => a.Priority - b.Priority);
    expect(ordered.map((r) => [r.Priority, r.Name])).toEqual([
      [0, 'AWSManagedRulesAmazonIpReputationList'],
      [1, 'RatePerClientAddress'],
      [2, 'RatePerCampusAddress'],
      [3, 'AWSManagedRulesCommonRuleSet'],
      [4, 'AWSManagedRulesKnownBadInputsRuleSet'],
    ]);
    for (const rule of ordered.filter((r) => r.Name.startsWith('AWSManaged'))) {
      expect(rule.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: rule.Name });
    }
    // only the body size rule of the common set is counted instead of blocking
    expect(ordered[3]?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    // a stage that names no campus addresses has the one rate rule
    const devAcl = Object.values(resourcesOf(dev.edgeTemplate, 'AWS::WAFv2::WebACL'))[0];
    expect(((devAcl?.Properties.Rules ?? []) as { Name: string }[]).map((r) => r.Name)).not.toContain('RatePerCampusAddress');
  });

  it("blocks an address past the stage's rate within 5 minutes with 429 and the app's message, aggregating by the exact address", () => {
    const block = { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'terlalu-banyak' } } };
    const body = { 'terlalu-banyak': { ContentType: 'APPLICATION_JSON', Content: JSON.stringify({ message: MSG.tooManyRequests }) } };
    // WAF aggregates a rate by the address (IPv6 too: it has no prefix key); the app counts IPv6 per /64
    dev.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'RatePerClientAddress',
          Action: block,
          Statement: {
            RateBasedStatement: {
              Limit: dev.config.waf.ratePer5Minutes,
              AggregateKeyType: 'IP',
              EvaluationWindowSec: 300,
              ScopeDownStatement: Match.absent(),
            },
          },
        }),
      ]),
      CustomResponseBodies: body,
    });
    dev.edgeTemplate.resourceCountIs('AWS::WAFv2::IPSet', 0);
    expect(prod.config.waf.ratePer5Minutes).toBe(10000);
  });

  it('gives the campus egress addresses their own, higher rate, and leaves them out of the rate of everyone else', () => {
    const sets = resourcesOf(prod.edgeTemplate, 'AWS::WAFv2::IPSet');
    const byFamily = Object.fromEntries(Object.entries(sets).map(([id, set]) => [set.Properties.IPAddressVersion, id]));
    expect(Object.values(sets).map((set) => [set.Properties.IPAddressVersion, set.Properties.Addresses, set.Properties.Scope])).toEqual(
      expect.arrayContaining([
        ['IPV4', ['203.0.113.0/28'], 'CLOUDFRONT'],
        ['IPV6', ['2001:db8:100::/48'], 'CLOUDFRONT'],
      ]),
    );
    const campus = {
      OrStatement: {
        Statements: [
          { IPSetReferenceStatement: { Arn: { 'Fn::GetAtt': [byFamily.IPV4, 'Arn'] } } },
          { IPSetReferenceStatement: { Arn: { 'Fn::GetAtt': [byFamily.IPV6, 'Arn'] } } },
        ],
      },
    };
    const rate = (limit: number, ScopeDownStatement: unknown) => ({
      RateBasedStatement: { Limit: limit, AggregateKeyType: 'IP', EvaluationWindowSec: 300, ScopeDownStatement },
    });
    prod.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({ Name: 'RatePerClientAddress', Statement: rate(prod.config.waf.ratePer5Minutes, { NotStatement: { Statement: campus } }) }),
        Match.objectLike({ Name: 'RatePerCampusAddress', Statement: rate(prod.config.waf.campusRatePer5Minutes, campus) }),
      ]),
    });
    expect(prod.config.waf.campusRatePer5Minutes).toBeGreaterThan(prod.config.waf.ratePer5Minutes);
  });

  it('hands the campus egress addresses to the functions (every per-address limit is higher there); none where the stage names none', () => {
    for (const area of ['auth', 'sso', 'search', 'kredensial']) {
      const variables = (fn: ReturnType<typeof areaFunction>, s: Synth) => {
        const environment = resourcesOf(s.template, 'AWS::Lambda::Function')[logicalIdOf(fn.fn)]?.Properties.Environment;
        return (environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {};
      };
      expect(variables(areaFunction(prod, area), prod).CAMPUS_EGRESS_CIDRS, area).toBe(CAMPUS_CONTEXT.campusEgressCidrs);
      expect(variables(areaFunction(dev, area), dev).CAMPUS_EGRESS_CIDRS, area).toBeUndefined();
    }
  });

  it('is named by the distribution (WebACLId, carried across regions)', () => {
    const [distribution] = Object.values(resourcesOf(prod.template, 'AWS::CloudFront::Distribution'));
    const webAclId = (distribution?.Properties.DistributionConfig as { WebACLId?: unknown } | undefined)?.WebACLId;
    expect(webAclId).toBeDefined();
    // the cross-region reference: the edge stack's output, read from us-east-1 at deploy time
    expect(webAclId).toMatchObject({ 'Fn::GetStackOutput': { StackName: 'Skpi-prod-edge', Region: 'us-east-1' } });
    expect(prod.stack.dependencies).toContain(prod.edge);
  });

  it('refuses a malformed region and takes another by context', () => {
    expect(() => stageConfig('dev', { region: 'jakarta' })).toThrow(/region/);
    expect(stageConfig('dev', { region: 'eu-west-1' }).region).toBe('eu-west-1');
  });
});
