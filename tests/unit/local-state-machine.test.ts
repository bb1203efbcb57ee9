/**
 * The local runtime's state machine (infra/local/state-machines.ts) without a stack: the bulk
 * print's rendered definition run by aws-local-stepfunctions with its Tasks bound to a stand-in
 * worker, so both Maps run (the distributed one from DISTRIBUTED_FROM_CHUNKS chunks), a chunk that
 * fails every try is reported, the waits are the scaled ones, and a Task of anything but the
 * worker is refused.
 */
import type { BulkStepEvent } from '@functions/domain/cetak/bulk';
import { CHUNK_RETRY, DISTRIBUTED_FROM_CHUNKS, LOCAL_BACKOFF_MS_PER_SECOND, STEP_RETRIES } from '@functions/domain/cetak/bulk-policy';
import { bulkPrintDefinition, LOCAL_WORKER_ARN } from '@infra/local/bulk-print-definition';
import { allStates, localOverrides, polyfillWithResolvers } from '@infra/local/state-machines';
import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';

polyfillWithResolvers();

/** Runs the definition for a job of `chunks` chunks; `failing` chunks throw on every try. Gives back the worker's calls and the Task states that made them. */
async function run(chunks: number, failing: number[] = []): Promise<{ calls: string[]; states: Set<string> }> {
  const calls: string[] = [];
  const states = new Set<string>();
  const worker = async (input: unknown) => {
    const event = input as BulkStepEvent;
    calls.push('chunk' in event ? `${event.step} ${event.chunk}` : event.step);
    if (event.step === 'reserve') {
      return { jobId: event.jobId, chunks: Array.from({ length: chunks }, (_, i) => i), distributed: chunks >= DISTRIBUTED_FROM_CHUNKS, stop: false };
    }
    if (event.step === 'chunk' && failing.includes(event.chunk)) throw new Error('fault injected');
    return null;
  };
  const definition = bulkPrintDefinition();
  const aroundTask = (_: BulkStepEvent, state: string, call: () => Promise<unknown>) => {
    states.add(state);
    return call();
  };
  const execution = new StateMachine(definition as never).run(
    { jobId: 'uji' },
    { overrides: localOverrides(definition, LOCAL_WORKER_ARN, worker, { aroundTask }) },
  );
  await execution.result;
  return { calls, states };
}

const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

describe('the bulk print on the local state machine', () => {
  it('prints every chunk in the inline Map, reports the one that fails every try, then joins', async () => {
    const { calls, states } = await run(5, [3]);
    expect([...states].sort()).toEqual(['Join', 'PrintChunk', 'ReportChunk', 'Reserve']);
    expect(calls[0]).toBe('reserve');
    expect(calls.at(-1)).toBe('join');
    for (const chunk of [0, 1, 2, 4]) expect(count(calls, `chunk ${chunk}`)).toBe(1);
    expect(count(calls, 'chunk 3')).toBe(1 + CHUNK_RETRY.maxAttempts);
    expect(calls.filter((c) => c.startsWith('chunk-failed'))).toEqual(['chunk-failed 3']);
    expect(calls).not.toContain('failed');
  });

  it('runs a large job in the distributed Map, each chunk once', async () => {
    const chunks = DISTRIBUTED_FROM_CHUNKS + 3;
    const { calls, states } = await run(chunks, [DISTRIBUTED_FROM_CHUNKS]);
    expect([...states].sort()).toEqual(['Join', 'PrintChunkDistributed', 'ReportChunkDistributed', 'Reserve']);
    for (let chunk = 0; chunk < chunks; chunk++) {
      expect(count(calls, `chunk ${chunk}`), `chunk ${chunk}`).toBe(chunk === DISTRIBUTED_FROM_CHUNKS ? 1 + CHUNK_RETRY.maxAttempts : 1);
    }
    expect(count(calls, `chunk-failed ${DISTRIBUTED_FROM_CHUNKS}`)).toBe(1);
    expect(calls.at(-1)).toBe('join');
  });

  it('waits LOCAL_BACKOFF_MS_PER_SECOND ms per second of each retrier, and binds every Task to the worker', () => {
    const definition = bulkPrintDefinition();
    const overrides = localOverrides(definition, LOCAL_WORKER_ARN, async () => null, {});
    const tasks = allStates(definition).filter(([, s]) => s.Type === 'Task');
    expect(Object.keys(overrides.taskResourceLocalHandlers).sort()).toEqual(tasks.map(([name]) => name).sort());
    const print = allStates(definition).find(([name]) => name === 'PrintChunk')?.[1];
    expect(print?.Retry?.at(-1)).toMatchObject({ IntervalSeconds: CHUNK_RETRY.intervalSeconds, MaxAttempts: CHUNK_RETRY.maxAttempts });
    expect((overrides.retryIntervalOverrides.PrintChunk as number[]).at(-1)).toBe(CHUNK_RETRY.intervalSeconds * LOCAL_BACKOFF_MS_PER_SECOND);
    const reserve = allStates(definition).find(([name]) => name === 'Reserve')?.[1];
    expect(reserve?.Retry?.at(-1)?.MaxAttempts).toBe(STEP_RETRIES);
  });

  it('refuses a Task that calls anything but the worker', () => {
    const definition = bulkPrintDefinition();
    expect(() => localOverrides(definition, 'arn:aws:lambda:ap-southeast-3:000000000000:function:other', async () => null, {})).toThrow(
      /not the job's worker/,
    );
  });
});
