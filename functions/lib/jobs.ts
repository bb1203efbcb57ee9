/**
 * Starts an on-demand job of shared/jobs.ts (the bulk SKPI print). In AWS: an asynchronous Lambda
 * invoke of the job's function (its name in `JOB_FUNCTION_<NAME>`, set by the CDK app for the
 * Lambdas whose profile `invokes` it). Locally, where no such variable exists, the same handler
 * runs in this process after the answer is sent, as Lambda would run it beside the caller.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { JobName } from '@shared/jobs';
import { env } from './env';
import { logger } from './logger';
import { tracer } from './observability';

let lambda: LambdaClient | undefined;

/** Jobs started in this process and not yet finished (tests wait for them). */
const running = new Set<Promise<unknown>>();

export async function startJob(name: JobName, payload: unknown): Promise<void> {
  const functionName = env.jobFunction(name);
  if (functionName) {
    lambda ??= tracer.captureAWSv3Client(new LambdaClient({ region: env.region }));
    await lambda.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(payload) }));
    return;
  }
  const { loadJobHandler } = await import('@functions/jobs/index');
  const handler = await loadJobHandler(name);
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => handler(payload))
    .catch((error: unknown) => logger.error(`job ${name} failed`, { error: error as Error }))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves when every job started in this process has finished (tests, a clean local shutdown). */
export async function jobsSettled(): Promise<void> {
  while (running.size) await Promise.all(running);
}
