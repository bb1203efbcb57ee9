/**
 * Synthesizes the CDK app as `cdk synth` would (cdk.json's feature flags, the same app builder),
 * with bundling skipped for speed: the bundle itself is covered by bundle-size.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSkpiApp, PROJECT_ROOT, type SkpiApp } from '@infra/stacks/skpi-app';
import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * The temporary folders of this worker (web stand-ins, cloud assemblies), removed when it exits:
 * the infra project shares modules between the files of a worker (vitest.config.ts), so the
 * folder outlives any one file.
 */
const scratch = mkdtempSync(join(tmpdir(), 'skpi-infra-'));
process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
const tempDir = (prefix: string) => mkdtempSync(join(scratch, prefix));

const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };

/** A built web app stand-in, so the deployment of web/dist is synthesized whatever the checkout holds. */
export function fakeWebDist(): string {
  const dir = tempDir('web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SKPI</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}

export type Json = Record<string, unknown>;
export type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

export interface Synth extends SkpiApp {
  template: Template;
  /** The web ACL stack (us-east-1). */
  edgeTemplate: Template;
}

/**
 * `asCli: true` synthesizes exactly as `cdk synth` does: CDK's CloudFormation schema validation
 * (several seconds) and a synth that fails on a cdk-nag error. Otherwise the plugins still run
 * but report without throwing, so that nag.test.ts, not every test, names an unacknowledged finding.
 */
export function synth(context: Record<string, unknown>, { asCli = false } = {}): Synth {
  const built = createSkpiApp({
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      ...(asCli ? {} : { '@aws-cdk/core:failSynthOnValidationErrors': false }),
      ...context,
    },
    outdir: tempDir('cdk-out-'),
    builtinCloudFormationValidation: asCli,
  });
  return { ...built, template: Template.fromStack(built.stack), edgeTemplate: Template.fromStack(built.edge) };
}

export interface Finding {
  rule: string;
  severity: string;
  paths: string[];
}

/** cdk-nag AwsSolutions findings; with `ignoreAcknowledgments`, as if nothing were acknowledged. */
export function nagFindings(scope: IConstruct, { ignoreAcknowledgments = false } = {}): Finding[] {
  const pack = new AwsSolutionsChecks();
  if (ignoreAcknowledgments) {
    // The pack's own look-up of Validations.acknowledge() metadata, switched off.
    Object.defineProperty(pack, 'isAcknowledged', { value: () => false });
  }
  return pack.validateScope(scope).violations.map((v) => ({
    rule: v.ruleName,
    severity: v.severity ?? 'error',
    paths: v.violatingResources.map((r) => r.constructPath ?? '?'),
  }));
}

export interface Acknowledgment {
  path: string;
  rule: string;
  reason: string;
}

/** Every `Validations.of(x).acknowledge(...)` in the tree, with its construct path. */
export function acknowledgments(root: IConstruct): Acknowledgment[] {
  const out: Acknowledgment[] = [];
  for (const node of root.node.findAll()) {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        out.push({ path: node.node.path, rule: id.replace(/^annotation::/i, ''), reason });
      }
    }
  }
  return out;
}

/** Resources of one type, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, { Properties: Record<string, unknown> } & Record<string, unknown>> {
  return template.findResources(type) as Record<string, { Properties: Record<string, unknown> } & Record<string, unknown>>;
}

/** Logical id of a construct's CloudFormation resource. */
export function logicalIdOf(construct: IConstruct): string {
  const resource = construct.node.defaultChild;
  if (!CfnElement.isCfnElement(resource)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(construct).getLogicalId(resource);
}

/** All statements of the policies attached to a role (by the role's logical id). */
export function statementsOf(s: Synth, roleLogicalId: string): Statement[] {
  return Object.values(resourcesOf(s.template, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as Json[]).some((r) => r.Ref === roleLogicalId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** The actions the statements allow (explicit denies, such as the audit log's, are not grants). */
export const actionsOf = (statements: Statement[]) =>
  statements.filter((st) => st.Effect !== 'Deny').flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]));

export function areaFunction(s: Synth, area: string) {
  const fn = s.stack.areas.functions.find((f) => f.area === area);
  if (!fn) throw new Error(`no function for area ${area}`);
  return fn;
}

/** Campus sign-in as a stage configures it (Entra ID here), for the prod stage of `prodAndDev`. */
export const SSO_CONTEXT = {
  ssoIssuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
  ssoClientId: 'client-id',
  ssoClientSecretName: 'skpi/prod/sso-client-secret',
  ssoDomains: 'univ.ac.id,student.univ.ac.id',
  ssoRoles: 'mahasiswa,admin jurusan,super admin',
  ssoMfaEnforced: 'true',
  ssoStaffPassword: 'false',
};

/** The university's campus egress addresses (one IPv4 and one IPv6 block), for the prod stage of `prodAndDev`. */
export const CAMPUS_CONTEXT = { campusEgressCidrs: '203.0.113.0/28,2001:db8:100::/48' };

let shared: { prod: Synth; dev: Synth } | undefined;

/**
 * A prod stage (web app built, alarm e-mail, the seal's timestamp authority, campus sign-in, campus
 * egress addresses) and a dev stage (web app not built, password sign-in only), as most tests need them.
 * Synthesized once per worker and shared by its files (a synthesis costs seconds; the tests only read
 * the trees and templates, never add to them).
 */
export function prodAndDev(): { prod: Synth; dev: Synth } {
  shared ??= {
    prod: synth({
      stage: 'prod',
      webDist: fakeWebDist(),
      alarmEmail: 'ops@example.ac.id',
      segelTsaUrl: 'https://tsa.example.ac.id/tsr',
      ...SSO_CONTEXT,
      ...CAMPUS_CONTEXT,
    }),
    dev: synth({ stage: 'dev', webDist: join(fakeWebDist(), 'missing') }),
  };
  return shared;
}

let customDomain: Synth | undefined;

/**
 * A prod stage with a custom domain and campus sign-in, synthesized exactly as `cdk synth` does
 * (`asCli`: CloudFormation validation, and a cdk-nag error fails it). Once per worker.
 */
export function prodWithCustomDomain(): Synth {
  customDomain ??= synth(
    {
      stage: 'prod',
      ...SSO_CONTEXT,
      appDomain: 'skpi.univ.ac.id',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      webDist: fakeWebDist(),
    },
    { asCli: true },
  );
  return customDomain;
}
