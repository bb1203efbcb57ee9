/**
 * The bulk print's state machine (infra/constructs/bulk-print.ts, docs/decisions/0046): its states
 * in order, its two Maps (bounded concurrency, the chunk's retry with backoff, the caught and
 * reported chunk, the distributed one's tolerated failures), the worker's grants (its folders,
 * its jobs' listing, the two signing keys) and who starts it (the cetak area, nothing else). The
 * definition the local runtime runs (infra/local/bulk-print-definition.ts) is the deployed one, and
 * a valid one (asl-validator, as aws-local-stepfunctions checks it).
 */
import { CHUNK_RETRY, DISTRIBUTED_FROM_CHUNKS, MAX_CONCURRENCY, STEP_RETRIES, TOLERATED_FAILURE_PERCENT } from '@functions/domain/cetak/bulk-policy';
import { jobStateMachineVariable } from '@functions/lib/env';
import { bulkPrintDefinition, definitionFromTemplate, LOCAL_DEFINITION_STAGE, LOCAL_WORKER_ARN } from '@infra/local/bulk-print-definition';
import { JOB_PROFILES } from '@infra/profiles';
import { SKPI_KEY_PREFIXES } from '@shared/domain/skpi-storage';
import aslValidator from 'asl-validator';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, areaFunction, type Json, logicalIdOf, prodAndDev, resourcesOf, type Synth, statementsOf } from './synth';

let prod: Synth;
let dev: Synth;
beforeAll(() => {
  ({ prod, dev } = prodAndDev());
}, 120_000);

type State = Json & { Type: string; Next?: string; End?: boolean };
const machine = () => prod.stack.areas.stateMachines.find((m) => m.job === 'skpi-bulk')?.machine ?? expect.unreachable();
const worker = () => prod.stack.areas.jobs.find((j) => j.area === 'skpi-bulk') ?? expect.unreachable();
const resource = (s = prod) => {
  const m = s.stack.areas.stateMachines.find((x) => x.job === 'skpi-bulk')?.machine ?? expect.unreachable();
  return resourcesOf(s.template, 'AWS::StepFunctions::StateMachine')[logicalIdOf(m)] ?? expect.unreachable();
};

/** A stage's definition with its worker's ARN (its one reference) as the local runtime's. */
function withLocalWorker(s: Synth) {
  const workerArn = JSON.stringify({
    'Fn::GetAtt': [logicalIdOf((s.stack.areas.jobs.find((j) => j.area === 'skpi-bulk') ?? expect.unreachable()).fn), 'Arn'],
  });
  return definitionFromTemplate(resource(s).Properties.DefinitionString, (ref) => {
    expect(JSON.stringify(ref)).toBe(workerArn);
    return LOCAL_WORKER_ARN;
  });
}

/** The definition with every CloudFormation reference as the placeholder `REF`. */
function definition(): { StartAt: string; States: Record<string, State> } {
  const body = resource().Properties.DefinitionString as { 'Fn::Join': [string, unknown[]] };
  return JSON.parse(body['Fn::Join'][1].map((p) => (typeof p === 'string' ? p : 'REF')).join(''));
}

describe('the bulk print state machine', () => {
  it('reserves, then prints the chunks in an inline or a distributed Map by the reservation, then joins the zip', () => {
    const d = definition();
    expect(d.StartAt).toBe('Reserve');
    const s = d.States;
    expect(s.Reserve).toMatchObject({ Type: 'Task', Next: 'Planned', Parameters: { step: 'reserve', 'jobId.$': '$.jobId' } });
    expect(s.Planned).toMatchObject({
      Type: 'Choice',
      Choices: [
        { Variable: '$.stop', BooleanEquals: true, Next: 'NothingToRun' },
        { Variable: '$.distributed', BooleanEquals: true, Next: 'PrintChunksDistributed' },
      ],
      Default: 'PrintChunks',
    });
    expect(s.PrintChunks?.Next).toBe('Join');
    expect(s.PrintChunksDistributed?.Next).toBe('Join');
    expect(s.Join).toMatchObject({ Type: 'Task', Next: 'Done', Parameters: { step: 'join' } });
    // every step outside the chunks fails the job when it fails for good
    for (const name of ['Reserve', 'PrintChunks', 'PrintChunksDistributed', 'Join'])
      expect(s[name]?.Catch, name).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }]);
    expect(s.MarkFailed).toMatchObject({ Next: 'RunFailed', Parameters: { step: 'failed' } });
    for (const name of ['Reserve', 'Join'])
      expect(((s[name]?.Retry ?? []) as Json[]).at(-1), name).toMatchObject({ ErrorEquals: ['States.ALL'], MaxAttempts: STEP_RETRIES });
    expect(DISTRIBUTED_FROM_CHUNKS).toBeGreaterThan(MAX_CONCURRENCY);
  });

  it('runs at most MAX_CONCURRENCY chunks at once, each retried with backoff, then caught and reported', () => {
    const s = definition().States;
    const inline = s.PrintChunks as State & { ItemProcessor: { ProcessorConfig?: Json; StartAt: string; States: Record<string, State> } };
    const distributed = s.PrintChunksDistributed as typeof inline;
    for (const [map, suffix] of [
      [inline, ''],
      [distributed, 'Distributed'],
    ] as const) {
      expect(map).toMatchObject({
        Type: 'Map',
        MaxConcurrency: MAX_CONCURRENCY,
        ItemsPath: '$.chunks',
        ItemSelector: { 'jobId.$': '$.jobId', 'chunk.$': '$$.Map.Item.Value' },
      });
      const print = map.ItemProcessor.States[`PrintChunk${suffix}`] as State & { Retry: Json[]; Catch: Json[] };
      expect(map.ItemProcessor.StartAt).toBe(`PrintChunk${suffix}`);
      expect(print.Parameters).toEqual({ step: 'chunk', 'jobId.$': '$.jobId', 'chunk.$': '$.chunk' });
      expect(print.Retry.at(-1)).toEqual({
        ErrorEquals: ['States.ALL'],
        MaxAttempts: CHUNK_RETRY.maxAttempts,
        IntervalSeconds: CHUNK_RETRY.intervalSeconds,
        BackoffRate: CHUNK_RETRY.backoffRate,
        JitterStrategy: 'FULL',
      });
      expect(print.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: `ReportChunk${suffix}` }]);
      expect(map.ItemProcessor.States[`ReportChunk${suffix}`]).toMatchObject({ Parameters: { step: 'chunk-failed' }, End: true });
    }
    expect(inline.ItemProcessor.ProcessorConfig ?? { Mode: 'INLINE' }).toMatchObject({ Mode: 'INLINE' });
    expect(distributed.ItemProcessor.ProcessorConfig).toEqual({ Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' });
    expect(distributed.ToleratedFailurePercentage).toBe(TOLERATED_FAILURE_PERCENT);
  });

  it('logs every event, traces, stops a run after its timeout, alarms on a failed run and names itself in the outputs', () => {
    expect(resource().Properties).toMatchObject({ TracingConfiguration: { Enabled: true }, LoggingConfiguration: { Level: 'ALL' } });
    expect(definition()).toMatchObject({ TimeoutSeconds: 6 * 3600 });
    prod.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'failed + timedOut + aborted' }),
        Match.objectLike({ Id: 'failed', MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: 'ExecutionsFailed' }) }) }),
      ]),
      Threshold: 1,
      AlarmActions: [{ Ref: logicalIdOf(prod.stack.alarms.topic) }],
    });
    prod.template.hasOutput('SkpiBulkStateMachineArn', { Value: { Ref: logicalIdOf(machine()) } });
  });

  it("lets only the cetak area start it, with the machine's ARN, and no Lambda invoke of the worker", () => {
    for (const fn of [...prod.stack.areas.functions, ...prod.stack.areas.jobs]) {
      const start = statementsOf(prod, logicalIdOf(fn.role)).filter((st) => actionsOf([st]).some((a) => a.startsWith('states:')));
      const fnResource = resourcesOf(prod.template, 'AWS::Lambda::Function')[logicalIdOf(fn.fn)] ?? expect.unreachable();
      const env = (fnResource.Properties.Environment as { Variables: Json }).Variables;
      if (fn.area === 'cetak') {
        expect(start).toEqual([{ Effect: 'Allow', Action: 'states:StartExecution', Resource: { Ref: logicalIdOf(machine()) } }]);
        expect(env[jobStateMachineVariable('skpi-bulk')]).toEqual({ Ref: logicalIdOf(machine()) });
      } else {
        expect(start, fn.area).toEqual([]);
        expect(env[jobStateMachineVariable('skpi-bulk')], fn.area).toBeUndefined();
      }
    }
    // the cetak area invokes the bulk approval's job (stack-jobs.test.ts), never the print's worker
    const invokes = statementsOf(prod, logicalIdOf(areaFunction(prod, 'cetak').role)).filter((st) =>
      actionsOf([st]).includes('lambda:InvokeFunction'),
    );
    expect(JSON.stringify(invokes)).not.toContain(logicalIdOf(worker().fn));
  });

  it('lets the machine invoke its worker only', () => {
    const roleId = logicalIdOf(machine().role);
    const invoke = statementsOf(prod, roleId).filter((st) => actionsOf([st]).includes('lambda:InvokeFunction'));
    expect(JSON.stringify(invoke.map((st) => st.Resource))).toContain(logicalIdOf(worker().fn));
    for (const other of prod.stack.areas.functions) expect(JSON.stringify(invoke)).not.toContain(logicalIdOf(other.fn));
  });
});

describe('the definition the local runtime runs', () => {
  it('is the deployed one, and a valid one', () => {
    const local = bulkPrintDefinition();
    expect(LOCAL_DEFINITION_STAGE).toBe('dev');
    expect(local).toEqual(withLocalWorker(dev));
    for (const d of [local, withLocalWorker(prod)]) {
      const { isValid, errorsText } = aslValidator(d, { checkArn: true, checkPaths: true });
      expect(isValid, errorsText()).toBe(true);
    }
    // an invalid definition is refused (the validator does check)
    expect(aslValidator({ ...local, StartAt: 'Nowhere' }).isValid).toBe(false);
  });

  it('gives every step a minute beyond its worker to answer before it times out', () => {
    const states = (d: { States: Record<string, State> }): State[] =>
      Object.values(d.States).flatMap((s) => [s, ...(s.ItemProcessor ? states(s.ItemProcessor as { States: Record<string, State> }) : [])]);
    const tasks = states(definition()).filter((s) => s.Type === 'Task');
    expect(tasks.length).toBe(7);
    for (const task of tasks) expect(task.TimeoutSeconds).toBe((JOB_PROFILES['skpi-bulk'].timeoutSeconds ?? 0) + 60);
  });
});

describe("the worker's grants", () => {
  const statements = () => statementsOf(prod, logicalIdOf(worker().role)).filter((st) => st.Effect !== 'Deny');
  const documentsId = () => logicalIdOf(prod.stack.storage.documents);

  it("writes only the printed documents and the jobs' folder of the documents bucket, and lists only the jobs' folder", () => {
    const writes = statements().filter((st) => actionsOf([st]).some((a) => a === 's3:PutObject' || a === 's3:DeleteObject'));
    const resources = writes.flatMap((st) => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]) as Json[]);
    const patterns = resources.map((r) => /"\/([^"]*)"\]\]\}$/.exec(JSON.stringify(r))?.[1]).sort();
    expect(patterns).toEqual([`${SKPI_KEY_PREFIXES.printed}*`, `${SKPI_KEY_PREFIXES.bulkZip}*`].sort());
    for (const r of resources) expect(JSON.stringify(r)).toContain(documentsId());
    const list = statements().filter((st) => actionsOf([st]).includes('s3:ListBucket')) as ((typeof writes)[number] & { Condition?: Json })[];
    expect(list).toEqual([
      {
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: { 'Fn::GetAtt': [documentsId(), 'Arn'] },
        Condition: { StringLike: { 's3:prefix': [`${SKPI_KEY_PREFIXES.bulkZip}*`] } },
      },
    ]);
    expect(JSON.stringify(statements())).not.toContain(logicalIdOf(prod.stack.storage.uploads));
  });

  it('signs with the seal key and the credential key, and no other', () => {
    const signs = statements().filter((st) => actionsOf([st]).includes('kms:Sign'));
    const keys = prod.stack.signing.keys;
    const resources = signs.flatMap((st) => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]) as Json[]);
    expect(resources.map((r) => JSON.stringify(r)).sort()).toEqual(
      [keys.segel, keys.kredensial].map((k) => JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(k), 'Arn'] })).sort(),
    );
  });
});
