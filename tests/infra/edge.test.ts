/**
 * The edge on deployed stages: the AWS WAF web ACL (us-east-1, its own stack) with the managed
 * rule groups and the rate rule per client address, in their order, and the distribution naming it.
 */
import { stageConfig } from '@infra/config';
import { MSG } from '@shared/messages';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { prodAndDev, resourcesOf, type Synth } from './synth';

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

  it('evaluates IP reputation, the rate per client address, the common rules and the known bad inputs, in that order', () => {
    const acl = Object.values(resourcesOf(prod.edgeTemplate, 'AWS::WAFv2::WebACL'))[0];
    const rules = acl?.Properties.Rules as { Name: string; Priority: number; Statement: Record<string, Record<string, unknown>> }[];
    const ordered = [...rules].sort((a, b) => a.Priority - b.Priority);
    expect(ordered.map((r) => [r.Priority, r.Name])).toEqual([
      [0, 'AWSManagedRulesAmazonIpReputationList'],
      [1, 'RatePerClientAddress'],
      [2, 'AWSManagedRulesCommonRuleSet'],
      [3, 'AWSManagedRulesKnownBadInputsRuleSet'],
    ]);
    for (const rule of ordered.filter((r) => r.Name.startsWith('AWSManaged'))) {
      expect(rule.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: rule.Name });
    }
    // only the body size rule of the common set is counted instead of blocking
    expect(ordered[2]?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it("blocks an address past the stage's rate within 5 minutes with 429 and the app's message", () => {
    for (const s of [prod, dev]) {
      s.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
        Rules: Match.arrayWith([
          Match.objectLike({
            Name: 'RatePerClientAddress',
            Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'terlalu-banyak' } } },
            Statement: { RateBasedStatement: { Limit: s.config.waf.ratePer5Minutes, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } },
          }),
        ]),
        CustomResponseBodies: { 'terlalu-banyak': { ContentType: 'APPLICATION_JSON', Content: JSON.stringify({ message: MSG.tooManyRequests }) } },
      });
    }
    expect(prod.config.waf.ratePer5Minutes).toBe(10000);
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
