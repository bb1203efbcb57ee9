/**
 * Builds the CDK app: the stage's stack and the cdk-nag AwsSolutions checks. infra/app.ts (the
 * CLI's entry) and the infra tests both call this, so the tests check what `cdk synth` makes.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { configFromContext, type StageConfig } from '../config';
import { SkpiStack, stackName } from './skpi-stack';

/** The repository root (this file is infra/stacks/skpi-app.ts). */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SkpiApp {
  app: App;
  stack: SkpiStack;
  config: StageConfig;
}

export function createSkpiApp(props: AppProps = {}): SkpiApp {
  const app = new App(props);
  const config = configFromContext((key) => app.node.tryGetContext(key));
  const webDist = app.node.tryGetContext('webDist');
  const stack = new SkpiStack(app, stackName(config), {
    config,
    projectRoot: PROJECT_ROOT,
    webDistDir: typeof webDist === 'string' && webDist !== '' ? webDist : join(PROJECT_ROOT, 'web', 'dist'),
    description: `SKPI portfolio and diploma-supplement system (${config.stage})`,
    terminationProtection: config.stage === 'prod',
    // Environment-agnostic: synth needs no account lookups and no credentials; `cdk deploy`
    // deploys to the account and region of the caller's AWS profile.
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, config };
}
