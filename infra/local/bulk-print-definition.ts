/**
 * The bulk print's state machine as the CDK app deploys it (infra/constructs/bulk-print.ts),
 * rendered in this process to its Amazon States Language: the construct built in a throwaway
 * stack, its definition resolved, the worker's ARN (the one CloudFormation reference in it) given
 * the local worker's. The local runtime runs it (./state-machines.ts, docs/decisions/0054); never
 * part of a Lambda bundle (aws-cdk-lib stays in the CDK app and the local runtime).
 */

import { SKPI_KEY_PREFIXES } from '@shared/domain/skpi-storage';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { CfnStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { stageConfig } from '../config';
import { BulkPrint } from '../constructs/bulk-print';
import { JOB_PROFILES } from '../profiles';

/** The stage whose configuration the local rendering takes (the definition names its stage in its comment only). */
export const LOCAL_DEFINITION_STAGE = 'dev';

/** The worker's ARN in the local definition: its Task states are bound to the handler in process, never invoked. */
export const LOCAL_WORKER_ARN = 'arn:aws:lambda:ap-southeast-3:000000000000:function:skpi-bulk';

/** An Amazon States Language definition (the fields the local runtime reads; the rest passes through). */
export interface AslDefinition {
  StartAt: string;
  States: Record<string, AslState>;
  TimeoutSeconds?: number;
  Comment?: string;
}

export interface AslState {
  Type: string;
  Resource?: string;
  Seconds?: number;
  Retry?: { ErrorEquals: string[]; IntervalSeconds?: number; MaxAttempts?: number; BackoffRate?: number }[];
  ItemProcessor?: AslDefinition;
  [field: string]: unknown;
}

/**
 * A definition string as CloudFormation holds it (a string, or an `Fn::Join` of strings and
 * references) with each reference replaced by `resolveRef`'s answer.
 */
export function definitionFromTemplate(body: unknown, resolveRef: (ref: unknown) => string): AslDefinition {
  if (typeof body === 'string') return JSON.parse(body) as AslDefinition;
  const join = (body as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (!join) throw new Error(`a state machine definition is a string or an Fn::Join, not ${JSON.stringify(body)}`);
  return JSON.parse(join[1].map((part) => (typeof part === 'string' ? part : resolveRef(part))).join(join[0])) as AslDefinition;
}

function render(): AslDefinition {
  const config = stageConfig(LOCAL_DEFINITION_STAGE);
  const app = new App();
  const stack = new Stack(app, 'LocalBulkPrint', { env: { account: '000000000000', region: config.region } });
  const profile = JOB_PROFILES['skpi-bulk'];
  const workerTimeout = profile.timeoutSeconds ? Duration.seconds(profile.timeoutSeconds) : config.lambda.timeout;
  const worker = new LambdaFunction(stack, 'Worker', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('exports.handler = async () => null;'),
    timeout: workerTimeout,
  });
  const run = new BulkPrint(stack, 'Run', {
    config,
    worker,
    documents: new Bucket(stack, 'Documents'),
    jobPrefix: SKPI_KEY_PREFIXES.bulkZip,
    workerTimeout,
  });
  const workerArn = JSON.stringify(stack.resolve(worker.functionArn));
  const body = stack.resolve((run.stateMachine.node.defaultChild as CfnStateMachine).definitionString);
  return definitionFromTemplate(body, (ref) => {
    if (JSON.stringify(ref) === workerArn) return LOCAL_WORKER_ARN;
    throw new Error(`the bulk print's definition refers to ${JSON.stringify(ref)}: only its worker can be bound locally`);
  });
}

let rendered: AslDefinition | undefined;

/** The bulk print's definition, rendered once per process. */
export function bulkPrintDefinition(): AslDefinition {
  rendered ??= render();
  return rendered;
}
