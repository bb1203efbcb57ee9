/**
 * Starts an on-demand job of shared/jobs.ts (the bulk import, the recount, ...). In AWS: an asynchronous Lambda
 * invoke of the job's function (its name in `JOB_FUNCTION_<NAME>`, set by the CDK app for the
 * Lambdas whose profile `invokes` it). Locally, where no such variable exists, the same handler
 * runs in this process after the answer is sent, as Lambda would run it beside the caller. A job
 * run by a state machine (the bulk print) is started by its area in AWS; locally its state
 * machine runs in this process (`startStateMachineInProcess`).
 *
 * The local runners are registered by the local runtime (functions/api/index.ts, the way the local
 * server and the tests reach every area; infra/local/state-machines.ts, the state machines), not imported here: a static or dynamic import of the
 * jobs from this module would bundle every job (archiver, SES, ...) into each Lambda that starts
 * one (docs/decisions/0003-bundle-budgets.md).
 *
 * A job speaks its starter's language: the job item records the starting request's language and
 * every run reads it back (functions/domain/jobs/language.ts), so nothing here carries it; the
 * local runs start without the request's language, as a Lambda invocation or execution does.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { JobName } from '@shared/jobs';
import { env, jobFunctionVariable, jobStateMachineVariable } from './env';
import { inLanguage } from './language';
import { logger } from './logger';
import { traced } from './observability';

let lambda: LambdaClient | undefined;

/** Loads a job's handler to run it in this process (functions/jobs/index.ts loadJobHandler). */
export type InProcessJobLoader = (name: JobName) => Promise<(event: unknown) => Promise<unknown>>;
let inProcess: InProcessJobLoader | undefined;

/** Lets startJob run jobs in this process where no job function is configured (the local runtime, tests). */
export function runJobsInProcess(load: InProcessJobLoader): void {
  inProcess = load;
}

/** Runs a job's state machine to its end in this process (the local runtime's, infra/local/state-machines.ts). */
export type InProcessStateMachine = (name: JobName, input: unknown) => Promise<unknown>;
let inProcessMachine: InProcessStateMachine | undefined;

/** Lets `startStateMachineInProcess` run state machines in this process (the local runtime, tests). */
export function runStateMachinesInProcess(run: InProcessStateMachine): void {
  inProcessMachine = run;
}

/**
 * Where no state machine is configured (locally): an execution of the job's state machine with
 * `input`, in this process after the answer is sent, as Step Functions runs it beside the caller.
 */
export function startStateMachineInProcess(name: JobName, input: unknown): void {
  const run = inProcessMachine;
  if (!run) throw new Error(`${jobStateMachineVariable(name)} is not set and no in-process state machine runner is registered`);
  // a fresh execution, as in AWS: no request's language (each step reads its job's, functions/domain/jobs/language.ts)
  setImmediate(() => {
    inLanguage(undefined, () => run(name, input)).catch((error: unknown) =>
      logger.error(`state machine of job ${name} failed`, { error: error as Error }),
    );
  });
}

export async function startJob(name: JobName, payload: unknown): Promise<void> {
  const functionName = env.jobFunction(name);
  if (functionName) {
    lambda ??= traced(new LambdaClient({ region: env.region }));
    await lambda.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(payload) }));
    return;
  }
  if (!inProcess) throw new Error(`${jobFunctionVariable(name)} is not set and no in-process job runner is registered`);
  const handler = await inProcess(name);
  // a fresh invocation, as in AWS: no request's language (the job reads its own, functions/domain/jobs/language.ts)
  setImmediate(() => {
    inLanguage(undefined, () => handler(payload)).catch((error: unknown) => logger.error(`job ${name} failed`, { error: error as Error }));
  });
}

/**
 * Starts the running job's Lambda again with `payload` (asynchronously, by the name the Lambda
 * runtime gives it): a long job goes on in a fresh invocation before its time runs out (profile
 * `reinvokes`). False where it does not run on Lambda (the local runtime has no deadline).
 */
export async function reinvokeSelf(payload: unknown): Promise<boolean> {
  const functionName = process.env.AWS_LAMBDA_FUNCTION_NAME;
  if (!functionName) return false;
  lambda ??= traced(new LambdaClient({ region: env.region }));
  await lambda.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(payload) }));
  return true;
}
