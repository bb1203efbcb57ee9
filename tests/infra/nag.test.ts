/**
 * cdk-nag (AwsSolutions) over every stage: nothing unacknowledged, and every acknowledgment
 * names a finding that really exists, on that construct, with a reason worth reading.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { acknowledgments, nagFindings, prodAndDev, prodWithCustomDomain, type Synth } from './synth';

/** dev, prod with every option but a custom domain (the shared synthesis), and prod with one. */
const variants = ['dev', 'prod', 'prod with custom domain and campus sign-in'] as const;
const synths: Partial<Record<(typeof variants)[number], Synth>> = {};

beforeAll(() => {
  const { prod, dev } = prodAndDev();
  synths.dev = dev;
  synths.prod = prod;
  synths['prod with custom domain and campus sign-in'] = prodWithCustomDomain();
}, 120_000);

describe.each(variants)('cdk-nag AwsSolutions, %s', (name) => {
  it('reports no unacknowledged error or warning', () => {
    const findings = nagFindings(synths[name]?.app ?? expect.unreachable());
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(findings).toEqual([]);
  });

  it('acknowledges only findings that exist, each with a specific reason', () => {
    const app = synths[name]?.app ?? expect.unreachable();
    const raw = nagFindings(app, { ignoreAcknowledgments: true });
    const acks = acknowledgments(app).filter((a) => a.rule.startsWith('AwsSolutions-'));
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      const covered = raw.filter((f) => f.rule === ack.rule && f.paths.some((p) => p === ack.path || p.startsWith(`${ack.path}/`)));
      expect(covered, `${ack.rule} at ${ack.path} acknowledges nothing`).not.toEqual([]);
      expect(ack.reason.length, `${ack.rule} at ${ack.path}`).toBeGreaterThan(60);
    }
    // What the acknowledgments cover, for the reader of the test output.
    if (name === 'prod') {
      const rules = [...new Set(acks.map((a) => a.rule.replace(/\[.*$/, '')))].sort();
      console.log(`prod acknowledges ${acks.length} findings of ${rules.join(', ')}`);
    }
  });
});

describe('cdk synth', () => {
  it('synthesizes prod (custom domain, campus sign-in) with the built-in CloudFormation validation and a clean validation report', () => {
    const assembly = prodWithCustomDomain().app.synth();
    const reportFile = join(assembly.directory, 'validation-report.json');
    const report = existsSync(reportFile)
      ? (JSON.parse(readFileSync(reportFile, 'utf8')) as { pluginReports: { pluginName: string; conclusion: string }[] })
      : { pluginReports: [] };
    expect(report.pluginReports.filter((p) => p.conclusion !== 'success')).toEqual([]);
  }, 120_000);
});
