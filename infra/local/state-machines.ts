/**
 * The local runtime's Step Functions (docs/decisions/0054): a job run by a state machine in AWS
 * (its profile's `stateMachine`: the bulk print) runs here on the very definition the CDK app
 * deploys (./bulk-print-definition.ts), executed by aws-local-stepfunctions. Each Task state is
 * bound to the job's Lambda handler in this process; the Retry waits are scaled down
 * (LOCAL_BACKOFF_MS_PER_SECOND milliseconds per second of AWS's first interval), so the definition's
 * retries, catches, Map states, item selection and failure path all act as they will in AWS.
 */
import type { BulkStepEvent } from '@functions/domain/cetak/bulk';
import { LOCAL_BACKOFF_MS_PER_SECOND } from '@functions/domain/cetak/bulk-policy';
import { runStateMachinesInProcess } from '@functions/lib/jobs';
import { logger } from '@functions/lib/logger';
import type { JobName } from '@shared/jobs';
import type { RunOptions } from 'aws-local-stepfunctions';
import type { AslDefinition, AslState } from './bulk-print-definition';

/**
 * Wraps each call of the worker (`call`), given the Task's event and the state's name: a test
 * injects a fault by throwing instead of calling, and the definition's own Retry and Catch take
 * it; the bench times each call.
 */
export type AroundTask = (event: BulkStepEvent, state: string, call: () => Promise<unknown>) => Promise<unknown>;

export interface LocalRunOptions {
  aroundTask?: AroundTask;
}

/** aws-local-stepfunctions calls Promise.withResolvers (ES2024), which Node 20 lacks: added where missing. */
export function polyfillWithResolvers(): void {
  const promise = Promise as unknown as { withResolvers?: unknown };
  if (typeof promise.withResolvers === 'function') return;
  promise.withResolvers = <T>() => {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const p = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise: p, resolve, reject };
  };
}

/** Every state of a definition, those of its Map states' item processors included, by name. */
export function allStates(definition: AslDefinition): [string, AslState][] {
  return Object.entries(definition.States).flatMap(([name, state]): [string, AslState][] => [
    [name, state],
    ...(state.ItemProcessor ? allStates(state.ItemProcessor) : []),
  ]);
}

/** The overrides that run a definition here: its Tasks bound to `worker`, its waits scaled down. */
export function localOverrides(definition: AslDefinition, workerArn: string, worker: (event: unknown) => Promise<unknown>, options: LocalRunOptions) {
  const overrides: Required<
    Pick<NonNullable<RunOptions['overrides']>, 'taskResourceLocalHandlers' | 'retryIntervalOverrides' | 'waitTimeOverrides'>
  > = {
    taskResourceLocalHandlers: {},
    retryIntervalOverrides: {},
    waitTimeOverrides: {},
  };
  for (const [name, state] of allStates(definition)) {
    if (state.Type === 'Task') {
      // a Task of anything but the worker would call AWS from a developer's machine
      if (state.Resource !== workerArn) throw new Error(`state ${name} calls ${String(state.Resource)}, not the job's worker`);
      const call = async (input: unknown) => (await worker(input)) ?? null;
      overrides.taskResourceLocalHandlers[name] = async (input) =>
        (options.aroundTask ? options.aroundTask(input as BulkStepEvent, name, () => call(input)) : call(input)) as never;
    }
    if (state.Retry) overrides.retryIntervalOverrides[name] = state.Retry.map((r) => (r.IntervalSeconds ?? 1) * LOCAL_BACKOFF_MS_PER_SECOND);
    if (state.Type === 'Wait') overrides.waitTimeOverrides[name] = (state.Seconds ?? 1) * LOCAL_BACKOFF_MS_PER_SECOND;
  }
  return overrides;
}

/** The execution history's failed states, catches and a failed execution, logged as warnings (the local run's history). */
async function logHistory(events: AsyncIterable<{ type: string } & Record<string, unknown>>, jobId: string): Promise<void> {
  for await (const event of events) {
    if (event.type !== 'StateFailed' && event.type !== 'StateCaught' && event.type !== 'ExecutionFailed') continue;
    const state = (event.state as { name?: string } | undefined)?.name;
    logger.warn(`bulk print state machine: ${event.type}`, { jobId, state, chunk: event.index, error: event.Error, cause: event.Cause });
  }
}

/**
 * One execution of the bulk print's state machine for a job, in this process: resolves when it
 * succeeds, rejects when it fails (after its MarkFailed step has failed the job).
 */
export async function runBulkPrintMachine(jobId: string, options: LocalRunOptions = {}): Promise<unknown> {
  polyfillWithResolvers();
  const [{ StateMachine }, { bulkPrintDefinition, LOCAL_WORKER_ARN }, { loadJobHandler }] = await Promise.all([
    import('aws-local-stepfunctions'),
    import('./bulk-print-definition'),
    import('@functions/jobs/index'),
  ]);
  const definition = bulkPrintDefinition();
  const worker = await loadJobHandler('skpi-bulk');
  const machine = new StateMachine(definition as never);
  const execution = machine.run({ jobId }, { overrides: localOverrides(definition, LOCAL_WORKER_ARN, worker, options) });
  const history = logHistory(execution.eventLogs as never, jobId);
  try {
    return await execution.result;
  } finally {
    await history;
  }
}

/** The local runner of each job run by a state machine. */
const MACHINES: Partial<Record<JobName, (input: { jobId: string }) => Promise<unknown>>> = {
  'skpi-bulk': ({ jobId }) => runBulkPrintMachine(jobId),
};

/** Lets the handlers of this process start state machines (functions/lib/jobs.ts startStateMachine). */
export function runStateMachinesHere(): void {
  runStateMachinesInProcess(async (name, input) => {
    const run = MACHINES[name];
    if (!run) throw new Error(`job ${name} has no local state machine`);
    return run(input as { jobId: string });
  });
}
