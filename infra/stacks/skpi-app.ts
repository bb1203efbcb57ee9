/**
 * Builds the CDK app: the stage's stack and the cdk-nag AwsSolutions checks. infra/app.ts (the
 * CLI's entry) and the infra tests both call this, so the tests check what `cdk synth` makes.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { configFromContext, type StageConfig } from '../config';
import { WebBuildRefused, webBuildRefusal } from '../web-build';
import { EDGE_REGION, edgeStackName, SkpiEdgeStack } from './skpi-edge-stack';
import { SkpiStack, stackName } from './skpi-stack';

/** The repository root (this file is infra/stacks/skpi-app.ts). */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SkpiApp {
  app: App;
  stack: SkpiStack;
  /** The web ACL's stack in us-east-1. */
  edge: SkpiEdgeStack;
  config: StageConfig;
}

export interface SkpiAppOptions {
  /**
   * Refuse to synthesize without a fresh web build (infra/web-build.ts): the CLI's synthesis
   * (infra/app.ts). The tests synthesize with a stand-in build or none, and never run Vite.
   */
  requireWebBuild?: boolean;
}

export function createSkpiApp(props: AppProps = {}, options: SkpiAppOptions = {}): SkpiApp {
  const app = new App(props);
  const config = configFromContext((key) => app.node.tryGetContext(key));
  const webDist = app.node.tryGetContext('webDist');
  if (options.requireWebBuild) {
    const refusal = webBuildRefusal(PROJECT_ROOT, typeof webDist === 'string' && webDist !== '' ? webDist : undefined);
    if (refusal) throw new WebBuildRefused(refusal);
  }
  // No account: synth needs no lookups and no credentials, and `cdk deploy` deploys to the caller's
  // account. The regions are named, which CDK's cross-region reference needs.
  const edge = new SkpiEdgeStack(app, edgeStackName(config), {
    config,
    env: { region: EDGE_REGION },
    crossRegionReferences: true,
    description: `SKPI web ACL of the CloudFront distribution (${config.stage})`,
    terminationProtection: config.stage === 'prod',
  });
  const stack = new SkpiStack(app, stackName(config), {
    config,
    webAclArn: edge.webAcl.attrArn,
    env: { region: config.region },
    crossRegionReferences: true,
    projectRoot: PROJECT_ROOT,
    webDistDir: typeof webDist === 'string' && webDist !== '' ? webDist : join(PROJECT_ROOT, 'web', 'dist'),
    description: `SKPI portfolio and diploma-supplement system (${config.stage})`,
    terminationProtection: config.stage === 'prod',
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, edge, config };
}
